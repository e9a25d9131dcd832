import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Climate › Climate risks and opportunities: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'horizons',
    target: 'horizonsCard',
    titleKey: 'tutorial.climate.horizons.title',
    contentKey: 'tutorial.climate.horizons',
  },
  {
    id: 'register',
    target: 'register',
    titleKey: 'tutorial.climate.register.title',
    contentKey: 'tutorial.climate.register',
  },
];

export const words: TutorialWords = {
  'tutorial.climate.horizons.title': { en: 'Time horizons', hk: '時間範圍', cn: '时间范围' },
  'tutorial.climate.horizons': {
    en: 'Define your short, medium and long term in years from the reporting year; each risk or opportunity in the register uses one of them. A horizon cannot start after it ends.',
    hk: '以報告年度起計的年數界定短期、中期及長期；登記冊中每項風險或機遇均採用其中之一。時間範圍的開始不可遲於結束。',
    cn: '以报告年度起计的年数界定短期、中期及长期；登记册中每项风险或机遇均采用其中之一。时间范围的开始不可迟于结束。',
  },
  'tutorial.climate.register.title': { en: 'Risks and opportunities', hk: '風險及機遇', cn: '风险及机遇' },
  'tutorial.climate.register': {
    en: 'Add one row per climate-related risk or opportunity: its type, horizon, likelihood and impact, the locations of the reporting boundary it affects, its effects, your response and its financial effects in HKD (or explain qualitatively where the Code allows).',
    hk: '每項氣候相關風險或機遇填寫一行：類型、時間範圍、可能性及影響、受影響的匯報範圍地點、影響、應對措施，以及以港元計的財務影響（或在守則容許時以定性方式說明）。',
    cn: '每项气候相关风险或机遇填写一行：类型、时间范围、可能性及影响、受影响的汇报范围地点、影响、应对措施，以及以港元计的财务影响（或在守则容许时以定性方式说明）。',
  },
};

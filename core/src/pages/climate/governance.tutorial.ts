import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Climate › Climate governance: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'oversight',
    target: 'oversightCard',
    titleKey: 'tutorial.climate.governance.title',
    contentKey: 'tutorial.climate.governance',
  },
  {
    id: 'comply',
    target: 'complyCard',
    titleKey: 'tutorial.climate.comply.title',
    contentKey: 'tutorial.climate.comply',
  },
];

export const words: TutorialWords = {
  'tutorial.climate.governance.title': { en: 'Climate governance', hk: '氣候管治', cn: '气候管治' },
  'tutorial.climate.governance': {
    en: 'Name the body or individual overseeing climate-related risks and opportunities and describe how they do it; the board committee itself is entered once, on Background › Board committee (HKEX Part D governance).',
    hk: '填寫監督氣候相關風險及機遇的組織或個人，並說明其監督方式；董事委員會只需在「背景 › 董事委員會」填寫一次（香港交易所 D 部分管治）。',
    cn: '填写监督气候相关风险及机遇的组织或个人，并说明其监督方式；董事委员会只需在「背景 › 董事委员会」填写一次（香港交易所 D 部分管治）。',
  },
  'tutorial.climate.comply.title': { en: 'Comply or explain', hk: '不遵守就解釋', cn: '不遵守就解释' },
  'tutorial.climate.comply': {
    en: 'For each climate provision, say whether you answered it, explain why not, or mark it not applicable; a reason is required unless answered. Home counts an explained provision as addressed.',
    hk: '就每項氣候條文說明是否已披露、解釋未披露的原因，或標示為不適用；除已披露外均須填寫原因。首頁會將已解釋的條文視為已處理。',
    cn: '就每项气候条文说明是否已披露、解释未披露的原因，或标示为不适用；除已披露外均须填写原因。首页会将已解释的条文视为已处理。',
  },
};

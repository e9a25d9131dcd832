import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { text, type I18nText, type TextField } from '../../catalogue/types';

const narrative = (id: string, labels: I18nText, provision: string): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  validation: { maxLength: 4000 },
  provisions: [provision],
});

const COMPLY = provisionEntries(['B4-GD', 'B4.1', 'B4.2']);

const TUTORIAL_TEXT = {
  'tutorial.labour_standards.title': text('Labour standards', '勞工準則', '劳工准则'),
  'tutorial.labour_standards': text(
    'Describe how you review employment practices to avoid child and forced labour (HKEX KPI B4.1) and what you do when such a practice is discovered (B4.2). The policy itself is answered on Background › Policies.',
    '說明公司如何檢討招聘慣例以避免童工及強制勞工（香港交易所關鍵績效指標B4.1），以及在發現有關情況時採取的步驟（B4.2）。有關政策本身在「背景 › 政策」頁面回答。',
    '说明公司如何检讨招聘惯例以避免童工及强制劳工（香港交易所关键绩效指标B4.1），以及在发现有关情况时采取的步骤（B4.2）。有关政策本身在“背景 › 政策”页面回答。',
  ),
};

/**
 * Social › Labour standards: HKEX B4.1 (measures to review employment practices to avoid child and
 * forced labour) and B4.2 (steps taken to eliminate such practices when discovered). The policy
 * itself (B4-GD) is answered once, on Background › Policies.
 */
export const labourStandards: DataPage = {
  key: 'labour_standards',
  route: '/social/labour_standards',
  titleKey: 'pages.labour_standards',
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'labourStandardsTab',
      labels: text('Labour standards', '勞工準則', '劳工准则'),
      cards: [
        {
          id: 'practicesCard',
          labels: text('Child and forced labour', '童工及強制勞工', '童工及强制劳工'),
          seeAlso: {
            route: '/background/policies',
            labels: text('Policies (Background)', '政策（背景）', '政策（背景）'),
          },
          fields: [
            narrative(
              'reviewMeasures',
              text(
                'Measures to review employment practices to avoid child and forced labour',
                '檢討招聘慣例以避免童工及強制勞工的措施',
                '检讨招聘惯例以避免童工及强制劳工的措施',
              ),
              'B4.1',
            ),
            narrative(
              'eliminationSteps',
              text(
                'Steps taken to eliminate such practices when discovered',
                '在發現違規情況時消除有關情況所採取的步驟',
                '在发现违规情况时消除有关情况所采取的步骤',
              ),
              'B4.2',
            ),
          ],
        },
      ],
    },
    complyTab(COMPLY),
  ],
  tutorial: [
    {
      id: 'practices',
      target: 'practicesCard',
      titleKey: 'tutorial.labour_standards.title',
      contentKey: 'tutorial.labour_standards',
    },
  ],
  title: text('Labour standards', '勞工準則', '劳工准则'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  tutorialText: TUTORIAL_TEXT,
  specCalls: [],
};

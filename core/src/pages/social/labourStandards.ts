import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { text, type I18nText, type TextField } from '../../catalogue/types';
import { steps as tutorial } from './labourStandards.tutorial';

const narrative = (id: string, labels: I18nText, provision: string): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  validation: { maxLength: 4000 },
  provisions: [provision],
});

const COMPLY = provisionEntries(['B4-GD', 'B4.1', 'B4.2']);

/**
 * Social › Labour standards: HKEX B4.1 (measures to review employment practices to avoid child and
 * forced labour) and B4.2 (steps taken to eliminate such practices when discovered). The policy
 * itself (B4-GD) is answered once, on Background › Policies.
 */
export const labourStandards: DataPage = {
  key: 'labour_standards',
  route: '/social/labour_standards',
  titleKey: 'pages.labour_standards',
  tutorial,
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
  title: text('Labour standards', '勞工準則', '劳工准则'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [],
};

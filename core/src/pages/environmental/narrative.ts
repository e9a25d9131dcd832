import { complyCard, explainsOf, provisionEntries } from '../../catalogue/comply';
import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { text, type I18nText } from '../../catalogue/types';
import type { ResourceType } from '../../vocabulary/resourceTypes';

type Labels = readonly [en: string, hk: string, cn: string];
export interface Narrative {
  id: string;
  labels: Labels;
  provisions: readonly string[];
}

/**
 * An environmental page's own answers (targets, steps taken, sourcing issues), stored through
 * page data. Its monthly figures are resource rows (`/api/resource/{type}/{year}`,
 * of the `types` its screen names), one item per location and row, so they are not fields here.
 * `comply`: the A1–A3 provisions this page is where the company explains or marks not applicable
 * (each provision on one page only; docs/decisions/0072-comply-or-explain-everywhere.md).
 */
export function environmentalPage(
  key: string,
  title: Labels,
  narratives: readonly Narrative[],
  comply: readonly string[],
  { types, title: navTitle }: { types: readonly ResourceType[]; title?: I18nText },
): DataPage {
  const entries = provisionEntries(comply);
  return {
    key,
    route: `/environmental/${key}`,
    titleKey: `pages.${key}`,
    tabs: [
      {
        id: 'narrativeTab',
        labels: text(...title),
        cards: [
          {
            id: 'narrativeCard',
            labels: text('Targets and steps taken', '目標及所採取的步驟', '目标及所采取的步骤'),
            fields: narratives.map((n) => ({
              id: n.id,
              kind: 'longText' as const,
              translatable: true,
              labels: text(...n.labels),
              provisions: n.provisions,
            })),
          },
          ...(entries.length ? [complyCard(entries)] : []),
        ],
      },
    ],
    ...(entries.length ? { explains: explainsOf(entries) } : {}),
    title: navTitle ?? text(...title),
    nav: { group: 'environmental', write: COMPANY_WRITE },
    screen: { kind: 'resourceRows', types },
    specCalls: [],
  };
}

/** Narratives more than one environmental page asks. */
export const emissionTargets = {
  id: 'emissionTargets',
  labels: [
    'Emission targets set and steps taken to achieve them',
    '訂立的排放量目標及為達到這些目標所採取的步驟',
    '订立的排放量目标及为达到这些目标所采取的步骤',
  ],
  provisions: ['A1.5'],
} as const;
export const energyTargets = {
  id: 'energyTargets',
  labels: [
    'Energy use efficiency targets set and steps taken to achieve them',
    '訂立的能源使用效益目標及為達到這些目標所採取的步驟',
    '订立的能源使用效益目标及为达到这些目标所采取的步骤',
  ],
  provisions: ['A2.3'],
} as const;

import { complyCard, explainsOf, provisionEntries } from '../../comply';
import type { PageDeclaration } from '../../page';
import { text } from '../../types';

type Labels = readonly [en: string, hk: string, cn: string];
export interface Narrative {
  id: string;
  labels: Labels;
  provisions: readonly string[];
}

/**
 * An environmental page's own answers (targets, steps taken, sourcing issues), stored through
 * page data. Its monthly figures are resource rows (`/api/resource/{type}/{year}`,
 * ENVIRONMENTAL_RESOURCES), one item per location and row, so they are not fields here.
 * `comply`: the A1–A3 provisions this page is where the company explains or marks not applicable
 * (each provision on one page only; docs/decisions/0072-comply-or-explain-everywhere.md).
 */
export function environmentalPage(
  key: string,
  title: Labels,
  narratives: readonly Narrative[],
  comply: readonly string[] = [],
): PageDeclaration {
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
              labels: text(...n.labels),
              provisions: n.provisions,
            })),
          },
          ...(entries.length ? [complyCard(entries)] : []),
        ],
      },
    ],
    ...(entries.length ? { explains: explainsOf(entries) } : {}),
    tutorial: [
      {
        id: 'narrative',
        target: 'narrativeCard',
        titleKey: `tutorial.${key}.narrative.title`,
        contentKey: `tutorial.${key}.narrative`,
      },
    ],
  };
}

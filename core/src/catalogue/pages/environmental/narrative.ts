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
 */
export function environmentalPage(key: string, title: Labels, narratives: readonly Narrative[]): PageDeclaration {
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
        ],
      },
    ],
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

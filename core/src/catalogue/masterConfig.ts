import type { PageDeclaration } from './page';

/** One entry of a page master configuration (the spec's entities): a key and its value, JSON for structured keys. */
export interface MasterConfigEntry {
  fieldKey: string;
  fieldValue: string;
}

/**
 * The page master configuration the spec's `GET /pages/page-master-configs/path/{path}` returns,
 * derived from the declaration so it can never disagree with it: keys starting `tab_` are tabs,
 * `card_` cards, `question_` yes/no/not-to-disclose questions and `tutorial_step_` tutorial steps,
 * each holding JSON; `titleKey` and `route` hold plain text.
 */
export function masterConfig(page: PageDeclaration): MasterConfigEntry[] {
  const json = (fieldKey: string, value: unknown) => ({ fieldKey, fieldValue: JSON.stringify(value) });
  return [
    { fieldKey: 'titleKey', fieldValue: page.titleKey },
    { fieldKey: 'route', fieldValue: page.route },
    ...page.tabs.flatMap((tab, order) => [
      json(`tab_${tab.id}`, { id: tab.id, order, labels: tab.labels, cards: tab.cards.map((c) => c.id) }),
      ...tab.cards.map((card, cardOrder) =>
        json(`card_${card.id}`, {
          id: card.id,
          tab: tab.id,
          order: cardOrder,
          labels: card.labels,
          helpKey: card.helpKey,
          fields: card.fields.map((f) => f.id),
        }),
      ),
      ...tab.cards.flatMap((card) =>
        card.fields.flatMap((f) =>
          f.kind === 'yesNoNtd'
            ? [
                json(`question_${f.id}`, {
                  id: f.id,
                  card: card.id,
                  labels: f.labels,
                  provisions: f.provisions ?? [],
                  details: (f.details ?? []).map((d) => d.id),
                }),
              ]
            : [],
        ),
      ),
    ]),
    ...(page.tutorial ?? []).map((step, i) => json(`tutorial_step_${i + 1}`, step)),
  ];
}

import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import type { Card, TutorialStep } from '../../catalogue/page';
import { text, type I18nText, type ScalarField } from '../../catalogue/types';

/** The column that orders a list: whole numbers 1..n, each once ('Missing sequence.', 'Duplicated sequence.'). */
export const SEQUENCE = 'sequence';

interface OrderedList {
  key: string;
  /** The list's field id (the payload holds `{ [listId]: rows }`). */
  listId: string;
  labels: I18nText;
  cardLabels: I18nText;
  columns: readonly ScalarField[];
  /** Columns a row may not repeat ('Duplicated item or missing input.'). */
  uniqueBy: readonly string[];
  specCalls: DataPage['specCalls'];
  /** The list's tutorial steps, from beside the page (ADR 0143). */
  tutorial: readonly TutorialStep[];
}

/**
 * A Miscellaneous page (the spec's screens /miscellaneous): one ordered list of details, at least one row
 * ('Please add at least one detail.'), every cell filled ('Missing input in details.'), numbered 1..n
 * by its sequence column, no item twice. The catalogue's table rules say all of it (schema/collections.ts).
 */
export function orderedListPage(list: OrderedList): DataPage {
  const card: Card = {
    id: `${list.listId}Card`,
    labels: list.cardLabels,
    fields: [
      {
        id: list.listId,
        kind: 'table',
        labels: list.labels,
        minRows: 1,
        maxRows: 100,
        sequenceColumn: SEQUENCE,
        uniqueBy: list.uniqueBy,
        columns: [
          {
            id: SEQUENCE,
            kind: 'number',
            labels: text('Sequence', '序號', '序号'),
            validation: { integer: true, min: '1' },
          },
          ...list.columns,
        ],
      },
    ],
  };
  return {
    key: list.key,
    route: `/miscellaneous/${list.key}`,
    titleKey: `pages.${list.key}`,
    tutorial: list.tutorial,
    tabs: [{ id: `${list.listId}Tab`, labels: list.labels, cards: [card] }],
    title: list.labels,
    nav: { group: 'miscellaneous', write: COMPANY_WRITE },
    screen: { kind: 'form' },
    specCalls: list.specCalls,
  };
}

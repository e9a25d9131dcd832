import type { Card, ExplainChoice } from '../../page';
import { text, type I18nText } from '../../types';

/** One Part D provision a page answers: its code, a short id for the page's field ids, and its name. */
export interface ComplyEntry {
  code: string;
  id: string;
  labels: I18nText;
}

const choiceId = (e: ComplyEntry) => `${e.id}Disclosure`;
const reasonId = (e: ComplyEntry) => `${e.id}DisclosureReason`;

/**
 * The comply-or-explain card of a Climate page: per provision, answered / explained / not applicable,
 * and the company's reason (required unless answered: climate/comply.ts in the domain checks it).
 */
export const complyCard = (entries: readonly ComplyEntry[]): Card => ({
  id: 'complyCard',
  labels: text('Comply or explain', '不遵守就解釋', '不遵守就解释'),
  fields: entries.flatMap((e) => [
    {
      id: choiceId(e),
      kind: 'select' as const,
      list: 'disclosureChoices',
      labels: text(`${e.code} ${e.labels.en}`, `${e.code} ${e.labels.hk}`, `${e.code} ${e.labels.cn}`),
    },
    {
      id: reasonId(e),
      kind: 'longText' as const,
      labels: text(
        `${e.code}: reason (explained or not applicable)`,
        `${e.code}：原因（已解釋或不適用）`,
        `${e.code}：原因（已解释或不适用）`,
      ),
      validation: { maxLength: 2000 },
    },
  ]),
});

/** The page's `explains`: which choice and reason fields explain which provision. */
export const explainsOf = (entries: readonly ComplyEntry[]): ExplainChoice[] =>
  entries.map((e) => ({ provision: e.code, choice: choiceId(e), reason: reasonId(e) }));

import type { Card, ExplainChoice, Tab } from './page';
import { option, text, type I18nText, type ListOption } from './types';

/**
 * One HKEX provision a page answers: its code, a short id for the page's field ids, and the page's own short
 * name of it if it has one (Climate's "Governance"). Without one the choice is labelled by the code alone in the
 * declaration and the readers that show it add the provision's title (`withProvisionTitles`,
 * catalogue/provisionTitle.ts), so a group that never shows one bundles none of the titles (ADR 0144).
 */
export interface ComplyEntry {
  code: string;
  id: string;
  labels?: I18nText;
}

/** The choice a comply card offers per provision (the reference list `disclosureChoices`). */
export const DISCLOSURE_CHOICES: readonly ListOption[] = [
  option('answered', 'Answered', '已披露', '已披露'),
  option(
    'explained',
    'Explained (not disclosed, with reason)',
    '已解釋（未披露並說明原因）',
    '已解释（未披露并说明原因）',
  ),
  option('notApplicable', 'Not applicable', '不適用', '不适用'),
];

const choiceId = (e: ComplyEntry) => `${e.id}Disclosure`;
const reasonId = (e: ComplyEntry) => `${e.id}DisclosureReason`;

/**
 * The comply-or-explain card of a page (Climate's Part D, Social's B1–B8): per provision, answered /
 * explained / not applicable, and the company's reason (required unless answered:
 * domain/pageData/comply.ts checks it for the web and the API).
 */
export const complyCard = (entries: readonly ComplyEntry[]): Card => ({
  id: 'complyCard',
  labels: text('Comply or explain', '不遵守就解釋', '不遵守就解释'),
  fields: entries.flatMap((e) => [
    {
      id: choiceId(e),
      kind: 'select' as const,
      list: 'disclosureChoices',
      // Without a name of the page's own, the code alone: "<code> <title>" where it is shown (ADR 0144).
      labels: e.labels
        ? text(`${e.code} ${e.labels.en}`, `${e.code} ${e.labels.hk}`, `${e.code} ${e.labels.cn}`)
        : text(e.code, e.code, e.code),
    },
    {
      id: reasonId(e),
      kind: 'longText' as const,
      translatable: true,
      labels: text(
        `${e.code}: reason (explained or not applicable)`,
        `${e.code}：原因（已解釋或不適用）`,
        `${e.code}：原因（已解释或不适用）`,
      ),
      validation: { maxLength: 2000 },
    },
  ]),
});

/** The card on a tab of its own, after the page's data (Social pages, whose data spans several cards). */
/** The id of every page's comply-or-explain tab. */
export const COMPLY_TAB = 'complyTab';
export const complyTab = (entries: readonly ComplyEntry[]): Tab => ({
  id: COMPLY_TAB,
  labels: text('Comply or explain', '不遵守就解釋', '不遵守就解释'),
  cards: [complyCard(entries)],
});

/** The page's `explains`: which choice and reason fields explain which provision. */
export const explainsOf = (entries: readonly ComplyEntry[]): ExplainChoice[] =>
  entries.map((e) => ({ provision: e.code, choice: choiceId(e), reason: reasonId(e) }));

/**
 * Entries of HKEX provision codes: 'B1.1' → field ids `b1_1Disclosure` and `b1_1DisclosureReason`. The codes
 * are checked against the HKEX catalogue with the rest of the declaration (checkPage, catalogue/check.ts).
 */
export const provisionEntries = (codes: readonly string[]): ComplyEntry[] =>
  codes.map((code) => ({ code, id: code.toLowerCase().replace(/[-.]/g, '_') }));

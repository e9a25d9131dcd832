import type { ProvisionStatus } from '../../catalogue/disclosure';
import type { Obligation } from '../../vocabulary/ruleSets';
import { blockAnchor } from '../../schemas/reports';

/** Where the report answers one HKEX provision. */
export type IndexPlacement =
  | { state: 'disclosed'; section: string; anchor?: string }
  | { state: 'explained'; reason: string }
  | { state: 'notApplicable'; reason: string }
  | { state: 'gap' };

export type IndexEntry = {
  code: string;
  part: string;
  aspect: string;
  title: string;
  obligation: Obligation;
} & IndexPlacement;

/** The sections of the report's Part D chapter (build.ts: its metrics and the climate pages). */
const PART_D_SECTION = /^(part-d|page-climate)/;

/** What a section of the report discloses (ReportSection's id and provisions). */
export interface DisclosingSection {
  id: string;
  provisions: readonly string[];
  /** The block of the section that discloses a provision (ReportSection's `anchors`); else its heading. */
  anchors?: Readonly<Record<string, number>>;
}

/**
 * The HKEX content index: every provision of the year's rule set → the report section that
 * discloses it (the provision has an answer on a page feeding it, or figures from the year's
 * data), else the company's explanation (Explained / Not applicable, with its reason), else a gap.
 * `statuses` is disclosureStatus() of the year; `withData` the provisions the year's figures and
 * the report's own text (boundary, principles) disclose.
 */
export function contentIndex(
  statuses: readonly ProvisionStatus[],
  withData: ReadonlySet<string>,
  sections: readonly DisclosingSection[],
  crossReferences: Readonly<Record<string, readonly string[]>> = {},
): IndexEntry[] {
  // A Part D provision points at Part D's own section (climate risk management, not the general risk section that
  // also feeds it); any other at the first section covering it (ADR 0086).
  // The index names the page where the block carrying the provision starts, when the section knows it.
  const sectionOf = new Map<string, { section: string; anchor?: string }>();
  for (const s of sections)
    for (const code of s.provisions) {
      const better =
        code.startsWith('D-') && PART_D_SECTION.test(s.id) && !PART_D_SECTION.test(sectionOf.get(code)?.section ?? '');
      const block = s.anchors?.[code];
      const at = { section: s.id, ...(block ? { anchor: blockAnchor(s.id, block) } : {}) };
      if (!sectionOf.has(code) || better) sectionOf.set(code, at);
    }
  const disclosedAt = (p: ProvisionStatus | undefined) => {
    const at = p && sectionOf.get(p.code);
    return at && (p.state === 'reported' || withData.has(p.code)) ? at : undefined;
  };
  const byCode = new Map(statuses.map((p) => [p.code, p]));
  return statuses.map((p): IndexEntry => {
    const { code, part, aspect, title, obligation } = p;
    const base = { code, part, aspect, title, obligation };
    const at = disclosedAt(p) ?? (crossReferences[code] ?? []).map((c) => disclosedAt(byCode.get(c))).find(Boolean);
    if (at) return { ...base, state: 'disclosed', ...at };
    const explanation = p.explanations[0];
    if (explanation)
      return explanation.notApplicable
        ? { ...base, state: 'notApplicable', reason: explanation.reason }
        : { ...base, state: 'explained', reason: explanation.reason };
    return { ...base, state: 'gap' };
  });
}

/**
 * Under the 2025 Code, Part D "comprehensively sets out all climate-related disclosures": A4.1 is answered by
 * the Part D sections on climate-related risks and opportunities and their management (ADR 0072).
 */
export const PART_D_CROSS_REFERENCES: Readonly<Record<string, readonly string[]>> = {
  'A4.1': ['D-STR-RO', 'D-RM'],
};

/** The provisions a report would leave silently open: neither disclosed nor explained. */
export const reportGaps = (index: readonly IndexEntry[]) => index.filter((e) => e.state === 'gap');

import { explainsProvision } from './explainedChoice';
import { answersInAnyLanguage } from './bilingual';
import type { Obligation, RuleSet } from '../vocabulary/ruleSets';
import { allFields, fieldsOf, type ExplainChoice, type PageDeclaration } from './page';
import { provisionsIn } from './provisions';
import type { Field } from './types';
import type { MonthlyRow, PagePayload, YesNoValue } from './values';

export type DisclosureState = 'reported' | 'explained' | 'missing';

/** A field of a page, by its dotted payload path. */
export interface FieldRef {
  page: string;
  field: string;
}
export interface Explanation extends FieldRef {
  reason: string;
  /** The company marked the provision not applicable to it (with this reason) rather than explaining an omission. */
  notApplicable?: true;
}

export interface ProvisionStatus {
  code: string;
  part: string;
  aspect: string;
  title: string;
  obligation: Obligation;
  state: DisclosureState;
  /** Declared fields that feed it; empty when no page collects it yet. */
  fedBy: FieldRef[];
  reportedBy: FieldRef[];
  /** Not-to-disclose reasons given on the questions that feed it: the "explain" of comply-or-explain. */
  explanations: Explanation[];
}

export type AnswersByPage = Readonly<Record<string, PagePayload | undefined>>;

/** Whether an answer says anything (payloads are validated; this only tells empty from filled). */
function hasData(field: Field, value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (!Array.isArray(value)) return false;
  if (field.kind !== 'monthlyGrid') return value.length > 0;
  return (value as MonthlyRow[]).some((r) => r.months.some((m) => typeof m === 'string' && m !== ''));
}

/** The provisions a field and everything declared under it feed. */
const codesUnder = (field: Field): string[] => [
  ...(field.provisions ?? []),
  ...(field.kind === 'yesNoNtd' ? (field.details ?? []).flatMap(codesUnder) : []),
  ...(field.kind === 'table' ? field.columns.flatMap(codesUnder) : []),
];

interface Found {
  reported: Map<string, FieldRef[]>;
  explained: Map<string, Explanation[]>;
}
const note = <T>(map: Map<string, T[]>, codes: string[], entry: T) =>
  new Set(codes).forEach((c) => map.set(c, [...(map.get(c) ?? []), entry]));

function visit(field: Field, value: unknown, ref: FieldRef, found: Found) {
  if (field.kind !== 'yesNoNtd') {
    if (hasData(field, value)) note(found.reported, codesUnder(field), ref);
    return;
  }
  const q = value as YesNoValue | undefined;
  // A No discloses too ("no corruption case this year"); a Not-to-disclose explains everything under it.
  if (q?.answer === 0) note(found.reported, codesUnder(field), ref);
  if (q?.answer === -1 && q.reason?.trim()) note(found.explained, codesUnder(field), { ...ref, reason: q.reason });
  if (q?.answer !== 1) return;
  note(found.reported, [...(field.provisions ?? [])], ref);
  for (const d of field.details ?? [])
    visit(d, q.details?.[d.id], { page: ref.page, field: `${ref.field}.details.${d.id}` }, found);
}

/** A provision the company chose to explain (or mark not applicable) with its reason. */
function explainedByChoice(e: ExplainChoice, answers: PagePayload, page: string, found: Found) {
  const choice = answers[e.choice];
  const reason = answers[e.reason];
  if (!explainsProvision(choice) || typeof reason !== 'string' || !reason.trim()) return;
  const entry: Explanation = {
    page,
    field: e.choice,
    reason,
    ...(choice === 'notApplicable' ? { notApplicable: true } : {}),
  };
  note(found.explained, [e.provision], entry);
}

/**
 * Comply or explain, per HKEX provision of the year's rule set: reported when some field feeding it
 * holds an answer, else explained when a question feeding it was answered Not to disclose with a
 * reason, else missing. Explanations are listed even for a reported provision (partly explained).
 */
export function disclosureStatus(
  pages: readonly PageDeclaration[],
  answersByPage: AnswersByPage,
  ruleSet: RuleSet,
): ProvisionStatus[] {
  const found: Found = { reported: new Map(), explained: new Map() };
  const fedBy = new Map<string, FieldRef[]>();
  for (const page of pages) {
    for (const { field, path } of allFields(page))
      note(fedBy, [...(field.provisions ?? [])], { page: page.key, field: path });
    // A translatable reason counts in any language (ADR 0096); the report passes the edition's text already.
    const answers = answersInAnyLanguage(page, answersByPage[page.key] ?? {});
    for (const f of fieldsOf(page)) visit(f, answers[f.id], { page: page.key, field: f.id }, found);
    for (const e of page.explains ?? []) explainedByChoice(e, answers, page.key, found);
  }
  return provisionsIn(ruleSet).map((p) => {
    const reportedBy = found.reported.get(p.code) ?? [];
    const explanations = found.explained.get(p.code) ?? [];
    const state: DisclosureState = reportedBy.length ? 'reported' : explanations.length ? 'explained' : 'missing';
    const { code, part, aspect, title, obligation } = p;
    return { code, part, aspect, title, obligation, state, fedBy: fedBy.get(code) ?? [], reportedBy, explanations };
  });
}

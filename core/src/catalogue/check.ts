import { parseDecimal } from '../lib/rational';
import { derivedFields, formulaSlots } from './derive';
import { ParseError } from './formula/errors';
import { variablesOf } from './formula/ast';
import { parseFormula } from './formula/parser';
import { REFERENCE_LISTS, RUN_TIME_LISTS } from './lists';
import { allFields, fieldsOf, type PageDeclaration, type TutorialWords } from './page';
import { PROVISION_CODES } from './provisions';
import type { Field, I18nText } from './types';

/** Ids travel in payload paths and formulas: identifier-like, never '.', '#' or '/'. */
const ID = /^[A-Za-z_][A-Za-z0-9_]*$/;
const knownList = (list: string) => list in REFERENCE_LISTS || (RUN_TIME_LISTS as readonly string[]).includes(list);
const compiles = (pattern: string) => {
  try {
    return !!new RegExp(pattern, 'u');
  } catch {
    return false;
  }
};
const blank = (t: I18nText) => !t.en.trim() || !t.hk.trim() || !t.cn.trim();

function fieldProblems(field: Field, path: string): string[] {
  const out: string[] = [];
  if (!ID.test(field.id)) out.push(`${path}: id is not identifier-like`);
  if (blank(field.labels)) out.push(`${path}: a label is missing in en, hk or cn`);
  for (const code of field.provisions ?? [])
    if (!PROVISION_CODES.has(code)) out.push(`${path}: unknown HKEX code ${code}`);
  const v = field.validation ?? {};
  for (const bound of [v.min, v.max])
    if (bound !== undefined && !parseDecimal(bound)) out.push(`${path}: bad bound ${bound}`);
  if (v.pattern !== undefined && !compiles(v.pattern)) out.push(`${path}: pattern does not compile`);
  if ((field.kind === 'select' || field.kind === 'multiSelect') && !knownList(field.list))
    out.push(`${path}: unknown list ${field.list}`);
  if (field.kind === 'monthlyGrid')
    for (const list of Object.values(field.rowKeys)) if (!knownList(list)) out.push(`${path}: unknown list ${list}`);
  if (field.kind === 'table') {
    const columns = new Map(field.columns.map((c) => [c.id, c]));
    if (columns.size !== field.columns.length) out.push(`${path}: duplicate column ids`);
    for (const u of field.uniqueBy ?? []) if (!columns.has(u)) out.push(`${path}: uniqueBy names no column ${u}`);
    const seq = field.sequenceColumn === undefined ? undefined : columns.get(field.sequenceColumn);
    if (field.sequenceColumn !== undefined && !(seq?.kind === 'number' && seq.validation?.integer))
      out.push(`${path}: sequenceColumn must be a whole-number column`);
    if (field.columns.some((c) => c.kind === 'number' && c.formula)) out.push(`${path}: formulas only at page level`);
    for (const c of field.columns)
      if (c.kind === 'number' && c.unitColumn !== undefined && columns.get(c.unitColumn)?.kind !== 'text')
        out.push(`${path}: ${c.id}.unitColumn must name a text column`);
  }
  if (field.kind === 'yesNoNtd' && field.details?.some((d) => d.kind === 'number' && d.formula))
    out.push(`${path}: formulas only at page level`);
  return out;
}

function formulaProblems(page: PageDeclaration): string[] {
  const known = new Set(formulaSlots(page).map((s) => s.name));
  return derivedFields(page).flatMap((f) => {
    try {
      const unknown = variablesOf(parseFormula(f.formula!)).filter((v) => !known.has(v));
      known.add(f.id);
      return unknown.map((v) => `${f.id}: formula reads ${v}, which is not an earlier field`);
    } catch (e) {
      if (e instanceof ParseError) return [`${f.id}: ${e.message}`];
      throw e;
    }
  });
}

/**
 * A figure's sentences (ADR 0124) name `{value}` or another number of the same card, the same ones in every
 * language, and each is filled in by one sentence only.
 */
function sentenceProblems(page: PageDeclaration): string[] {
  return page.tabs.flatMap((t) =>
    t.cards.flatMap((card) => {
      const numbers = new Set(card.fields.filter((f) => f.kind === 'number').map((f) => f.id));
      return card.fields.flatMap((f) =>
        f.kind !== 'number'
          ? []
          : (f.sentences ?? []).flatMap((sentence, i) => {
              const names = (s: string) =>
                [...s.matchAll(/\{(\w+)\}/g)]
                  .map((m) => m[1]!)
                  .sort()
                  .join(',');
              const out: string[] = [];
              if (blank(sentence)) out.push(`${f.id}.sentences.${i}: missing in en, hk or cn`);
              if (names(sentence.hk) !== names(sentence.en) || names(sentence.cn) !== names(sentence.en))
                out.push(`${f.id}.sentences.${i}: the languages name different numbers`);
              for (const name of names(sentence.en).split(',').filter(Boolean))
                if (name !== 'value' && (!numbers.has(name) || name === f.id))
                  out.push(`${f.id}.sentences.${i}: {${name}} is not another number of its card`);
              return out;
            }),
      );
    }),
  );
}

/** Mistakes a declaration can make that types cannot catch; a test runs it over every page. */
export function checkPage(page: PageDeclaration): string[] {
  const out: string[] = [];
  if (!page.route.endsWith(`/${page.key}`)) out.push(`route ${page.route} does not end with the page key`);
  const fields = allFields(page);
  const ids = fields.filter(
    ({ path }) => !fields.some((t) => t.field.kind === 'table' && path.startsWith(`${t.path}.`)),
  );
  const seen = new Set<string>();
  for (const { field, path } of ids) {
    if (seen.has(field.id)) out.push(`${path}: id ${field.id} used twice on the page`);
    seen.add(field.id);
  }
  for (const { field, path } of fields) out.push(...fieldProblems(field, path));
  const layout = page.tabs.flatMap((t) => [t.id, ...t.cards.map((c) => c.id)]);
  if (new Set(layout).size !== layout.length) out.push('tab or card ids repeat');
  if (fieldsOf(page).length === 0) out.push('page has no fields');
  // A comply choice is declared by its provision's code alone (ADR 0144): the code must be the catalogue's.
  for (const e of page.explains ?? [])
    if (!PROVISION_CODES.has(e.provision)) out.push(`explains: unknown HKEX code ${e.provision}`);
  return [...out, ...formulaProblems(page), ...sentenceProblems(page)];
}

/**
 * Mistakes a page's tutorial can make (its steps and words are beside the page, ADR 0143): a step pointing at no
 * card or field of the page, or missing its title or words in en, hk or cn. A test runs it over every page.
 */
export function tutorialProblems(page: PageDeclaration, words: TutorialWords): string[] {
  const targets = new Set([
    ...page.tabs.flatMap((t) => [t.id, ...t.cards.map((c) => c.id)]),
    ...allFields(page).map((f) => f.field.id),
  ]);
  return (page.tutorial ?? []).flatMap((step) => [
    ...(targets.has(step.target) ? [] : [`tutorial ${step.id}: no target ${step.target}`]),
    ...[step.titleKey, step.contentKey].flatMap((key) =>
      (['en', 'hk', 'cn'] as const).flatMap((lang) =>
        words[key]?.[lang]?.trim() ? [] : [`tutorial ${step.id}: no ${lang} words for ${key}`],
      ),
    ),
  ]);
}

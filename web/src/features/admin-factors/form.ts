import type { en } from './messages/en';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { FACTOR_UNIT_FORM, FactorCreate, FactorEdit } from '@esg/core/schemas/admin';
import { pathOf, toFieldErrors as fieldErrorsOf, validationIssues, type IssueLike } from '../../ui/fieldErrors';
import type { FactorRevision } from './api/listFactors';

/** The factor form as typed: every field a string until it is sent. */
export interface FactorForm {
  id: string;
  category: string;
  scope: '' | '1' | '2' | '3';
  appliesTo: string;
  value: string;
  unit: string;
  validFrom: string;
  validTo: string;
  basis: string;
  source: string;
  confidence: 'high' | 'medium' | 'low';
  note: string;
  /** What the Chinese editions print (ADR 0130): Traditional, and Simplified only where it differs. */
  appliesToHk: string;
  sourceHk: string;
  appliesToCn: string;
  sourceCn: string;
}
export type FieldErrors = Partial<Record<keyof FactorForm | 'form', string>>;

export const blankForm = (): FactorForm => ({
  id: '',
  category: '',
  scope: '',
  appliesTo: '',
  value: '',
  unit: '',
  validFrom: '',
  validTo: '',
  basis: '',
  source: '',
  confidence: 'medium',
  note: '',
  appliesToHk: '',
  sourceHk: '',
  appliesToCn: '',
  sourceCn: '',
});

/** A new revision starts from the latest one's facts. */
export function formOf(
  id: string,
  category: string,
  scope: number | null,
  appliesTo: string,
  r?: FactorRevision,
): FactorForm {
  return {
    ...blankForm(),
    id,
    category,
    scope: scope ? (String(scope) as FactorForm['scope']) : '',
    appliesTo,
    ...(r && {
      value: String(r.value),
      unit: r.unit,
      validFrom: r.validFrom ? String(r.validFrom) : '',
      validTo: r.validTo ? String(r.validTo) : '',
      basis: r.basis ?? '',
      source: r.source,
      confidence: r.confidence,
      note: r.note ?? '',
      appliesToHk: r.appliesToHk ?? '',
      sourceHk: r.sourceHk ?? '',
      appliesToCn: r.appliesToCn ?? '',
      sourceCn: r.sourceCn ?? '',
    }),
  };
}

const optionalNumber = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));
const optionalText = (s: string) => (s.trim() === '' ? undefined : s);

/** The facts as the API takes them (FactorCreate/FactorEdit), numbers parsed, empty optionals left out. */
export function factsOf(f: FactorForm) {
  return {
    category: f.category,
    scope: f.scope ? (Number(f.scope) as 1 | 2 | 3) : null,
    appliesTo: f.appliesTo,
    value: f.value.trim() === '' ? Number.NaN : Number(f.value.replace(/,/g, '')),
    unit: f.unit,
    validFrom: optionalNumber(f.validFrom),
    validTo: optionalNumber(f.validTo),
    basis: optionalText(f.basis),
    source: f.source,
    confidence: f.confidence,
    note: optionalText(f.note),
    appliesToHk: optionalText(f.appliesToHk),
    sourceHk: optionalText(f.sourceHk),
    appliesToCn: optionalText(f.appliesToCn),
    sourceCn: optionalText(f.sourceCn),
  };
}

const MESSAGES: Partial<Record<keyof FactorForm, [keyof typeof en, Record<string, number>?]>> = {
  id: ['idInvalid'],
  category: ['textInvalid', { max: 60 }],
  appliesTo: ['textInvalid', { max: 200 }],
  unit: ['textInvalid', { max: 40 }],
  source: ['textInvalid', { max: 300 }],
  basis: ['optionalInvalid', { max: 60 }],
  note: ['optionalInvalid', { max: 300 }],
  appliesToHk: ['optionalInvalid', { max: 200 }],
  sourceHk: ['optionalInvalid', { max: 300 }],
  appliesToCn: ['optionalInvalid', { max: 200 }],
  sourceCn: ['optionalInvalid', { max: 300 }],
  value: ['valueInvalid'],
  validFrom: ['yearInvalid'],
  validTo: ['yearInvalid'],
};

const EXISTS = 'A factor with this ID exists already.';

/** The form field an issue is about (its path's first part); a rule no field shows goes to `form`. */
function fieldOf(issue: IssueLike): string {
  const field = (pathOf(issue)[0] ?? 'form') as keyof FactorForm;
  const known = issue.message === EXISTS || (field === 'validTo' && issue.code === 'custom') || MESSAGES[field];
  return known ? field : 'form';
}

function messageOf(t: TFunction<typeof ns>, field: string, issue: IssueLike): string {
  if (issue.message === EXISTS) return t('issue_exists');
  if (field === 'unit' && issue.message === FACTOR_UNIT_FORM) return t('unitForm');
  if (field === 'unit' && issue.code === 'factorUnitUnknown') return t('factorUnitUnknown', { ns: 'common' });
  if (field === 'validTo' && issue.code === 'custom') return t('yearsInvalid');
  const known = MESSAGES[field as keyof FactorForm];
  return known ? t(known[0], known[1] ?? {}) : (issue.message ?? t('badRequest', { ns: 'common' }));
}

export const toFieldErrors = (t: TFunction<typeof ns>, issues: readonly IssueLike[]): FieldErrors =>
  fieldErrorsOf(issues, (field, issue) => messageOf(t, field, issue), fieldOf);

/** Client check with the API's own schemas: a new factor, or a revision based on `version`. */
export function checkFactor(t: TFunction<typeof ns>, form: FactorForm, version?: number): FieldErrors {
  const facts = factsOf(form);
  const result =
    version === undefined
      ? FactorCreate.safeParse({ id: form.id, ...facts })
      : FactorEdit.safeParse({ ...facts, version });
  return result.success ? {} : toFieldErrors(t, result.error.issues);
}

export const serverFieldErrors = (t: TFunction<typeof ns>, error: unknown): FieldErrors =>
  toFieldErrors(t, validationIssues(error));

import type { Membership } from '../membership';
import { declaredPage, pageOfYear } from '../pageData/declared';
import { loadFieldConfig } from './fieldConfig';
import { fieldViews } from './fields';
import { mandatoryByPath, mandatoryCodes } from './obligations';
import type { FieldView } from '../../schemas/forms';

/**
 * GET /api/fields/configs/{pageKey}/{year} and /api/fields/module-path/by-year/{path}/{year}: the
 * page's fields as the company set them up (hidden, preferred unit), with the provisions each feeds
 * that are mandatory under the year's HKEX rule set.
 */
export async function configuredFields(m: Membership, pageKey: string, yearEnd: string) {
  // An unknown page is refused before anything starts: a throw while building the list below would
  // leave the first call's rejection unhandled (it crashed the local runtime under the fuzz test).
  const declared = declaredPage(pageKey);
  const [{ page, year }, config] = await Promise.all([
    pageOfYear(m, pageKey, yearEnd),
    loadFieldConfig(m.actor.tenantId, declared.key),
  ]);
  const mandatory = mandatoryByPath(page, mandatoryCodes([year.ruleSet]));
  const hidden = new Set(config.hidden);
  const units = new Map(config.preferredUnits.map((u) => [u.path, u.unit]));
  const decorate = (f: FieldView): FieldView => ({
    ...f,
    hidden: hidden.has(f.path),
    ...(units.has(f.path) ? { preferredUnit: units.get(f.path) } : {}),
    mandatory: mandatory.get(f.path) ?? [],
    ...(f.columns ? { columns: f.columns.map(decorate) } : {}),
    ...(f.details ? { details: f.details.map(decorate) } : {}),
  });
  const views = fieldViews(page);
  return { ...views, yearEnd, fields: views.fields.map(decorate) };
}

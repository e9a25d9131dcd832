import type * as z from 'zod';
import {
  answerState,
  byLocation,
  expectedMonths,
  isZero,
  rowCells,
  tally,
  type CompletenessRow,
} from '../../calc/assurance/completeness';
import { pageInRuleSet } from '../../catalogue/page';
import { InvalidInput, Locked, NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { periodMonths } from '../../lib/dates';
import { SOCIAL_ASKED_FIELDS } from '../../pages/social/askedFields';
import type { Membership } from '../membership';
import type { PageDataRecord } from '../pageData/records';
import { reportingYear, tenantYear } from '../pageData/year';
import { rowLabel } from '../resources/naturalKey';
import { namedBoundaryLocations } from '../workflow/locationNames';
import { storedRows } from '../resources/stored';
import { keyOf } from './anomalies';
import { rowLabels } from './rowLabels';
import { confirmedZeros } from './store';
import type { CompletenessView, ZeroConfirmation } from '../../schemas/assurance';
import type { ResourceType } from '../../schemas/resources';
import type { RuleSet } from '../../vocabulary/ruleSets';
import * as msg from '../../messages';
import { anyText, isBilingual } from '../../catalogue/bilingual';
import { explainsProvision } from '../../catalogue/explainedChoice';

/** A provision the company explained or marked not applicable, with its reason, on the page's comply tab. */
const explainedBy = (values: Record<string, unknown>, [choice, reason]: readonly [string, string]) =>
  explainsProvision(values[choice]) && hasReason(values[reason]);
/** A reason as typed in one language, or in both (ADR 0137). */
const hasReason = (v: unknown) =>
  typeof v === 'string' ? v.trim() !== '' : isBilingual(v) && anyText(v).trim() !== '';

/**
 * The Social pages of a rule set, each with the fields a person answers on it outside its comply-or-explain tab (those
 * feed the disclosure status, not the figures): generated from the page modules (ADR 0148). A field whose every
 * provision the company explained or marked not applicable there is not asked (`unless`).
 */
export const socialFields = (ruleSet: RuleSet) => SOCIAL_ASKED_FIELDS.filter((p) => pageInRuleSet(p, ruleSet));

/**
 * GET /api/completeness/{year} (ADR 0106): every month of every row this year, plus twelve missing months for
 * each row last year had at a location still in the boundary and this year lacks; the Social pages' fields.
 */
export const readCompleteness = (m: Membership, yearEnd: string) => completenessOf(m.actor.tenantId, yearEnd);

/** A company's year as GET /api/completeness answers it (also what the assurance pack lists, ADR 0117). */
export async function completenessOf(tenantId: string, yearEnd: string): Promise<CompletenessView> {
  const year = await tenantYear(tenantId, yearEnd);
  const [rows, lastRows, locations, confirmed, pages] = await Promise.all([
    storedRows(tenantId, yearEnd),
    year.previous ? storedRows(tenantId, year.previous.yearEnd) : [],
    namedBoundaryLocations(tenantId, yearEnd),
    confirmedZeros(tenantId, yearEnd),
    queryAll<PageDataRecord>(keys.pageDataPrefix(tenantId, yearEnd)),
  ]);
  const names = new Map(locations.map((l) => [l.id, l.name]));
  const named = new Map(locations.map((l) => [l.id, l]));
  const lastByKey = new Map(lastRows.map((r) => [keyOf(r), r]));
  const row = (r: (typeof rows)[number]): CompletenessRow<ResourceType> => ({
    type: r.type,
    rowId: r.rowId,
    locationId: r.locationId,
    unit: r.unit,
    label: rowLabel(r.type, names.get(r.locationId) ?? '', r.attributes),
    labels: rowLabels(r.type, named.get(r.locationId)?.names, r.attributes),
    months: r.months,
    expected: expectedMonths(r.type, lastByKey.get(keyOf(r))?.months),
  });
  const here = new Set(rows.map(keyOf));
  const gone = lastRows
    .filter((r) => names.has(r.locationId) && !here.has(keyOf(r)))
    .map((r) => {
      const { rowId: _id, months: _months, expected: _expected, ...rest } = row(r);
      return rest;
    });
  const cells = rowCells(rows.map(row), gone, confirmed);
  const answers = new Map(pages.map((p) => [p.pageKey, p.values]));
  const social = socialFields(year.ruleSet).map(({ key, fields, unless }) => {
    const values = answers.get(key) ?? {};
    const notAsked = new Set(
      unless?.filter((u) => u.when.every((c) => explainedBy(values, c))).flatMap((u) => u.fields),
    );
    return {
      pageKey: key,
      fields: fields.filter((id) => !notAsked.has(id)).map((id) => ({ fieldId: id, state: answerState(values[id]) })),
    };
  });
  return {
    yearEnd,
    months: periodMonths(year.period.financialYearStartDate),
    sections: {
      environmental: tally(cells.flatMap((r) => r.cells)),
      social: tally(social.flatMap((p) => p.fields.map((f) => f.state))),
    },
    locations: byLocation(
      cells,
      locations.map((l) => l.id),
    ).map((l) => ({ ...l, name: names.get(l.locationId)!, names: named.get(l.locationId)!.names })),
    rows: cells,
    social,
  };
}

/**
 * PUT /api/completeness/{year}/zero: confirms (or takes back) "no consumption this month" for zero months of
 * one of the year's rows. Another company's row, or none, is 404; a month that is not zero is refused.
 */
export async function confirmZeros(m: Membership, yearEnd: string, input: z.output<typeof ZeroConfirmation>) {
  const tenantId = m.actor.tenantId;
  // A printed year says so whatever the request; the write checks it again.
  if ((await reportingYear(m, yearEnd)).period.printed) throw Locked();
  const row = (await storedRows(tenantId, yearEnd, input.type)).find((r) => r.rowId === input.rowId);
  if (!row) throw NotFound();
  input.months.forEach((month, i) => {
    if (!isZero(row.months[month])) throw InvalidInput(msg.zeroNotEntered, `body.months.${i}`);
  });
  const at = new Date().toISOString();
  const months = [...new Set(input.months)];
  await write({
    tenantId,
    yearEnd,
    action: input.confirmed ? 'zero.confirm' : 'zero.unconfirm',
    changes: months.map((month) => {
      const key = keys.zeroConfirmation(tenantId, yearEnd, input.type, input.rowId, month);
      return input.confirmed
        ? { op: 'put' as const, key, item: { type: input.type, rowId: input.rowId, month, by: m.actor.login, at } }
        : { op: 'delete' as const, key };
    }),
    after: { type: input.type, rowId: input.rowId, months, confirmed: input.confirmed },
  });
  return readCompleteness(m, yearEnd);
}

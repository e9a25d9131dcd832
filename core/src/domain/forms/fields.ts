import { REFERENCE_LISTS } from '../../catalogue/lists';
import { fieldsOf, type PageDeclaration } from '../../catalogue/page';
import { withProvisionTitles } from '../../catalogue/provisionTitle';
import { isAsked, pageContext, type SchemaContext } from '../../catalogue/schema/context';
import type { Field } from '../../catalogue/types';
import { NotFound } from '../../errors';
import { modulePathOf } from './modulePath';
import type { FieldView } from '../../schemas/forms';

const PAGE = pageContext({});
/** Under a Yes and in table rows fields are required unless declared optional (the schema's rule). */
const UNDER_YES: SchemaContext = { ...PAGE, missing: 'fillUnderYes', underYes: true, requiredByDefault: true };
const IN_ROW: SchemaContext = { ...PAGE, missing: 'missingInDetails', requiredByDefault: true };

function view(field: Field, path: string, ctx: SchemaContext): FieldView {
  const { labels, validation, provisions, ...rest } = field;
  const out: FieldView = {
    ...(rest as Omit<FieldView, 'labels' | 'path' | 'required' | 'columns' | 'details'>),
    labels,
    path,
    required: isAsked(field, ctx),
    ...(validation ? { validation: { ...validation } } : {}),
    ...(provisions ? { provisions: [...provisions] } : {}),
  };
  if (field.kind === 'select' || field.kind === 'multiSelect') {
    const options = REFERENCE_LISTS[field.list];
    if (options) out.options = options.map(({ value, labels: l }) => ({ value, labels: l }));
  }
  if (field.kind === 'table') out.columns = field.columns.map((c) => view(c, `${path}.${c.id}`, IN_ROW));
  if (field.kind === 'yesNoNtd')
    out.details = (field.details ?? []).map((d) => view(d, `${path}.details.${d.id}`, UNDER_YES));
  return out;
}

/**
 * The spec's "dynamic form field definitions" of a page, straight from its declaration: every
 * field with its path, whether it is required, its options, columns and details. `scope` (the spec's
 * second key) is a tab or card id and narrows the list to its fields.
 */
export function fieldViews(declared: PageDeclaration, scope?: string) {
  // The comply choices labelled by their provisions' titles, as the web shows them (ADR 0144).
  const page = withProvisionTitles(declared);
  const cards = page.tabs.flatMap((t) =>
    scope === undefined || t.id === scope ? t.cards : t.cards.filter((c) => c.id === scope),
  );
  if (cards.length === 0) throw NotFound();
  const fields = scope === undefined ? fieldsOf(page) : cards.flatMap((c) => c.fields);
  return {
    page: { key: page.key, route: page.route, modulePath: modulePathOf(page.route), titleKey: page.titleKey },
    fields: fields.map((f) => view(f, f.id, PAGE)),
  };
}

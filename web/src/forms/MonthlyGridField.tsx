import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import FormField from '@cloudscape-design/components/form-field';
import type { MonthlyGridField as GridField, ScalarField } from '@esg/core/catalogue/types';
import { MONTHS } from '@esg/core/catalogue/values';
import { useTranslation } from 'react-i18next';
import { LOCALE } from '../i18n/languages';
import { usePageForm } from './context';
import { gridFor } from './gridLayout';
import { formsNs } from './i18n';
import { issuesAt, issueText } from './issues';
import { controlIdOf } from './locate';
import { ScalarInput } from './ScalarInput';
import { useIssueText } from './useIssueText';

type Row = { keys?: Record<string, string>; unit?: string | null; months?: string[] };

const same = (label: string) => ({ en: label, hk: label, cn: label });

/**
 * Twelve monthly values per row, the row keyed by one value of each named list (location × water
 * source), in the stored shape `{ keys, unit, months }` (ADR 0004: the table row is the Excel row).
 */
export function MonthlyGridField({ field, path }: { field: GridField; path: string }) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly, lang, issues } = usePageForm();
  const stored = valueAt(path);
  const rows = Array.isArray(stored) ? (stored as Row[]) : [];
  const monthName = new Intl.DateTimeFormat(LOCALE[lang], { month: 'short', timeZone: 'UTC' });
  const cells: { sub: string; field: ScalarField }[] = [
    ...Object.entries(field.rowKeys).map(([key, list]) => ({
      sub: `keys.${key}`,
      // Row keys are named by their list's role on the page (location, source); unknown ones by their id.
      field: { id: key, kind: 'select', list, labels: same(t(key, { defaultValue: key })) } as ScalarField,
    })),
    { sub: 'unit', field: { id: 'unit', kind: 'text', labels: same(t('unit')) } },
    ...Array.from({ length: MONTHS }, (_, m) => ({
      sub: `months.${m}`,
      field: {
        id: `m${m}`,
        kind: 'number',
        labels: same(monthName.format(new Date(Date.UTC(2025, m, 1)))),
        validation: { allowNegative: field.validation?.allowNegative },
      } as ScalarField,
    })),
  ];
  const cellError = (at: string) => {
    const texts = issuesAt(issues, at, 'subtree').map((x) => issueText(x, lang));
    return texts.length ? [...new Set(texts)].join(' ') : undefined;
  };
  const emptyRow: Row = {
    keys: Object.fromEntries(Object.keys(field.rowKeys).map((k) => [k, ''])),
    unit: '',
    months: Array.from({ length: MONTHS }, () => ''),
  };
  return (
    <FormField label={field.labels[lang]} controlId={controlIdOf(path)} errorText={useIssueText(path, 'self')} stretch>
      <AttributeEditor<Row>
        items={rows}
        definition={cells.map((c) => ({
          label: c.field.labels[lang],
          control: (_row, i) => <ScalarInput field={c.field} path={`${path}.${i}.${c.sub}`} />,
          errorText: (_row, i) => cellError(`${path}.${i}.${c.sub}`),
        }))}
        gridLayout={gridFor(cells.length)}
        addButtonText={t('addRow')}
        hideAddButton={readOnly}
        onAddButtonClick={() => change(path, [...rows, emptyRow])}
        removeButtonText={t('removeRow')}
        isItemRemovable={() => !readOnly}
        onRemoveButtonClick={({ detail }) =>
          change(
            path,
            rows.filter((_, i) => i !== detail.itemIndex),
          )
        }
        empty={t('noRows')}
      />
    </FormField>
  );
}

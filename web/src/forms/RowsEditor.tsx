import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import FormField from '@cloudscape-design/components/form-field';
import { ADDRESS_PARTS } from '@esg/core/catalogue/addressParts';
import type { AddressListField, ScalarField, TableField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { isAssignedByServer } from './assigned';
import { BilingualCell } from './BilingualCell';
import { usePageForm } from './context';
import { gridFor } from './gridLayout';
import { formsNs } from './i18n';
import { issuesAt, issueText } from './issues';
import { controlIdOf } from './locate';
import { ScalarInput } from './ScalarInput';
import { withRowAdded, withRowRemoved } from './sequence';
import { useIssueText } from './useIssueText';

type Row = Record<string, unknown>;

const emptyRow = (columns: readonly ScalarField[]): Row =>
  Object.fromEntries(columns.map((c) => [c.id, c.kind === 'multiSelect' ? [] : '']));

/**
 * Repeating rows ("details", the spec's validation rules "add at least one detail"): add and remove rows; each cell
 * shows its own message ("Missing input in details."), the table its own ("Please add at least one detail.").
 */
export function RowsEditor({ field, path }: { field: TableField | AddressListField; path: string }) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly, lang, issues, hidden } = usePageForm();
  const stored = valueAt(path);
  const rows = Array.isArray(stored) ? (stored as Row[]) : [];
  const columns =
    field.kind === 'table'
      ? field.columns.filter((c) => !isAssignedByServer(c) && !hidden.has(`${path}.${c.id}`))
      : ADDRESS_PARTS;
  const isAddress = field.kind === 'addressList';
  const sequence = field.kind === 'table' ? field.sequenceColumn : undefined;
  const cellError = (i: number, column: string) => {
    const texts = issuesAt(issues, `${path}.${i}.${column}`, 'subtree').map((x) => issueText(x, lang));
    return texts.length ? [...new Set(texts)].join(' ') : undefined;
  };
  return (
    <FormField
      label={field.labels[lang]}
      controlId={controlIdOf(path)}
      errorText={useIssueText(path, 'self')}
      i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      stretch
    >
      <AttributeEditor<Row>
        items={rows}
        definition={columns.map((col) => ({
          label: col.labels[lang],
          control: (_row, i) =>
            (col.kind === 'text' || col.kind === 'longText') && col.translatable ? (
              <BilingualCell field={col} path={`${path}.${i}.${col.id}`} />
            ) : (
              <ScalarInput field={col} path={`${path}.${i}.${col.id}`} />
            ),
          errorText: (_row, i) => cellError(i, col.id),
        }))}
        gridLayout={gridFor(columns.length, { text: columns.some((c) => c.kind === 'text') })}
        addButtonText={t(isAddress ? 'addAddress' : 'addRow')}
        hideAddButton={readOnly}
        onAddButtonClick={() => change(path, withRowAdded(rows, emptyRow(columns), sequence))}
        removeButtonText={t('removeRow')}
        removeButtonAriaLabel={(row) => t('removeRowLabel', { n: rows.indexOf(row) + 1 })}
        isItemRemovable={() => !readOnly}
        onRemoveButtonClick={({ detail }) => change(path, withRowRemoved(rows, detail.itemIndex, sequence))}
        empty={t(isAddress ? 'noAddresses' : 'noRows')}
        i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      />
    </FormField>
  );
}

import type { Field } from '@esg/core/catalogue/types';
import { MonthlyGridField } from './MonthlyGridField';
import { RowsEditor } from './RowsEditor';
import { ScalarFormField } from './ScalarFormField';
import { YesNoQuestion } from './YesNoQuestion';

/** One declared field, by its kind, at its dotted payload path. */
export function FieldControl({ field, path }: { field: Field; path: string }) {
  switch (field.kind) {
    case 'yesNoNtd':
      return <YesNoQuestion field={field} path={path} />;
    case 'table':
    case 'addressList':
      return <RowsEditor field={field} path={path} />;
    case 'monthlyGrid':
      return <MonthlyGridField field={field} path={path} />;
    default:
      return <ScalarFormField field={field} path={path} />;
  }
}

import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { UnitEdit, UnitView } from '@esg/core/schemas/units';
import { listUnitsQuery, type Unit } from '../api/listUnits';
import { usePutUnits } from '../api/putUnits';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors } from '../validation';
import { boundSelects } from './CatalogueSelect';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit, type VersionedEdit } from '../../../ui/useVersionedEdit';
import { fieldLabel } from './fieldLabel';
import { NamesFields } from './NamesFields';
import { systemOptions, typeOptions } from './unitOptions';
import type { useUnitCatalogue } from './useUnitCatalogue';

interface Props {
  unit?: Unit;
  catalogue: ReturnType<typeof useUnitCatalogue>;
  onClose: () => void;
}

/** A unit's form values: what the dialog opens with, and what Reload rebases on. */
const unitValues = (unit?: Unit) => ({
  id: unit?.id ?? '',
  symbol: unit?.symbol ?? '',
  names: unit?.names ?? { en: '', hk: '', cn: '' },
  typeId: unit?.typeId ?? '',
  systemId: unit?.systemId ?? '',
});

/** PUT /api/uom/all with one unit: new (no version) or an edit of the version shown. */
export function UnitModal({ unit, catalogue, onClose }: Props) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = usePutUnits();
  const form = useSchemaForm(() => unitValues(unit), {
    check: (v) => toFieldErrors(t, schemaIssues(UnitEdit, edit.withVersion(v))),
    server: (error) => serverFieldErrors(t, error),
  });
  const { values, set, errors } = form;
  const latest = async () =>
    (await queryClient.fetchQuery({ ...listUnitsQuery(), staleTime: 0 })).find((u) => u.id === unit?.id);
  const edit: VersionedEdit = useVersionedEdit(unit?.version, {
    schema: UnitView,
    latest,
    values: unitValues,
    form,
    label: fieldLabel(t),
  });

  const select = boundSelects(form);
  const dialog = dialogSave({ save, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => edit.withVersion(values),
      () => t('unitSaved', { id: values.id }),
    );

  return (
    <EditDialog header={t(unit ? 'editUnit' : 'addUnit')} confirm={t('save')} onConfirm={submit} {...dialog.props}>
      <FormField
        label={t('id')}
        controlId="unit-id"
        constraintText={unit ? undefined : t('idHint')}
        errorText={errors.id}
      >
        <Input
          controlId="unit-id"
          value={values.id}
          readOnly={Boolean(unit)}
          onChange={({ detail }) => set({ id: detail.value })}
        />
      </FormField>
      <FormField label={t('symbol')} controlId="unit-symbol" errorText={errors.symbol}>
        <Input controlId="unit-symbol" value={values.symbol} onChange={({ detail }) => set({ symbol: detail.value })} />
      </FormField>
      <NamesFields names={values.names} errors={errors} onChange={(names) => set({ names })} />
      {select('typeId', {
        controlId: 'unit-type',
        label: t('type'),
        placeholder: t('chooseType'),
        options: typeOptions(catalogue),
      })}
      {select('systemId', {
        controlId: 'unit-system',
        label: t('system'),
        placeholder: t('chooseSystem'),
        options: systemOptions(catalogue),
      })}
    </EditDialog>
  );
}

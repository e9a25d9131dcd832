import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { UnitTypeEdit, UnitTypeView } from '@esg/core/schemas/units';
import { listUnitTypesQuery, type UnitType } from '../api/listUnitTypes';
import { usePutUnitTypes } from '../api/putUnitTypes';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors } from '../validation';
import { CatalogueSelect } from './CatalogueSelect';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit, type VersionedEdit } from '../../../ui/useVersionedEdit';
import { fieldLabel } from './fieldLabel';
import { NamesFields } from './NamesFields';
import { unitOptions } from './unitOptions';
import type { useUnitCatalogue } from './useUnitCatalogue';

interface Props {
  type?: UnitType;
  catalogue: ReturnType<typeof useUnitCatalogue>;
  onClose: () => void;
}

/** A unit type's form values: what the dialog opens with, and what Reload rebases on. */
const typeValues = (type?: UnitType) => ({
  id: type?.id ?? '',
  names: type?.names ?? { en: '', hk: '', cn: '' },
  baseUnitId: type?.baseUnitId ?? '',
});

/**
 * PUT /api/uom/types with one type. A new type has no units yet, so its base unit is named by id
 * (added under Units next); an existing type's base unit is one of its own units.
 */
export function TypeModal({ type, catalogue, onClose }: Props) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = usePutUnitTypes();
  const form = useSchemaForm(() => typeValues(type), {
    check: (v) => toFieldErrors(t, schemaIssues(UnitTypeEdit, edit.withVersion(v))),
    server: (error) => serverFieldErrors(t, error),
  });
  const { values, set, errors } = form;
  const latest = async () =>
    (await queryClient.fetchQuery({ ...listUnitTypesQuery(), staleTime: 0 })).find((x) => x.id === type?.id);
  const edit: VersionedEdit = useVersionedEdit(type?.version, {
    schema: UnitTypeView,
    latest,
    values: typeValues,
    form,
    label: fieldLabel(t),
  });
  const ownUnits = unitOptions(catalogue, type?.id);

  const dialog = dialogSave({ save, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => edit.withVersion(values),
      () => t('typeSaved', { id: values.id }),
    );

  return (
    <EditDialog header={t(type ? 'editType' : 'addType')} confirm={t('save')} onConfirm={submit} {...dialog.props}>
      <FormField
        label={t('id')}
        controlId="type-id"
        constraintText={type ? undefined : t('idHint')}
        errorText={errors.id}
      >
        <Input
          controlId="type-id"
          value={values.id}
          readOnly={Boolean(type)}
          onChange={({ detail }) => set({ id: detail.value })}
        />
      </FormField>
      <NamesFields names={values.names} errors={errors} onChange={(names) => set({ names })} />
      {type && ownUnits.length > 0 ? (
        <CatalogueSelect
          label={t('baseUnit')}
          controlId="type-base"
          description={t('baseUnitHint')}
          placeholder={t('chooseUnit')}
          options={ownUnits}
          value={values.baseUnitId}
          errorText={errors.baseUnitId}
          onChange={(baseUnitId) => set({ baseUnitId })}
        />
      ) : (
        <FormField
          label={t('baseUnit')}
          controlId="type-base"
          description={t('baseUnitHint')}
          errorText={errors.baseUnitId}
        >
          <Input
            controlId="type-base"
            value={values.baseUnitId}
            onChange={({ detail }) => set({ baseUnitId: detail.value })}
          />
        </FormField>
      )}
    </EditDialog>
  );
}

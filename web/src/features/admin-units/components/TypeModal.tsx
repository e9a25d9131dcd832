import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { UnitTypeEdit } from '@esg/core/schemas/units';
import { notifications } from '../../../notifications/store';
import { listUnitTypesQuery, type UnitType } from '../api/listUnitTypes';
import { usePutUnitTypes } from '../api/putUnitTypes';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { CatalogueSelect } from './CatalogueSelect';
import { DialogFooter } from '../../../ui/DialogFooter';
import { FormStatus } from './FormStatus';
import { NamesFields } from './NamesFields';
import { unitOptions } from './unitOptions';
import { useConflictReload } from './useConflictReload';
import type { useUnitCatalogue } from './useUnitCatalogue';

interface Props {
  type?: UnitType;
  catalogue: ReturnType<typeof useUnitCatalogue>;
  onClose: () => void;
}

/**
 * PUT /api/uom/types with one type. A new type has no units yet, so its base unit is named by id
 * (added under Units next); an existing type's base unit is one of its own units.
 */
export function TypeModal({ type, catalogue, onClose }: Props) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = usePutUnitTypes();
  const [values, setValues] = useState(() => ({
    id: type?.id ?? '',
    names: type?.names ?? { en: '', hk: '', cn: '' },
    baseUnitId: type?.baseUnitId ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = async () =>
    (await queryClient.fetchQuery({ ...listUnitTypesQuery(), staleTime: 0 })).find((x) => x.id === type?.id)?.version;
  const { version, reload, reloading, reloaded } = useConflictReload(type?.version, latest);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const ownUnits = unitOptions(catalogue, type?.id);

  const submit = () => {
    const entry = { ...values, ...(version === undefined ? {} : { version }) };
    const check = UnitTypeEdit.safeParse(entry);
    setErrors(check.success ? {} : toFieldErrors(t, check.error.issues));
    if (!check.success) return;
    save.mutate(entry, {
      onSuccess: () => {
        notifications.push({ type: 'success', text: t('typeSaved', { id: values.id }), literal: true });
        onClose();
      },
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(type ? 'editType' : 'addType')}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={save.isPending} />}
    >
      <SpaceBetween size="m">
        <FormStatus
          error={save.error}
          errors={errors}
          reload={() => void reload(() => save.reset())}
          reloading={reloading}
          reloaded={reloaded}
        />
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
      </SpaceBetween>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { UnitEdit } from '@esg/core/schemas/units';
import { notifications } from '../../../notifications/store';
import { listUnitsQuery, type Unit } from '../api/listUnits';
import { usePutUnits } from '../api/putUnits';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { CatalogueSelect } from './CatalogueSelect';
import { DialogFooter } from '../../../ui/DialogFooter';
import { FormStatus } from './FormStatus';
import { NamesFields } from './NamesFields';
import { systemOptions, typeOptions } from './unitOptions';
import { useConflictReload } from './useConflictReload';
import type { useUnitCatalogue } from './useUnitCatalogue';

interface Props {
  unit?: Unit;
  catalogue: ReturnType<typeof useUnitCatalogue>;
  onClose: () => void;
}

/** PUT /api/uom/all with one unit: new (no version) or an edit of the version shown. */
export function UnitModal({ unit, catalogue, onClose }: Props) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = usePutUnits();
  const [values, setValues] = useState(() => ({
    id: unit?.id ?? '',
    symbol: unit?.symbol ?? '',
    names: unit?.names ?? { en: '', hk: '', cn: '' },
    typeId: unit?.typeId ?? '',
    systemId: unit?.systemId ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = async () =>
    (await queryClient.fetchQuery({ ...listUnitsQuery(), staleTime: 0 })).find((u) => u.id === unit?.id)?.version;
  const { version, reload, reloading, reloaded } = useConflictReload(unit?.version, latest);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const entry = { ...values, ...(version === undefined ? {} : { version }) };
    const check = UnitEdit.safeParse(entry);
    setErrors(check.success ? {} : toFieldErrors(t, check.error.issues));
    if (!check.success) return;
    save.mutate(entry, {
      onSuccess: () => {
        notifications.push({ type: 'success', text: t('unitSaved', { id: values.id }), literal: true });
        onClose();
      },
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(unit ? 'editUnit' : 'addUnit')}
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
          <Input
            controlId="unit-symbol"
            value={values.symbol}
            onChange={({ detail }) => set({ symbol: detail.value })}
          />
        </FormField>
        <NamesFields names={values.names} errors={errors} onChange={(names) => set({ names })} />
        <CatalogueSelect
          label={t('type')}
          controlId="unit-type"
          placeholder={t('chooseType')}
          options={typeOptions(catalogue)}
          value={values.typeId}
          errorText={errors.typeId}
          onChange={(typeId) => set({ typeId })}
        />
        <CatalogueSelect
          label={t('system')}
          controlId="unit-system"
          placeholder={t('chooseSystem')}
          options={systemOptions(catalogue)}
          value={values.systemId}
          errorText={errors.systemId}
          onChange={(systemId) => set({ systemId })}
        />
      </SpaceBetween>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ConversionEdit } from '@esg/core/schemas/units';
import { notifications } from '../../../notifications/store';
import { listConversionsQuery, type Conversion } from '../api/listConversions';
import { usePutConversions } from '../api/putConversions';
import { ns } from '../i18n';
import { fractionDecimal } from '../labels';
import { serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { CatalogueSelect } from './CatalogueSelect';
import { DialogFooter } from '../../../ui/DialogFooter';
import { FormStatus } from './FormStatus';
import { unitOptions } from './unitOptions';
import { useConflictReload } from './useConflictReload';
import type { useUnitCatalogue } from './useUnitCatalogue';

interface Props {
  conversion?: Conversion;
  catalogue: ReturnType<typeof useUnitCatalogue>;
  onClose: () => void;
}

/** PUT /api/uom/conversions with one exact factor; it must agree with every path already in the graph. */
export function ConversionModal({ conversion, catalogue, onClose }: Props) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = usePutConversions();
  const [values, setValues] = useState(() => ({
    from: conversion?.from ?? '',
    to: conversion?.to ?? '',
    numerator: conversion?.numerator ?? '',
    denominator: conversion?.denominator ?? '1',
    source: conversion?.source ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const same = (c: Conversion) => c.from === conversion?.from && c.to === conversion?.to;
  const latest = async () =>
    (await queryClient.fetchQuery({ ...listConversionsQuery(), staleTime: 0 })).find(same)?.version;
  const { version, reload, reloading, reloaded } = useConflictReload(conversion?.version, latest);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const fromType = catalogue.units.data?.find((u) => u.id === values.from)?.typeId;

  const whole = /^[1-9]\d{0,29}$/;
  const preview =
    values.from && values.to && whole.test(values.numerator) && whole.test(values.denominator)
      ? t('oneEquals', {
          from: catalogue.symbol(values.from),
          to: catalogue.symbol(values.to),
          factor: fractionDecimal(values.numerator, values.denominator),
        })
      : null;

  const submit = () => {
    const entry = { ...values, ...(version === undefined ? {} : { version }) };
    const check = ConversionEdit.safeParse(entry);
    setErrors(check.success ? {} : toFieldErrors(t, check.error.issues));
    if (!check.success) return;
    save.mutate(entry, {
      onSuccess: () => {
        const text = t('conversionSaved', { from: catalogue.symbol(values.from), to: catalogue.symbol(values.to) });
        notifications.push({ type: 'success', text, literal: true });
        onClose();
      },
      onError: (error) => setErrors(serverFieldErrors(t, error)),
    });
  };
  const number = (name: 'numerator' | 'denominator') => (
    <FormField label={t(name)} controlId={`conversion-${name}`} errorText={errors[name]}>
      <Input
        controlId={`conversion-${name}`}
        inputMode="numeric"
        value={values[name]}
        onChange={({ detail }) => set({ [name]: detail.value })}
      />
    </FormField>
  );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(conversion ? 'editConversion' : 'addConversion')}
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
        <ColumnLayout columns={2}>
          <CatalogueSelect
            label={t('from')}
            controlId="conversion-from"
            placeholder={t('chooseUnit')}
            disabled={Boolean(conversion)}
            options={unitOptions(catalogue)}
            value={values.from}
            errorText={errors.from}
            onChange={(from) => set({ from })}
          />
          <CatalogueSelect
            label={t('to')}
            controlId="conversion-to"
            placeholder={t('chooseUnit')}
            disabled={Boolean(conversion)}
            options={unitOptions(catalogue, fromType)}
            value={values.to}
            errorText={errors.to}
            onChange={(to) => set({ to })}
          />
          {number('numerator')}
          {number('denominator')}
        </ColumnLayout>
        <Box variant="small">{t('factorHint')}</Box>
        {preview && <Box>{preview}</Box>}
        <FormField label={t('source')} controlId="conversion-source" errorText={errors.source}>
          <Input
            controlId="conversion-source"
            value={values.source}
            onChange={({ detail }) => set({ source: detail.value })}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

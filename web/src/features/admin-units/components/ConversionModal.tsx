import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { ConversionEdit } from '@esg/core/schemas/units';
import { notifications } from '../../../notifications/store';
import { listConversionsQuery, type Conversion } from '../api/listConversions';
import { usePutConversions } from '../api/putConversions';
import { ns } from '../i18n';
import { fractionDecimal } from '../labels';
import { serverFieldErrors, toFieldErrors } from '../validation';
import { CatalogueSelect } from './CatalogueSelect';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';
import { unitOptions } from './unitOptions';
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
  const form = useSchemaForm(
    () => ({
      from: conversion?.from ?? '',
      to: conversion?.to ?? '',
      numerator: conversion?.numerator ?? '',
      denominator: conversion?.denominator ?? '1',
      source: conversion?.source ?? '',
    }),
    {
      check: (v) => toFieldErrors(t, schemaIssues(ConversionEdit, edit.withVersion(v))),
      server: (error) => serverFieldErrors(t, error),
    },
  );
  const { values, set, errors } = form;
  const same = (c: Conversion) => c.from === conversion?.from && c.to === conversion?.to;
  const latest = async () =>
    (await queryClient.fetchQuery({ ...listConversionsQuery(), staleTime: 0 })).find(same)?.version;
  const edit = useVersionedEdit(conversion?.version, latest);
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
    if (!form.validate()) return;
    save.mutate(edit.withVersion(values), {
      onSuccess: () => {
        const text = t('conversionSaved', { from: catalogue.symbol(values.from), to: catalogue.symbol(values.to) });
        notifications.push({ type: 'success', text, literal: true });
        onClose();
      },
      onError: form.refused,
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
    <EditDialog
      header={t(conversion ? 'editConversion' : 'addConversion')}
      confirm={t('save')}
      onClose={onClose}
      onConfirm={submit}
      save={save}
      errors={errors}
      edit={edit}
    >
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
    </EditDialog>
  );
}

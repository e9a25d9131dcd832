import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { ConversionEdit, ConversionView } from '@esg/core/schemas/units';
import { listConversionsQuery, type Conversion } from '../api/listConversions';
import { usePutConversions } from '../api/putConversions';
import { ns } from '../i18n';
import { fractionDecimal } from '../labels';
import { serverFieldErrors, toFieldErrors } from '../validation';
import { boundSelects } from './CatalogueSelect';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit, type VersionedEdit } from '../../../ui/useVersionedEdit';
import { fieldLabel } from './fieldLabel';
import { unitOptions } from './unitOptions';
import type { useUnitCatalogue } from './useUnitCatalogue';

interface Props {
  conversion?: Conversion;
  catalogue: ReturnType<typeof useUnitCatalogue>;
  onClose: () => void;
}

/** A conversion's form values: what the dialog opens with, and what Reload rebases on. */
const conversionValues = (conversion?: Conversion) => ({
  from: conversion?.from ?? '',
  to: conversion?.to ?? '',
  numerator: conversion?.numerator ?? '',
  denominator: conversion?.denominator ?? '1',
  source: conversion?.source ?? '',
});

/** PUT /api/uom/conversions with one exact factor; it must agree with every path already in the graph. */
export function ConversionModal({ conversion, catalogue, onClose }: Props) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = usePutConversions();
  const form = useSchemaForm(() => conversionValues(conversion), {
    check: (v) => toFieldErrors(t, schemaIssues(ConversionEdit, edit.withVersion(v))),
    server: (error) => serverFieldErrors(t, error),
  });
  const { values, set, errors } = form;
  const same = (c: Conversion) => c.from === conversion?.from && c.to === conversion?.to;
  const latest = async () => (await queryClient.fetchQuery({ ...listConversionsQuery(), staleTime: 0 })).find(same);
  const edit: VersionedEdit = useVersionedEdit(conversion?.version, {
    schema: ConversionView,
    latest,
    values: conversionValues,
    form,
    label: fieldLabel(t),
  });
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

  const select = boundSelects(form, Boolean(conversion));
  const dialog = dialogSave({ save, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => edit.withVersion(values),
      () => t('conversionSaved', { from: catalogue.symbol(values.from), to: catalogue.symbol(values.to) }),
    );
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
      onConfirm={submit}
      {...dialog.props}
    >
      <ColumnLayout columns={2}>
        {select('from', {
          controlId: 'conversion-from',
          label: t('from'),
          placeholder: t('chooseUnit'),
          options: unitOptions(catalogue),
        })}
        {select('to', {
          controlId: 'conversion-to',
          label: t('to'),
          placeholder: t('chooseUnit'),
          options: unitOptions(catalogue, fromType),
        })}
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

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import { NumberInput } from '../../../ui/NumberInput';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { errorText } from '../../../i18n/errorText';
import { useConvert, type ConvertRequest } from '../api/convertUnits';
import { ns } from '../i18n';
import { fractionDecimal } from '../labels';
import { boundSelects } from './CatalogueSelect';
import { unitOptions } from './unitOptions';
import type { useUnitCatalogue } from './useUnitCatalogue';

const DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;

/** GET /api/uom/convert: any A→B within a type, exactly, or the reason it cannot be done. */
export function ConverterPanel({ catalogue }: { catalogue: ReturnType<typeof useUnitCatalogue> }) {
  const { t } = useTranslation(ns);
  const [form, setForm] = useState<ConvertRequest>({ from: '', to: '', value: '1' });
  const [request, setRequest] = useState<ConvertRequest | null>(null);
  const [invalid, setInvalid] = useState(false);
  const result = useConvert(request);
  const set = (patch: Partial<ConvertRequest>) => setForm((f) => ({ ...f, ...patch }));
  const select = boundSelects({ values: form, set });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = form.value.trim().replace(/,/g, '');
    setInvalid(!DECIMAL.test(value));
    if (DECIMAL.test(value) && form.from && form.to) setRequest({ ...form, value });
  };
  const data = result.data;
  return (
    <form onSubmit={submit} noValidate aria-label={t('tabConverter')}>
      <SpaceBetween size="m">
        <Box variant="p">{t('converterHint')}</Box>
        <ColumnLayout columns={3}>
          <FormField label={t('value')} controlId="convert-value" errorText={invalid ? t('valueInvalid') : undefined}>
            <NumberInput controlId="convert-value" value={form.value} onChange={(value) => set({ value })} />
          </FormField>
          {select('from', {
            controlId: 'convert-from',
            label: t('from'),
            placeholder: t('chooseUnit'),
            options: unitOptions(catalogue),
          })}
          {select('to', {
            controlId: 'convert-to',
            label: t('to'),
            placeholder: t('chooseUnit'),
            options: unitOptions(catalogue),
          })}
        </ColumnLayout>
        <Button variant="primary" formAction="submit" loading={result.isFetching}>
          {t('convert')}
        </Button>
        <div aria-live="polite">
          {result.isError && <Alert type="error">{errorText(t, result.error)}</Alert>}
          {data?.value && (
            <Alert
              type="success"
              header={t('result', {
                value: request?.value,
                from: catalogue.symbol(data.from),
                to: catalogue.symbol(data.to),
                result: fractionDecimal(data.value.numerator, data.value.denominator),
              })}
            >
              <Box>
                {t('oneEquals', {
                  from: catalogue.symbol(data.from),
                  to: catalogue.symbol(data.to),
                  factor: fractionDecimal(data.factor.numerator, data.factor.denominator),
                })}
              </Box>
              <Box>{t('exact', { numerator: data.value.numerator, denominator: data.value.denominator })}</Box>
              <Box>{t('path', { path: data.path.map(catalogue.symbol).join(' → ') })}</Box>
            </Alert>
          )}
        </div>
      </SpaceBetween>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { errorText } from '../../../i18n/errorText';
import { useFactorForYear } from '../api/factorForYear';
import { ns } from '../i18n';
import { unitInWords } from '@esg/core/lib/unitWords';
import { languageOf } from '../../../i18n/languages';
import { factorValue } from '../labels';

/** GET /api/emission-factors/{id}/years/{year}: the value a report of that year calculates with. */
export function YearLookup({ factorId }: { factorId: string }) {
  const { t, i18n } = useTranslation(ns);
  const [text, setText] = useState(String(new Date().getFullYear()));
  const [year, setYear] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const result = useFactorForYear(factorId, year);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(text);
    const ok = /^\d{4}$/.test(text.trim()) && n >= 1990 && n <= 2100;
    setInvalid(!ok);
    if (ok) setYear(n);
  };
  const found = result.data;
  return (
    <Container header={<Header variant="h2">{t('lookupTitle')}</Header>}>
      <form onSubmit={submit} noValidate aria-label={t('lookupTitle')}>
        <SpaceBetween size="m">
          <SpaceBetween direction="horizontal" size="xs" alignItems="end">
            <FormField
              label={t('lookupYear')}
              controlId="factor-year"
              errorText={invalid ? t('yearInvalid') : undefined}
            >
              <Input
                controlId="factor-year"
                inputMode="numeric"
                value={text}
                onChange={({ detail }) => setText(detail.value)}
              />
            </FormField>
            <Button formAction="submit" loading={result.isFetching}>
              {t('lookup')}
            </Button>
          </SpaceBetween>
          <div aria-live="polite">
            {result.isError && <Alert type="error">{errorText(t, result.error)}</Alert>}
            {found && (
              <Alert type={found.proxy ? 'warning' : 'success'}>
                {t('yearValue', {
                  year: found.year,
                  value: factorValue(found.value),
                  unit: unitInWords(found.unit, languageOf(i18n.language)),
                  revision: found.revision,
                })}
                {found.proxy && <div>{t('proxy', { year: found.year })}</div>}
              </Alert>
            )}
          </div>
        </SpaceBetween>
      </form>
    </Container>
  );
}

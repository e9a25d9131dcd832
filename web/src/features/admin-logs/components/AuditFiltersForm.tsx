import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isNoSuchDay, parseDisplayDate } from '../../../i18n/format';
import type { AuditFilters } from '../api/keys';
import { ns } from '../i18n';

const EMPTY = { from: '', to: '', user: '', action: '', entity: '' };
type Field = keyof typeof EMPTY;

/** Date range (DD-MM-YYYY, inclusive), user, action prefix and entity; applied together. */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const date = (field: 'from' | 'to') => {
      if (!values[field].trim()) return undefined;
      const stored = parseDisplayDate(values[field]);
      if (!stored) found[field] = isNoSuchDay(values[field]) ? t('dateNoSuchDay', { ns: 'common' }) : t('dateInvalid');
      return stored ?? undefined;
    };
    const [from, to] = [date('from'), date('to')];
    if (from && to && to < from) found.to = t('rangeInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const text = (field: 'user' | 'action' | 'entity') => values[field].trim() || undefined;
    onApply({ from, to, user: text('user'), action: text('action'), entity: text('entity') });
  };
  const field = (name: Field, hint: string) => (
    <FormField label={t(name)} controlId={`audit-${name}`} constraintText={hint} errorText={errors[name]}>
      <Input
        controlId={`audit-${name}`}
        value={values[name]}
        placeholder={name === 'from' || name === 'to' ? 'DD-MM-YYYY' : undefined}
        onChange={({ detail }) => setValues((v) => ({ ...v, [name]: detail.value }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('filters')}>
      <Container
        header={
          <Header variant="h2" description={t('defaultRange')}>
            {t('filters')}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <ColumnLayout columns={3}>
            {field('from', t('dateHint'))}
            {field('to', t('dateHint'))}
            {field('user', t('userHint'))}
            {field('action', t('actionHint'))}
            {field('entity', t('entityHint'))}
          </ColumnLayout>
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" formAction="submit">
              {t('apply')}
            </Button>
            <Button
              formAction="none"
              onClick={() => {
                setValues(EMPTY);
                setErrors({});
                onApply({});
              }}
            >
              {t('clear')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </form>
  );
}

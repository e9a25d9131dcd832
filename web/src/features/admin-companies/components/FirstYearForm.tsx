import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { useSubscribeFirstYear } from '../api/subscribeFirstYear';
import { ns } from '../i18n';
import { parseDates, serverFieldErrors, type FieldErrors } from '../validation';
import { DateField } from './DateField';
import { SaveError } from '../../../ui/SaveError';
import { useSchemaForm } from '../../../ui/useSchemaForm';

type Years = { start: string; end: string };

/**
 * The self-service start (ADR 0037): a company without a reporting year enters its
 * financial year and subscribes to it, then goes Home with a working year.
 */
export function FirstYearForm() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const subscribe = useSubscribeFirstYear();
  const form = useSchemaForm<Years, FieldErrors>(
    { start: '', end: '' },
    {
      check: (v) => parseDates(t, v).errors,
      server: (error, v) => serverFieldErrors(t, error, v),
    },
  );
  // mutateAsync, not mutate's callbacks: the session read that brings the new year can replace this form before
  // the mutation settles, and react-query drops the callbacks of an unmounted caller — the user would stay here.
  const submit = async () => {
    if (!form.validate()) return;
    let reply;
    try {
      reply = await subscribe.mutateAsync(parseDates(t, form.values).dates);
    } catch (error) {
      form.refused(error);
      return;
    }
    // The platform requires approval (ADR 0046): the page then says the year awaits it.
    if ('pending' in reply) return;
    notifications.push({
      type: 'success',
      text: t('firstYearDone', { date: formatDate(reply.yearEnd) }),
      literal: true,
    });
    navigate('/home');
  };
  const atFields = Object.values(form.errors).some(Boolean);
  return (
    <Container
      header={
        <Header variant="h2" description={t('firstYearHint')}>
          {t('firstYearTitle')}
        </Header>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SpaceBetween size="m">
          <ColumnLayout columns={2}>
            <DateField
              label={t('financialYearStartDate')}
              controlId="first-year-start"
              value={form.values.start}
              errorText={form.errors.start}
              onChange={(start) => form.set({ start })}
            />
            <DateField
              label={t('financialYearEndDate')}
              controlId="first-year-end"
              value={form.values.end}
              errorText={form.errors.end}
              onChange={(end) => form.set({ end })}
            />
          </ColumnLayout>
          <SaveError error={subscribe.error} shownAtFields={atFields} />
          <Box float="right">
            <Button variant="primary" formAction="submit" loading={subscribe.isPending}>
              {t('firstYearSubscribe')}
            </Button>
          </Box>
        </SpaceBetween>
      </form>
    </Container>
  );
}

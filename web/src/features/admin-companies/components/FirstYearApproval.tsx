import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { useApproveFirstYear, usePlatformSettings } from '../api/firstYearApproval';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { SaveError } from '../../../ui/SaveError';

/** The selected company's first year awaiting approval (ADR 0046), with Approve. */
export function PendingFirstYear({ company }: { company: Company }) {
  const { t } = useTranslation(ns);
  const approve = useApproveFirstYear((yearEnd) =>
    notifications.push({
      type: 'success',
      text: t('firstYearApproved', { name: company.name, date: formatDate(yearEnd) }),
      literal: true,
    }),
  );
  const pending = company.pendingFirstYear;
  if (!pending) return null;
  return (
    <SpaceBetween size="xs">
      <Alert
        type="info"
        header={t('pendingTitle', { name: company.name })}
        action={
          <Button onClick={() => approve.mutate(company.id)} loading={approve.isPending}>
            {t('approveFirstYear')}
          </Button>
        }
      >
        {t('pendingBody', { start: formatDate(pending.start), end: formatDate(pending.end) })}
      </Alert>
      <SaveError error={approve.error} />
    </SpaceBetween>
  );
}

/** The platform's setting: whether a self-registered company's first year waits for approval. */
export function PlatformSettingsPanel() {
  const { t } = useTranslation(ns);
  const { settings, save } = usePlatformSettings();
  return (
    <Container header={<Header variant="h2">{t('platformSettingsTitle')}</Header>}>
      <SpaceBetween size="xs">
        <Toggle
          checked={settings.data?.approveFirstYears ?? false}
          disabled={!settings.data || save.isPending}
          onChange={({ detail }) => save.mutate(detail.checked)}
          description={t('approveFirstYearsHint')}
        >
          {t('approveFirstYears')}
        </Toggle>
        <SaveError error={save.error ?? settings.error} />
      </SpaceBetween>
    </Container>
  );
}

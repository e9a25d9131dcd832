import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import type { StoredUser } from '../../../session/types';
import { ns } from '../i18n';
import { roleLabel } from '../roleLabel';

/** The spec's user info: user name, name, e-mail, role, company. */
export function AccountCard({ stored }: { stored: StoredUser }) {
  const { t } = useTranslation(ns);
  const { user, role, company } = stored;
  return (
    <Container header={<Header variant="h2">{t('accountTitle')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('username'), value: user.login },
          { label: t('name'), value: `${user.firstName} ${user.lastName}` },
          { label: t('email'), value: user.email },
          { label: t('role'), value: roleLabel(t, role.name) },
          { label: t('company'), value: company?.name ?? t('noCompany') },
          { label: t('language'), value: LANGUAGE_NAMES[user.language] },
        ]}
      />
    </Container>
  );
}

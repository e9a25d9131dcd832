import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import type { StoredUser } from '../../../session/types';
import { ns } from '../i18n';
import { roleLabel } from '../../../ui/roleLabel';
import { personName } from '@esg/core/lib/personName';
import { useCompanyName } from '../../../ui/wording';

/**
 * The spec's user info: user name, name, e-mail, role, company. What people typed (login, names, e-mail, the company's
 * name) is marked translate="no", as in the users table: it stays as written in every interface language. The company
 * is named as Home names it: its Chinese name for a Chinese reader when it has one.
 */
export function AccountCard({ stored }: { stored: StoredUser }) {
  const { t, i18n } = useTranslation(ns);
  const { user, role, company } = stored;
  const companyName = useCompanyName({ en: company?.name ?? '', zh: company?.nameZh }, i18n.language);
  return (
    <Container header={<Header variant="h2">{t('accountTitle')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('username'), value: <span translate="no">{user.login}</span> },
          { label: t('name'), value: <span translate="no">{personName(user)}</span> },
          { label: t('email'), value: <span translate="no">{user.email}</span> },
          { label: t('role'), value: roleLabel(role.name, i18n.language) },
          {
            label: t('company'),
            value: company ? (
              <span translate="no" lang={companyName.lang}>
                {companyName.text}
              </span>
            ) : (
              t('noCompany')
            ),
          },
          { label: t('language'), value: LANGUAGE_NAMES[user.language] },
        ]}
      />
    </Container>
  );
}

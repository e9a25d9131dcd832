import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatDateTime } from '../../../i18n/format';
import { LANGUAGE_NAMES, LANGUAGES, LANG_KEY } from '../../../i18n/languages';
import type { Role } from '../api/listRoles';
import type { ManagedUser } from '../api/listUsers';
import { roleLabel } from '../../../ui/roleLabel';
import { AUDITOR_ROLE } from '@esg/core/vocabulary/privileges';
import { DateTimeKeptWhole, shortColumn } from '../../../ui/shortColumn';

/**
 * Activated, deactivated, or an invitation not accepted yet (ADR 0010 amended): invited — when it was sent and until
 * when its link works, or since when it does not — or revoked, and when; invited before invitations were stored, its
 * link unknown (never "Deactivated": nobody deactivated them).
 */
function UserStatus({ user, t, now }: { user: ManagedUser; t: TFunction<typeof ns>; now: number }) {
  const invitation = user.activated ? undefined : user.invitation;
  if (!invitation)
    return (
      <StatusIndicator type={user.activated ? 'success' : 'stopped'}>
        {t(user.activated ? 'activated' : 'deactivated')}
      </StatusIndicator>
    );
  if ('linkUnknown' in invitation) return <StatusIndicator type="pending">{t('invitedNoLink')}</StatusIndicator>;
  const expired = Date.parse(invitation.expiresAt) <= now;
  const details = invitation.revokedAt
    ? [t('revokedAt', { at: formatDateTime(invitation.revokedAt) })]
    : [
        t('invitationSent', { at: formatDateTime(invitation.sentAt) }),
        t(expired ? 'linkExpired' : 'linkExpires', { at: formatDateTime(invitation.expiresAt) }),
      ];
  return (
    <>
      <StatusIndicator type={invitation.revokedAt ? 'stopped' : 'pending'}>
        {t(invitation.revokedAt ? 'invitationRevoked' : 'invited')}
      </StatusIndicator>
      {details.map((line) => (
        <Box key={line} variant="small" display="block">
          {line}
        </Box>
      ))}
    </>
  );
}

const languageName = (key: string) => LANGUAGE_NAMES[LANGUAGES.find((l) => LANG_KEY[l] === key) ?? 'en'];

/**
 * The spec's user management fields; `sortingField`s are the API's sort keys. Who the user is, whether they can sign
 * in and their role come first, so that at 1280 px beside the tutorial panel they stay in view. Names, status, role,
 * language and dates are short: each kept whole, never one Chinese character per line (a role's English name may
 * break at its space).
 */
export function userColumns(
  t: TFunction<typeof ns>,
  roles: Map<string, Role>,
  language: string,
): TableProps.ColumnDefinition<ManagedUser>[] {
  return [
    {
      id: 'login',
      header: t('login'),
      sortingField: 'login',
      cell: (u) => <span translate="no">{u.login}</span>,
      isRowHeader: true,
    },
    shortColumn(
      {
        id: 'firstName',
        header: t('firstName'),
        sortingField: 'firstName',
        cell: (u) => <span translate="no">{u.firstName}</span>,
      },
      'words',
    ),
    shortColumn(
      {
        id: 'lastName',
        header: t('lastName'),
        sortingField: 'lastName',
        cell: (u) => <span translate="no">{u.lastName}</span>,
      },
      'words',
    ),
    shortColumn(
      {
        id: 'activated',
        header: t('status'),
        sortingField: 'activated',
        // When the table is drawn: an invitation's link reads as expired from its expiry on.
        cell: (u) => <UserStatus user={u} t={t} now={Date.now()} />,
      },
      // An invitation's lines break between words, so the role beside it stays in view at 1280 px.
      'words',
    ),
    shortColumn(
      {
        id: 'role',
        header: t('role'),
        cell: (u) => {
          // An invited auditor holds the auditor's role, which no company role list names (ADR 0115).
          const role = roles.get(u.roleId) ?? (u.roleId === AUDITOR_ROLE.id ? AUDITOR_ROLE : undefined);
          return role ? roleLabel(role.name, language) : '—';
        },
      },
      'words',
    ),
    { id: 'email', header: t('email'), sortingField: 'email', cell: (u) => <span translate="no">{u.email}</span> },
    shortColumn({ id: 'langKey', header: t('language'), cell: (u) => languageName(u.langKey) }, 'words'),
    { id: 'createdBy', header: t('createdBy'), cell: (u) => <span translate="no">{u.createdBy}</span> },
    shortColumn(
      {
        id: 'createdDate',
        header: t('createdDate'),
        sortingField: 'createdDate',
        cell: (u) => <DateTimeKeptWhole iso={u.createdDate} />,
      },
      'words',
    ),
    { id: 'lastModifiedBy', header: t('lastModifiedBy'), cell: (u) => <span translate="no">{u.lastModifiedBy}</span> },
    shortColumn(
      {
        id: 'lastModifiedDate',
        header: t('lastModifiedDate'),
        sortingField: 'lastModifiedDate',
        cell: (u) => <DateTimeKeptWhole iso={u.lastModifiedDate} />,
      },
      'words',
    ),
  ];
}

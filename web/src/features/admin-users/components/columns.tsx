import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatDateTime } from '../../../i18n/format';
import { LANGUAGE_NAMES, LANGUAGES, LANG_KEY } from '../../../i18n/languages';
import type { Role } from '../api/listRoles';
import type { ManagedUser } from '../api/listUsers';
import { roleLabel } from '../../../ui/roleLabel';
import { AUDITOR_ROLE } from '@esg/core/vocabulary/privileges';
import { shortColumn } from '../../../ui/shortColumn';

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
    shortColumn({
      id: 'activated',
      header: t('status'),
      sortingField: 'activated',
      cell: (u) => (
        <StatusIndicator type={u.activated ? 'success' : 'stopped'}>
          {t(u.activated ? 'activated' : 'deactivated')}
        </StatusIndicator>
      ),
    }),
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
    shortColumn({
      id: 'createdDate',
      header: t('createdDate'),
      sortingField: 'createdDate',
      cell: (u) => formatDateTime(u.createdDate),
    }),
    { id: 'lastModifiedBy', header: t('lastModifiedBy'), cell: (u) => <span translate="no">{u.lastModifiedBy}</span> },
    shortColumn({
      id: 'lastModifiedDate',
      header: t('lastModifiedDate'),
      sortingField: 'lastModifiedDate',
      cell: (u) => formatDateTime(u.lastModifiedDate),
    }),
  ];
}

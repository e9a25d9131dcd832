import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { errorText } from '../../../i18n/errorText';
import { useSession } from '../../../session/useSession';
import { useRoleNames } from '../api/listRoles';
import type { UserQuery, UserSortField } from '../api/keys';
import { useUsers, type ManagedUser } from '../api/listUsers';
import { ns } from '../i18n';
import { userColumns } from './columns';
import { CompanyPicker } from './CompanyPicker';
import { UserActions, type UserDialog } from './UserActions';
import { UserDialogs } from './UserDialogs';
import { defaultPreferences, UsersPreferences } from './UsersPreferences';

const FIRST: UserQuery = { search: '', sort: 'login', order: 'asc', page: 0, size: 20 };

/**
 * A platform administrator's choice of company, kept in the URL (`?company=<id>`) so a reload keeps it; only platform
 * staff may name one (ADR 0010, amended), so anyone else lists their own company whatever the URL says.
 */
function useChosenCompany(): [string | undefined, (companyId: string | undefined) => void, boolean] {
  const platform = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  const [params, setParams] = useSearchParams();
  const chosen = platform ? params.get('company') || undefined : undefined;
  const choose = (companyId: string | undefined) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (companyId) next.set('company', companyId);
      else next.delete('company');
      return next;
    });
  return [chosen, choose, platform];
}

/**
 * The company's users: searched, sorted and paged by the API (GET /api/userInfos/all). Platform administrators also
 * choose whose: the platform's staff, or one company's, read-only — every edit route acts on the caller's own company.
 */
export function UsersTable() {
  const { t, i18n } = useTranslation(ns);
  const [companyId, chooseCompany, platform] = useChosenCompany();
  const [paging, setQuery] = useState(FIRST);
  const query: UserQuery = companyId ? { ...paging, tenantId: companyId } : paging;
  const [searchText, setSearchText] = useState('');
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const users = useUsers(query);
  const roles = useRoleNames();
  const items = users.data?.items ?? [];
  const total = users.data?.total ?? 0;
  const selected = items.find((u) => u.id === selectedId);
  const columns = userColumns(t, roles, i18n.language);
  const [preferences, setPreferences] = useState(() => defaultPreferences(columns));
  const search = (text: string) => setQuery((q) => ({ ...q, search: text, page: 0 }));
  const textFilter = (
    <TextFilter
      filteringText={searchText}
      filteringPlaceholder={t('search')}
      filteringAriaLabel={t('searchLabel')}
      countText={query.search ? t('matches', { count: total }) : undefined}
      onChange={({ detail }) => setSearchText(detail.filteringText)}
      onDelayedChange={({ detail }) => search(detail.filteringText)}
    />
  );

  return (
    <>
      <Table<ManagedUser>
        variant="full-page"
        wrapLines
        items={items}
        trackBy="id"
        columnDefinitions={columns}
        columnDisplay={preferences.contentDisplay}
        preferences={
          <UsersPreferences
            columns={columns}
            preferences={preferences}
            onChange={(next) => {
              setPreferences(next);
              setQuery((q) => ({ ...q, size: next.pageSize, page: 0 }));
            }}
          />
        }
        loading={users.isPending}
        loadingText={t('loading')}
        selectionType={companyId ? undefined : 'single'}
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
        ariaLabels={{
          selectionGroupLabel: t('selectionGroup'),
          itemSelectionLabel: (_, u) => t('selectUser', { login: u.login }),
          allItemsSelectionLabel: () => t('selectionGroup'),
        }}
        sortingColumn={columns.find((c) => c.sortingField === query.sort) ?? columns[0]!}
        sortingDescending={query.order === 'desc'}
        onSortingChange={({ detail }) =>
          setQuery((q) => ({
            ...q,
            sort: (detail.sortingColumn.sortingField ?? 'login') as UserSortField,
            order: detail.isDescending ? 'desc' : 'asc',
            page: 0,
          }))
        }
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={users.data ? `(${total})` : undefined}
            description={companyId ? t('companyReadOnly') : t('description')}
            actions={companyId ? undefined : <UserActions selected={selected} roles={roles} open={setDialog} />}
          >
            {t('title')}
          </Header>
        }
        filter={
          platform ? (
            <SpaceBetween size="s">
              <CompanyPicker
                companyId={companyId}
                onChange={(id) => {
                  setSelectedId(undefined);
                  setQuery((q) => ({ ...q, page: 0 }));
                  chooseCompany(id);
                }}
              />
              {textFilter}
            </SpaceBetween>
          ) : (
            textFilter
          )
        }
        pagination={
          <Pagination
            currentPageIndex={query.page + 1}
            pagesCount={Math.max(1, Math.ceil(total / query.size))}
            onChange={({ detail }) => setQuery((q) => ({ ...q, page: detail.currentPageIndex - 1 }))}
          />
        }
        empty={
          <Box textAlign="center" color="inherit">
            {users.isError ? (
              <Box variant="p" color="text-status-error">{`${t('loadFailed')} ${errorText(t, users.error)}`}</Box>
            ) : query.search ? (
              <NoMatches
                onClear={() => {
                  setSearchText('');
                  search('');
                }}
              />
            ) : (
              t('noUsers')
            )}
          </Box>
        }
      />
      {companyId ? null : <UserDialogs dialog={dialog} user={selected} close={() => setDialog(null)} />}
    </>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Box variant="p" color="inherit">
        {t('noMatches')}
      </Box>
      <Button onClick={onClear}>{t('clearSearch')}</Button>
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useSession } from '../../../../session/useSession';
import { usePrivileges, type PrivilegeEntry } from '../../api/listPrivileges';
import { ns } from '../../i18n';
import { SaveError } from '../../../../ui/SaveError';
import { PrivilegeModal } from './PrivilegeModal';

/** GET /api/privilege: the global catalogue; platform administrators create and update entries. */
export function PrivilegesTable() {
  const { t } = useTranslation(ns);
  const privileges = usePrivileges();
  const canWrite = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const { items, collectionProps, filterProps } = useCollection(privileges.data ?? [], {
    filtering: { empty: t('noPrivileges'), noMatch: t('noMatches') },
    sorting: { defaultState: { sortingColumn: { sortingField: 'privilegekey' } } },
  });
  const selected = privileges.data?.find((p) => p.id === selectedId);

  return (
    <>
      <Table<PrivilegeEntry>
        {...collectionProps}
        variant="full-page"
        items={items}
        trackBy="id"
        loading={privileges.isPending}
        loadingText={t('loading')}
        selectionType={canWrite ? 'single' : undefined}
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
        ariaLabels={{
          selectionGroupLabel: t('privilegesGroup'),
          itemSelectionLabel: (_, p) => t('selectPrivilege', { key: p.privilegekey }),
          allItemsSelectionLabel: () => t('privilegesGroup'),
        }}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={privileges.data ? `(${privileges.data.length})` : undefined}
            description={
              canWrite ? t('privilegesDescription') : `${t('privilegesDescription')} ${t('privilegesReadOnly')}`
            }
            actions={
              canWrite && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={!selected} onClick={() => setDialog('edit')}>
                    {t('edit')}
                  </Button>
                  <Button variant="primary" onClick={() => setDialog('create')}>
                    {t('createPrivilege')}
                  </Button>
                </SpaceBetween>
              )
            }
          >
            {t('privilegesTitle')}
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder={t('findPrivileges')}
            filteringAriaLabel={t('findPrivilegesLabel')}
          />
        }
        columnDefinitions={[
          { id: 'key', header: t('key'), sortingField: 'privilegekey', isRowHeader: true, cell: (p) => p.privilegekey },
          { id: 'nameen', header: t('nameen'), sortingField: 'nameen', cell: (p) => <span lang="en">{p.nameen}</span> },
          { id: 'namezht', header: t('namezht'), cell: (p) => <span lang="zh-HK">{p.namezht}</span> },
          { id: 'namezhs', header: t('namezhs'), cell: (p) => <span lang="zh-CN">{p.namezhs}</span> },
          {
            id: 'status',
            header: t('status'),
            sortingField: 'status',
            cell: (p) => (
              <StatusIndicator type={p.status === 'ACTIVE' ? 'success' : 'stopped'}>{t(p.status)}</StatusIndicator>
            ),
          },
          { id: 'known', header: t('known'), cell: (p) => t(p.known ? 'knownYes' : 'knownNo') },
        ]}
        empty={
          <Box textAlign="center">
            {privileges.isError ? <SaveError error={privileges.error} /> : collectionProps.empty}
          </Box>
        }
      />
      {dialog === 'create' && <PrivilegeModal onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && <PrivilegeModal entry={selected} onClose={() => setDialog(null)} />}
    </>
  );
}

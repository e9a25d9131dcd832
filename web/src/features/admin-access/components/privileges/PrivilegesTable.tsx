import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../../ui/StatusIndicator';
import { useSession } from '../../../../session/useSession';
import { usePrivileges, type PrivilegeEntry } from '../../api/listPrivileges';
import { ns } from '../../i18n';
import { CollectionTable } from '../../../../ui/CollectionTable';
import { PrivilegeModal } from './PrivilegeModal';
import { KeptWhole, shortColumn } from '../../../../ui/shortColumn';

/** GET /api/privilege: the global catalogue; platform administrators create and update entries. */
export function PrivilegesTable() {
  const { t } = useTranslation(ns);
  const privileges = usePrivileges();
  const canWrite = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  const selected = privileges.data?.find((p) => p.id === selectedId);

  return (
    <>
      <CollectionTable<PrivilegeEntry>
        variant="full-page"
        headerVariant="awsui-h1-sticky"
        items={privileges.data}
        loading={privileges.isPending}
        error={privileges.error}
        trackBy="id"
        sortBy={{ field: 'privilegekey' }}
        selection={
          canWrite
            ? {
                selected,
                onChange: (p) => setSelectedId(p?.id),
                itemLabel: (p) => t('selectPrivilege', { key: p.privilegekey }),
                groupLabel: t('privilegesGroup'),
              }
            : undefined
        }
        title={t('privilegesTitle')}
        description={canWrite ? t('privilegesDescription') : `${t('privilegesDescription')} ${t('privilegesReadOnly')}`}
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
        empty={t('noPrivileges')}
        search={{
          match: (p, text) =>
            [p.privilegekey, p.nameen, p.namezht, p.namezhs, p.status].some((s) => s.toLowerCase().includes(text)),
          placeholder: t('findPrivileges'),
          label: t('findPrivilegesLabel'),
          noMatch: t('noMatches'),
        }}
        // The status and its header kept whole (never 状 / 态, 使 / 用中); the Chinese names kept in words (never
        // 以鑒證機 / 構身份 / 審核 at 1366 px): the English name wraps instead, and whether the app checks the key in
        // even lines, never a last character alone.
        columns={[
          { id: 'key', header: t('key'), sortingField: 'privilegekey', isRowHeader: true, cell: (p) => p.privilegekey },
          { id: 'nameen', header: t('nameen'), sortingField: 'nameen', cell: (p) => <span lang="en">{p.nameen}</span> },
          shortColumn(
            { id: 'namezht', header: t('namezht'), cell: (p) => <span lang="zh-HK">{p.namezht}</span> },
            'words',
          ),
          shortColumn(
            { id: 'namezhs', header: t('namezhs'), cell: (p) => <span lang="zh-CN">{p.namezhs}</span> },
            'words',
          ),
          shortColumn({
            id: 'status',
            header: t('status'),
            sortingField: 'status',
            cell: (p) => (
              <StatusIndicator type={p.status === 'ACTIVE' ? 'success' : 'stopped'}>{t(p.status)}</StatusIndicator>
            ),
          }),
          {
            id: 'known',
            header: t('known'),
            minWidth: 120, // its header on one line, a sentence on two at most
            cell: (p) => <KeptWhole whole="balanced">{t(p.known ? 'knownYes' : 'knownNo')}</KeptWhole>,
          },
        ]}
      />
      {dialog === 'create' && <PrivilegeModal onClose={() => setDialog(null)} />}
      {dialog === 'edit' && selected && <PrivilegeModal entry={selected} onClose={() => setDialog(null)} />}
    </>
  );
}

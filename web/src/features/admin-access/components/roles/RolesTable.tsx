import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useSession } from '../../../../session/useSession';
import { usePrivileges } from '../../api/listPrivileges';
import { useRoles, type Role } from '../../api/listRoles';
import { ns } from '../../i18n';
import { privilegeName, roleLabel } from '../../labels';
import { SaveError } from '../../../../ui/SaveError';
import { RoleEditModal } from './RoleEditModal';

/** GET /api/roles: the company's roles with their level and privileges; edit one at or below your level. */
export function RolesTable() {
  const { t, i18n } = useTranslation(ns);
  const roles = useRoles();
  const catalogue = usePrivileges();
  const myLevel = useSession().stored?.role.level ?? 0;
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState(false);
  const names = new Map((catalogue.data ?? []).map((p) => [p.privilegekey, privilegeName(p, i18n.language)]));
  const { items, collectionProps } = useCollection(roles.data ?? [], {
    sorting: { defaultState: { sortingColumn: { sortingField: 'level' }, isDescending: true } },
  });
  const selected = roles.data?.find((r) => r.id === selectedId);
  const outOfReach = selected !== undefined && selected.level > myLevel;

  return (
    <>
      <Table<Role>
        {...collectionProps}
        variant="full-page"
        items={items}
        trackBy="id"
        loading={roles.isPending}
        loadingText={t('loading')}
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
        ariaLabels={{
          selectionGroupLabel: t('rolesGroup'),
          itemSelectionLabel: (_, r) => t('selectRole', { name: roleLabel(t, r.name) }),
          allItemsSelectionLabel: () => t('rolesGroup'),
        }}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={roles.data ? `(${roles.data.length})` : undefined}
            description={t('rolesDescription')}
            actions={
              <Button
                disabled={!selected || outOfReach}
                disabledReason={outOfReach ? t('aboveYourLevel') : undefined}
                onClick={() => setEditing(true)}
              >
                {t('edit')}
              </Button>
            }
          >
            {t('rolesTitle')}
          </Header>
        }
        columnDefinitions={[
          { id: 'name', header: t('name'), sortingField: 'name', isRowHeader: true, cell: (r) => roleLabel(t, r.name) },
          { id: 'level', header: t('level'), sortingField: 'level', cell: (r) => r.level },
          {
            id: 'privileges',
            header: t('privileges'),
            cell: (r) => r.privileges.map((p) => names.get(p) ?? p).join(', '),
          },
        ]}
        wrapLines
        empty={<Box textAlign="center">{roles.isError ? <SaveError error={roles.error} /> : t('noRoles')}</Box>}
      />
      {editing && selected && <RoleEditModal role={selected} onClose={() => setEditing(false)} />}
    </>
  );
}

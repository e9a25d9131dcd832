import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import { formatList } from '../../../../i18n/format';
import { useSession } from '../../../../session/useSession';
import { usePrivileges } from '../../api/listPrivileges';
import { useRoles, type Role } from '../../api/listRoles';
import { ns } from '../../i18n';
import { privilegeName } from '../../labels';
import { roleLabel } from '../../../../ui/roleLabel';
import { CollectionTable } from '../../../../ui/CollectionTable';
import { RoleEditModal } from './RoleEditModal';
import { shortColumn } from '../../../../ui/shortColumn';

/** GET /api/roles: the company's roles with their level and privileges; edit one at or below your level. */
export function RolesTable() {
  const { t, i18n } = useTranslation(ns);
  const roles = useRoles();
  const catalogue = usePrivileges();
  const myLevel = useSession().stored?.role.level ?? 0;
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState(false);
  const names = new Map((catalogue.data ?? []).map((p) => [p.privilegekey, privilegeName(p, i18n.language)]));
  const selected = roles.data?.find((r) => r.id === selectedId);
  const outOfReach = selected !== undefined && selected.level > myLevel;

  return (
    <>
      <CollectionTable<Role>
        variant="full-page"
        headerVariant="awsui-h1-sticky"
        items={roles.data}
        loading={roles.isPending}
        error={roles.error}
        trackBy="id"
        sortBy={{ field: 'level', descending: true }}
        selection={{
          selected,
          onChange: (r) => setSelectedId(r?.id),
          itemLabel: (r) => t('selectRole', { name: roleLabel(r.name, i18n.language) }),
          groupLabel: t('rolesGroup'),
        }}
        title={t('rolesTitle')}
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
        empty={t('noRoles')}
        // A role's name and level kept whole beside the long list of privileges (never 公司管理 / 員, 級 / 別).
        columns={[
          shortColumn(
            {
              id: 'name',
              header: t('name'),
              sortingField: 'name',
              isRowHeader: true,
              cell: (r) => roleLabel(r.name, i18n.language),
            },
            'words',
          ),
          shortColumn({ id: 'level', header: t('level'), sortingField: 'level', cell: (r) => r.level }),
          {
            id: 'privileges',
            header: t('privileges'),
            cell: (r) =>
              formatList(
                r.privileges.map((p) => names.get(p) ?? p),
                i18n.language,
              ),
          },
        ]}
        wrapLines
      />
      {editing && selected && <RoleEditModal role={selected} onClose={() => setEditing(false)} />}
    </>
  );
}

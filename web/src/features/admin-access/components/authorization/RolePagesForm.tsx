import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { notifications } from '../../../../notifications/store';
import { fetchRolePages, type RolePage, type RolePageList } from '../../api/getRolePages';
import type { Role } from '../../api/listRoles';
import { usePutRolePages } from '../../api/putRolePages';
import { ns } from '../../i18n';
import { issueText } from '../../labels';
import { roleLabel } from '../../../../ui/roleLabel';
import { groupTitle, pageTitle } from '../../pageTitle';
import { SaveError } from '../../../../ui/SaveError';
import { useVersionedEdit } from '../../../../ui/useVersionedEdit';

/**
 * The role's pages as a table whose selection is "shown": pages the grant does not allow cannot
 * be selected (hiding never widens a grant). PUT /api/pages/{id} with the version it showed.
 */
export function RolePagesForm({ role, pages }: { role: Role; pages: RolePageList }) {
  const { t, i18n } = useTranslation(ns);
  const save = usePutRolePages();
  const [visible, setVisible] = useState(() => pages.pages.filter((p) => p.visible).map((p) => p.path));
  // Only the version moves on at Reload: the pages chosen stay selected.
  const edit = useVersionedEdit(pages.version, async () => (await fetchRolePages(role.id)).version);
  const name = roleLabel(role.name, i18n.language);

  const submit = () =>
    save.mutate(
      { roleId: role.id, visible, version: edit.version ?? pages.version },
      {
        onSuccess: (saved) => {
          edit.saved(saved.version);
          notifications.push({ type: 'success', text: t('pagesSaved', { name }), literal: true });
        },
      },
    );
  const note = (p: RolePage) =>
    !p.allowed ? t('notAllowed') : p.noScreen ? t('noScreen') : p.readOnly ? t('readOnly') : '';

  return (
    <Table<RolePage>
      variant="container"
      items={pages.pages}
      trackBy="path"
      selectionType="multi"
      selectedItems={pages.pages.filter((p) => visible.includes(p.path))}
      isItemDisabled={(p) => !p.allowed}
      onSelectionChange={({ detail }) => setVisible(detail.selectedItems.map((p) => p.path))}
      ariaLabels={{
        selectionGroupLabel: t('shown'),
        allItemsSelectionLabel: () => t('shown'),
        itemSelectionLabel: (_, p) => t('showPage', { page: pageTitle(t, p.titleKey) }),
      }}
      header={
        <Header
          description={t('authDescription')}
          actions={
            <Button variant="primary" onClick={submit} loading={save.isPending}>
              {t('save')}
            </Button>
          }
        >
          {t('pagesTitle', { name })}
        </Header>
      }
      columnDefinitions={[
        { id: 'page', header: t('page'), isRowHeader: true, cell: (p) => pageTitle(t, p.titleKey) },
        { id: 'section', header: t('section'), cell: (p) => groupTitle(t, p.group) },
        { id: 'note', header: t('note'), cell: note },
      ]}
      footer={
        (save.error || edit.reloaded) && (
          <>
            <SaveError
              error={save.error}
              onReload={() => void edit.reload(save.reset, save.error)}
              reloading={edit.reloading}
              issueText={(m) => issueText(t, m)}
            />
            {edit.reloaded && !save.error && <Alert type="info">{t('reloaded', { ns: 'common' })}</Alert>}
          </>
        )
      }
    />
  );
}

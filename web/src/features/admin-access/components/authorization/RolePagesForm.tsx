import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { RolePages } from '@esg/core/schemas/users';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { notifications } from '../../../../notifications/store';
import { fetchRolePages, type RolePage, type RolePageList } from '../../api/getRolePages';
import { accessKeys } from '../../api/keys';
import type { Role } from '../../api/listRoles';
import { usePutRolePages } from '../../api/putRolePages';
import { ns } from '../../i18n';
import { issueText } from '../../labels';
import { roleLabel } from '../../../../ui/roleLabel';
import { groupTitle, pageTitle } from '../../pageTitle';
import { ReloadedNotice } from '../../../../ui/ReloadedNotice';
import { SaveError } from '../../../../ui/SaveError';
import { useVersionedEdit, type VersionedEdit } from '../../../../ui/useVersionedEdit';

/** Whether each page is shown, by path: a set kept page by page, so Reload rebases each page on its own. */
type Shown = Record<string, boolean>;
const shownOf = (list: RolePageList): Shown => Object.fromEntries(list.pages.map((p) => [p.path, p.visible]));

/**
 * The role's pages as a table whose selection is "shown": pages the grant does not allow cannot
 * be selected (hiding never widens a grant). PUT /api/pages/{id} with the version it showed.
 */
export function RolePagesForm({ role, pages }: { role: Role; pages: RolePageList }) {
  const { t, i18n } = useTranslation(ns);
  const save = usePutRolePages();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(() => shownOf(pages));
  const visible = pages.pages.filter((p) => shown[p.path]).map((p) => p.path);
  // Reload rebases page by page: the pages this administrator showed or hid stay so, every other page is as stored
  // now — the other administrator's choices are kept (docs/decisions/0083).
  const edit: VersionedEdit = useVersionedEdit(pages.version, {
    schema: RolePages,
    latest: () => fetchRolePages(role.id),
    values: shownOf,
    form: { values: shown, replace: setShown },
    // The table and the sidebar preview show the role's pages as stored now.
    adopt: (latest) => {
      queryClient.setQueryData(accessKeys.rolePages(role.id), latest);
      void queryClient.invalidateQueries({ queryKey: accessKeys.sidebar(role.id) });
    },
    label: (path) => pageTitle(t, pages.pages.find((p) => p.path === path)?.titleKey ?? path),
  });
  const name = roleLabel(role.name, i18n.language);
  const choose = (selected: readonly RolePage[]) => {
    const paths = new Set(selected.map((p) => p.path));
    setShown(Object.fromEntries(pages.pages.map((p) => [p.path, paths.has(p.path)])));
  };

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
      wrapLines
      variant="container"
      items={pages.pages}
      trackBy="path"
      selectionType="multi"
      selectedItems={pages.pages.filter((p) => visible.includes(p.path))}
      isItemDisabled={(p) => !p.allowed}
      onSelectionChange={({ detail }) => choose(detail.selectedItems)}
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
            {edit.reloaded && !save.error && <ReloadedNotice fields={edit.overlap} />}
          </>
        )
      }
    />
  );
}

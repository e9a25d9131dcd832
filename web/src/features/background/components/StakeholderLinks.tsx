import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { StatusIndicatorProps } from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { StakeholderLinkView } from '@esg/core/schemas/questionnaire';
import type { BilingualText } from '@esg/core/catalogue/bilingual';
import { BilingualInputs } from '../../../forms/BilingualInputs';
import { languageOf } from '../../../i18n/languages';
import { errorText } from '../../../i18n/errorText';
import { notifications } from '../../../notifications/store';
import { useSession } from '../../../session/useSession';
import { DialogFooter } from '../../../ui/DialogFooter';
import { EditDialog } from '../../../ui/EditDialog';
import { toFieldErrors, validationIssues } from '../../../ui/fieldErrors';
import { stakeholderLinksQuery } from '../../../api/stakeholderLinks';
import { useCreateStakeholderLink, useDeleteStakeholderLink, useRenameStakeholderLink } from '../api/stakeholderLinks';
import { ns } from '../i18n';
import { ownShown, useSimplified } from '../../../ui/wording';
import { copyLink, when } from './linkCells';
import { ruleText } from '../../../i18n/ruleText';
import { shortColumn } from '../../../ui/shortColumn';

const INDICATOR: Record<StakeholderLinkView['status'], StatusIndicatorProps.Type> = {
  sent: 'info',
  opened: 'in-progress',
  submitted: 'success',
};

/** The name dialog: a new link (no `link`) or a new name for one. */
function NameDialog({ year, link, onClose }: { year: string; link?: StakeholderLinkView; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const create = useCreateStakeholderLink(year);
  const rename = useRenameStakeholderLink(year);
  const save = link ? rename : create;
  const [name, setName] = useState<BilingualText>(link?.own ?? { en: '', hk: '' });
  const [checked, setChecked] = useState(false);
  // A name in use is said the page's way; any other rule the API refused (a name too long) as the rule says it.
  const server = toFieldErrors(validationIssues(save.error), (_f, issue) =>
    issue.code === 'linkNameInUse' ? t('linkNameInUse') : ruleText(issue) || t('linkNameRequired'),
  );
  // Either language is enough; a name another link has in one language is named there (ADR 0140).
  const empty = !name.en.trim() && !name.hk.trim();
  const nameError = checked && empty ? t('linkNameRequired') : (server.name ?? server.en ?? server.hk);
  const confirm = () => {
    setChecked(true);
    if (empty) return;
    const done = { onSuccess: onClose };
    const sent = { en: name.en.trim(), hk: name.hk.trim(), ...(name.cn?.trim() ? { cn: name.cn.trim() } : {}) };
    if (link) rename.mutate({ id: link.id, name: sent }, done);
    else create.mutate(sent, done);
  };
  return (
    <EditDialog
      header={link ? t('renameLinkTitle') : t('newLinkTitle')}
      confirm={link ? t('save') : t('createLink')}
      onClose={onClose}
      onConfirm={confirm}
      save={save}
      errors={{ name: nameError }}
      fields={['name']}
    >
      <FormField label={t('linkName')} description={t('linkNameHint')} errorText={nameError}>
        <BilingualInputs label={t('linkName')} path="linkName" value={name} onChange={setName} />
      </FormField>
    </EditDialog>
  );
}

/**
 * The stakeholder engagement page's shared questionnaire links (the spec's entity "Stakeholder link", ADR 0051
 * §5): one named link per stakeholder group that many people answer with no sign-in; the list shows
 * link name, link, forms submitted, last submit, last open and status. A printed year is read-only.
 */
export function StakeholderLinks({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const toSimplified = useSimplified(lang);
  const nameOf = (r: { names: Record<'en' | 'hk' | 'cn', string>; own: { hk?: string; cn?: string } }) =>
    ownShown(r.names, r.own, toSimplified)[lang];
  const list = useQuery(stakeholderLinksQuery(year));
  const remove = useDeleteStakeholderLink(year);
  const [editing, setEditing] = useState<StakeholderLinkView | 'new'>();
  const [deleting, setDeleting] = useState<StakeholderLinkView>();
  const locked = list.data?.locked ?? false;
  // A printed year, or a user who may only read: the list and 'Copy link' only.
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  const readOnly = locked || !canWrite;

  return (
    <>
      <Table<NonNullable<typeof list.data>['links'][number]>
        // Each link's actions stay in view beside the tutorial panel at 1280 px.
        wrapLines
        stickyColumns={{ first: 0, last: 1 }}
        loading={list.isPending}
        loadingText={t('loading')}
        items={list.data?.links ?? []}
        trackBy="id"
        header={
          <Header
            variant="h2"
            counter={list.data ? `(${list.data.links.length})` : undefined}
            description={t(locked ? 'topicsLocked' : 'stakeholderLinksDescription')}
            actions={
              <Button disabled={readOnly || !list.data} onClick={() => setEditing('new')}>
                {t('newLink')}
              </Button>
            }
          >
            {t('stakeholderLinksHeader')}
          </Header>
        }
        empty={<Box textAlign="center">{t('noLinks')}</Box>}
        columnDefinitions={[
          { id: 'name', header: t('linkName'), cell: (r) => nameOf(r) },
          {
            id: 'link',
            header: t('link'),
            cell: (r) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Box variant="code" fontSize="body-s">{`${r.link.slice(0, 48)}…`}</Box>
                <Button
                  variant="inline-link"
                  ariaLabel={`${t('copyLink')}: ${nameOf(r)}`}
                  onClick={() => void copyLink(r.link, t('linkCopied'))}
                >
                  {t('copyLink')}
                </Button>
              </SpaceBetween>
            ),
          },
          { id: 'forms', header: t('formsSubmitted'), cell: (r) => r.formsSubmitted },
          shortColumn({ id: 'submitted', header: t('lastSubmit'), cell: (r) => when(r.lastSubmit) }),
          shortColumn({ id: 'opened', header: t('lastOpen'), cell: (r) => when(r.lastOpen) }),
          shortColumn({
            id: 'status',
            header: t('linkStatus'),
            cell: (r) => <StatusIndicator type={INDICATOR[r.status]}>{t(`status_${r.status}`)}</StatusIndicator>,
          }),
          {
            id: 'actions',
            header: t('actions'),
            cell: (r) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  disabled={readOnly}
                  ariaLabel={`${t('rename')}: ${nameOf(r)}`}
                  onClick={() => setEditing(r)}
                >
                  {t('rename')}
                </Button>
                <Button
                  variant="inline-link"
                  disabled={readOnly}
                  ariaLabel={`${t('delete')}: ${nameOf(r)}`}
                  onClick={() => setDeleting(r)}
                >
                  {t('delete')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {editing && (
        <NameDialog year={year} link={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
      {deleting && (
        <Modal
          visible
          header={t('deleteLinkTitle')}
          closeAriaLabel={t('cancel')}
          onDismiss={() => setDeleting(undefined)}
          footer={
            <DialogFooter
              confirm={t('delete')}
              busy={remove.isPending}
              onCancel={() => setDeleting(undefined)}
              onConfirm={() =>
                remove.mutate(deleting.id, {
                  onSettled: () => setDeleting(undefined),
                  onSuccess: () => notifications.push({ type: 'success', text: t('linkDeleted'), literal: true }),
                  onError: (err) => notifications.push({ type: 'error', text: errorText(t, err), literal: true }),
                })
              }
            />
          }
        >
          {t('deleteLinkConfirm', { name: nameOf(deleting), count: deleting.formsSubmitted })}
        </Modal>
      )}
    </>
  );
}

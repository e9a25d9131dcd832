import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Modal from '@cloudscape-design/components/modal';
import { PrivilegeCreate, PrivilegeUpdate } from '@esg/core/schemas/users';
import { notifications } from '../../../../notifications/store';
import { useCreatePrivilege } from '../../api/createPrivilege';
import { accessKeys } from '../../api/keys';
import { privilegesQuery, type PrivilegeEntry } from '../../api/listPrivileges';
import { useUpdatePrivilege } from '../../api/updatePrivilege';
import { ns } from '../../i18n';
import { DialogFooter } from '../../../../ui/DialogFooter';
import { SaveError } from '../../../../ui/SaveError';
import { issueText } from '../../labels';
import { PrivilegeFields, type PrivilegeValues } from './PrivilegeFields';

const BLANK: PrivilegeValues = { privilegekey: '', nameen: '', namezht: '', namezhs: '', status: 'ACTIVE' };

const pick = ({ privilegekey, nameen, namezht, namezhs, status }: PrivilegeEntry): PrivilegeValues => ({
  privilegekey,
  nameen,
  namezht,
  namezhs,
  status,
});

/** Creates a privilege (POST /api/privilege) or updates one (PUT /api/privilege/{id}); the key is fixed once made. */
export function PrivilegeModal({ entry, onClose }: { entry?: PrivilegeEntry; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const create = useCreatePrivilege();
  const update = useUpdatePrivilege();
  const mutation = entry ? update : create;
  const [values, setValues] = useState<PrivilegeValues>(() => (entry ? pick(entry) : BLANK));
  const [version, setVersion] = useState(entry?.version ?? 0);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);

  const done = (key: string, text: 'privilegeCreated' | 'privilegeSaved') => {
    notifications.push({ type: 'success', text: t(text, { key }), literal: true });
    onClose();
  };
  const submit = () => {
    const { privilegekey, ...fields } = values;
    const edit = { ...fields, version };
    const check = entry ? PrivilegeUpdate.safeParse(edit) : PrivilegeCreate.safeParse(values);
    setInvalid(check.success ? [] : check.error.issues.map((i) => String(i.path[0])));
    if (!check.success) return;
    if (entry) update.mutate({ id: entry.id, ...edit }, { onSuccess: (p) => done(p.privilegekey, 'privilegeSaved') });
    else create.mutate({ privilegekey, ...fields }, { onSuccess: (p) => done(p.privilegekey, 'privilegeCreated') });
  };
  const reload = async () => {
    setReloading(true);
    try {
      await queryClient.invalidateQueries({ queryKey: accessKeys.privileges() });
      const fresh = (await queryClient.fetchQuery(privilegesQuery())).find((p) => p.id === entry?.id);
      if (fresh) setVersion(fresh.version);
      update.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  const title = entry ? t('editPrivilegeTitle', { key: entry.privilegekey }) : t('createPrivilegeTitle');
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={title}
      footer={
        <DialogFooter
          confirm={entry ? t('save') : t('createPrivilege')}
          onCancel={onClose}
          onConfirm={submit}
          busy={mutation.isPending}
        />
      }
    >
      <PrivilegeFields
        values={values}
        invalid={invalid}
        keyFixed={Boolean(entry)}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        before={
          <>
            <SaveError
              error={mutation.error}
              onReload={() => void reload()}
              reloading={reloading}
              issueText={(m) => issueText(t, m)}
            />
            {reloaded && !mutation.error && <Alert type="info">{t('reloaded')}</Alert>}
          </>
        }
      />
    </Modal>
  );
}

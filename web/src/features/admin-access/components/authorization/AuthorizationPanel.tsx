import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useSession } from '../../../../session/useSession';
import { useRolePages } from '../../api/getRolePages';
import { useRoles } from '../../api/listRoles';
import { ns } from '../../i18n';
import { roleLabel } from '../../../../ui/roleLabel';
import { SaveError } from '../../../../ui/SaveError';
import { RolePagesForm } from './RolePagesForm';
import { SidebarPreview } from './SidebarPreview';

/** docs/permissions.md page authorization: pick a role, then choose which of its allowed pages its members see. */
export function AuthorizationPanel() {
  const { t, i18n } = useTranslation(ns);
  const myLevel = useSession().stored?.role.level ?? 0;
  const roles = useRoles();
  const [roleId, setRoleId] = useState<string>();
  const pages = useRolePages(roleId);
  const role = roles.data?.find((r) => r.id === roleId);
  const options = (roles.data ?? []).map((r) => ({
    value: r.id,
    label: roleLabel(r.name, i18n.language),
    tags: [t('levelN', { level: r.level })],
    disabled: r.level > myLevel,
  }));

  return (
    <SpaceBetween size="l">
      <Container>
        <FormField label={t('role')} controlId="authorization-role">
          <Select
            controlId="authorization-role"
            placeholder={t('chooseRole')}
            statusType={roles.isPending ? 'loading' : roles.isError ? 'error' : 'finished'}
            loadingText={t('loading')}
            errorText={t('loadFailed')}
            options={options}
            selectedOption={options.find((o) => o.value === roleId) ?? null}
            onChange={({ detail }) => setRoleId(detail.selectedOption.value)}
          />
        </FormField>
      </Container>
      {roleId && pages.isPending && <Spinner size="large" />}
      {pages.isError && <SaveError error={pages.error} />}
      {role && pages.data && (
        <>
          <RolePagesForm key={role.id} role={role} pages={pages.data} />
          <SidebarPreview roleId={role.id} />
        </>
      )}
    </SpaceBetween>
  );
}

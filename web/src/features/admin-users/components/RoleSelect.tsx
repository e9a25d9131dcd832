import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { Role } from '../api/listRoles';
import { ns } from '../i18n';
import { roleLabel } from '../../../ui/roleLabel';

interface Props {
  roles: Role[];
  value: string;
  onChange: (roleId: string) => void;
  controlId: string;
  errorText?: string;
  loading?: boolean;
}

/** A role of the caller's own company, at or below their level, shown with its level. */
export function RoleSelect({ roles, value, onChange, controlId, errorText, loading }: Props) {
  const { t, i18n } = useTranslation(ns);
  const options = roles.map((r) => ({
    value: r.id,
    label: roleLabel(r.name, i18n.language),
    tags: [t('level', { level: r.level })],
  }));
  return (
    <FormField label={t('role')} controlId={controlId} errorText={errorText}>
      <Select
        controlId={controlId}
        placeholder={t('chooseRole')}
        statusType={loading ? 'loading' : 'finished'}
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={options}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}

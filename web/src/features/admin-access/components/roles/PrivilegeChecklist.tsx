import { useTranslation } from 'react-i18next';
import Badge from '@cloudscape-design/components/badge';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { isPrivilege, type Privilege } from '@esg/core/vocabulary/privileges';
import type { PrivilegeEntry } from '../../api/listPrivileges';
import { ns } from '../../i18n';
import { privilegeName } from '../../labels';

interface Props {
  catalogue: PrivilegeEntry[];
  value: Privilege[];
  /** What the role held when the form opened: those can be removed even if the caller cannot grant them. */
  initial: readonly Privilege[];
  /** What the caller may grant (docs/permissions.md "Grants"). */
  grantable: (entry: PrivilegeEntry) => boolean;
  onChange: (value: Privilege[]) => void;
}

/** One checkbox per privilege the application checks; keys registered ahead of a release cannot be granted. */
export function PrivilegeChecklist({ catalogue, value, initial, grantable, onChange }: Props) {
  const { t, i18n } = useTranslation(ns);
  const known = catalogue.filter((p) => p.known && isPrivilege(p.privilegekey));
  return (
    <SpaceBetween size="xs">
      {known.map((entry) => {
        const key = entry.privilegekey as Privilege;
        const checked = value.includes(key);
        const disabled = !initial.includes(key) && !grantable(entry);
        return (
          <Checkbox
            key={key}
            checked={checked}
            disabled={disabled}
            description={disabled ? `${key} · ${t('notHeld')}` : key}
            onChange={({ detail }) => onChange(detail.checked ? [...value, key] : value.filter((p) => p !== key))}
          >
            {privilegeName(entry, i18n.language)}{' '}
            {entry.status === 'INACTIVE' && <Badge color="grey">{t('INACTIVE')}</Badge>}
          </Checkbox>
        );
      })}
    </SpaceBetween>
  );
}

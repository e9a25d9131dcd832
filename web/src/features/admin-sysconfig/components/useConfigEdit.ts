import { useTranslation } from 'react-i18next';
import { SysConfigView } from '@esg/core/schemas/admin';
import { fetchSysConfig } from '../api/getSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import type { YearField } from '../validation';
import { useVersionedEdit, type Rebase, type VersionedEdit } from '../../../ui/useVersionedEdit';

/**
 * A configuration's versioned edit: Reload bases `form` on the configuration as stored now, the one the 409
 * carries (docs/decisions/0083), with what was typed on top; `values` is the mapping the dialog opens with.
 */
export function useConfigEdit<V extends Partial<Record<YearField, string>>>(
  config: SysConfig,
  form: Rebase<SysConfig, V>['form'],
  values: (config: SysConfig) => V,
): VersionedEdit {
  const { t } = useTranslation(ns);
  return useVersionedEdit(config.version, {
    schema: SysConfigView,
    latest: () => fetchSysConfig(config.id),
    values,
    form,
    label: (field) => t(field as YearField),
  });
}

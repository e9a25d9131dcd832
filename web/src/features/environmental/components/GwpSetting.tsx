import type { EnvironmentalKey } from '../i18n';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { ApiError } from '../../../api/errors';
import { useReportSettings, useSaveReportSettings, type ReportSettings } from '../api/reportSettings';
import { ns } from '../i18n';
import { notify } from '../notify';

const SETS: ReportSettings['gwpSet'][] = ['AR4', 'AR5', 'AR6'];

/**
 * The report's GWP set (AR4 / AR5 / AR6), chosen beside the figures it changes: a choice is saved at
 * once and the year's emissions recalculated; a printed year shows the set it was frozen with.
 */
export function GwpSetting({ year }: { year: string }) {
  const { t } = useTranslation(ns);
  const settings = useReportSettings(year);
  const save = useSaveReportSettings();
  const option = (set: string) => ({ value: set, label: t(`gwp_${set}` as EnvironmentalKey) });
  const current = settings.data;
  return (
    <FormField label={t('gwpLabel')} description={t('gwpDescription')} errorText={settings.isError && t('gwpFailed')}>
      <Select
        selectedOption={current ? option(current.gwpSet) : null}
        options={SETS.map(option)}
        disabled={!current || current.locked || save.isPending}
        statusType={settings.isPending ? 'loading' : 'finished'}
        loadingText={t('loading')}
        placeholder={t('loading')}
        onChange={({ detail }) => {
          const gwpSet = detail.selectedOption.value as ReportSettings['gwpSet'];
          if (!current || gwpSet === current.gwpSet) return;
          save.mutate(
            { year, gwpSet, version: current.version },
            {
              onSuccess: () => notify('success', t('gwpSaved', { set: gwpSet })),
              onError: (error) =>
                notify(
                  'error',
                  error instanceof ApiError && error.status === 409
                    ? t('conflict', { ns: 'common' })
                    : error instanceof ApiError && error.status === 423
                      ? t('locked', { ns: 'common' })
                      : t('saveFailed'),
                ),
            },
          );
        }}
      />
    </FormField>
  );
}

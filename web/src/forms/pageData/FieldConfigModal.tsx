import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { languageOf } from '../../i18n/languages';
import { notifications } from '../../notifications/store';
import type { FieldView } from './api/getConfiguredFields';
import { useFieldConfig, type FieldConfig } from './api/getFieldConfig';
import { usePutFieldConfig } from './api/putFieldConfig';
import { ns } from './i18n';
import { configRows, toggleHidden } from './fieldConfigRows';

interface Props {
  pageKey: string;
  fields: readonly FieldView[];
  onClose: () => void;
}

function Rows({ pageKey, fields, config, onClose }: Props & { config: FieldConfig }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const [hidden, setHidden] = useState<string[]>(config.hidden);
  const put = usePutFieldConfig();
  const save = () =>
    put.mutate(
      { pageKey, hidden, preferredUnits: config.preferredUnits, version: config.version },
      {
        onSuccess: () => {
          notifications.push({ type: 'success', text: t('configSaved'), literal: true });
          onClose();
        },
      },
    );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('configureTitle')}
      size="large"
      data-testid="field-config"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button variant="primary" loading={put.isPending} onClick={save}>
              {t('save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box>{t('configureIntro')}</Box>
        {put.isError && <Alert type="error">{t('configFailed')}</Alert>}
        {configRows(fields, lang).map((row) => (
          <Checkbox
            key={row.path}
            checked={row.locked ? true : !hidden.includes(row.path)}
            disabled={Boolean(row.locked)}
            description={
              row.locked?.reason === 'mandatory'
                ? t('mandatoryReason', { codes: row.locked.codes })
                : row.locked
                  ? t('requiredReason')
                  : undefined
            }
            onChange={({ detail }) => setHidden((h) => toggleHidden(h, row.path, detail.checked))}
          >
            {row.label}
          </Checkbox>
        ))}
      </SpaceBetween>
    </Modal>
  );
}

/** "Configure fields" (company:write): the company hides optional fields; mandatory HKEX items stay. */
export function FieldConfigModal(props: Props) {
  const { t } = useTranslation(ns);
  const config = useFieldConfig(props.pageKey, true);
  if (config.data) return <Rows {...props} config={config.data} />;
  return (
    <Modal visible onDismiss={props.onClose} header={t('configureTitle')}>
      {config.isError ? <Alert type="error">{t('configLoadFailed')}</Alert> : <Spinner aria-label={t('loading')} />}
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { KpiEdit } from '@esg/core/schemas/admin';
import { notifications } from '../../../notifications/store';
import { useEditKpi } from '../api/editKpi';
import { kpisQuery, type Kpi } from '../api/listKpis';
import { ns } from '../i18n';
import { DialogFooter } from '../../../ui/DialogFooter';
import { KpiFields, type KpiValues } from './KpiFields';
import { SaveError } from '../../../ui/SaveError';

/** Which field a refused rule belongs to: `title.hk` → titleHk, `aspect.en` → aspectEn. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path.map(String).reduce((a, b) => a + b.charAt(0).toUpperCase() + b.slice(1));

/** PUT /api/kpis/{ruleSet}/{code}: wording, aspect, unit, kind and obligation of one provision. */
export function KpiEditModal({ kpi, onClose }: { kpi: Kpi; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const edit = useEditKpi();
  const { title, aspect, unitType, kind, obligation, obligationNote } = kpi;
  const [values, setValues] = useState<KpiValues>({ title, aspect, unitType, kind, obligation, obligationNote });
  const [version, setVersion] = useState(kpi.version);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const ruleSet = t(`ruleSet_${kpi.ruleSet}`);

  const submit = () => {
    const check = KpiEdit.safeParse({ ...values, version });
    setInvalid(check.success ? [] : check.error.issues.map((i) => fieldOf(i.path)));
    if (!check.success) return;
    edit.mutate(
      { ruleSet: kpi.ruleSet, code: kpi.code, ...values, version },
      {
        onSuccess: () => {
          notifications.push({ type: 'success', text: t('saved', { code: kpi.code, ruleSet }), literal: true });
          onClose();
        },
      },
    );
  };
  const reload = async () => {
    setReloading(true);
    try {
      const list = await queryClient.fetchQuery({ ...kpisQuery(kpi.ruleSet), staleTime: 0 });
      const fresh = list.items.find((k) => k.code === kpi.code);
      if (fresh) setVersion(fresh.version);
      edit.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('editTitle', { code: kpi.code, ruleSet })}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={edit.isPending} />}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('editHint', { ruleSet })}</Box>
        <SaveError error={edit.error} onReload={() => void reload()} reloading={reloading} />
        {reloaded && !edit.error && <Alert type="info">{t('reloaded')}</Alert>}
        <KpiFields values={values} invalid={invalid} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      </SpaceBetween>
    </Modal>
  );
}

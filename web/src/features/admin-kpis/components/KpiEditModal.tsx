import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import { KpiEdit, KpiView } from '@esg/core/schemas/admin';
import { notifications } from '../../../notifications/store';
import { useEditKpi } from '../api/editKpi';
import { kpisQuery, type Kpi } from '../api/listKpis';
import { ns } from '../i18n';
import { EditDialog } from '../../../ui/EditDialog';
import { pathOf, schemaIssues, toFieldErrors, type IssueLike } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit, type VersionedEdit } from '../../../ui/useVersionedEdit';
import { KpiFields, type KpiValues } from './KpiFields';

/** Which field a refused rule belongs to: `title.hk` → titleHk, `aspect.en` → aspectEn. */
const fieldOf = (issue: IssueLike) => pathOf(issue).reduce((a, b) => a + b.charAt(0).toUpperCase() + b.slice(1));

/** A provision's form values: what the dialog opens with, and what Reload rebases on. */
const kpiValues = ({ title, aspect, unitType, kind, obligation, obligationNote }: Kpi): KpiValues => ({
  title,
  aspect,
  unitType,
  kind,
  obligation,
  obligationNote,
});

/** The label of each field, to name those both administrators changed after Reload. */
const LABELS = {
  title: 'provision',
  aspect: 'aspect',
  unitType: 'unitType',
  kind: 'kind',
  obligation: 'obligation',
  obligationNote: 'obligationNote',
} as const;

/** PUT /api/kpis/{ruleSet}/{code}: wording, aspect, unit, kind and obligation of one provision. */
export function KpiEditModal({ kpi, onClose }: { kpi: Kpi; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = useEditKpi();
  const latest = async () =>
    (await queryClient.fetchQuery({ ...kpisQuery(kpi.ruleSet), staleTime: 0 })).items.find((k) => k.code === kpi.code);
  // The fields say only that they are invalid: the KPI rules are lengths shown beside each field.
  const form = useSchemaForm<KpiValues, Partial<Record<string, true>>>(() => kpiValues(kpi), {
    check: (v) => toFieldErrors(schemaIssues(KpiEdit, edit.withVersion(v)), () => true, fieldOf),
    server: () => ({}),
  });
  const edit: VersionedEdit = useVersionedEdit(kpi.version, {
    schema: KpiView,
    latest,
    values: kpiValues,
    form,
    label: (field) => t(LABELS[field]),
  });
  const ruleSet = t(`ruleSet_${kpi.ruleSet}`);

  const submit = () => {
    if (!form.validate()) return;
    save.mutate(
      { ruleSet: kpi.ruleSet, code: kpi.code, ...form.values, version: edit.version! },
      {
        onSuccess: () => {
          notifications.push({ type: 'success', text: t('saved', { code: kpi.code, ruleSet }), literal: true });
          onClose();
        },
      },
    );
  };

  return (
    <EditDialog
      size="large"
      header={t('editTitle', { code: kpi.code, ruleSet })}
      confirm={t('save')}
      onClose={onClose}
      onConfirm={submit}
      save={save}
      edit={edit}
    >
      <Box variant="p">{t('editHint', { ruleSet })}</Box>
      <KpiFields values={form.values} invalid={Object.keys(form.errors)} onChange={form.set} />
    </EditDialog>
  );
}

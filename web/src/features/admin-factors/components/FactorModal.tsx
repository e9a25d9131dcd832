import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { notifications } from '../../../notifications/store';
import { useCreateFactor } from '../api/createFactor';
import { useEditFactor } from '../api/editFactor';
import { fetchFactor } from '../api/getFactor';
import type { Factor } from '../api/listFactors';
import { blankForm, checkFactor, factsOf, formOf, serverFieldErrors } from '../form';
import { ns } from '../i18n';
import { latestOf } from '../labels';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';
import { FactorFields } from './FactorFields';

/** Adds a factor (POST) or its next revision (PUT on the factor's version); revisions never change. */
export function FactorModal({ factor, onClose }: { factor?: Factor; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const create = useCreateFactor();
  const update = useEditFactor();
  const save = factor ? update : create;
  const [base, setBase] = useState(factor);
  const edit = useVersionedEdit(factor?.version, async () => {
    const fresh = await fetchFactor(factor!.id);
    setBase(fresh);
    return fresh.version;
  });
  const form = useSchemaForm(
    () => (factor ? formOf(factor.id, factor.category, factor.scope, factor.appliesTo, latestOf(factor)) : blankForm()),
    { check: (v) => checkFactor(t, v, edit.version), server: (error) => serverFieldErrors(t, error) },
  );
  const { values } = form;
  const next = (base?.latestRevision ?? 0) + 1;

  const submit = () => {
    if (!form.validate()) return;
    const onError = form.refused;
    if (base) {
      update.mutate(
        { id: base.id, ...factsOf(values), version: edit.version! },
        {
          onSuccess: (saved) => done(t('revisionAdded', { id: saved.id, n: saved.latestRevision })),
          onError,
        },
      );
    } else {
      create.mutate(
        { id: values.id, ...factsOf(values) },
        { onSuccess: (saved) => done(t('factorAdded', { id: saved.id })), onError },
      );
    }
  };
  const done = (text: string) => {
    notifications.push({ type: 'success', text, literal: true });
    onClose();
  };

  return (
    <EditDialog
      size="large"
      header={base ? t('editTitle', { id: base.id }) : t('addTitle')}
      confirm={t('save')}
      onClose={onClose}
      onConfirm={submit}
      save={save}
      errors={form.errors}
      edit={base && edit}
    >
      {base && <Box variant="p">{t('editHint', { n: next, latest: base.latestRevision })}</Box>}
      <FactorFields values={values} errors={form.errors} revision={Boolean(factor)} onChange={form.set} />
    </EditDialog>
  );
}

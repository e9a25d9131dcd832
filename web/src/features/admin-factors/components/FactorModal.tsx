import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorView } from '@esg/core/schemas/admin';
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
import { useVersionedEdit, type VersionedEdit } from '../../../ui/useVersionedEdit';
import { FactorFields } from './FactorFields';

/** The form a new revision opens with: the factor's identity and its latest revision's facts. */
const factorForm = (f: Factor) => formOf(f.id, f.category, f.scope, f.appliesTo, latestOf(f));

/** Adds a factor (POST) or its next revision (PUT on the factor's version); revisions never change. */
export function FactorModal({ factor, onClose }: { factor?: Factor; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const create = useCreateFactor();
  const update = useEditFactor();
  const save = factor ? update : create;
  // What the heading counts from: the factor as opened, then as stored when Reload reads it.
  const [base, setBase] = useState(factor);
  const form = useSchemaForm(() => (factor ? factorForm(factor) : blankForm()), {
    check: (v) => checkFactor(t, v, edit.version),
    server: (error) => serverFieldErrors(t, error),
  });
  // Reload rebases the revision on the latest one stored: what this administrator did not change is the other's.
  const edit: VersionedEdit = useVersionedEdit(factor?.version, {
    schema: FactorView,
    latest: () => fetchFactor(factor!.id),
    values: factorForm,
    form,
    adopt: setBase,
    label: (field) => t(field),
  });
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

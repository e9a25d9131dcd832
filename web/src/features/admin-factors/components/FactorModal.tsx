import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import { useCreateFactor } from '../api/createFactor';
import { useEditFactor } from '../api/editFactor';
import { fetchFactor } from '../api/getFactor';
import type { Factor } from '../api/listFactors';
import { blankForm, checkFactor, factsOf, formOf, serverFieldErrors, type FieldErrors } from '../form';
import { ns } from '../i18n';
import { latestOf } from '../labels';
import { DialogFooter } from '../../../ui/DialogFooter';
import { FactorFields } from './FactorFields';
import { SaveError } from '../../../ui/SaveError';

/** Adds a factor (POST) or its next revision (PUT on the factor's version); revisions never change. */
export function FactorModal({ factor, onClose }: { factor?: Factor; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const create = useCreateFactor();
  const edit = useEditFactor();
  const save = factor ? edit : create;
  const [values, setValues] = useState(() =>
    factor ? formOf(factor.id, factor.category, factor.scope, factor.appliesTo, latestOf(factor)) : blankForm(),
  );
  const [base, setBase] = useState(factor);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const next = (base?.latestRevision ?? 0) + 1;

  const submit = () => {
    const found = checkFactor(t, values, base?.version);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const onError = (error: unknown) => setErrors(serverFieldErrors(t, error));
    if (base) {
      edit.mutate(
        { id: base.id, ...factsOf(values), version: base.version },
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
  const reload = async () => {
    if (!base) return;
    setReloading(true);
    try {
      setBase(await fetchFactor(base.id));
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
      header={base ? t('editTitle', { id: base.id }) : t('addTitle')}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={save.isPending} />}
    >
      <SpaceBetween size="m">
        {base && <Box variant="p">{t('editHint', { n: next, latest: base.latestRevision })}</Box>}
        {errors.form && <Alert type="error">{errors.form}</Alert>}
        <SaveError
          error={save.error}
          shownAtFields={Object.keys(errors).length > 0}
          onReload={() => void reload()}
          reloading={reloading}
        />
        {reloaded && !save.error && <Alert type="info">{t('reloaded')}</Alert>}
        <FactorFields
          values={values}
          errors={errors}
          revision={Boolean(factor)}
          onChange={(p) => setValues((v) => ({ ...v, ...p }))}
        />
      </SpaceBetween>
    </Modal>
  );
}

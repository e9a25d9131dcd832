import { useTranslation } from 'react-i18next';
import { CompanyEdit } from '@esg/core/schemas/company';
import type { Company } from '../api/listCompanies';
import { useUpdateCompany } from '../api/updateCompany';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';

interface Props {
  company: Company;
  reload: () => Promise<Company | undefined>;
  onClose: () => void;
}

/** PUT /api/comp/all: renames a company or changes its language, on the version the list showed. */
export function CompanyEditModal({ company, reload, onClose }: Props) {
  const { t } = useTranslation(ns);
  const update = useUpdateCompany();
  const edit = useVersionedEdit(company.version, async () => (await reload())?.version);
  // The route always takes a version: the one shown, or the one Reload found.
  const bodyOf = (v: CompanyValues) => ({
    id: company.id,
    ...v,
    nameZh: v.nameZh.trim() || undefined,
    version: edit.version ?? company.version,
  });
  const form = useSchemaForm<CompanyValues, FieldErrors>(
    { name: company.name, nameZh: company.nameZh ?? '', langKey: company.langKey },
    {
      check: (v) => toFieldErrors(t, schemaIssues(CompanyEdit, bodyOf(v)), v),
      server: (error, v) => serverFieldErrors(t, error, v),
    },
  );

  const dialog = dialogSave({ save: update, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => bodyOf(form.values),
      (saved) => t('companySaved', { name: saved.name }),
    );

  return (
    <EditDialog
      header={t('editCompanyTitle', { name: company.name })}
      confirm={t('save')}
      onConfirm={submit}
      {...dialog.props}
    >
      <CompanyFields values={form.values} errors={form.errors} onChange={form.set} />
    </EditDialog>
  );
}

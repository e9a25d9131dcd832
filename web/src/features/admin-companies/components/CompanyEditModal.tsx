import { useTranslation } from 'react-i18next';
import { CompanyEdit, CompanyView } from '@esg/core/schemas/company';
import type { Company } from '../api/listCompanies';
import { useUpdateCompany } from '../api/updateCompany';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit, type VersionedEdit } from '../../../ui/useVersionedEdit';

interface Props {
  company: Company;
  reload: () => Promise<Company | undefined>;
  onClose: () => void;
}

/** A company's form values: what the dialog opens with, and what Reload rebases on. */
const companyValues = (company: Company): CompanyValues => ({
  name: company.name,
  nameZh: company.nameZh ?? '',
  langKey: company.langKey,
});

/** The label of each field, to name those both administrators changed after Reload. */
const LABELS = { name: 'name', nameZh: 'nameZh', langKey: 'language' } as const;

/** PUT /api/comp/all: renames a company or changes its language, on the version the list showed. */
export function CompanyEditModal({ company, reload, onClose }: Props) {
  const { t } = useTranslation(ns);
  const update = useUpdateCompany();
  // The route always takes a version: the one shown, or the one Reload found.
  const bodyOf = (v: CompanyValues) => ({
    id: company.id,
    ...v,
    nameZh: v.nameZh.trim() || undefined,
    version: edit.version ?? company.version,
  });
  const form = useSchemaForm<CompanyValues, FieldErrors>(() => companyValues(company), {
    check: (v) => toFieldErrors(t, schemaIssues(CompanyEdit, bodyOf(v)), v),
    server: (error, v) => serverFieldErrors(t, error, v),
  });
  const edit: VersionedEdit = useVersionedEdit(company.version, {
    schema: CompanyView,
    latest: reload,
    values: companyValues,
    form,
    label: (field) => t(LABELS[field]),
  });

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

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { companyOptionsQuery } from '../../../api/companyOptions';
import { errorText } from '../../../i18n/errorText';
import { ns } from '../i18n';

/** The choice meaning the platform's own staff (company ids are ULIDs, never this). */
const PLATFORM = 'platform';

interface Props {
  /** The chosen company's id; undefined: the platform's staff. */
  companyId: string | undefined;
  onChange: (companyId: string | undefined) => void;
}

/**
 * Platform administrators only (ADR 0010, amended): whose users the table lists — the platform's staff, or one
 * company's (GET /api/userInfos/all?tenantId=). Companies by name, from GET /api/comp/all.
 */
export function CompanyPicker({ companyId, onChange }: Props) {
  const { t } = useTranslation(ns);
  const companies = useQuery(companyOptionsQuery());
  const platform: SelectProps.Option = { value: PLATFORM, label: t('platformStaff') };
  const options: SelectProps.Option[] = [
    platform,
    ...[...(companies.data ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((c) => ({ value: c.id, label: c.name, ...(c.nameZh ? { description: c.nameZh } : {}) })),
  ];
  const selected = companyId === undefined ? platform : (options.find((o) => o.value === companyId) ?? null);
  return (
    <FormField label={t('companyLabel')} controlId="users-company">
      <Select
        controlId="users-company"
        filteringType="auto"
        filteringPlaceholder={t('findCompany')}
        filteringAriaLabel={t('findCompany')}
        placeholder={t('chooseCompany')}
        statusType={companies.isPending ? 'loading' : companies.isError ? 'error' : 'finished'}
        loadingText={t('loadingCompanies')}
        errorText={companies.isError ? `${t('companiesFailed')} ${errorText(t, companies.error)}` : undefined}
        empty={t('noCompanyMatches')}
        options={options}
        selectedOption={selected}
        onChange={({ detail }) => {
          const value = detail.selectedOption.value;
          onChange(value === PLATFORM ? undefined : value);
        }}
      />
    </FormField>
  );
}

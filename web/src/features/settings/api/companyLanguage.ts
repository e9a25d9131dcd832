import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyLanguageView } from '@esg/core/schemas/companyLanguage';
import type { Language } from '../../../i18n/languages';
import { apiRequest } from '../../../api/client';
import { accountKeys } from './userInfoQuery';

export type CompanyLanguage = z.output<typeof CompanyLanguageView>;

export const companyLanguageKey = () => [...accountKeys.all, 'companyLanguage'] as const;

/** GET /api/comp/language: the company's default language. */
export const companyLanguageQuery = () =>
  queryOptions({
    queryKey: companyLanguageKey(),
    queryFn: () => apiRequest<CompanyLanguage>('/comp/language'),
  });

/** PATCH /api/comp/partialUpdateCompanyLanguage/{companyId}/{languageMasterId}: company administrators only. */
export const patchCompanyLanguage = (companyId: string, language: Language) =>
  apiRequest<CompanyLanguage>(`/comp/partialUpdateCompanyLanguage/${encodeURIComponent(companyId)}/${language}`, {
    method: 'PATCH',
  });

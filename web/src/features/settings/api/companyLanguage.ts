import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CompanyLanguageView } from '@esg/core/schemas/companyLanguage';
import type { Language } from '../../../i18n/languages';
import { companyRoutes } from '@esg/core/contract/company';
import { callRoute } from '../../../api/client';
import { accountKeys } from './userInfoQuery';

export type CompanyLanguage = z.output<typeof CompanyLanguageView>;

export const companyLanguageKey = () => [...accountKeys.all, 'companyLanguage'] as const;

/** GET /api/comp/language: the company's default language. */
export const companyLanguageQuery = () =>
  queryOptions({
    queryKey: companyLanguageKey(),
    queryFn: () => callRoute(companyRoutes.companyLanguage),
  });

/** PATCH /api/comp/partialUpdateCompanyLanguage/{companyId}/{languageMasterId}: company administrators only. */
export const patchCompanyLanguage = (companyId: string, language: Language) =>
  callRoute(companyRoutes.updateCompanyLanguage, { params: { companyId, languageMasterId: language } });

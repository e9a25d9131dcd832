import * as z from 'zod';
import { Language, LangKey } from './common';

/**
 * PATCH /api/comp/partialUpdateCompanyLanguage/{companyId}/{languageMasterId}: the language
 * master's id is the id `GET /api/language` lists (en, hk, cn). The company id is any id-shaped
 * string: one that is not the caller's company is indistinguishable from none (404).
 */
export const CompanyLanguageParams = z.strictObject({
  companyId: z.string().regex(/^[\w-]{1,64}$/),
  languageMasterId: Language,
});

/** GET /api/comp/language: the company's default interface language (new users and mails start in it). */
export const CompanyLanguageView = z.object({
  companyId: z.string(),
  languageMasterId: Language,
  langKey: LangKey,
  version: z.number(),
});

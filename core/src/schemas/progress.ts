import * as z from 'zod';
import { IsoDate } from './common';
import { RULE_SETS } from '../vocabulary/ruleSets';
import { REVIEW_SECTIONS, SECTION_STATUSES } from '../calc/progress/classify';

export const SectionStatusParams = z.strictObject({ year: IsoDate });

export const SectionReviewView = z.object({
  section: z.enum(REVIEW_SECTIONS),
  status: z.enum(SECTION_STATUSES),
  /** Pages (or other units of work) the section's progress sources track. */
  pages: z.number(),
  savedPages: z.number(),
  /** Mandatory HKEX provisions fed by the section that are neither reported nor explained. */
  missingMandatory: z.array(z.string()),
  /** Comply-or-explain provisions of the section's comply cards that are neither reported nor explained. */
  unexplained: z.array(z.string()),
  /** Translatable answers of the section that lack English or Traditional Chinese (ADR 0096). */
  missingTranslations: z.number().int().optional(),
});

/** GET /api/section-status/{year}: the home review of a reporting year, section by section. */
export const SectionStatusReply = z.object({
  yearEnd: IsoDate,
  ruleSet: z.enum(RULE_SETS),
  sections: z.array(SectionReviewView),
});
export type SectionStatusReply = z.infer<typeof SectionStatusReply>;

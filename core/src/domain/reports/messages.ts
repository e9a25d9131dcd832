import type { Language } from '../../schemas/common';
import { format, type MessageParams } from '../../lib/format';
import { cn } from './messages.cn';
import { en, type Messages, type ReportMessageKey } from './messages.en';
import { hk } from './messages.hk';

export type { ReportMessageKey };

/**
 * The report's own words (headings, table labels, sentences), in the three report languages. The
 * catalogue's pages bring their own labels; these are what the report adds around them. `hk` and
 * `cn` must have every key of `en` (the type says so; a unit test checks no value is left empty).
 */
export const REPORT_MESSAGES: Record<Language, Messages> = { en, hk, cn };

/** A report message in `lang` with its `{placeholders}` filled (core's one message format, lib/format.ts). */
export const reportText = (lang: Language, key: ReportMessageKey, params: MessageParams = {}) =>
  format(REPORT_MESSAGES[lang][key], params);

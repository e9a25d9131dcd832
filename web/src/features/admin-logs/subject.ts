import i18next, { type TFunction } from 'i18next';
import { ENTITY_KINDS } from '@esg/core/vocabulary/auditKinds';
import { formatAside, formatDate } from '../../i18n/format';
import type { AuditEntry } from './api/auditLog';
import type { ns } from './i18n';
import type { LogsKey } from './messages/en';

const KINDS = new Set<string>(ENTITY_KINDS);

/**
 * What an audit entry changed, in the reader's language: its kind, the name it has,
 * the page it belongs to and its reporting year — "Row · HQ · Electricity (year ending 31-12-2025)".
 */
export function subjectText(t: TFunction<typeof ns>, entry: AuditEntry): string {
  const s = entry.subject;
  const kind = s && KINDS.has(s.kind) ? s.kind : 'other';
  const page = s?.page ? t(`titles:${s.page}`, { defaultValue: s.page }) : undefined;
  const text = [t(`kind_${kind}` as LogsKey), s?.name, page].filter(Boolean).join(' · ');
  return s?.yearEnd ? formatAside(text, t('yearEnding', { date: formatDate(s.yearEnd) }), i18next.language) : text;
}

/** Who acted: the user's name and login, or the system for what no user did. */
export const actorText = (t: TFunction<typeof ns>, entry: AuditEntry) =>
  entry.login
    ? entry.actorName
      ? formatAside(entry.actorName, entry.login, i18next.language)
      : entry.login
    : t('system');

/**
 * Calendar dates as the product shows them: stored YYYY-MM-DD, shown DD-MM-YYYY in every language. The one
 * copy of these helpers, for core and the web.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A real calendar day (2025-02-29 is not). */
export function isIsoDate(text: unknown): text is string {
  const m = typeof text === 'string' ? ISO_DATE.exec(text) : null;
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A stored date as shown (DD-MM-YYYY), or undefined when it is not a real stored date. */
export const toDisplayDate = (iso: string): string | undefined =>
  isIsoDate(iso) ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : undefined;

/** A shown date (DD-MM-YYYY) as stored, or undefined when it is not a real calendar date. */
export function fromDisplayDate(display: string): string | undefined {
  const m = DISPLAY_DATE.exec(display.trim());
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
  return isIsoDate(iso) ? iso : undefined;
}

/** An ISO instant (2026-01-06T02:00:00.000Z), not a day. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The day a stored date or an ISO instant names, as YYYY-MM-DD: an instant by its day in Hong Kong (an upload at 07:00
 * there is that day's, not the day before in UTC); undefined for any other text.
 */
export function storedDay(stored: string): string | undefined {
  const instant = INSTANT.test(stored) ? new Date(stored) : undefined;
  const day = instant && !Number.isNaN(instant.getTime()) ? hongKongDate(instant) : stored.slice(0, 10);
  return ISO_DATE.test(day) ? day : undefined;
}

/** Stored YYYY-MM-DD → DD-MM-YYYY; an ISO instant → its day in Hong Kong (`storedDay`); anything else as is. */
export function formatDate(stored: string | null | undefined, _language?: string): string {
  if (!stored) return '';
  const day = storedDay(stored);
  return day ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : stored;
}

/**
 * A date inside text of a language (ADR 0043 amended): English as the product shows a date (31-12-2025), Chinese as
 * Chinese writes one, 2025年12月31日, without leading zeros; an ISO instant by its day in Hong Kong. The report's dates
 * (`reportDate`) and any text the product writes for a company in Chinese (the "not material" explanation) use it.
 */
export function dateInText(stored: string | null | undefined, language: 'en' | 'hk' | 'cn'): string {
  const day = stored ? storedDay(stored) : undefined;
  if (!day || language === 'en') return formatDate(stored);
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

/** A date typed in the DD-MM-YYYY form that names a day the calendar does not have (31-02-2025, 00-13-2025). */
export const isNoSuchDay = (display: string): boolean =>
  DISPLAY_DATE.test(display.trim()) && fromDisplayDate(display) === undefined;

/** Displayed DD-MM-YYYY → stored YYYY-MM-DD, or null when it is not a real calendar date. */
export const parseDisplayDate = (display: string): string | null => fromDisplayDate(display) ?? null;

/** YYYY-MM of each month of the financial year starting `start` (YYYY-MM-DD), in order. */
export function periodMonths(start: string): string[] {
  const [y, m] = start.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const month = m - 1 + i;
    return `${y + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
  });
}

let hongKongDay: Intl.DateTimeFormat | undefined; // made once, on first use (a report formats many instants)

/** The calendar date in Hong Kong (where every customer reports) at `now`, as YYYY-MM-DD: due dates are days there. */
export const hongKongDate = (now: Date = new Date()): string =>
  (hongKongDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Hong_Kong',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(now);

/** Hong Kong is UTC+8 all year (no daylight saving since 1979). */
const HONG_KONG_OFFSET_MS = 28_800_000; // 8 hours

/**
 * The instants a Hong Kong day (YYYY-MM-DD) runs between, as ISO strings: its first millisecond and its last. Stored
 * instants are UTC's, so a day's 00:00–08:00 there is the day before in UTC.
 */
export function hongKongDayInstants(day: string): { start: string; end: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - HONG_KONG_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000 - 1).toISOString() };
}

/** An instant's time of day in Hong Kong, HH:mm (24-hour): what its users' clocks said when it happened. */
export function hongKongTime(instant: Date): string {
  const there = new Date(instant.getTime() + HONG_KONG_OFFSET_MS);
  return `${String(there.getUTCHours()).padStart(2, '0')}:${String(there.getUTCMinutes()).padStart(2, '0')}`;
}

/** How far ahead a day a company sets for someone else may lie (an answer due, an auditor's access): two years. */
const MAX_DAYS_AHEAD = 731;

/** The last day (Hong Kong) a company may set for someone else: `MAX_DAYS_AHEAD` days from today. */
const lastDayAhead = (now: Date) => hongKongDate(new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000));

/**
 * Whether a stored day lies from today (Hong Kong) to `MAX_DAYS_AHEAD` days ahead: a request mailed already overdue
 * asks the impossible, and a date in 9999 is a typing slip, not an engagement.
 */
export function isDayAhead(day: string, now: Date = new Date()): boolean {
  return day >= hongKongDate(now) && day <= lastDayAhead(now);
}

/**
 * Whether a stored day lies from `first` to `MAX_DAYS_AHEAD` days ahead of today (Hong Kong): a task of a reporting year
 * may be due on a day already past within the year (work caught up), not in 1999 or 9999.
 */
export function isDayFrom(first: string, day: string, now: Date = new Date()): boolean {
  return day >= first && day <= lastDayAhead(now);
}

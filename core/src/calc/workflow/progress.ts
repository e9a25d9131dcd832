import type { TaskView } from '../../schemas/workflow';

/**
 * The year's progress (docs/decisions/0114-task-reminders.md, "Progress"): share of tasks approved by section and
 * by location, the overdue tasks, and the days left to the report's deadline. Pure.
 */

/** Months after the year end a Main Board issuer publishes its ESG report, with its annual report (Rule 13.46). */
export const REPORT_DUE_MONTHS = 4;

/**
 * The deadline: four months after the year end. A year ending on a month's last day is due on the last day of the
 * fourth month after (31 December → 30 April); another day keeps its day, clamped to the month's length.
 */
export function reportDeadline(yearEnd: string): string {
  const [y, m, d] = yearEnd.split('-').map(Number) as [number, number, number];
  const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const month = m + REPORT_DUE_MONTHS;
  const year = y + Math.floor((month - 1) / 12);
  const mm = ((month - 1) % 12) + 1;
  const day = d === lastDay(y, m) ? lastDay(year, mm) : Math.min(d, lastDay(year, mm));
  return `${year}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole calendar days from `from` to `to` (negative once `to` has passed). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface Share {
  key: string;
  /** A location's name in each language of the interface (ADR 0121). */
  names?: { en: string; hk: string; cn: string };
  approved: number;
  total: number;
  /** Whole percent approved. */
  percent: number;
}

const share = (key: string, tasks: readonly TaskView[]): Share => {
  const approved = tasks.filter((t) => t.state === 'approved').length;
  return {
    key,
    approved,
    total: tasks.length,
    percent: tasks.length ? Math.floor((approved * 100) / tasks.length) : 0,
  };
};

function grouped(tasks: readonly TaskView[], keyOf: (t: TaskView) => string | undefined): Share[] {
  const groups = new Map<string, TaskView[]>();
  for (const t of tasks) {
    const k = keyOf(t);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(t);
    else groups.set(k, [t]);
  }
  return [...groups].map(([k, ts]) => share(k, ts));
}

export function yearProgress(tasks: readonly TaskView[], yearEnd: string, today: string) {
  const deadline = reportDeadline(yearEnd);
  return {
    overall: share('year', tasks),
    bySection: grouped(tasks, (t) => t.section),
    /** Locations by name: a resource page's rows at each location of the boundary. */
    byLocation: grouped(tasks, (t) => t.location?.name).map((s) => {
      const names = tasks.find((t) => t.location?.name === s.key)?.location?.names;
      return names ? { ...s, names } : s;
    }),
    overdue: tasks.filter((t) => t.overdue).length,
    deadline,
    daysLeft: daysBetween(today, deadline),
  };
}

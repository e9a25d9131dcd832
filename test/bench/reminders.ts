import { loadavg } from 'node:os';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { newTenant } from '@esg/core/domain/tenants';
import { newUserChanges } from '@esg/core/domain/users';
import { MAIL_CONCURRENCY } from '@esg/core/domain/questionnaire/send';
import { runReminders } from '@esg/core/domain/workflow/reminders';
import * as keys from '@esg/core/infra/db/itemKeys';
import { DATA_PAGE_INDEX } from '@esg/core/pages/pageIndex';
import { write, type Change } from '@esg/core/infra/db/write';
import { sendMail } from '@esg/core/infra/email/send';
import { taskDigest } from '@esg/core/infra/email/templates';
import { pool } from '@esg/core/lib/flow';
import { periodChange } from '../support/period';
import { startRuntime } from '../../packages/local/src/runtime';
import { ms, ratio, table, verdict } from './stats';

/**
 * The hourly reminder run (`runReminders`, docs/decisions/0114-task-reminders.md, minus the schedule) for 1,000
 * users with an overdue task — 50 companies of 20 users, within each company's hourly mail budget of 20 — vs 1,000
 * bare SES SendEmail calls (`sendMail`: the same SDK client and stand-in, MAIL_CONCURRENCY in flight). One warm-up
 * of bare mails first; one run (a second run the same day sends nothing: checked). Target ≤ 2× wall.
 */
const COMPANIES = Number(process.env.BENCH_REMINDER_COMPANIES ?? 50);
const USERS = 20;
const TARGET = 2;
const YEAR = '2025-12-31';
/** A page of the year's own for each user: the run names only the year's tasks (its pages, in-boundary locations). */
const PAGE_KEYS = DATA_PAGE_INDEX.slice(0, USERS).map((p) => p.key);

async function company(i: number) {
  const stamp = ulid().toLowerCase();
  const t = newTenant({ name: `Reminder Co ${i}`, langKey: 'en' });
  const users = Array.from({ length: USERS }, (_, u) =>
    newUserChanges(
      t.tenantId,
      {
        login: `r${u}.${stamp}`,
        email: `r${u}.${stamp}@example.com`,
        firstName: 'User',
        lastName: String(u),
        langKey: u % 3 === 0 ? 'zh-hk' : 'en',
        roleId: t.roleIds.companyAdmin,
        activated: true,
      },
      'bench',
    ),
  );
  const tasks: Change[] = users.map((u, n) => ({
    op: 'create',
    key: keys.workflowTask(t.tenantId, YEAR, PAGE_KEYS[n]!, '_'),
    item: { pageKey: PAGE_KEYS[n], scope: '_', state: 'open', owners: [u.user.id], dueDate: '2026-01-31' },
  }));
  const changes = [...t.changes, periodChange(t.tenantId, { yearEnd: YEAR }), ...users.flatMap((u) => u.changes)];
  await runInContext({ requestId: ulid() }, async () => {
    for (let k = 0; k < changes.length; k += 90)
      await write({ tenantId: t.tenantId, action: 'bench.company', changes: changes.slice(k, k + 90) });
    await write({ tenantId: t.tenantId, action: 'bench.tasks', changes: tasks });
  });
}

const bare = (n: number, tag: string) =>
  pool(
    Array.from({ length: n }, (_, i) => i),
    MAIL_CONCURRENCY,
    (i) =>
      sendMail(`bare.${tag}.${i}@example.com`, 'en', taskDigest, {
        name: `User ${i}`,
        company: 'Reminder Co',
        dueSoon: '',
        overdue: '- Corporate awards (31-01-2026)',
        review: [],
        link: 'http://localhost/home',
      }),
  );

async function timed(fn: () => Promise<unknown>) {
  const [start, own] = [performance.now(), process.cpuUsage()];
  const out = await fn();
  const used = process.cpuUsage(own);
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000, out };
}

export async function benchReminders(): Promise<string> {
  const port = process.env.BENCH_REMINDERS_PORT ?? '3450';
  const loadBefore = loadavg()[0]!;
  const rt = await startRuntime({
    ...process.env,
    PORT: port,
    ESG_DATA_DIR: `.local-bench-${port}`,
    ESG_RESET: '1',
    ESG_SEED: '0',
  });
  try {
    for (let i = 0; i < COMPANIES; i++) await company(i);
    const total = COMPANIES * USERS;
    await bare(50, 'warm');
    const now = new Date('2026-02-10T02:00:00Z');
    const base = await timed(() => bare(total, ulid().toLowerCase()));
    const run = await timed(() => runInContext({ requestId: ulid() }, () => runReminders(now)));
    const again = await runInContext({ requestId: ulid() }, () => runReminders(now));
    return table(
      `Reminder run: ${COMPANIES} companies × ${USERS} users, each with an overdue task, vs ${total} bare SES ` +
        `SendEmail calls (${MAIL_CONCURRENCY} in flight); CPU = this process; load average ` +
        `${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
      ['operation', 'wall', 'wall ×', 'CPU', 'CPU ×', `wall ≤ ${TARGET}×`],
      [
        [`bare SendEmail × ${total}`, ms(base.wall), '1.00×', ms(base.cpu), '1.00×', ''],
        [
          `runReminders (${JSON.stringify(run.out)})`,
          ms(run.wall),
          ratio(run.wall, base.wall),
          ms(run.cpu),
          ratio(run.cpu, base.cpu),
          verdict(run.wall, base.wall, TARGET),
        ],
        [
          'the same run again that day',
          `${again.sent} sent`,
          '',
          '',
          '',
          again.sent === 0 ? 'once a day' : 'DUPLICATES',
        ],
      ],
    );
  } finally {
    await rt.stop();
  }
}

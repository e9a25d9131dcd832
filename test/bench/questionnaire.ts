import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { newTenant } from '@esg/core/domain/tenants';
import type { Membership } from '@esg/core/domain/membership';
import { sendQuestionnaires } from '@esg/core/domain/questionnaire/send';
import type { TenantRecord } from '@esg/core/domain/records';
import { keys } from '@esg/core/infra/db/keys';
import { write } from '@esg/core/infra/db/write';
import { sendMail } from '@esg/core/infra/email/send';
import { startRuntime } from '../../packages/local/src/runtime';
import { ms, ratio, table, verdict } from './stats';

/**
 * Issue 15: `POST /api/questionnaire/sendBoardEmails/{year}` for a board of 100 (the domain function,
 * minus HTTP) vs 100 bare SES SendEmail calls to the same stand-in, 8 at a time like the send;
 * target ≤ 1.5×. Then the same request again: no member may get a second mail.
 */
const MEMBERS = Number(process.env.BENCH_BOARD_MEMBERS ?? 100);
const TARGET = 1.5;
const YEAR = '2025-12-31';

async function pool(n: number, width: number, fn: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

export async function benchQuestionnaire(): Promise<string> {
  const port = process.env.BENCH_QUESTIONNAIRE_PORT ?? '3400';
  const rt = await startRuntime({
    ...process.env,
    PORT: port,
    ESG_DATA_DIR: `.local-bench-${port}`,
    ESG_RESET: '1',
    ESG_SEED: '0',
  });
  try {
    const stamp = ulid().toLowerCase();
    const t = newTenant({ name: 'Bench Board Ltd', langKey: 'en' });
    const members = Array.from({ length: MEMBERS }, (_, i) => ({
      memberId: ulid(),
      name: `Member ${i}`,
      positionTitle: 'Director',
      email: `m${i}.${stamp}@example.com`,
    }));
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId: t.tenantId,
        action: 'bench.board',
        changes: [
          ...t.changes,
          {
            op: 'create',
            key: keys.period(t.tenantId, YEAR),
            item: {
              id: ulid(),
              yearEnd: YEAR,
              startDate: '2025-01-01',
              endDate: YEAR,
              financialYearStartDate: '2025-01-01',
              financialYearEndDate: YEAR,
              printed: false,
            },
          },
          {
            op: 'create',
            key: keys.pageData(t.tenantId, YEAR, 'board_committee'),
            item: {
              pageKey: 'board_committee',
              yearEnd: YEAR,
              values: { members },
              updatedAt: new Date().toISOString(),
              updatedBy: 'bench',
            },
          },
        ],
      }),
    );
    const m = {
      actor: { tenantId: t.tenantId, userId: 'bench', login: 'bench' },
      tenant: { id: t.tenantId, name: 'Bench Board Ltd', langKey: 'en', version: 1 } as TenantRecord,
    } as unknown as Membership;

    const bareStart = performance.now();
    await pool(MEMBERS, 8, (i) =>
      sendMail(`bare${i}.${stamp}@example.com`, 'en', 'questionnaire', {
        name: 'x',
        company: 'y',
        year: YEAR,
        link: 'z',
      }),
    );
    const bare = performance.now() - bareStart;

    const sendStart = performance.now();
    const first = await runInContext({ requestId: ulid() }, () => sendQuestionnaires(m, YEAR, undefined));
    const send = performance.now() - sendStart;
    const retry = await runInContext({ requestId: ulid() }, () => sendQuestionnaires(m, YEAR, undefined));

    const store = (await (await fetch(`${rt.inboxUrl}store`)).json()) as {
      emails: { destination: { to: string[] } }[];
    };
    const perMember = members.map((b) => store.emails.filter((e) => e.destination.to.includes(b.email)).length);
    const sent = first.results.filter((r) => r.outcome === 'sent').length;
    const again = retry.results.filter((r) => r.outcome !== 'alreadySent').length;
    return table(
      `Questionnaire: send to ${MEMBERS} board members vs ${MEMBERS} bare SES SendEmail calls (8 at a time, same stand-in)`,
      ['operation', 'wall', 'wall ×', `≤ ${TARGET}×`],
      [
        ['bare SendEmail', ms(bare), '1.00×', ''],
        [`sendBoardEmails (${sent} sent)`, ms(send), ratio(send, bare), verdict(send, bare, TARGET)],
        [
          `retry of the same request`,
          `${again} mailed`,
          '',
          perMember.every((n) => n === 1) ? 'one mail each' : 'DUPLICATES',
        ],
      ],
    );
  } finally {
    await rt.stop();
  }
}

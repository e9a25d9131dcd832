import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { newTenant } from '@esg/core/domain/tenants';
import type { Membership } from '@esg/core/domain/membership';
import { MAIL_CONCURRENCY, sendQuestionnaires } from '@esg/core/domain/questionnaire/send';
import type { TenantRecord } from '@esg/core/domain/records';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { periodChange } from '../support/period';
import { sendMail } from '@esg/core/infra/email/send';
import { questionnaire } from '@esg/core/infra/email/templates';
import { startRuntime } from '../../packages/local/src/runtime';
import { median, ms, ratio, table, verdict } from './stats';

/**
 * `POST /api/questionnaire/sendBoardEmails/{year}` for a board of 100 (the domain function,
 * minus HTTP) vs 100 bare SES SendEmail calls (`sendMail`: the same SDK client, the same stand-in,
 * as many in flight as the send allows itself); target ≤ 1.5× wall time. One warm-up round of each
 * (the SES client's first connection and DynamoDB Local's JIT would otherwise land on whichever
 * goes first), then alternating rounds, each send to a board of its own; medians. CPU time is this
 * process (the code, the SDK and the in-process SES stand-in) plus DynamoDB Local's Java process
 * (shown apart too): on a busy machine wall time follows it. Last, every board's send again: no member may get a
 * second mail.
 */
const MEMBERS = Number(process.env.BENCH_BOARD_MEMBERS ?? 100);
const ROUNDS = Number(process.env.BENCH_QUESTIONNAIRE_ROUNDS ?? 5);
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

interface Board {
  m: Membership;
  emails: string[];
}

/** A company of its own with one year and a board of `MEMBERS` on its board committee page. */
async function board(name: string): Promise<Board> {
  const stamp = ulid().toLowerCase();
  const t = newTenant({ name, langKey: 'en' });
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
        periodChange(t.tenantId, { yearEnd: YEAR }),
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
    tenant: { id: t.tenantId, name, langKey: 'en', version: 1 } as TenantRecord,
  } as unknown as Membership;
  return { m, emails: members.map((b) => b.email) };
}

/** CPU ms of this process's `java` children (DynamoDB Local) from /proc; 0 where there is no /proc. */
function dynamoCpu(): number {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After "pid (comm) ": state, ppid, … utime (14th field), stime (15th), in clock ticks of 10 ms.
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (stat.includes('(java)') && Number(f[1]) === process.pid) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
  } catch {
    return 0;
  }
  return ticks * 10;
}

interface Sample {
  wall: number;
  cpu: number;
  /** Of `cpu`, DynamoDB Local's. */
  dynamo: number;
}

async function timed(fn: () => Promise<unknown>): Promise<Sample> {
  const [start, own, before] = [performance.now(), process.cpuUsage(), dynamoCpu()];
  await fn();
  const used = process.cpuUsage(own);
  const dynamo = dynamoCpu() - before;
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 + dynamo, dynamo };
}

const bareRound = (round: number) => {
  const stamp = ulid().toLowerCase();
  return timed(() =>
    pool(MEMBERS, MAIL_CONCURRENCY, (i) =>
      sendMail(`bare${round}.${i}.${stamp}@example.com`, 'en', questionnaire, {
        name: `Member ${i}`,
        company: 'Bench Board Ltd',
        year: YEAR,
        link: 'http://localhost/questionnaire?id=x',
      }),
    ),
  );
};

const send = (b: Board) => runInContext({ requestId: ulid() }, () => sendQuestionnaires(b.m, YEAR, undefined));

export async function benchQuestionnaire(): Promise<string> {
  const port = process.env.BENCH_QUESTIONNAIRE_PORT ?? '3400';
  const loadBefore = loadavg()[0]!;
  const rt = await startRuntime({
    ...process.env,
    PORT: port,
    ESG_DATA_DIR: `.local-bench-${port}`,
    ESG_RESET: '1',
    ESG_SEED: '0',
  });
  try {
    const boards: Board[] = [];
    for (let i = 0; i <= ROUNDS; i++) boards.push(await board(`Bench Board ${i} Ltd`));

    await bareRound(0);
    await send(boards[0]!);
    const bare: Sample[] = [];
    const sends: Sample[] = [];
    let sent = 0;
    for (let r = 1; r <= ROUNDS; r++) {
      // Alternating which goes first puts slow drift on both alike.
      const b = boards[r]!;
      const one = async () => {
        const reply = await send(b);
        sent += reply.results.filter((x) => x.outcome === 'sent').length;
      };
      if (r % 2) {
        bare.push(await bareRound(r));
        sends.push(await timed(one));
      } else {
        sends.push(await timed(one));
        bare.push(await bareRound(r));
      }
    }

    let again = 0;
    for (const b of boards) again += (await send(b)).results.filter((x) => x.outcome !== 'alreadySent').length;
    const store = (await (await fetch(`${rt.inboxUrl}store`)).json()) as {
      emails: { destination: { to: string[] } }[];
    };
    const count = new Map<string, number>();
    for (const e of store.emails) for (const to of e.destination.to) count.set(to, (count.get(to) ?? 0) + 1);
    const once = boards.every((b) => b.emails.every((e) => count.get(e) === 1));

    const perRound = sends.map((x, i) => x.wall / bare[i]!.wall);
    const spread = `${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)}×`;
    const [bareWall, bareCpu] = [median(bare.map((x) => x.wall)), median(bare.map((x) => x.cpu))];
    const [sendWall, sendCpu] = [median(sends.map((x) => x.wall)), median(sends.map((x) => x.cpu))];
    const [bareDynamo, sendDynamo] = [median(bare.map((x) => x.dynamo)), median(sends.map((x) => x.dynamo))];
    return table(
      `Questionnaire: send to ${MEMBERS} board members vs ${MEMBERS} bare SES SendEmail calls (same SDK ` +
        `client and stand-in, ${MAIL_CONCURRENCY} in flight for both); medians of ${ROUNDS} alternating rounds ` +
        `after a warm-up; CPU = this process + DynamoDB Local; load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
      ['operation', 'wall', 'wall ×', 'rounds ×', 'CPU', 'of it DynamoDB', 'CPU ×', `wall ≤ ${TARGET}×`],
      [
        ['bare SendEmail', ms(bareWall), '1.00×', '', ms(bareCpu), ms(bareDynamo), '1.00×', ''],
        [
          `sendBoardEmails (${sent / ROUNDS} sent)`,
          ms(sendWall),
          ratio(sendWall, bareWall),
          spread,
          ms(sendCpu),
          ms(sendDynamo),
          ratio(sendCpu, bareCpu),
          verdict(sendWall, bareWall, TARGET),
        ],
        [`every board again`, `${again} mailed`, '', '', '', '', '', once ? 'one mail each' : 'DUPLICATES'],
      ],
    );
  } finally {
    await rt.stop();
  }
}

import { request } from 'node:http';
import { ulid } from 'ulid';
import { inject } from 'vitest';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { call } from './api';
import { freshCompany } from './company';

const Y1 = '2024-12-31';
const ASPECTS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];

/** The `/questionnaire?id=` token in a link or mail text. */
export const tokenIn = (text: string) => /\/questionnaire\?id=([\w-]+)/.exec(text)?.[1];

/** Scores every listed topic with the same two values. */
export const scoresFor = (topics: readonly string[], company: number, personal: number) =>
  Object.fromEntries(topics.map((t) => [t, { company, personal }]));

/** A fresh company whose FY2024 board member (Dora Ho) got a questionnaire link: its token and the body to submit. */
export async function boardLink() {
  const co = await freshCompany([{ yearEnd: Y1 }]);
  const saved = await call('PUT', `/api/boardmembers/${Y1}`, {
    token: co.token,
    body: {
      version: 0,
      members: [{ name: 'Dora Ho', positionTitle: 'Chair', email: `dora.${ulid().toLowerCase()}@example.com` }],
    },
  });
  const memberId = saved.body.members[0].id as string;
  const sent = await call('POST', `/api/questionnaire/sendBoardEmail/${memberId}`, {
    token: co.token,
    body: { year: Y1 },
  });
  const link = tokenIn(sent.body.results[0].link as string)!;
  return { ...co, yearEnd: Y1, memberId, link, body: { id: link, scores: scoresFor(ASPECTS, 5, 5) } };
}

/**
 * A fresh company whose FY2024 board member got a questionnaire link, then the year was printed:
 * the link opens read-only and its submission must answer 423 and store nothing.
 */
export async function printedYearLink() {
  const co = await boardLink();
  await runInContext({ requestId: ulid() }, () =>
    write({
      tenantId: co.tenantId,
      action: 'test.print',
      changes: [{ op: 'update', key: keys.period(co.tenantId, Y1), expectedVersion: 1, set: { printed: true } }],
    }),
  );
  return co;
}

/**
 * A GET (or, with a body, a POST of JSON) from another client address (`ip`, a loopback one) to the
 * local runtime: its status and `Retry-After`.
 */
export const requestFrom = (ip: string, path: string, body?: unknown) =>
  new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: inject('runtime').port,
        method: payload ? 'POST' : 'GET',
        path,
        localAddress: ip,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** A GET from another client address (`ip`, a loopback one) to the local runtime: its status. */
export const getFrom = async (ip: string, path: string) => (await requestFrom(ip, path)).status;

import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveLink } from '@esg/core/domain/questionnaire/links';
import { call } from '../support/api';
import { boardLink, tokenIn } from '../support/questionnaire';

/**
 * Constant-work refusal (docs/decisions/0063-questionnaire-link-lifetimes.md): an old genuine link (replaced
 * by a resend) was refused 4–5× slower than garbage, which told a prober the token had once been real.
 * The medians of many interleaved calls are compared as a ratio, never as absolute times.
 */
const CALLS = 60;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** How long resolveLink takes to refuse a token (ms); it must refuse. */
async function refusalTime(token: string) {
  const start = process.hrtime.bigint();
  await expect(resolveLink(token)).rejects.toMatchObject({ status: 404, messageKey: 'questionnaireInvalid' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

let oldToken: string;
beforeAll(async () => {
  const link = await boardLink();
  const resent = await call('POST', `/api/questionnaire/sendBoardEmail/${link.memberId}`, {
    token: link.token,
    body: { year: link.yearEnd, resend: true },
  });
  expect(tokenIn(resent.body.results[0].link as string)).not.toBe(link.link);
  oldToken = link.link;
});

describe('a refused link takes as long whatever was wrong with it', () => {
  it('an old genuine link and garbage (same length, and malformed): medians within 2× of each other', async () => {
    const garbage = randomBytes(Buffer.from(oldToken, 'base64url').length).toString('base64url');
    const kinds = { old: oldToken, garbage, malformed: 'not-a-link' };
    const times: Record<keyof typeof kinds, number[]> = { old: [], garbage: [], malformed: [] };
    // Warm-up, then interleaved so that load on the machine falls on every kind alike.
    for (const token of Object.values(kinds)) await refusalTime(token);
    for (let i = 0; i < CALLS; i++)
      for (const [kind, token] of Object.entries(kinds))
        times[kind as keyof typeof kinds].push(await refusalTime(token));
    const [old, other, malformed] = [median(times.old), median(times.garbage), median(times.malformed)];
    for (const m of [other, malformed]) {
      expect(old / m, `old ${old} ms vs ${m} ms`).toBeLessThan(2);
      expect(m / old, `old ${old} ms vs ${m} ms`).toBeLessThan(2);
    }
  }, 60_000);
});

import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_THROTTLE } from '@esg/core/contract/questionnaire';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { BOARD_LINK_LIMIT } from '@esg/core/domain/questionnaire/answer';
import { call, type Reply } from '../support/api';
import { boardLink, getFrom, requestFrom } from '../support/questionnaire';

/** The board questionnaire's public routes under guessing and floods: per address, per link and client (ADR 0063). */
describe('throttling of the public routes', () => {
  it('answers 429 once an address has spent its burst of link guesses', async () => {
    const { burst } = QUESTIONNAIRE_THROTTLE.perIp;
    const statuses: number[] = [];
    for (let i = 0; i <= burst; i++) statuses.push(await getFrom('127.0.0.77', `/api/questionnaire/q/${ulid()}`));
    expect(statuses.slice(0, burst)).toEqual(Array(burst).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits a board member's link per client: one client's exhaustion answers it 429 and stores nothing, another client still opens and submits", async () => {
    const co = await boardLink();
    const path = `/api/questionnaire/q/${co.link}`;
    // The abuser is this test's own address, which the per-address route limit exempts: only the link's bucket counts.
    const opens: Reply[] = [];
    for (let i = 1; i <= BOARD_LINK_LIMIT.burst + 3 && opens.at(-1)?.status !== 429; i++)
      opens.push(await call('GET', path));
    expect(opens.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(BOARD_LINK_LIMIT.burst);
    expect(opens.at(-1)).toMatchObject({ status: 429 });
    expect(Number(opens.at(-1)!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const refused = await call('POST', '/api/questionnaire', { body: co.body });
    expect(refused.status).toBe(429);
    const form = () =>
      runInContext({ requestId: ulid() }, () =>
        getItem(keys.boardSubmission(co.tenantId, co.yearEnd, co.memberId), true),
      );
    expect(await form()).toBeUndefined();

    // The member, from another address, is not locked out.
    expect(await getFrom('127.0.3.1', path)).toBe(200);
    expect(await requestFrom('127.0.3.1', '/api/questionnaire', co.body)).toMatchObject({ status: 200 });
    expect(await form()).toMatchObject({ memberId: co.memberId });
  });

  it("a flood of opens of a member's link from other addresses never makes the member's open or submit fail", async () => {
    const co = await boardLink();
    const path = `/api/questionnaire/q/${co.link}`;
    const flood = Array.from({ length: 12 }, (_, i) => `127.0.5.${i + 1}`).flatMap((ip) =>
      Array.from({ length: 4 }, () => getFrom(ip, path)),
    );
    const [open, submit, ...others] = await Promise.all([
      getFrom('127.0.5.100', path),
      requestFrom('127.0.5.100', '/api/questionnaire', co.body),
      ...flood,
    ]);
    expect({ open, submit: submit.status }).toEqual({ open: 200, submit: 200 });
    expect(others.filter((s) => s !== 200)).toEqual([]);
  });
});

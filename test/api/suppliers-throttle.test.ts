import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINK_THROTTLE } from '@esg/core/contract/route';
import { SUPPLIER_LINK_LIMIT } from '@esg/core/domain/suppliers/answer';
import type { SupplierRequestView } from '@esg/core/schemas/suppliers';
import { call, type Reply } from '../support/api';
import { freshCompany } from '../support/company';
import { getFrom, requestFrom } from '../support/questionnaire';
import { sendRequest, shareAnswer, supplierRequests } from '../support/suppliers';

/**
 * A supplier's link throttled (docs/decisions/0119-supplier-data-requests.md): per address for guesses, per link and
 * client for a real link, so one client's abuse never locks the supplier out.
 */
const Y = '2025-12-31';
let co: Awaited<ReturnType<typeof freshCompany>>;

beforeAll(async () => {
  co = await freshCompany([{ yearEnd: Y }]);
});

const statusOf = async (id: string) =>
  (await supplierRequests(co.token, Y)).requests.find((r: { id: string }) => r.id === id) as SupplierRequestView;

describe('throttling', () => {
  it('answers 429 once an address has spent its burst of link guesses', async () => {
    const { burst } = LINK_THROTTLE.perIp;
    const statuses: number[] = [];
    for (let i = 0; i <= burst; i++) statuses.push(await getFrom('127.0.0.78', `/api/supplier/q/${ulid()}`));
    expect(statuses.slice(0, burst)).toEqual(Array(burst).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits a supplier's link per client; another client still answers", async () => {
    const r = await sendRequest(co.token, Y);
    const path = `/api/supplier/q/${r.link}`;
    const opens: Reply[] = [];
    for (let i = 1; i <= SUPPLIER_LINK_LIMIT.burst + 3 && opens.at(-1)?.status !== 429; i++)
      opens.push(await call('GET', path));
    expect(opens.at(-1)).toMatchObject({ status: 429 });
    expect((await call('POST', '/api/supplier', { body: shareAnswer(r.link) })).status).toBe(429);
    // Every call through the link spends the same bucket: asking for uploads and confirming them too.
    const files = [{ name: 'f.png', type: 'image/png', size: 10 }];
    expect((await call('POST', '/api/supplier/evidence', { body: { id: r.link, files } })).status).toBe(429);
    const confirm = { id: r.link, fileId: ulid() };
    expect((await call('POST', '/api/supplier/evidence/confirm', { body: confirm })).status).toBe(429);
    expect((await statusOf(r.id)).answer).toBeNull();
    expect(await requestFrom('127.0.3.2', '/api/supplier', shareAnswer(r.link))).toMatchObject({ status: 200 });
    expect((await statusOf(r.id)).status).toBe('submitted');
  });

  it("a flood of opens from other addresses never makes the supplier's open or answer fail", async () => {
    const r = await sendRequest(co.token, Y);
    const path = `/api/supplier/q/${r.link}`;
    const flood = Array.from({ length: 12 }, (_, i) => `127.0.6.${i + 1}`).flatMap((ip) =>
      Array.from({ length: 4 }, () => getFrom(ip, path)),
    );
    const [open, answer, ...others] = await Promise.all([
      getFrom('127.0.6.100', path),
      requestFrom('127.0.6.100', '/api/supplier', shareAnswer(r.link)),
      ...flood,
    ]);
    expect({ open, answer: answer.status }).toEqual({ open: 200, answer: 200 });
    expect(others.filter((s) => s !== 200)).toEqual([]);
    expect((await statusOf(r.id)).status).toBe('submitted');
  });
});

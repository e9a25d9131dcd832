import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInContext } from '@esg/core/context';
import { openSignOff } from '@esg/core/domain/workflow/signOffLink';
import { openSupplierLink } from '@esg/core/domain/suppliers/answer';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { countDynamoReads } from '../support/dynamoReads';
import { directorLink, readyForSignOff, signOffLinkOf } from '../support/signOff';
import { sendRequest } from '../support/suppliers';

/**
 * Constant-work refusal of the sign-off's and the supplier request's links, as the board questionnaire's
 * (questionnaire-refusal-work.test.ts): docs/decisions/0063-questionnaire-link-lifetimes.md. An old genuine link — a returned
 * send's director, a withdrawn request — was refused after reading its company and year too, items garbage never
 * finds: the difference the ADR's amendment removed from the questionnaire's refusals. Counted, not timed (timing
 * it through the gateway is noise on a loaded machine): the reads DynamoDB Local receives for each kind of token.
 */
const Y = '2025-12-31';
let counter: Awaited<ReturnType<typeof countDynamoReads>>;

beforeAll(async () => {
  // Before this file's first store call, so the store client is made pointing at the counter.
  counter = await countDynamoReads(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
  process.env.AWS_ENDPOINT_URL_DYNAMODB = counter.url;
});

afterAll(() => counter.close());

/** The reads one open of `token` makes (in a request from a client of its own), and how it ended. */
async function readsOf(open: (token: string) => Promise<unknown>, token: string) {
  counter.take();
  const outcome = await runInContext({ requestId: ulid(), ip: `127.0.3.${Math.floor(Math.random() * 250) + 2}` }, () =>
    open(token),
  ).then(
    () => 'opened',
    (err: { status?: number; messageKey?: string }) => `${err.status} ${err.messageKey}`,
  );
  return { outcome, reads: counter.take().map(({ op, consistent }) => ({ op, consistent })) };
}

/** An old genuine link, garbage of its length and a malformed token: refused alike, after one consistent read. */
async function expectEqualRefusals(open: (token: string) => Promise<unknown>, old: string) {
  const kinds = {
    old,
    garbage: randomBytes(Buffer.from(old, 'base64url').length).toString('base64url'),
    malformed: 'not-a-link',
  };
  const seen: Record<string, Awaited<ReturnType<typeof readsOf>>> = {};
  for (const [kind, token] of Object.entries(kinds)) seen[kind] = await readsOf(open, token);
  for (const [kind, { outcome }] of Object.entries(seen)) expect(outcome, kind).toBe('404 questionnaireInvalid');
  expect(seen.old!.reads).toEqual(seen.garbage!.reads);
  expect(seen.malformed!.reads).toEqual(seen.garbage!.reads);
  // The link's own item only; the company and the year are read for a link that still opens.
  expect(seen.old!.reads).toEqual([{ op: 'GetItem', consistent: true }]);
  return seen.old!;
}

describe('a refused sign-off or supplier link costs the store the same reads whatever was wrong with it', () => {
  it("a returned send's director link: the reads of garbage; a live link reads its company and year after them", async () => {
    const co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const [dora] = await readyForSignOff(co, Y);
    expect((await call('POST', `/api/workflow/${Y}/signoff`, { token: co.token })).status).toBe(200);
    const old = await signOffLinkOf(dora!.email);
    const comment = await call('POST', '/api/signoff', { body: { id: old, decision: 'comment', comment: 'Not yet.' } });
    expect(comment.status, JSON.stringify(comment.body)).toBe(200);
    const refused = await expectEqualRefusals(openSignOff, old);

    const accepted = await readsOf(openSignOff, await directorLink(Y));
    expect(accepted.outcome).toBe('opened');
    expect(accepted.reads.slice(0, refused.reads.length)).toEqual(refused.reads);
    expect(accepted.reads.length).toBeGreaterThan(refused.reads.length);
  });

  it("a withdrawn request's link: the reads of garbage; a live link reads its company and year after them", async () => {
    const co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const [gone, live] = [await sendRequest(co.token, Y), await sendRequest(co.token, Y)];
    const withdrawn = await call('POST', `/api/supplierRequest/${gone.id}/withdraw`, {
      token: co.token,
      body: { year: Y, version: gone.version },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const refused = await expectEqualRefusals(openSupplierLink, gone.link);

    const accepted = await readsOf(openSupplierLink, live.link);
    expect(accepted.outcome).toBe('opened');
    expect(accepted.reads.slice(0, refused.reads.length)).toEqual(refused.reads);
    expect(accepted.reads.length).toBeGreaterThan(refused.reads.length);
  });
});

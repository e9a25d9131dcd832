import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveLink } from '@esg/core/domain/questionnaire/links';
import { call } from '../support/api';
import { countDynamoReads } from '../support/dynamoReads';
import { boardLink, tokenIn } from '../support/questionnaire';

/**
 * Constant-work refusal (docs/decisions/0063-questionnaire-link-lifetimes.md): an old genuine link (replaced
 * by a resend) was refused 4–5× slower than garbage, which told a prober the token had once been real.
 * Counted, not timed: the reads DynamoDB Local receives for each kind of token, off the wire.
 */
let counter: Awaited<ReturnType<typeof countDynamoReads>>;
let link: Awaited<ReturnType<typeof boardLink>>;
let oldToken: string;
let current: string;

beforeAll(async () => {
  // Before this file's first store call, so the store client is made pointing at the counter.
  counter = await countDynamoReads(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
  process.env.AWS_ENDPOINT_URL_DYNAMODB = counter.url;
  link = await boardLink();
  const resent = await call('POST', `/api/questionnaire/sendBoardEmail/${link.memberId}`, {
    token: link.token,
    body: { year: link.yearEnd, resend: true },
  });
  current = tokenIn(resent.body.results[0].link as string)!;
  expect(current).not.toBe(link.link);
  oldToken = link.link;
});

afterAll(() => counter.close());

/** The reads one resolution of `token` makes, and whether it opened or was refused. */
async function readsOf(token: string) {
  counter.take();
  const outcome = await resolveLink(token).then(
    () => 'opened',
    (err: { status?: number; messageKey?: string }) => `${err.status} ${err.messageKey}`,
  );
  // The kind of each read, not its key: a token's own hash is its lookup's key.
  return { outcome, reads: counter.take().map(({ op, consistent }) => ({ op, consistent })) };
}

describe('a refused link costs the store the same reads whatever was wrong with it', () => {
  it('an old genuine link, garbage of its length, a stakeholder-length token and a malformed one: the same reads', async () => {
    const kinds = {
      old: oldToken,
      garbage: randomBytes(Buffer.from(oldToken, 'base64url').length).toString('base64url'),
      stakeholderLength: randomBytes(32).toString('base64url'),
      malformed: 'not-a-link',
    };
    // One at a time: the counter sees one resolution's reads.
    const seen: Record<string, Awaited<ReturnType<typeof readsOf>>> = {};
    for (const [kind, token] of Object.entries(kinds)) seen[kind] = await readsOf(token);
    for (const [kind, { outcome }] of Object.entries(seen)) expect(outcome, kind).toBe('404 questionnaireInvalid');
    // A 43-character token is looked up by its hash first: the one difference the caller chose.
    const lookup = { op: 'GetItem', consistent: true };
    expect(seen.stakeholderLength!.reads).toEqual([lookup, ...seen.garbage!.reads]);
    expect(seen.old!.reads).toEqual(seen.garbage!.reads);
    expect(seen.malformed!.reads).toEqual(seen.garbage!.reads);
    // The link's item only, read consistently, whether it holds another token's hash (a resend), is gone (a reset)
    // or never was (garbage); the company, the year and the board are read for a link whose token it still is.
    expect(seen.old!.reads).toEqual([{ op: 'GetItem', consistent: true }]);
  });

  it('an accepted link makes that read too, then reads its company, year and board before it opens', async () => {
    const refused = await readsOf(oldToken);
    const accepted = await readsOf(current);
    expect(accepted.outcome).toBe('opened');
    expect(accepted.reads.slice(0, refused.reads.length)).toEqual(refused.reads);
    expect(accepted.reads.length).toBeGreaterThan(refused.reads.length);
  });
});

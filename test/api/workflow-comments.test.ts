import { describe, expect, it } from 'vitest';
import { fieldsOf } from '@esg/core/catalogue/page';
import { pageByKey } from '@esg/core/pages/index';
import { call } from '../support/api';
import { freshTeam } from '../support/team';

const Y = '2025-12-31';
const comments = `/api/workflow/${Y}/tasks/board_statement/comments`;

describe('a review comment names what it is about (ADR 0102)', () => {
  it('takes a field the page declares or the page as a whole; refuses any other, naming body.field', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    const post = (field: string) =>
      call('POST', comments, { token: team.reviewer.token, body: { field, text: 'Please check.' } });
    const unknown = await post('zzz_not_a_field');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues[0]).toMatchObject({ path: 'body.field', code: 'commentFieldUnknown' });
    expect(unknown.body.message).toBe('This page has no such field to comment on.');
    const declared = fieldsOf(pageByKey('board_statement')!)[0]!.id;
    expect((await post(declared)).status).toBe(201);
    expect((await post('*')).status).toBe(201);
    // The refused one left no thread behind to hold up the approval.
    const review = await call('GET', `/api/workflow/${Y}/tasks/board_statement/review`, { token: team.reviewer.token });
    expect(review.body.comments.map((c: { field: string }) => c.field).sort()).toEqual(['*', declared].sort());
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldIssuesOf } from '../catalogue/zodRules';
import { boardCommittee } from '../pages/background/boardCommittee';
import { fieldOf } from './pageBody';

describe('a page form’s issues in a request’s schema', () => {
  it('keep the key of a page form’s message, which the request’s own rules do not say (ADR 0142)', () => {
    const body = z.strictObject({ members: fieldOf(boardCommittee, 'members') });
    const parsed = body.safeParse({ members: [{}] });
    expect(parsed.success).toBe(false);
    const issues = fieldIssuesOf(parsed.error!, 'body');
    expect(issues[0]).toEqual({
      path: 'body.members.0.name',
      message: 'Missing input in details.',
      code: 'custom',
      messageKey: 'missingInDetails',
    });
  });
});

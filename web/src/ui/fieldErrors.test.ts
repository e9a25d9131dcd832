import { describe, expect, it } from 'vitest';
import { UserCreate } from '@esg/core/schemas/users';
import { ApiError } from '../api/errors';
import { schemaIssues, toFieldErrors, validationIssues } from './fieldErrors';

const say = (field: string, issue: { code?: string }) => `${field}:${issue.code}`;

describe('field errors', () => {
  it('put each refused rule of a client check on its field', () => {
    const issues = schemaIssues(UserCreate, { login: 'ok', firstName: 'A', lastName: 'B', email: 'x', roleId: 'r' });
    expect(toFieldErrors(issues, say)).toMatchObject({ email: 'email:too_small' });
    expect(toFieldErrors(issues, say)).not.toHaveProperty('login');
  });

  it('put the server’s issues (`body.email`) on the same fields, first message per field', () => {
    const issues = [
      { path: 'body.email', code: 'taken' },
      { path: 'body.email', code: 'too_big' },
    ];
    expect(toFieldErrors(issues, say)).toEqual({ email: 'email:taken' });
  });

  it('leave out a field the feature has no words for', () => {
    expect(toFieldErrors([{ path: 'body.other' }], () => null)).toEqual({});
  });

  it('find the issues of a check and of a refused save, none in a failure that is not a refused field', () => {
    expect(schemaIssues(UserCreate, { login: 'ok', firstName: 'A', lastName: 'B', email: 'a@b.hk' })).not.toEqual([]);
    const body = { data: { issues: [{ path: 'body.login', message: 'x' }] } };
    const conflict = new ApiError(409, 'CONFLICT', 'x', body as never);
    expect(validationIssues(new ApiError(400, 'VALIDATION', 'x', body as never))).toHaveLength(1);
    expect(validationIssues(conflict)).toEqual([]);
    expect(validationIssues(new Error('x'))).toEqual([]);
  });
});

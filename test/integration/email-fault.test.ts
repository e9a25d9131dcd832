import { describe, expect, it, vi } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { ses } from '@esg/core/infra/email/send';
import { requestPasswordReset } from '@esg/core/domain/account/password';
import { AppError } from '@esg/core/errors';
import { getItem } from '@esg/core/infra/db/repo';
import { keys } from '@esg/core/infra/db/keys';
import type { UserRecord } from '@esg/core/domain/records';
import { auditItems, freshUser } from '../support/tenants';

describe('an SES outage (SDK fault injection: the stand-in cannot fail on demand)', () => {
  it("reports 'Failed to send e-mail' and keeps the business change; the user is untouched", async () => {
    const u = await freshUser('acme.user');
    const before = await getItem<UserRecord>(keys.user(u.tenantId, u.id), true);
    const send = vi
      .spyOn(await ses(), 'send')
      .mockRejectedValue(Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable' }));
    const requestId = ulid();
    const err = await runInContext({ requestId }, () => requestPasswordReset(u.email)).catch((e: unknown) => e);
    send.mockRestore();
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toBe('Failed to send e-mail');
    // The reset request itself was recorded (audited) before the send failed…
    expect((await auditItems(u.tenantId)).filter((a) => a.requestId === requestId).map((a) => a.action)).toEqual([
      'user.requestPasswordReset',
    ]);
    // …and nothing about the user changed.
    expect(await getItem<UserRecord>(keys.user(u.tenantId, u.id), true)).toEqual(before);
  });
});

import { createHash } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ulid } from 'ulid';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { runInContext } from '@esg/core/context';
import { ses } from '@esg/core/infra/email/send';
import { requestPasswordReset } from '@esg/core/domain/account/password';
import { AppError } from '@esg/core/errors';
import { getItem } from '@esg/core/infra/db/repo';
import * as keys from '@esg/core/infra/db/itemKeys';
import type { UserRecord } from '@esg/core/domain/records';
import type { OneTimeKeyRecord } from '@esg/core/domain/oneTimeKeys';
import type { EsgContext } from '@esg/functions/http/types';
import { handler as sessionHandler } from '@esg/functions/handlers/session';
import { apiEvent, lambdaContext } from '@esg/local/events';
import { createRouter } from '@esg/local/router';
import { auditItems, freshUser } from '../support/tenants';

/**
 * SES answers 503 until the test ends (the stand-in cannot fail on demand). Restored only then:
 * restoring a spy also forgets its calls, which the HTTP case still reads.
 */
async function failSes() {
  const send = vi
    .spyOn(await ses(), 'send')
    .mockRejectedValue(Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable' }));
  onTestFinished(() => send.mockRestore());
  return send;
}

/**
 * A request as API Gateway hands it to the session group's Lambda, built by the same code the
 * local gateway uses (route match by the contract, payload 2.0 event, Lambda context), but
 * invoked in this process so the SES spy above sits inside the handler.
 */
async function callSessionApi(method: string, path: string) {
  const match = createRouter()(method, path);
  if (typeof match !== 'object' || match.group !== 'session') throw new Error(`${method} ${path} is no session route`);
  const req = Object.assign(new IncomingMessage(new Socket()), {
    method,
    httpVersion: '1.1',
    headers: { host: 'localhost', 'user-agent': 'email-fault-test' },
  });
  const event = apiEvent(req, new URL(path, 'http://localhost'), Buffer.alloc(0), match);
  const out = (await sessionHandler(
    event,
    lambdaContext('esg-session') as EsgContext,
  )) as APIGatewayProxyStructuredResultV2;
  return { status: out.statusCode, body: JSON.parse(out.body ?? 'null') as Record<string, unknown>, event };
}

describe('an SES outage (SDK fault injection: the stand-in cannot fail on demand)', () => {
  it("reports 'Failed to send e-mail' and keeps the business change; the user is untouched", async () => {
    const u = await freshUser('acme.user');
    const before = await getItem<UserRecord>(keys.user(u.tenantId, u.id), true);
    const send = await failSes();
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

  it("answers PUT /api/user/forget-password/{email} with 503 'Failed to send e-mail'; the reset key stays stored", async () => {
    const u = await freshUser('acme.user');
    const before = await getItem<UserRecord>(keys.user(u.tenantId, u.id), true);
    const send = await failSes();
    const res = await callSessionApi('PUT', `/api/user/forget-password/${encodeURIComponent(u.email)}`);

    // What the user sees: the spec's error object, with the message the web app shows.
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      status: 503,
      code: 'EMAIL_FAILED',
      message: 'Failed to send e-mail',
      messageKey: 'emailFailed',
      meta: { requestId: res.event.requestContext.requestId },
    });

    // The handler really tried to mail this user (the failure is SES's, not an earlier one).
    expect(send).toHaveBeenCalledTimes(1);
    const command = send.mock.calls[0]![0] as SendEmailCommand;
    expect(command.input.Destination?.ToAddresses).toEqual([u.email]);
    const raw = /[?&]key=([\w-]+)/.exec(command.input.Content?.Simple?.Body?.Text?.Data ?? '')?.[1];
    expect(raw).toBeDefined();

    // The business change is intact: the key in the unsent mail is stored, unused, for this user,
    // so a retry of the mail (or a support-sent link) would still work…
    const hash = createHash('sha256').update(raw!).digest('hex');
    expect(await getItem<OneTimeKeyRecord>(keys.oneTimeKey(hash), true)).toMatchObject({
      purpose: 'reset',
      used: false,
      tenantId: u.tenantId,
      userId: u.id,
    });
    const audited = (await auditItems(u.tenantId)).filter((a) => a.requestId === res.event.requestContext.requestId);
    expect(audited.map((a) => a.action)).toEqual(['user.requestPasswordReset']);
    // …and the user record itself is untouched.
    expect(await getItem<UserRecord>(keys.user(u.tenantId, u.id), true)).toEqual(before);
  });
});

import { expect } from 'vitest';
import { ulid } from 'ulid';
import { call, inbox, signIn } from './api';

/** The password an onboarded administrator chooses on activation. */
export const PASSWORD = 'Welcome-2026!';
export const short = () => ulid().slice(-10).toLowerCase();
export const platform = () => signIn('platform.admin');

/** Onboards a company for FY 2025-04-01..2026-03-31 and brings its administrator to a signed-in token. */
export async function onboard(name = `Initech ${short()} Ltd`) {
  const login = `on${short()}`;
  const email = `${login}@example.com`;
  const res = await call('POST', '/api/comp/subscribe/2025-04-01/2026-03-31', {
    token: await platform(),
    body: { company: { name, langKey: 'zh-hk' }, admin: { login, email, firstName: 'Ian', lastName: 'Tech' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = (await inbox()).filter((m) => m.to === email).at(-1)!;
  const key = /key=([\w-]+)/.exec(mail.text)![1]!;
  const reset = /reset=([\w-]+)/.exec(mail.text)![1]!;
  expect((await call('PUT', `/api/auth/activate/${key}`)).status).toBe(200);
  const chosen = await call('PUT', `/api/user/reset-password/${reset}`, {
    body: { newPassword: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(chosen.status).toBe(200);
  return {
    companyId: res.body.company.id as string,
    login,
    email,
    mail,
    reply: res.body,
    token: await signIn(login, PASSWORD),
  };
}

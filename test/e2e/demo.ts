/** The demo tenants and logins seeded by the local runtime (packages/local/src/seed.ts). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

export const demoUsers = {
  acmeAdmin: {
    login: 'acme.admin',
    firstName: 'Alice',
    fullName: 'Alice Chan',
    company: 'Acme Holdings Ltd',
    language: 'en',
  },
  acmeUser: {
    login: 'acme.user',
    firstName: 'Ben',
    fullName: 'Ben Wong',
    company: 'Acme Holdings Ltd',
    language: 'hk',
  },
  globexAdmin: {
    login: 'globex.admin',
    firstName: 'Grace',
    fullName: 'Grace Lee',
    company: 'Globex Group Ltd',
    language: 'cn',
  },
  platformAdmin: { login: 'platform.admin', firstName: 'Pat', fullName: 'Pat Admin', company: null, language: 'en' },
} as const;

export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

export const SIGN_IN_FAILED = 'Failed to sign in! Please check your credentials and try again.';

import { storageSubscription } from '../ui/store';
import type { Session, StoredUser, YearEnds } from './types';

/**
 * The spec's local state: user, token, year, compPeriod (year map as JSON), plus the name and
 * company name, all cleared on 401/403. Amplify keeps the Cognito tokens itself; `token`
 * holds the last access token so guards can check for one synchronously (ADR 0005), and requests
 * send it while it is good without loading Amplify (ADR 0126).
 */
const KEYS = ['user', 'token', 'year', 'compPeriod', 'name', 'companyName'] as const;
const CHANGE = 'esg:session';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

const changed = () => window.dispatchEvent(new Event(CHANGE));

/** The spec's entities: the last year-end becomes the current year (the map is oldest first). */
export function currentYearOf(yearEnds: YearEnds): string | null {
  const years = Object.values(yearEnds).sort();
  return years[years.length - 1] ?? null;
}

export const sessionStore = {
  hasToken: () => Boolean(read('token')) && Boolean(read('user')),
  /** The last access token Amplify gave (api/token.ts sends it while it is good). */
  token: () => read('token'),
  user: () => parse<StoredUser>('user'),
  year: () => read('year'),
  yearEnds: () => parse<YearEnds>('compPeriod') ?? {},

  save(session: Session, token: string) {
    const stored: StoredUser = { user: session.user, role: session.role, company: session.company };
    localStorage.setItem('user', JSON.stringify(stored));
    localStorage.setItem('token', token);
    localStorage.setItem('compPeriod', JSON.stringify(session.yearEnds));
    localStorage.setItem('name', session.user.firstName);
    if (session.company) localStorage.setItem('companyName', session.company.name);
    else localStorage.removeItem('companyName');
    const year = currentYearOf(session.yearEnds);
    if (year) localStorage.setItem('year', year);
    else localStorage.removeItem('year');
    changed();
  },

  /** A re-validated session: new role, company or years apply; the chosen year stays if it still exists. */
  refresh(session: Session) {
    const token = read('token');
    const year = read('year');
    if (!token) return;
    this.save(session, token);
    if (year && Object.values(session.yearEnds).includes(year)) this.setYear(year);
  },

  setToken(token: string) {
    if (read('token') === token) return;
    localStorage.setItem('token', token);
  },

  /** After the user edits their profile: keep the stored copy in step with the server. */
  updateUser(patch: Partial<StoredUser['user']>) {
    const stored = parse<StoredUser>('user');
    if (!stored) return;
    const user = { ...stored.user, ...patch };
    localStorage.setItem('user', JSON.stringify({ ...stored, user }));
    localStorage.setItem('name', user.firstName);
    changed();
  },

  setYear(year: string) {
    localStorage.setItem('year', year);
    changed();
  },

  clear() {
    for (const key of KEYS) localStorage.removeItem(key);
    changed();
  },

  /** Re-renders on our own changes and on other tabs' (a logout in one tab signs out all). */
  subscribe: storageSubscription(CHANGE),
};

import { describe, expect, it, vi } from 'vitest';
import { messageIn } from '../src/catalogue/messagesChinese';
import { boardCommittee } from '../src/pages/background/boardCommittee';
import { validatePage } from '../src/catalogue/schema/page';

const issuesAt = (payload: unknown, path: string) => {
  const r = validatePage(boardCommittee, payload);
  return r.ok ? [] : r.issues.filter((i) => i.path === path);
};

describe('a date that has happened (validation.notFuture)', () => {
  it('refuses a committee established in the future, in three languages', () => {
    const [issue] = issuesAt({ establishedOn: '2031-01-01' }, 'establishedOn');
    expect(issue).toMatchObject({ code: 'dateInFuture', message: 'This date is in the future: please check it.' });
    expect(messageIn('dateInFuture', 'hk')).toBe('此日期在未來，請檢查。');
    expect(messageIn('dateInFuture', 'cn')).toBe('此日期在未来，请检查。');
  });

  it('takes today and any past date', () => {
    expect(issuesAt({ establishedOn: new Date().toISOString().slice(0, 10) }, 'establishedOn')).toEqual([]);
    expect(issuesAt({ establishedOn: '2019-06-30' }, 'establishedOn')).toEqual([]);
  });

  it('takes today in Hong Kong while UTC is still on the day before (07:30 there)', () => {
    vi.useFakeTimers({ now: new Date('2026-03-31T23:30:00Z'), toFake: ['Date'] });
    try {
      expect(issuesAt({ establishedOn: '2026-04-01' }, 'establishedOn')).toEqual([]);
      expect(issuesAt({ establishedOn: '2026-04-02' }, 'establishedOn')).toMatchObject([{ code: 'dateInFuture' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

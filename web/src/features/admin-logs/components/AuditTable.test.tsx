import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { AuditTable } from './AuditTable';

const ENTRY = { id: 'a1', at: '2026-12-02T19:58:00.000Z', action: 'user.login', login: 'acme.admin', ip: '::1' };

const pagination = { currentPageIndex: 1, pagesCount: 1, openEnd: false, onChange: () => undefined };

const show = (entry: typeof ENTRY) =>
  renderWidget(
    <AuditTable
      entries={[entry]}
      loading={false}
      error={null}
      selected={undefined}
      onSelect={() => undefined}
      pagination={pagination}
      firstPage
    />,
    { language: 'hk' },
  );

describe('the audit log at 1366 px, in Chinese', () => {
  it('keeps an entry’s time on one line and its action in words, never a date broken at its hyphen', async () => {
    show(ENTRY);
    const time = await screen.findByText('03-12-2026 03:58');
    expect(time.closest('[style*="white-space: nowrap"]')).not.toBeNull();
    const action = screen.getByTitle('user.login');
    expect(action.closest('[style*="word-break: keep-all"]')).not.toBeNull();
  });

  it('keeps the date in the item’s words on one line, the rest wrapping as it needs', async () => {
    const entry = { ...ENTRY, id: 'a2', action: 'row.update', subject: { kind: 'row', yearEnd: '2025-12-31' } };
    show(entry);
    const date = await screen.findByText('31-12-2025');
    expect(date.style.whiteSpace).toBe('nowrap');
    expect(date.parentElement!.textContent).toMatch(/截至 31-12-2025 的年度/);
  });
});

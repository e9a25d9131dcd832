import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { AuditTable } from './AuditTable';

const ENTRY = { id: 'a1', at: '2026-12-02T19:58:00.000Z', action: 'user.login', login: 'acme.admin', ip: '::1' };

const pagination = { currentPageIndex: 1, pagesCount: 1, openEnd: false, onChange: () => undefined };

describe('the audit log at 1366 px, in Chinese', () => {
  it('keeps an entry’s time on one line and its action in words, never a date broken at its hyphen', async () => {
    renderWidget(
      <AuditTable
        entries={[ENTRY]}
        loading={false}
        error={null}
        selected={undefined}
        onSelect={() => undefined}
        pagination={pagination}
        firstPage
      />,
      { language: 'hk' },
    );
    const time = await screen.findByText('03-12-2026 03:58');
    expect(time.closest('[style*="white-space: nowrap"]')).not.toBeNull();
    const action = screen.getByTitle('user.login');
    expect(action.closest('[style*="word-break: keep-all"]')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import { keptWhole } from '../../../test/keptWhole';
import type { AuditEntry } from '../api/auditLog';
import { AuditTable } from './AuditTable';
import { ChangeDetail } from './ChangeDetail';

const names = (en: string, hk: string, cn: string) => ({ en, hk, cn });
const therm = {
  id: 'thm',
  symbol: 'thm',
  names: names('Therm', '撒姆', '撒姆'),
  typeId: 'energy',
  systemId: 'imperial',
};
const entry = (action: string, before: unknown, after: unknown): AuditEntry => ({
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  at: '2026-01-05T02:00:00.000Z',
  action,
  entity: 'T#platform#UOM|UNIT#thm',
  login: 'platform.admin',
  ip: '203.0.113.7',
  before,
  after,
  subject: { kind: 'units' },
});

const units = entry(
  'uom.units.put',
  [{ ...therm, version: 1 }],
  [
    { ...therm, symbol: 'thm', names: names('Therm (US)', '撒姆', '撒姆'), version: 1 },
    {
      id: 'MMBtu',
      symbol: 'MMBtu',
      names: names('Million BTU', '百萬英熱單位', '百万英热单位'),
      typeId: 'energy',
      systemId: 'imperial',
    },
  ],
);
const conversions = entry(
  'uom.conversions.put',
  [{ from: 'GJ', to: 'MJ', numerator: '100', denominator: '1', source: 'SI', version: 2 }],
  [{ from: 'GJ', to: 'MJ', numerator: '1000', denominator: '1', source: 'SI', version: 2 }],
);

const rows = (page: ReturnType<typeof renderWidget>['page']) =>
  page
    .findTable()!
    .findRows()
    .map((r) => r.getElement().textContent ?? '');

describe('what an audit entry changed', () => {
  it('says a save of units in words, item by item, never as JSON', () => {
    const { page, container } = renderWidget(<ChangeDetail entry={units} />);
    expect(rows(page)).toEqual([
      expect.stringMatching(/^MMBtu.*Symbol: MMBtu.*Name \(English\): Million BTU.*System: imperial.*Added$/),
      'thm · Name (English)ThermTherm (US)Changed',
    ]);
    expect(container.querySelector('table')!.textContent).not.toMatch(/[{}[\]"]/);
  });

  it('names a conversion by its units and its properties in the reader’s language', () => {
    const { page } = renderWidget(<ChangeDetail entry={conversions} />, { language: 'hk' });
    expect(rows(page)).toEqual(['GJ → MJ · 分子1001000已更改']);
  });

  it('lets a long value wrap inside the card, never cutting off the Changed column', () => {
    const long = 'x'.repeat(300);
    renderWidget(<ChangeDetail entry={entry('fieldConfig.save', { hidden: [] }, { hidden: [long] })} />);
    const cell = screen.getByText(long);
    expect(cell.closest('[style*="overflow-wrap: anywhere"]')).not.toBeNull();
    expect(screen.getByText('Hidden fields')).toBeTruthy();
  });
});

describe('the audit log in Chinese', () => {
  it('keeps the IP address header and value whole, never one character per line', () => {
    const { page } = renderWidget(
      <AuditTable
        entries={[units]}
        loading={false}
        error={undefined}
        selected={undefined}
        onSelect={() => undefined}
        pagination={{ currentPageIndex: 1, pagesCount: 1, openEnd: false, onChange: () => undefined }}
        firstPage
      />,
      { language: 'hk' },
    );
    const th = page
      .findTable()!
      .findColumnHeaders()
      .find((h) => h.getElement().textContent === 'IP 位址')!
      .getElement();
    expect(parseInt(th.style.minWidth)).toBeGreaterThanOrEqual(96);
    expect(keptWhole(screen.getByText('203.0.113.7'))).toBe(true);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { gridFor } from '../forms/gridLayout';
import { DateTimeKeptWhole, EmailAddress, KeptWhole } from './shortColumn';
import StatusIndicator from './StatusIndicator';

afterEach(cleanup);

const noWrap = (element: Element) => element.closest('[style*="white-space: nowrap"]') !== null;

describe('kept whole (ADR 0147 amended)', () => {
  it('keeps a slash with one character alone after it on one line, never 噸二氧化碳當量/ / 人', () => {
    const { container } = render(<KeptWhole whole="words">2.4356 噸二氧化碳當量/人</KeptWhole>);
    expect(container.textContent).toBe('2.4356 噸二氧化碳當量/人');
    expect(noWrap(screen.getByText('/人'))).toBe(true);
  });

  it('keeps a sign between spaces with the word after it, never × alone on a line', () => {
    const { container } = render(<KeptWhole whole="words">第2級：活動數據 × 公開因子</KeptWhole>);
    expect(container.textContent).toBe('第2級：活動數據 × 公開因子');
    expect(noWrap(screen.getByText('× 公開因子'))).toBe(true);
  });

  it('lets a slash end a line before a word of its own (tCO₂e/ / person)', () => {
    const { container } = render(<KeptWhole whole="words">2.4356 tCO₂e/person</KeptWhole>);
    expect(container.querySelectorAll('span')).toHaveLength(1);
  });

  it('keeps a Chinese status whole, its English words breaking between them', () => {
    render(<StatusIndicator type="success">兩種語言均已填寫</StatusIndicator>);
    expect(screen.getByText('兩種語言均已填寫').closest('[style*="word-break: keep-all"]')).not.toBeNull();
  });

  it('gives an editable table of four columns or fewer its cells’ room, the remove button its word’s', () => {
    expect(gridFor(4)[0]).toEqual({ breakpoint: 'xs', rows: [[1, 1, 1, 1]], removeButton: { width: 'auto' } });
    expect(gridFor(2)[0]).toEqual({ breakpoint: 'xxs', rows: [[1, 1]], removeButton: { width: 'auto' } });
  });

  it('puts four cells of typed words on one line only on a wide form, two a line beside the tutorial panel', () => {
    const [wide, narrow] = gridFor(4, { text: true });
    expect(wide).toEqual({ breakpoint: 's', rows: [[1, 1, 1, 1]], removeButton: { width: 'auto' } });
    expect(narrow).toEqual({
      breakpoint: 'xxs',
      rows: [
        [1, 1],
        [1, 1],
      ],
      removeButton: { ownRow: true },
    });
  });

  it('keeps a number opening a text with its first word, never 3 alone', () => {
    render(<KeptWhole whole="words">3 Fuel- and energy-related activities</KeptWhole>);
    expect(noWrap(screen.getByText('3 Fuel-'))).toBe(true);
  });

  it('puts each clause on a line of its own, a Chinese aside free to wrap in even lines', () => {
    const tiers = '第1級：原始數據（供應商提供的部分）；第2級：活動數據 × 公開因子（其餘部分）';
    const { container } = render(<KeptWhole whole="clauses">{tiers}</KeptWhole>);
    expect(container.textContent).toBe(tiers);
    const clauses = [...container.querySelectorAll('[style*="display: block"]')].map((c) => c.textContent);
    expect(clauses).toEqual(['第1級：原始數據（供應商提供的部分）；', '第2級：活動數據 × 公開因子（其餘部分）']);
    expect(screen.getByText('（供應商提供的部分）；').closest('[style*="word-break: normal"]')).not.toBeNull();
    expect(noWrap(screen.getByText('× 公開因子'))).toBe(true);
  });
});

describe('values that may take two lines in a narrow column', () => {
  it('breaks an e-mail address only before its @, each part whole (acme.auditor / @example.com)', () => {
    const { container } = render(<EmailAddress address="acme.auditor@example.com" />);
    expect(container.textContent).toBe('acme.auditor@example.com');
    expect(noWrap(screen.getByText('acme.auditor'))).toBe(true);
    expect(noWrap(screen.getByText('@example.com'))).toBe(true);
    expect(container.querySelector('wbr')?.nextElementSibling?.textContent).toBe('@example.com');
  });

  it('breaks a date and time only between them, the date whole', () => {
    const { container } = render(<DateTimeKeptWhole iso="2026-12-02T23:29:00.000Z" />);
    expect(container.textContent).toBe('03-12-2026 07:29');
    expect(noWrap(screen.getByText('03-12-2026'))).toBe(true);
  });
});

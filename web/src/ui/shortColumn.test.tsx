import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { gridFor } from '../forms/gridLayout';
import { KeptWhole } from './shortColumn';
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
});

import { describe, expect, it } from 'vitest';
import { withRowAdded, withRowRemoved } from './sequence';

const rows = (...priorities: string[]) => priorities.map((priority, i) => ({ priority, group: `g${i + 1}` }));

describe('a table’s sequence column as rows come and go (ADR 0011)', () => {
  it('a row removed takes its number out: the numbers above it move down, the order kept', () => {
    expect(withRowRemoved(rows('1', '2', '3', '4'), 1, 'priority')).toEqual([
      { priority: '1', group: 'g1' },
      { priority: '2', group: 'g3' },
      { priority: '3', group: 'g4' },
    ]);
    // Numbered out of place order: the order is the numbers', not the rows'.
    expect(withRowRemoved(rows('3', '1', '2'), 1, 'priority').map((r) => r.priority)).toEqual(['2', '1']);
  });

  it('a row added takes the next number; a table without a sequence column is left alone', () => {
    expect(withRowAdded(rows('1', '2'), { priority: '', group: '' }, 'priority').at(-1)).toEqual({
      priority: '3',
      group: '',
    });
    expect(withRowAdded([], { priority: '' }, 'priority')).toEqual([{ priority: '1' }]);
    expect(withRowAdded(rows('1', '5'), { priority: '' }, 'priority').at(-1)).toEqual({ priority: '6' });
    expect(withRowAdded(rows('1'), { priority: '' })).toEqual([...rows('1'), { priority: '' }]);
    expect(withRowRemoved(rows('1', '2'), 0)).toEqual([{ priority: '2', group: 'g2' }]);
  });

  it('a number typed that is not a whole number is left as typed, and so is a removed row’s', () => {
    expect(withRowRemoved(rows('1', 'x', '3'), 0, 'priority').map((r) => r.priority)).toEqual(['x', '2']);
    expect(withRowRemoved(rows('1', '2.5', '3'), 1, 'priority').map((r) => r.priority)).toEqual(['1', '3']);
  });
});

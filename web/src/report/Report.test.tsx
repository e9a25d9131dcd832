import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Report } from './Report';
import { oneSectionReport as report } from '@esg/core/schemas/reportSample';

describe('the printed report: a narrative', () => {
  it('prints the company’s paragraphs, line breaks and bulleted list as typed', () => {
    const typed =
      'Our policy has three parts.\n\n- Measure monthly.\n- Reduce.\n\nReviewed every year.\nLast in March 2025.';
    const { container } = render(<Report data={report([{ kind: 'p', text: typed, typed: true }])} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Measure monthly.', 'Reduce.']);
    const paragraphs = [...container.querySelectorAll('section p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Our policy has three parts.',
      'Reviewed every year.Last in March 2025.',
    ]);
    expect(paragraphs[1]!.querySelectorAll('br')).toHaveLength(1);
  });

  it('prints the report’s own sentence as one paragraph: a footnote’s asterisk is not a bullet', () => {
    const note = '* NOx (FY2025): no emission factor for vehicles is available.';
    const { container } = render(<Report data={report([{ kind: 'p', text: note }])} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(container.querySelector('section p')!.textContent).toBe(note);
  });

  it('prints a sentence explaining the table before it as body text kept on that table’s page, not as a note', () => {
    const { container } = render(
      <Report
        data={report([
          { kind: 'p', text: '* PM: no factor.', note: true },
          { kind: 'p', text: 'Progress is the share of the reduction achieved.', keepWithPrevious: true },
        ])}
      />,
    );
    expect([...container.querySelectorAll('section p')].map((p) => p.className)).toEqual([
      'note',
      'keep-with-previous',
    ]);
  });

  it('keeps the lines a company typed in a record’s value or a table’s cell, and leaves one-line cells as text', () => {
    const typed = 'We took three steps:\n- flood barriers;\n- typhoon drills.';
    const { container } = render(
      <Report
        data={report([
          { kind: 'records', caption: 'Register', records: [{ fields: [['Response and transition plan', typed]] }] },
          { kind: 'table', caption: 'Activities', head: ['Activity', 'Hours'], rows: [[typed, '120']], numeric: [1] },
        ])}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'flood barriers;',
      'typhoon drills.',
      'flood barriers;',
      'typhoon drills.',
    ]);
    expect(container.querySelectorAll('td p, td ul')).toHaveLength(4);
    expect(container.querySelector('td.num')!.innerHTML).toBe('120');
  });
});

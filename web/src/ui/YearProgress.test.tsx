import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProgressReply } from '@esg/core/schemas/workflow';
import { renderWidget } from '../test/render';
import { YearProgress } from './YearProgress';

const PROGRESS: ProgressReply = {
  yearEnd: '2025-12-31',
  today: '2026-04-20',
  overall: { key: 'year', approved: 2, total: 5, percent: 40 },
  bySection: [
    { key: 'background', approved: 1, total: 2, percent: 50 },
    { key: 'environmental', approved: 1, total: 3, percent: 33 },
  ],
  byLocation: [{ key: 'Head office', approved: 1, total: 3, percent: 33 }],
  overdue: 1,
  deadline: '2026-04-30',
  daysLeft: 10,
};

describe('the year’s progress', () => {
  it('shows the share approved by section and location, the overdue count and the deadline with its date', () => {
    renderWidget(<YearProgress progress={PROGRESS} />, { language: 'hk' });
    expect(screen.getByText('30-04-2026：尚餘 10 日')).toBeTruthy();
    expect(screen.getByText('背景')).toBeTruthy();
    expect(screen.getByText('Head office')).toBeTruthy();
    expect(screen.getAllByText('已批核 33%（3 項中的 1 項）')).toHaveLength(2);
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('says when the deadline has passed', () => {
    renderWidget(<YearProgress progress={{ ...PROGRESS, daysLeft: -3 }} />, { language: 'en' });
    expect(screen.getByText('30-04-2026: the deadline has passed')).toBeTruthy();
  });

  it('names the overall share apart from the card’s title, which it does not repeat', () => {
    renderWidget(<YearProgress progress={PROGRESS} />, { language: 'en' });
    expect(screen.getAllByText('Progress of the year’s review')).toHaveLength(1);
    expect(screen.getByText('Approved overall')).toBeTruthy();
    expect(screen.getByText('40% approved (2 of 5)')).toBeTruthy();
  });
});

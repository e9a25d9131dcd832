import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import type { RestatementsView } from '@esg/core/schemas/assurance';
import { fakeApi } from '../../test/fakeApi';
import { renderWidget } from '../../test/render';
import { RestatedYear } from './RestatedYear';

const YEAR = '2025-12-31';
const restated = (over: Partial<RestatementsView> = {}): RestatementsView => ({
  yearEnd: YEAR,
  yearVersion: 2,
  printed: false,
  periodVersion: 3,
  restatements: [{ version: 2, reason: 'March was billed twice.', by: 'Alice Chan', at: '2026-03-02T02:05:00.000Z' }],
  ...over,
});

describe('a restated year open again (ADR 0118)', () => {
  it.each([
    [
      'en',
      'This year is open as version 2',
      'Restated on 02-03-2026 10:05 by Alice Chan. Reason: March was billed twice.',
      'version 1 stays available',
    ],
    [
      'hk',
      '本年度現以第 2 版開放',
      'Alice Chan 於 02-03-2026 10:05 重列。原因：March was billed twice.',
      '第 1 版的定稿報告仍可取用',
    ],
    [
      'cn',
      '本年度现以第 2 版开放',
      'Alice Chan 于 02-03-2026 10:05 重列。原因：March was billed twice.',
      '第 1 版的定稿报告仍可取用',
    ],
  ] as const)(
    'says its version, who restated it, when and why, and what comes next (%s)',
    async (language, title, by, next) => {
      fakeApi.on(assuranceRoutes.restatements, () => restated());
      renderWidget(<RestatedYear year={YEAR} />, { language });
      expect(await screen.findByText(title)).toBeDefined();
      expect(screen.getByText(by)).toBeDefined();
      expect(screen.getByTestId('restated-year').textContent).toContain(next);
    },
  );

  it.each([
    ['never restated', restated({ yearVersion: 1, periodVersion: 1, restatements: [] })],
    ['printed again', restated({ printed: true })],
  ])('says nothing for a year %s', async (_, view) => {
    let read = false;
    fakeApi.on(assuranceRoutes.restatements, () => ((read = true), view));
    renderWidget(<RestatedYear year={YEAR} />);
    await waitFor(() => expect(read).toBe(true));
    // The answer rendered: a notice would be there by now.
    await new Promise((settled) => setTimeout(settled, 100));
    expect(screen.queryByTestId('restated-year')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sampleRoutes } from '@esg/core/contract/samples';
import { FIGURE, sample, trail, YEAR } from '../sampleFixtures';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { AuditSamplePage } from './AuditSamplePage';

describe('an auditor’s samples page (ADR 0116)', () => {
  it.each([
    ['en', /^Reporting year ending 31-12-2025: draw figures/, /^Sample of 1 · .* · drawn 01-02-2026 10:00 by olivia$/],
    ['hk', /^截至 31-12-2025 的報告年度：/, /由 olivia 於 01-02-2026 10:00 抽取$/],
    ['cn', /^截至 31-12-2025 的报告年度：/, /由 olivia 于 01-02-2026 10:00 抽取$/],
  ] as const)(
    'keeps the year’s end and a sample’s time each on one line in their sentences (%s)',
    async (language, description, heading) => {
      storedSession({ privileges: ['company:read'], year: YEAR, login: 'acme.auditor' });
      fakeApi.on(sampleRoutes.samples, () => [sample('01JB4Z8Q7W3N5K2M6P9R1T0V8C')]);
      renderWidget(<AuditSamplePage />, { language });
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      // Each its own span that does not wrap, inside the translated sentence around it.
      for (const [text, sentence] of [
        ['31-12-2025', description],
        ['01-02-2026 10:00', heading],
      ] as const) {
        const kept = screen.getByText(text);
        expect(kept.style.whiteSpace).toBe('nowrap');
        expect(kept.parentElement?.textContent).toMatch(sentence);
      }
    },
  );

  it('gives the keyboard back to the Trace button that opened a trail once it is closed (hk)', async () => {
    storedSession({ privileges: ['company:read'], year: YEAR, login: 'acme.auditor' });
    fakeApi.on(sampleRoutes.samples, () => [
      sample('01JB4Z8Q7W3N5K2M6P9R1T0V8B', { figures: [{ ...FIGURE, mark: undefined }] }),
    ]);
    fakeApi.on(sampleRoutes.figureTrail, () => trail());
    const { user } = renderWidget(<AuditSamplePage />, { language: 'hk' });
    const trace = await screen.findByRole('button', { name: /追溯/ });
    await user.click(trace);
    const region = await screen.findByRole('region', { name: /追溯記錄/ });
    await waitFor(() => expect(document.activeElement).toBe(region));
    await user.click(screen.getByRole('button', { name: '關閉' }));
    await waitFor(() => expect(document.activeElement).toBe(trace));
  });
});

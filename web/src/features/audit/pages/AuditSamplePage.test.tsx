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

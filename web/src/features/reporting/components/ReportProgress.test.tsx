import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { Language } from '@esg/core/schemas/common';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { ReportProgress } from './ReportProgress';

const YEAR = '2025-12-31';
const JOB = '01JDREPORT0000000000000000';

/** A finished report of the given language, for a company signed in under `company`. */
function finished(company: string, lang?: Language) {
  storedSession({ privileges: ['company:read'], company: { id: 't1', name: company } });
  fakeApi.on(reportingRoutes.reportProgress, () => ({
    id: JOB,
    status: 'DONE' as const,
    progress: 100,
    ...(lang ? { lang } : {}),
  }));
  fakeApi.on(reportingRoutes.downloadReport, () => new Blob(['%PDF-1.7']));
  // The names the browser is asked to save under (saveBlob clicks a link with `download`).
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { ...renderWidget(<ReportProgress jobId={JOB} year={YEAR} />), saved };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('report downloads (ADR 0044)', () => {
  it('names the PDF and the Word file by company, year and the report’s language, not the interface’s', async () => {
    const { user, saved } = finished('Acme Holdings Ltd', 'hk');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toEqual(['Acme-Holdings-Ltd_ESG-report_2025-12-31_zh-HK.pdf']));
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('Acme-Holdings-Ltd_ESG-report_2025-12-31_zh-HK.docx');
    expect(fakeApi.calls(reportingRoutes.downloadReport).map((c) => c.query)).toEqual([
      { format: 'pdf' },
      { format: 'docx' },
    ]);
  });

  it('keeps a company name with characters no file system allows readable, and leaves out a language it does not know', async () => {
    const { user, saved } = finished('  Lee & Sons / Trading: "HK"  ');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toEqual(['Lee-&-Sons-Trading-HK_ESG-report_2025-12-31.pdf']));
  });
});

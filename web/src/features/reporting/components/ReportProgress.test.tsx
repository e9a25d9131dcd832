import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { Language } from '@esg/core/schemas/common';
import type { WordState } from '@esg/core/schemas/reports';
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

describe('the Word edition, built after the PDF (ADR 0132)', () => {
  /** A DONE report whose Word edition is in the states given, one per progress poll (the last one stays). */
  function wordIn(states: WordState[], language: 'en' | 'hk' | 'cn' = 'en') {
    storedSession({ privileges: ['company:read'], company: { id: 't1', name: 'Acme Holdings Ltd' } });
    let poll = 0;
    fakeApi.on(reportingRoutes.reportProgress, () => ({
      id: JOB,
      status: 'DONE' as const,
      progress: 100,
      lang: 'en' as const,
      word: states[Math.min(poll++, states.length - 1)]!,
    }));
    fakeApi.on(reportingRoutes.downloadReport, () => new Blob(['PK']));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return renderWidget(<ReportProgress jobId={JOB} year={YEAR} />, { language });
  }

  it('says the Word edition is being prepared beside the PDF, then offers it once the poll finds it stored', async () => {
    const { user } = wordIn(['preparing', 'ready']);
    expect(await screen.findByText('The Word edition is being prepared…')).toBeTruthy();
    // The PDF is there already; the Word file is not offered yet.
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Word (.docx)' })).toBeNull();
    const word = await screen.findByRole('button', { name: 'Download Word (.docx)' }, { timeout: 3000 });
    // The live region's announcer repeats what it holds a moment later (Cloudscape's LiveRegion), so it goes too:
    // later still on a loaded machine, hence the poll's own timeout.
    await vi.waitFor(() => expect(screen.queryByText('The Word edition is being prepared…')).toBeNull(), {
      timeout: 3000,
    });
    await user.click(word);
    await vi.waitFor(() =>
      expect(fakeApi.calls(reportingRoutes.downloadReport).map((c) => c.query)).toEqual([{ format: 'docx' }]),
    );
    // Polling stops once the Word edition is stored.
    const polls = fakeApi.calls(reportingRoutes.reportProgress).length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(fakeApi.calls(reportingRoutes.reportProgress)).toHaveLength(polls);
  });

  it('says so in Traditional Chinese', async () => {
    wordIn(['preparing'], 'hk');
    expect(await screen.findByText('正在準備 Word 文件…')).toBeTruthy();
  });

  it('says so in Simplified Chinese', async () => {
    wordIn(['preparing'], 'cn');
    expect(await screen.findByText('正在准备 Word 文档…')).toBeTruthy();
  });

  it('says a Word edition that could not be built could not be prepared, and keeps the PDF downloadable', async () => {
    wordIn(['failed']);
    expect(
      await screen.findByText('The Word edition could not be prepared. Generate the report again to get it.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Word (.docx)' })).toBeNull();
  });
});

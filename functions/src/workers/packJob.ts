import type { Language } from '@esg/core/schemas/common';
import type { ParityEditionView, ReportData, ReportMessage } from '@esg/core/schemas/reports';
import { buildReport } from '@esg/core/domain/reports/build';
import { inLanguage, loadYearInputs } from '@esg/core/domain/reports/data';
import { reportDocx } from '@esg/core/domain/reports/docx';
import { beginAttempt, finish, setProgress, settle, STAGE } from '@esg/core/domain/reports/lifecycle';
import { packKey } from '@esg/core/domain/reports/pack';
import { ZIP_TYPE } from '@esg/core/lib/zipStream';
import { compareEditions, type PrintedEdition } from '@esg/core/domain/reports/parity/compare';
import { editionWords } from '@esg/core/domain/reports/parity/words';
import { zipStored, type ZipFile } from '@esg/core/domain/reports/zip';
import { putBytes } from '@esg/core/infra/s3Objects';
import { sharedPdfReader } from './pdfText';
import { printReport } from './render';
import type { JobResult } from './reportJob';

/** Mismatches kept per edition on the job (the web lists them); the count of the rest is kept too. */
const KEPT_MISMATCHES = 50;

/**
 * What a test build may do to an edition's data before it prints (a figure altered in one edition, to see the parity
 * check fail): a parameter of this function only, never reachable from a queue message or a route.
 */
export interface PackHooks {
  edition?: (data: ReportData) => ReportData;
}

/** An edition printed: its PDF and Word file, and what its pages contain (read while the next edition prints). */
interface Printed {
  lang: Language;
  pdf: Uint8Array;
  docx: Promise<Uint8Array>;
  read: Promise<PrintedEdition>;
}

const fileName = (yearEnd: string, lang: Language, ext: string) => `ESG-report-${yearEnd}-${lang}.${ext}`;

/** The parity result of each edition against the English one (the first). */
export async function parityOf(
  editions: PrintedEdition[],
): Promise<{ passed: boolean; editions: ParityEditionView[] }> {
  const [reference, ...others] = editions;
  const results = others.map((other) => {
    const { compared, mismatches } = compareEditions(reference!, other);
    const more = mismatches.length - KEPT_MISMATCHES;
    return {
      lang: other.lang as Language,
      compared,
      mismatches: mismatches.slice(0, KEPT_MISMATCHES),
      ...(more > 0 ? { more } : {}),
    };
  });
  return { passed: results.every((r) => r.mismatches.length === 0), editions: results };
}

/**
 * One attempt at a publication pack (ADR 0099): the year's data loaded once (the frozen data every edition prints
 * from), each edition printed in turn in the warm tab, its Word file built and its PDF read back while the next one
 * prints; then the parity check over what the PDFs contain, and one zip of them all. DONE records the parity result:
 * a pack that fails it is listed with its mismatches and never offered for download.
 */
export async function runPackJob(msg: ReportMessage, hooks: PackHooks = {}): Promise<JobResult> {
  const attempt = await beginAttempt(msg);
  if (!('tenantId' in attempt)) return { jobId: msg.jobId, pdfKey: attempt.pdfKey ?? '', bytes: 0 };
  const langs = msg.pack ?? [];
  const reader = sharedPdfReader();
  try {
    const inputs = await loadYearInputs(msg.tenantId, msg.yearEnd);
    const printed: Printed[] = [];
    for (const [i, lang] of langs.entries()) {
      const built = buildReport(inLanguage(inputs, lang)).data;
      const data = hooks.edition ? hooks.edition(built) : built;
      const pdf = await printReport(data, () => undefined);
      // Off the next print's critical path: the Word file and reading the PDF back (a rejection is awaited below).
      const docx = reportDocx(data);
      const read = reader.read(pdf).then((pages) => ({ lang, pages, words: editionWords(data) }));
      docx.catch(() => undefined);
      read.catch(() => undefined);
      printed.push({ lang, pdf, docx, read });
      setProgress(attempt, STAGE.loading + Math.round(((STAGE.printing - STAGE.loading) * (i + 1)) / langs.length));
    }
    const parity = await parityOf(await Promise.all(printed.map((p) => p.read)));
    const files: ZipFile[] = [];
    for (const p of printed) {
      files.push({ name: fileName(msg.yearEnd, p.lang, 'pdf'), bytes: p.pdf });
      files.push({ name: fileName(msg.yearEnd, p.lang, 'docx'), bytes: await p.docx });
    }
    const zip = zipStored(files);
    const key = packKey(msg.tenantId, msg.yearEnd, msg.jobId);
    await putBytes(key, zip, ZIP_TYPE);
    await finish(attempt, key, zip.byteLength, { pack: { langs, parity } });
    return { jobId: msg.jobId, pdfKey: key, bytes: zip.byteLength };
  } catch (err) {
    await settle(attempt).catch(() => undefined);
    throw err;
  }
}

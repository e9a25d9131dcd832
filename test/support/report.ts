import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { Context, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { handler } from '@esg/functions/workers/report';
import { createJob, loadJob } from '@esg/core/domain/reports/jobs';
import { getBytes } from '@esg/core/infra/s3Objects';
import { runInContext } from '@esg/core/context';
import type { Language } from '@esg/core/schemas/common';
import type { ReportMessage } from '@esg/core/schemas/reports';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import type { DetailField, Field, ScalarField } from '@esg/core/catalogue/types';
import type { PagePayload, TableRow, YesNoValue } from '@esg/core/catalogue/values';
import { REFERENCE_LISTS } from '@esg/core/catalogue/lists';
import { reportDate, reportDecimal, reportFigure, reportUnit, rowScale } from '@esg/core/domain/reports/format';
import { measuredOf, printsAsRecords } from '@esg/core/domain/reports/pageBlocks';
import { trainingTable } from '@esg/core/domain/reports/social';
import { figureText, NO_FIGURE } from '@esg/core/domain/reports/environmental';
import { asPrinted } from '@esg/core/lib/scripts';
import { cellStart } from '@esg/core/lib/format';
import { bilingualOf, editionText, isBilingual } from '@esg/core/catalogue/bilingual';
import { toSimplified } from '@esg/core/lib/simplified';
export { asPrinted };
import { figureLines, type EmissionsJson, type FigureJson } from '@esg/core/calc/emissions/present';
import { pageByKey } from '@esg/core/pages/index';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { call } from './api';
import { periodIds } from './company';
import { sqsRecord } from '../../packages/local/src/poller';

/**
 * Prints one report of a company in this process (as Lambda would) and returns each page's text. The one
 * delivery counts as the queue's last, so a failure marks the job FAILED with its cause (shown by the test).
 */
export async function printReport(tenantId: string, yearEnd: string, lang: Language): Promise<string[]> {
  return (await printReportPdf(tenantId, yearEnd, lang)).pages;
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** The same print, with the PDF document itself (its outline, its tags) beside each page's text. */
export async function printReportPdf(
  tenantId: string,
  yearEnd: string,
  lang: Language,
): Promise<{ doc: PdfDocument; pages: string[]; bytes: Uint8Array }> {
  // The job records its language, as a queued report's does (jobs.ts `enqueue`).
  const job = await runInContext({ requestId: ulid() }, () =>
    createJob(tenantId, 'test', yearEnd, undefined, { lang }),
  );
  const msg: ReportMessage = { tenantId, jobId: job.id, yearEnd, lang };
  const event: SQSEvent = {
    Records: [
      sqsRecord(
        {
          MessageId: ulid(),
          ReceiptHandle: 'r',
          Body: JSON.stringify(msg),
          Attributes: { ApproximateReceiveCount: '3' },
        },
        'arn',
      ),
    ],
  };
  const out = await handler(event, { getRemainingTimeInMillis: () => 120_000, functionName: 'test' } as Context);
  const done = await loadJob(tenantId, job.id, true);
  expect(out.batchItemFailures, `the job failed: ${done.errorDetail ?? done.error}`).toEqual([]);
  const bytes = (await getBytes(done.pdfKey!))!;
  const doc = await getDocumentProxy(new Uint8Array(bytes), { useSystemFonts: false });
  return { doc, pages: (await extractText(doc, { mergePages: false })).text, bytes: new Uint8Array(bytes) };
}

/**
 * The fonts a PDF's pages draw with, as pdf.js loads them (unpdf: CI has no poppler): each font's PostScript name
 * and whether it is a Type 3 font (glyphs drawn as PDF paths, which a reader cannot select or search).
 */
export async function embeddedFonts(bytes: Uint8Array): Promise<{ name: string; type3: boolean }[]> {
  const { OPS } = await import('unpdf/pdfjs');
  const doc = await getDocumentProxy(bytes.slice(), { useSystemFonts: false });
  const fonts = new Map<string, { name: string; type3: boolean }>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.setFont) return;
      const id = (ops.argsArray[i] as string[])[0]!;
      if (fonts.has(id)) return;
      const font = page.commonObjs.get(id) as { name: string; isType3Font: boolean };
      fonts.set(id, { name: font.name, type3: font.isType3Font });
    });
  }
  return [...fonts.values()];
}

/** Text without any white space: PDF text extraction breaks lines and spaces wherever the layout did. */
export const squeeze = (s: string) => s.replace(/\s+/g, '');

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A table cell as a reader sees it: numbers and dates in the report's format (ADR 0043 amended), list values by label. */
function cellText(c: ScalarField, v: unknown, lang: Language): string {
  if (!given(v)) return '';
  if (c.kind === 'number') return c.asFigure ? reportFigure(Number(v), lang) : reportDecimal(String(v), lang);
  if (c.kind === 'date') return reportDate(String(v), lang);
  if (c.kind === 'select' || c.kind === 'multiSelect') {
    const options = REFERENCE_LISTS[c.list] ?? [];
    return (Array.isArray(v) ? v : [v]).map((x) => options.find((o) => o.value === x)?.labels[lang] ?? x).join(', ');
  }
  // A translatable cell (ADR 0121): its edition's language.
  if (isBilingual(v)) return editionText(bilingualOf(v, 'en')!, lang, toSimplified) ?? '';
  return String(v);
}

/**
 * Every figure a page's answers hold (as a route answers them: entered and computed), as its line of the
 * report reads once squeezed: "label value" of a number answer (also under a Yes), and each table row that
 * holds a number, cell after cell. Labels come from the page's declaration in `lang`.
 */
export function pageFigures(page: PageDeclaration, values: Record<string, unknown>, lang: Language) {
  const out: { at: string; text: string }[] = [];
  const visit = (f: Field | DetailField, v: unknown, at: string) => {
    if (!given(v)) return;
    if (f.kind === 'number') out.push({ at, text: squeeze(`${f.labels[lang]}${reportDecimal(String(v), lang)}`) });
    if (f.kind === 'yesNoNtd' && (v as YesNoValue).answer === 1)
      for (const d of f.details ?? []) visit(d, (v as YesNoValue).details?.[d.id], `${at}.${d.id}`);
    if (f.kind === 'table') {
      const shown = f.columns.filter((c) => !/Id$/.test(c.id) && !c.personal);
      // A table wider than the page prints each row as a record: heading and value, column after column.
      const cell = (c: ScalarField, row: TableRow) =>
        printsAsRecords(shown) && given(row[c.id])
          ? `${c.labels[lang]}${cellText(c, row[c.id], lang)}`
          : cellText(c, row[c.id], lang);
      for (const [i, row] of (v as TableRow[]).entries())
        if (shown.some((c) => c.kind === 'number' && given(row[c.id])))
          out.push({ at: `${at}.${i}`, text: squeeze(shown.map((c) => cell(c, row)).join('')) });
    }
  };
  // A figure computed from nothing entered is not printed (ADR 0087): not looked for either.
  const measured = measuredOf(page, values as PagePayload);
  for (const card of page.tabs.flatMap((t) => t.cards))
    for (const f of card.fields) if (measured(f)) visit(f, values[f.id], f.id);
  return out;
}

/** B3–B8: each Social page with figures and the spec call that reads it (`id`: the period's id). */
const SOCIAL_READS: Record<string, (id: string, yearEnd: string) => string> = {
  development_training: (id) => `/api/dev-train/${id}`,
  labour_standards: (_, yearEnd) => `/api/page-data/labour_standards/${yearEnd}`,
  supply_chain: (id) => `/api/supply-chain/${id}`,
  product: (id) => `/api/product/${id}`,
  anti_corruption: (id) => `/api/anti-corruption/${id}`,
  community_investment: (id) => `/api/community-investment/${id}`,
};

/**
 * Every figure B3–B8's routes answer for a year (entered and computed), and those a report's squeezed text lacks.
 * The report is right when `missing` is empty; `figures` says how many were looked for, `unanswered` which pages hold nothing.
 */
export async function socialFiguresIn(text: string, token: string, yearEnd: string) {
  const id = (await periodIds(token, [yearEnd]))[yearEnd]!;
  const missing: string[] = [];
  const unanswered: string[] = [];
  let figures = 0;
  for (const [key, path] of Object.entries(SOCIAL_READS)) {
    const res = await call('GET', path(id, yearEnd), { token });
    expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(200);
    if (Object.keys(res.body.values).length === 0) unanswered.push(key);
    // B3.1/B3.2 print as one table by group (ADR 0087): its rows, cell after cell.
    const expected =
      key === 'development_training'
        ? trainingTable(res.body.values, 'en').flatMap((b) =>
            b.kind === 'table' ? b.rows.map((r, i) => ({ at: `row ${i}`, text: squeeze(r.join('')) })) : [],
          )
        : pageFigures(pageByKey(key)!, res.body.values, 'en');
    for (const f of expected) {
      figures += 1;
      if (!text.includes(f.text)) missing.push(`${key} ${f.at}: ${f.text}`);
    }
  }
  return { figures, missing, unanswered };
}

type FactorUsed = { id: string; revision: number; value: string; unit: string; proxy: boolean } & Partial<{
  validFrom: number;
  validTo: number;
  source: string;
  appliesTo: string;
}>;

/**
 * The appendix's row of each factor `GET /api/emissions/{year}` (with its lines) names in its lineage, squeezed:
 * id, revision, value, unit, the years it is valid for, source, and the proxy flag.
 */
export function factorRows(emissions: { bases: { factors: FactorUsed[] }[] }) {
  const used = new Map<string, FactorUsed>();
  for (const b of emissions.bases) for (const f of b.factors) used.set(`${f.id}#${f.revision}`, f);
  return [...used.values()].map((f) => {
    const years = f.validTo && f.validTo !== f.validFrom ? `${f.validFrom}–${f.validTo}` : String(f.validFrom ?? '–');
    const flag = f.proxy ? REPORT_MESSAGES.en.yes : '';
    return {
      factor: f,
      row: squeeze(
        asPrinted(
          [
            cellStart(f.appliesTo ?? '–'),
            reportDecimal(f.value, 'en'),
            reportUnit(f.unit, 'en'),
            years,
            f.source ?? '–',
            flag,
          ].join(' '),
        ),
      ),
    };
  });
}

type Figures = Record<string, Record<string, FigureJson> | undefined>;

/**
 * Every figure of the A1/A2 tables `GET /api/emissions/{year}` answers — pollutants, scopes, waste, energy by type,
 * water, packaging and their intensities — as the report prints it (a zero has no line of its own to find), after its
 * row's unit, and those a report's squeezed English text lacks. A row of very small tonnes prints in kilograms, both
 * years alike (ADR 0075 amended): the API's value × 1,000 after "kg…", so the comparison year's figures (`previous`)
 * decide the row's unit with this year's. The report is right when `missing` is empty.
 */
export function emissionFiguresIn(
  text: string,
  emissions: { provisions: Figures; intensities: Figures },
  previous?: EmissionsJson,
) {
  // A comparison year's figure counts where something was recorded for it: a zero with no line behind it is nothing
  // entered (ADR 0069), and the year's cell says so (`recorded` in domain/reports/environmental.ts).
  const recordedIn = (f: FigureJson | undefined) =>
    !!previous && typeof f?.value === 'number' && (f.value !== 0 || !f.complete || figureLines(previous, f).length > 0);
  const figures = (from: 'provisions' | 'intensities', codes: string[]) =>
    codes.flatMap((code) =>
      Object.entries(emissions[from][code] ?? {}).map(([key, f]) => ({
        at: `${code} ${key}`,
        f,
        scale: rowScale(f.unit, [f.value, previous?.[from][code]?.[key]?.value]),
        // A row with no figure in either year prints no unit (ADR 0075 amended).
        unitless: f.value === null && !recordedIn(previous?.[from][code]?.[key]),
      })),
    );
  const printed = [
    ...figures('provisions', ['A1.1', 'A1.2', 'A1.3', 'A1.4', 'A2.1', 'A2.2', 'A2.5']),
    ...figures('intensities', ['A1.2', 'A1.3', 'A1.4', 'A2.1', 'A2.2']),
  ].filter(({ f }) => f.value !== 0);
  const shown = ({ f, scale, unitless }: (typeof printed)[number]) =>
    `${unitless ? NO_FIGURE : reportUnit(scale.unit, 'en')} ${figureText(f, 'en', scale.factor)}`;
  const missing = printed.filter((p) => !text.includes(squeeze(asPrinted(shown(p)))));
  return { figures: printed.length, missing: missing.map((p) => `${p.at}: ${shown(p)}`) };
}

/** Every run of text of a PDF: its page, its size in pt (rotation aside) and its box in pt from the page's top left. */
export interface TextRun {
  page: number;
  str: string;
  size: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export async function textRuns(bytes: Uint8Array): Promise<TextRun[]> {
  const doc = await getDocumentProxy(bytes, { useSystemFonts: false });
  const runs: TextRun[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , , height] = page.view as [number, number, number, number];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [a, b, c, d, e, f] = item.transform as number[];
      const size = Math.hypot(c!, d!);
      const horizontal = Math.abs(b!) < 1e-6 && a! > 0;
      runs.push({
        page: n,
        str: item.str,
        size,
        left: e!,
        right: horizontal ? e! + item.width : e!,
        top: height - f! - size,
        bottom: height - f!,
      });
    }
  }
  return runs;
}

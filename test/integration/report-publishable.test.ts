import { bilingualOf, editionText, isBilingual } from '@esg/core/catalogue/bilingual';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { PAGES, pageByKey } from '@esg/core/pages/index';
import { allFields } from '@esg/core/catalogue/page';
import { PRINTED_IN_PART_D } from '@esg/core/domain/reports/partDScope3';
import { NO_FIGURE, pollutantName } from '@esg/core/domain/reports/environmental';
import { DISCLOSURE_CHOICES } from '@esg/core/catalogue/comply';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import type { Language } from '@esg/core/schemas/common';
import { call, signIn } from '../support/api';
import { POLICY_HOMES } from '@esg/core/domain/reports/build';
import { keptWithPrevious, type ReportBlock } from '@esg/core/schemas/reports';
import { reportDate, reportDecimal, reportFigure, reportPercent, reportUnit } from '@esg/core/domain/reports/format';
import { asPrinted } from '@esg/core/lib/scripts';
import { cellStart } from '@esg/core/lib/format';
import { toSimplified } from '@esg/core/lib/simplified';
import { editionTextOf } from '@esg/core/domain/reports/translated';
import { factorWording, type FactorChinese } from '@esg/core/domain/factors/chinese';
import { embeddedFonts, squeeze } from '../support/report';
import { escape, PAGE, printEditions, rowPattern, type Printed } from '../support/printed';
import { whoIs } from '../support/tenants';
import { EXPLAINING, explainingSentences } from '../support/explaining';

/**
 * A report the board signs (ADR 0074): Acme's complete FY2025 printed in every language and read as its reader
 * would — never scaled, nothing off the page, in the bundled Noto fonts only, in the company's words rather than the
 * form's, with every entered value of the climate register and the targets in it. Set REPORT_PDF_DIR to keep the PDFs.
 */
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];
let printed: Partial<Record<Language, Printed>> = {};
let token: string;

beforeAll(async () => {
  const { tenantId } = await whoIs('acme.admin');
  token = await signIn('acme.admin');
  printed = await printEditions(tenantId, YEAR, LANGS, 'acme');
}, 300_000);

afterAll(() => closeBrowser());

type Table = Extract<ReportBlock, { kind: 'table' }>;

describe.each(LANGS)('Acme FY2025, complete, in %s', (lang) => {
  const t = REPORT_MESSAGES[lang];
  const the = () => printed[lang]!;

  it('is never scaled: body text is 10 pt and tables 9 pt on every page, nothing smaller than 7.5 pt', () => {
    const { runs } = the();
    const pages = new Set(runs.map((r) => r.page));
    for (const page of pages) {
      // The size most of the page's characters have is its body text.
      const bySize = new Map<number, number>();
      // The running header and footer (7.5 pt) sit in the page's margins, outside its body.
      for (const r of runs.filter((x) => x.page === page && x.top > 57 && x.bottom < PAGE.height - 51)) {
        const size = Math.round(r.size * 10) / 10;
        bySize.set(size, (bySize.get(size) ?? 0) + r.str.length);
      }
      const body = [...bySize].sort((a, b) => b[1] - a[1])[0]![0];
      expect(body, `page ${page}`).toBeGreaterThanOrEqual(9);
    }
    const smallest = Math.min(...runs.map((r) => r.size));
    expect(smallest).toBeGreaterThanOrEqual(7.4);
    // A scaled report prints its paragraphs at ~6.7 pt: the period paragraph of About this report is 10 pt.
    const period = runs.find((r) => r.str.includes(t.about.slice(0, 3)) && r.size < 12);
    expect(period === undefined || period.size >= 9.9).toBe(true);
  });

  it('keeps every text inside the page, within its side margins (the draft watermark aside)', () => {
    const outside = the().runs.filter(
      (r) =>
        r.str.trim() !== t.draft &&
        (r.left < PAGE.side - 1 || r.right > PAGE.width - PAGE.side + 1 || r.top < 0 || r.bottom > PAGE.height),
    );
    expect(outside.map((r) => `p${r.page} ${r.str}`)).toEqual([]);
  });

  it('embeds only the bundled Noto fonts, no Type 3 and no system font, header and footer included', async () => {
    const fonts = await embeddedFonts(the().bytes);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans(TC|SC)?(Thin)?-(Regular|Bold)$/);
      expect(font.type3, font.name).toBe(false);
    }
  });

  it('prints the running header and the page number in the report’s language on every page', () => {
    const { runs } = the();
    const pages = Math.max(...runs.map((r) => r.page));
    const line = t.pageOfPages.replace('{page}', '2').replace('{pages}', String(pages));
    const pageTwo = squeeze(
      runs
        .filter((r) => r.page === 2)
        .map((r) => r.str)
        .join(''),
    );
    expect(pageTwo).toContain(squeeze(line));
    expect(pageTwo).toContain(squeeze(t.title));
    for (let p = 1; p <= pages; p++)
      expect(
        runs.some((r) => r.page === p && r.bottom > PAGE.height - 51 && /\d/.test(r.str)),
        `page ${p}`,
      ).toBe(true);
  });

  it('reads as a report, not a form: no Item / Answer tables, no comply-or-explain cards, no e-mail address', () => {
    const { text: all } = the();
    // The body: up to the content index's own heading (its first mention is in the contents); the glossary after
    // it explains "comply or explain".
    const index = squeeze(t.index);
    const text = all.slice(0, all.indexOf(index, all.indexOf(index) + 1));
    expect(text.length).toBeGreaterThan(all.length / 2);
    expect(text).not.toContain(squeeze(`${t.item}${t.answer}`));
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    // No product code anywhere, the content index included (ADR 0086): the Code's references only.
    expect(all).not.toMatch(/(MDR-[A-Z]+|D-(GOV|STR|RM|MT)[\w-]*|[AB]\d-GD)/);
    // The comply-or-explain cards' lines ("D-STR-RO Risks and opportunities: Answered") are the content index's.
    const answered = DISCLOSURE_CHOICES.find((c) => c.value === 'answered')!.labels[lang];
    expect(text).not.toMatch(new RegExp(`[A-D][\\w.-]*\\d?[^。.]{0,40}${answered}`));
    // No question of the form ("Is an internal carbon price used?"): a choice prints as a statement (ADR 0091).
    const questions = PAGES.flatMap((p) => allFields(p).map(({ field }) => squeeze(field.labels[lang] ?? '')));
    expect(questions.filter((q) => /[?？]$/.test(q) && text.includes(q))).toEqual([]);
  });

  it('prints every climate target’s values with their unit (ADR 0091)', async () => {
    const { text } = the();
    const metrics = (await call('GET', `/api/climate/metrics/${YEAR}`, { token })).body as {
      targets: { targetValue: string; unit: string | null }[];
    };
    expect(metrics.targets.length).toBeGreaterThan(0);
    for (const x of metrics.targets) {
      expect(x.unit).not.toBeNull();
      // To Part D's four digits, as its progress table prints the same value (ADR 0075).
      const value = squeeze(asPrinted(`${reportFigure(Number(x.targetValue), lang)} ${reportUnit(x.unit!, lang)}`));
      expect(text).toContain(value);
    }
  });

  it('names each emission factor without its id or an administrator’s reading note, and says which are proxies', async () => {
    const { text } = the();
    const emissions = (await call('GET', `/api/emissions/${YEAR}`, { token })).body as {
      bases: { factors: ({ id: string; appliesTo?: string; proxy: boolean } & FactorChinese)[] }[];
    };
    const factors = emissions.bases.flatMap((b) => b.factors);
    expect(factors.length).toBeGreaterThan(3);
    for (const f of factors) {
      expect(text, f.id).not.toContain(f.id);
      // By its name in the edition's language (ADR 0130), the appendix's cell opening with a capital (ADR 0086).
      expect(text).toContain(squeeze(cellStart(factorWording(f, lang, toSimplified).name)));
    }
    expect(text).not.toMatch(/esg_gp_be|verify|beforerelying|asusedby|replacewith|litresneed/i);
    if (factors.some((f) => f.proxy)) {
      const words = t.factorProxies.split(/\{\w+\}/).find((w) => w.trim().length > 3)!;
      expect(text).toContain(squeeze(words));
    }
  });

  it('prints every value entered in the climate register and the targets, financial effects and milestones too', async () => {
    const { text } = the();
    const missing: string[] = [];
    for (const key of ['climate_risks', 'climate_metrics', 'climate_resilience']) {
      const page = pageByKey(key)!;
      const values = (await call('GET', `/api/page-data/${key}/${YEAR}`, { token })).body.values as Record<
        string,
        unknown
      >;
      for (const { field } of allFields(page)) {
        // Scope 3's entries and the milestones print as what they add up to (Part D's table and path, ADR 0109/0110).
        if (field.kind !== 'table' || PRINTED_IN_PART_D.has(field.id)) continue;
        for (const row of (values[field.id] as Record<string, unknown>[] | undefined) ?? [])
          for (const column of field.columns) {
            const v = row[column.id];
            if (v === undefined || v === null || v === '' || /Id$/.test(column.id)) continue;
            const shown =
              column.kind === 'number'
                ? /(Year|From|To)$/.test(column.id)
                  ? String(v)
                  : column.asFigure
                    ? reportFigure(Number(v), lang)
                    : reportDecimal(String(v), lang)
                : column.kind === 'text' || column.kind === 'longText'
                  ? // A translatable cell in the edition's language (ADR 0121).
                    isBilingual(v)
                    ? (editionText(bilingualOf(v, 'en')!, lang, toSimplified) ?? '')
                    : String(v)
                  : undefined;
            if (shown !== undefined && !text.includes(squeeze(shown))) missing.push(`${key}.${column.id}: ${shown}`);
          }
      }
    }
    expect(missing).toEqual([]);
  });

  it('prints each policy under its own aspect, with the Code and its reporting principles in About this report', async () => {
    const { data, text } = the();
    const policies = (await call('GET', `/api/page-data/policies/${YEAR}`, { token })).body.values as Record<
      string,
      { answer: number; details?: Record<string, { en: string; hk: string }> }
    >;
    const headings = data.sections.map((sec) => squeeze(sec.heading));
    // Each heading's second occurrence is the section's own (the first is its contents line).
    const at = (h: string) => text.indexOf(h, text.indexOf(h) + 1);
    let placed = 0;
    for (const [field, home] of Object.entries(POLICY_HOMES)) {
      // A policy's name is translatable (ADR 0096): each edition prints its own (Simplified converted).
      const names = policies[field]?.details?.[`${field}Name`];
      if (!names) continue;
      const name = lang === 'en' ? names.en : lang === 'hk' ? names.hk : toSimplified(names.hk);
      const i = data.sections.findIndex((sec) => sec.id === home);
      expect(i, home).toBeGreaterThan(0);
      const [from, to] = [at(headings[i]!), at(headings[i + 1]!)];
      expect(text.slice(from, to), `${name} under ${headings[i]}`).toContain(squeeze(name));
      placed += 1;
    }
    expect(placed).toBe(12);
    for (const key of ['codeStatement', 'balance', 'materiality', 'quantitative', 'consistency'] as const)
      expect(text).toContain(squeeze(t[key]));
  });

  it('explains every asterisk in a note printed under its table; a figure left empty by a gap is “not reported”, never 0', () => {
    const { data, text } = the();
    const blocks = data.sections.flatMap((sec) => sec.blocks);
    let starred = 0;
    blocks.forEach((b, i) => {
      if (b.kind !== 'table' || !b.rows.some((r) => r.some((c) => typeof c === 'string' && c.endsWith('*')))) return;
      starred += 1;
      const note = blocks[i + 1];
      expect(note?.kind === 'p' && note.text.startsWith('* '), b.caption).toBe(true);
      expect(text).toContain(squeeze(asPrinted(note?.kind === 'p' ? note.text : '')));
      for (const r of b.rows) expect(r.slice(2)).not.toContain('0*'); // PM's factors missing: never a printed 0*
    });
    expect(starred).toBeGreaterThan(0);
    expect(text).toContain(squeeze(`${pollutantName('pm', lang)} ${NO_FIGURE} ${t.notReported}*`)); // ADR 0075 amended
    expect(text).not.toContain(squeeze(`${pollutantName('pm', lang)} kg`)); // no figure, no kg beside grams
  });

  it('prints Part D’s computed metrics: market-based beside location-based Scope 2, Scope 3 by category, removals, target progress', async () => {
    const { text } = the();
    const metrics = (await call('GET', `/api/climate/metrics/${YEAR}`, { token })).body as {
      scope2: { tCO2e: string };
      scope3: { category: number; tCO2e: string | null; state: string }[];
      targets: { progress: string | null }[];
    };
    const scope2 = squeeze(asPrinted(reportFigure(Number(metrics.scope2.tCO2e), lang)));
    const tonnes = squeeze(asPrinted(reportUnit('tCO2e', lang)));
    expect(text).toContain(squeeze(`${t.scope2Location}`) + tonnes + scope2);
    // The head office's renewable energy certificates make market-based lower (ADR 0090).
    const year = (await call('GET', `/api/emissions/${YEAR}`, { token })).body as {
      provisions: Record<string, Record<string, { value: number }>>;
      instruments: { reference: Parameters<typeof editionTextOf>[0] }[];
    };
    const market = year.provisions['D-MT-GHG2']!.marketBased!.value;
    expect(market).toBeLessThan(Number(metrics.scope2.tCO2e));
    expect(text).toContain(squeeze(`${t.scope2Market}`) + tonnes + squeeze(asPrinted(reportFigure(market, lang))));
    expect(text).toContain(squeeze(t.scope2Methods));
    expect(text).not.toContain(squeeze(t.marketBasedSame));
    expect(year.instruments.length).toBe(1);
    // The reference in the edition's language (ADR 0137).
    for (const i of year.instruments) expect(text).toContain(squeeze(editionTextOf(i.reference, lang)));
    const reported = metrics.scope3.filter((c) => c.state === 'reported' && c.tCO2e !== null);
    expect(reported.length).toBeGreaterThan(0);
    for (const c of reported) expect(text).toContain(squeeze(asPrinted(reportFigure(Number(c.tCO2e), lang))));
    const progress = metrics.targets.map((x) => x.progress).filter((p): p is string => p !== null);
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress) expect(text).toMatch(new RegExp(`${squeeze(reportPercent(p, lang))}(?!\\d)`)); // −17.8 (ADR 0075)
    expect(text).toContain(squeeze(t.removals));
  });

  it('has no near-empty page (a two-line block alone before the next chapter): every page but the cover and the last holds at least 8 lines of body (ADR 0092)', () => {
    const { runs } = the();
    const count = Math.max(...runs.map((r) => r.page));
    const lines = new Map<number, Set<number>>();
    // Body lines: horizontal runs (the draft watermark is rotated) between the running header and footer.
    for (const r of runs.filter((x) => x.right > x.left && x.top > 57 && x.bottom < PAGE.height - 51))
      (lines.get(r.page) ?? lines.set(r.page, new Set()).get(r.page)!).add(Math.round(r.top / 4));
    const sparse = [...lines].filter(([page, set]) => page > 1 && page < count && set.size < 8).map(([p]) => p);
    expect(sparse).toEqual([]);
  });

  it('never ends a page with a table’s caption and head alone: each shares its page with its first row', () => {
    const { data, pages } = the();
    const tables = data.sections
      .flatMap((sec) => sec.blocks)
      .filter((b): b is Table => b.kind === 'table' && b.rows.length > 0);
    expect(tables.length).toBeGreaterThan(10);
    const orphaned = tables.filter((table) => {
      const opening = new RegExp(
        `${escape(squeeze(asPrinted(table.caption)))}${escape(squeeze(asPrinted(table.head.join(''))))}${rowPattern(table.rows[0]!)}`,
      );
      return !pages.some((page) => opening.test(page));
    });
    expect(orphaned.map((table) => table.caption)).toEqual([]);
  });

  it('keeps every note, and every sentence explaining a table or figure, on the page where that block ends', () => {
    const { data, pages } = the();
    const tail = (b: ReportBlock) =>
      b.kind === 'table'
        ? new RegExp(rowPattern(b.rows.at(-1)!))
        : b.kind === 'p'
          ? new RegExp(escape(squeeze(asPrinted(b.text)).slice(-24)))
          : // A chart is printed whole: its title is on the page it ends on.
            b.kind === 'chart'
            ? new RegExp(escape(squeeze(asPrinted(b.title))))
            : undefined;
    const explaining = new Set(explainingSentences(data));
    expect([...explaining].map((b) => b.text.slice(0, 40))).toHaveLength(EXPLAINING.length);
    // Each is kept as a note is, in every edition, wherever this layout happens to break (ADR 0044).
    expect([...explaining].filter((b) => !keptWithPrevious(b)).map((b) => b.text.slice(0, 40))).toEqual([]);
    const pairs = data.sections.flatMap((sec) =>
      sec.blocks.flatMap((b, i) =>
        b.kind === 'p' && (keptWithPrevious(b) || explaining.has(b)) && i > 0
          ? [{ kept: b, before: sec.blocks[i - 1]! }]
          : [],
      ),
    );
    // The air emissions' and the GHG table's notes, the Scope 3 total's after its sentence, Part D's.
    expect(pairs.filter(({ kept }) => kept.note).length).toBeGreaterThanOrEqual(5);
    const apart = pairs.filter(({ kept, before }) => {
      const end = tail(before)!;
      const head = squeeze(asPrinted(kept.text)).slice(0, 24);
      return !pages.some((page) => end.test(page) && page.includes(head));
    });
    expect(apart.map(({ kept }) => kept.text.slice(0, 60))).toEqual([]);
  });

  it('prints each climate time horizon as one range, and calendar years without a thousands separator', async () => {
    const values = (await call('GET', `/api/page-data/climate_risks/${YEAR}`, { token })).body.values as Record<
      string,
      string
    >;
    for (const h of ['short', 'medium', 'long']) {
      const name = squeeze(
        pageByKey('climate_risks')!
          .tabs[0]!.cards[0]!.fields.find((f) => f.id === `${h}From`)!
          .labels[lang].split(/[:：]/)[0]!,
      );
      expect(the().text).toContain(`${name}${values[`${h}From`]}–${values[`${h}To`]}`);
    }
    // The target's base and target years (ADR 0074): "2024", never "2,024" — a year of this century's reports and
    // targets (2010–2059); 2,000 is a figure (a chart's axis: m³).
    expect(the().text).not.toMatch(/\b20,[1-5]\d\b|2,0[1-5]\d(?!\d)/);
    const targets = (await call('GET', `/api/page-data/climate_metrics/${YEAR}`, { token })).body.values as Record<
      string,
      Record<string, string>[]
    >;
    const years = Object.values(targets)
      .filter(Array.isArray)
      .flatMap((rows) =>
        rows.flatMap((r) =>
          Object.entries(r)
            .filter(([k]) => /Year$/.test(k))
            .map(([, v]) => v),
        ),
      );
    expect(years.length).toBeGreaterThan(0);
    for (const y of years) expect(the().text).toContain(String(y));
  });

  it('says Part D’s exposure, capital and remuneration as sentences, never as the form’s label: value lines (ADR 0124)', async () => {
    const { text } = the();
    const page = pageByKey('climate_metrics')!;
    const figures = allFields(page)
      .map(({ field }) => field)
      .filter((f) => f.kind === 'number' && f.sentences);
    expect(figures.length).toBeGreaterThanOrEqual(8);
    expect(figures.map((f) => f.labels[lang]).filter((l) => text.includes(squeeze(l)))).toEqual([]);
    const values = (await call('GET', `/api/page-data/climate_metrics/${YEAR}`, { token })).body.values as Record<
      string,
      unknown
    >;
    const answered = figures.filter((f) => typeof values[f.id] === 'string' && values[f.id] !== '');
    expect(answered.length).toBeGreaterThanOrEqual(8);
    for (const f of answered) expect(text, f.id).toContain(squeeze(reportDecimal(String(values[f.id]), lang)));
  });

  it('dates the board’s materiality answers on or before the day the board approved the report (ADR 0124)', async () => {
    const { data, text } = the();
    const board = (await call('GET', `/api/page-data/board_statement/${YEAR}`, { token })).body.values as {
      approvedOn: string;
    };
    expect(text).toContain(squeeze(t.approvedOn.replace('{date}', reportDate(board.approvedOn, lang))));
    const materiality = data.sections.find((sec) => sec.id === 'about-materiality')!;
    // The edition's dates (ADR 0043 amended): 06-02-2026 in English, 2026年2月6日 in Chinese.
    const pad = (n: string) => n.padStart(2, '0');
    const dates = materiality.blocks.flatMap((b) =>
      b.kind === 'p'
        ? [...b.text.matchAll(/\b(\d{2})-(\d{2})-(\d{4})\b|(\d{4})年(\d{1,2})月(\d{1,2})日/g)].map(
            ([, d, m, y, cy, cm, cd]) => (y ? `${y}-${m}-${d}` : `${cy}-${pad(cm!)}-${pad(cd!)}`),
          )
        : [],
    );
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(text).toContain(squeeze(reportDate(date, lang)));
      expect(date <= board.approvedOn, `${date} after ${board.approvedOn}`).toBe(true);
    }
  });
});

import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// Fonts ship with the page (Latin + Traditional Chinese): no system fonts needed in Lambda.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-tc/400.css';
import '@fontsource/noto-sans-tc/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
import './report.css';
import { ReportData } from '@esg/core/schemas/reports';
import { Report } from './Report';
import { readReport } from './source';
import { printedPages, type PageBox } from './paginate';
import { pageMarginText, reportFonts } from './pageMargins';

declare global {
  interface Window {
    /**
     * Renders one report and resolves once it is ready to print (the worker reuses one warm tab). Given the printed
     * page's box, it also lays the report out in pages, prints each section's page in the contents and the content
     * index, and resolves with those pages: one layout, one print (ADR 0053).
     */
    __renderReport?: (raw: unknown, box?: PageBox) => Promise<Pages | undefined>;
    /** Puts other page numbers in the rendered report (the worker's fallback when the printed pages differ). */
    __setPages?: (pages: Pages) => Promise<void>;
    /** Empties the page once its report is printed (the worker, off the next job's path). */
    __clearReport?: () => void;
  }
}

type Pages = Record<string, number>;
interface Rendering {
  data: ReportData;
  box?: PageBox;
  resolve: (pages: Pages | undefined) => void;
  reject: (e: unknown) => void;
}

let pending: Rendering | undefined;
let shown: Omit<Rendering, 'resolve' | 'reject' | 'box'> | undefined;
let renders = 0;

const container = document.getElementById('report')!;
const root = createRoot(container, {
  onUncaughtError: (error) => fail(error),
});

function fail(error: unknown) {
  document.body.dataset.error = error instanceof Error ? error.message : String(error);
  document.body.dataset.ready = 'error';
  pending?.reject(error);
  pending = undefined;
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(r));

/**
 * Every font face the text needs loaded. Layout is forced first: the per-subset faces (unicode-range) only start
 * loading when layout meets their characters.
 */
async function fontsLoaded() {
  // The margin boxes (header, footer) are laid out only when printing: their glyphs are asked for by name.
  if (shown) {
    const text = pageMarginText(shown.data);
    await Promise.all(reportFonts(shown.data.lang).map((f) => document.fonts.load(`7.5pt '${f}'`, text)));
  }
  do {
    void document.body.offsetHeight;
    await document.fonts.ready;
    await nextFrame();
  } while (document.fonts.status !== 'loaded');
}

/** The same tree (React only changes the numbers) with the report's page numbers. */
function showPages(pages: Pages) {
  if (!shown) return;
  const { data } = shown;
  flushSync(() => root.render(<Report key={renders} data={{ ...data, pages }} />));
}

/**
 * Ready = fonts loaded (the charts are SVG drawn by core, in the tree from the first commit: ADR 0135); then, when
 * asked, laid out in pages with their numbers filled in.
 */
async function ready() {
  await fontsLoaded();
  const done = pending;
  if (!done) return;
  let pages: Pages | undefined;
  if (done.box) {
    pages = printedPages(container, done.box);
    // Only digits change, in the elements whose same-width placeholders were laid out with the same faces: no font
    // to wait for, and no screen layout or frame to force, since the print lays the page out again anyway.
    showPages(pages);
  }
  document.body.dataset.ready = '1';
  done.resolve(pages);
  if (pending === done) pending = undefined;
}

/**
 * The report page (a separate Vite entry, ADR 0008). `body[data-ready]` becomes "1" when the
 * report can be printed, or "error" with the reason, so a broken report fails fast.
 */
function render(raw: unknown, box?: PageBox): Promise<Pages | undefined> {
  return new Promise((resolve, reject) => {
    pending = undefined;
    delete document.body.dataset.ready;
    try {
      const data = ReportData.parse(raw);
      document.title = `${data.company} — ${data.title}`;
      document.documentElement.lang = data.lang === 'en' ? 'en' : data.lang === 'hk' ? 'zh-HK' : 'zh-CN';
      pending = { data, box, resolve, reject };
      shown = { data };
      flushSync(() => root.render(<Report key={++renders} data={data} />));
      void ready();
    } catch (error) {
      fail(error);
      reject(error);
    }
  });
}

/**
 * Takes a printed report off the page: the next render then mounts into an empty page instead of first tearing this
 * one down (its DOM). The worker calls it once it holds the PDF, while it stores it.
 */
window.__clearReport = () => {
  pending = undefined;
  shown = undefined;
  delete document.body.dataset.ready;
  flushSync(() => root.render(null));
};
window.__setPages = async (pages) => {
  showPages(pages);
  await fontsLoaded();
};
window.__renderReport = render;
try {
  const initial = readReport();
  if (initial !== undefined) void render(initial).catch(() => undefined);
} catch (error) {
  fail(error);
}

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
import { chartCount, Report } from './Report';
import { readReport } from './source';

declare global {
  interface Window {
    /** Renders one report and resolves once it is ready to print (the worker reuses one warm tab). */
    __renderReport?: (raw: unknown) => Promise<void>;
  }
}

let pending: { resolve: () => void; reject: (e: unknown) => void } | undefined;
let renders = 0;

const root = createRoot(document.getElementById('report')!, {
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
 * Ready = chart drawn and every font face the text needs loaded. Layout is forced first: the
 * per-subset faces (unicode-range) only start loading when layout meets their characters.
 */
async function chartDrawn() {
  do {
    void document.body.offsetHeight;
    await document.fonts.ready;
    await nextFrame();
  } while (document.fonts.status !== 'loaded');
  document.body.dataset.ready = '1';
  pending?.resolve();
  pending = undefined;
}

/**
 * The report page (a separate Vite entry, DESIGN §7). `body[data-ready]` becomes "1" when the
 * report can be printed, or "error" with the reason, so a broken report fails fast.
 */
function render(raw: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    pending = { resolve, reject };
    delete document.body.dataset.ready;
    try {
      const data = ReportData.parse(raw);
      document.title = `${data.company} — ${data.title}`;
      document.documentElement.lang = data.lang === 'en' ? 'en' : data.lang === 'hk' ? 'zh-HK' : 'zh-CN';
      // Ready once every chart has drawn (each render is a fresh tree, so every callback fires again).
      let charts = chartCount(data);
      const drawn = () => {
        charts -= 1;
        if (charts === 0) void chartDrawn();
      };
      flushSync(() => root.render(<Report key={++renders} data={data} onChartDrawn={drawn} />));
      if (charts === 0) void chartDrawn();
    } catch (error) {
      fail(error);
    }
  });
}

window.__renderReport = render;
try {
  const initial = readReport();
  if (initial !== undefined) void render(initial).catch(() => undefined);
} catch (error) {
  fail(error);
}

import { expect, test, type Page } from '@playwright/test';
import { newCompanyWithYears } from './newCompany';
import { HomePage } from './pages/HomePage';
import { useLanguage, languageOfNextLoad } from './signedIn';

/**
 * Every page of the navigation in Traditional and Simplified Chinese says nothing in English and shows
 * no internal id: Latin words must be proper nouns, units or the demo company's own data (below), and
 * nothing may look like a row id (ULID), a factor or unit id (kebab-case) or a message key (camelCase).
 */
const ALLOWED = new Set(
  [
    // Names and acronyms a Chinese interface keeps as they are.
    'HKEX',
    'ESG',
    'GHG',
    'GRI',
    'TCFD',
    'ISSB',
    'IFRS',
    'IPCC',
    'GWP',
    'AR4',
    'AR5',
    'AR6',
    'CLP',
    'HK',
    'Electric',
    'Towngas',
    'LPG',
    'PM',
    'NOx',
    'SOx',
    'CO2',
    'CO2e',
    'CH4',
    'N2O',
    'HFC',
    'PFC',
    'SF6',
    'NF3',
    'Excel',
    'PDF',
    'Word',
    'CSV',
    'PNG',
    'XLSX',
    'DOCX',
    'ID',
    'URL',
    'Email',
    'IATA',
    'SDG',
    'Scope',
    'Highcharts',
    'DESNZ',
    'EPD',
    'EMSD',
    'UTC',
    'HKD',
    'USD',
    'CNY',
    'RMB',
    'KPI',
    'KPIs',
    'Euro',
    'VI',
    'II',
    'III',
    'IV',
    'V',
    // Units.
    'kWh',
    'MWh',
    'GWh',
    'GJ',
    'MJ',
    'kg',
    't',
    'g',
    'L',
    'km',
    'pkm',
    'm',
    'm2',
    'm3',
    'pcs',
    'kgCO2e',
    'ppm',
    // The demo company's own data (what users typed), not the interface's words.
    'Acme',
    'Holdings',
    'Ltd',
    'Globex',
    'Group',
    'Alice',
    'Bob',
    'Head',
    'office',
    'Causeway',
    'Bay',
    'shop',
    'Kwun',
    'Tong',
    'warehouse',
    'Quarry',
    'King’s',
    'Road',
    'Hennessy',
    'Hoi',
    'Bun',
    'Pantry',
    'Standby',
    'generator',
    'Split',
    'type',
    'air',
    'conditioners',
    'municipal',
    'A4',
    'copy',
    'paper',
    'General',
    'refuse',
    'Cardboard',
    'Fluorescent',
    'tubes',
    'Bauhinia',
    'blakeana',
    'Corrugated',
    'carton',
    'JTFSS22P0N0123456',
    'AC',
    'R-410A',
    'W-556677',
    'Demo',
    'pass',
    'Split-type',
    'Ben',
    'Grace',
    'Lee',
    'globex.admin',
    'Wong',
    'Chan',
    'acme.admin',
    'acme.user',
    'example.com',
    // The currency's code (an intensity's own units read in the reader's words: 人, 百萬港元).
    'HKD',
    // File formats and an information mark.
    'JPEG',
    'GIF',
    'WebP',
    'PowerPoint',
    'SVG',
    'zip',
    // Languages by their own names (the language menus), browsers and systems by theirs (sign-in sessions).
    'English',
    'Chrome',
    'Chromium',
    'Firefox',
    'Safari',
    'Edge',
    'Windows',
    'macOS',
    'Linux',
    'Android',
    'iOS',
    'MB',
    'KB',
    'IP',
    'i',
  ].map((w) => w.toLowerCase()),
);
/** Codes and names by their shape: provision codes (A1.2, D-MT-GHG3, MDR-GOV), gases (HFC-32), airports (HKG), letters. */
const SHAPES_ALLOWED = [
  /^[A-Z]?\d/,
  /^(?:[A-Z]{1,4}\d*-)+[A-Z0-9]+$/,
  /^[A-Z]{1,3}$/,
  /^[A-Z]{2,}\d*$/,
  /^DD-MM-YYYY$/,
  /^[\w-]+\.(?:txt|pdf|xlsx|docx|png|jpe?g|csv)$/i, // a file's name
];
const ID_SHAPES = [
  /\b[0-9A-HJKMNP-TV-Z]{26}\b/, // a ULID
  /\b[a-z0-9]+(?:-[a-z0-9]+){1,}-(?:unit|imp|treatment|energy|factor|fuel)\b/, // a catalogue id
  /\b[a-z]{2,}[A-Z][a-z]+[A-Za-z]*\b/, // a message key or attribute name (camelCase)
  /\b[a-z]+\.[a-z]+[A-Z]?[a-z]*\b(?<!acme\.(?:admin|user)|globex\.admin|platform\.admin|example\.com)/, // an action key
];

/** What the page says that a Chinese reader would not expect: Latin words off the list, id-shaped strings. */
async function strangers(page: Page): Promise<string[]> {
  // Text marked as English (cited sources) is English on purpose; the rest is the interface's.
  const text = await page.evaluate(() => {
    const main = document.querySelector('main, [role="main"]') as HTMLElement;
    // …and so are names, logins and file names people gave (marked translate="no"; an audit entry's subject names them).
    const english = [...main.querySelectorAll<HTMLElement>('[lang="en"], [translate="no"]')];
    for (const e of english) e.style.display = 'none';
    const seen = main.innerText;
    for (const e of english) e.style.display = '';
    return seen;
  });
  const words = text.match(/[A-Za-z][A-Za-z0-9’'./-]*/g) ?? [];
  const latin = words
    .map((w) => w.replace(/[.’'/-]+$/, ''))
    .filter((w) => w && !ALLOWED.has(w.toLowerCase()) && !SHAPES_ALLOWED.some((re) => re.test(w)));
  const ids = ID_SHAPES.flatMap((re) => text.match(re) ?? []);
  return [...new Set([...latin, ...ids])];
}

/**
 * The pages a company's user reaches outside the side navigation (the top bar's menu, a page's own links), and the
 * pages before signing in: the scan is of every page, not only of the navigation's.
 */
const OFF_NAVIGATION = [
  '/settings',
  '/personalProfile',
  '/reporting/view_pdf',
  '/background/board_committee/preliminary_questionnaire',
  '/miscellaneous/attachment',
  // The refusal and the unknown address: pages every user can land on.
  '/error/403',
  '/nowhere',
];
const SIGNED_OUT = ['/login', '/register', '/reset/request', '/error/404'];

/**
 * Scans each path in turn once its heading shows and its data have arrived; what each says in English. The first
 * path is loaded; the others are reached inside the app (the router follows the address as it does Back and Forward),
 * so the scan reads every page without starting the app anew for each (a whole app load per page was most of
 * this journey's time, ADR 0017 §15).
 */
async function scan(page: Page, paths: readonly string[], found: Record<string, string[]>, loadEach = false) {
  // A page reached inside the app loads no document, so 'networkidle' has long passed: count its own requests.
  let pending = 0;
  let quietSince = Date.now();
  const done = () => {
    pending = Math.max(0, pending - 1);
    if (pending === 0) quietSince = Date.now();
  };
  page.on('request', () => pending++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  for (const [i, path] of paths.entries()) {
    if (i === 0 || loadEach) await page.goto(path);
    else
      await page.evaluate((to) => {
        // The page being left marks its heading: the next page's shows once it has replaced it or its text.
        const left = document.querySelector('h1');
        if (left) left.dataset.left = left.textContent ?? '';
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await expect(page).toHaveURL(path);
    await page.waitForFunction(() => {
      const h = document.querySelector('h1');
      return (
        h !== null &&
        h.getClientRects().length > 0 &&
        (h.dataset.left === undefined || h.dataset.left !== h.textContent)
      );
    });
    // Let the page's data arrive (loading states say nothing worth scanning): no request for 300 ms, well over the
    // few milliseconds between a query's answer and the request of one that waits for it.
    await expect.poll(() => pending === 0 && Date.now() - quietSince >= 300, { intervals: [50] }).toBe(true);
    const seen = await strangers(page);
    if (seen.length) found[path] = seen;
  }
}

for (const language of ['hk', 'cn'] as const) {
  test(`every page in ${language} says nothing in English and shows no internal id`, async ({ page }) => {
    test.setTimeout(300_000);
    // A company of its own, registered by the test with a Chinese name and one reporting year: the demo
    // companies hold English data other journeys type in, and this scan is of the product's own words.
    await newCompanyWithYears(page, 'scan', [{ start: '2026-01-01', end: '2026-12-31' }], '2026-12-31', {
      companyName: `掃描測試${Date.now().toString().slice(-6)}有限公司`,
    });
    await languageOfNextLoad(page, 'en'); // the navigation is found by its English name, then the scan switches
    await page.goto('/home');
    const home = new HomePage(page);
    await expect.poll(async () => (await home.navPaths()).length).toBeGreaterThan(20);
    const paths = await home.navPaths();
    await useLanguage(page, language);
    const found: Record<string, string[]> = {};
    await scan(page, [...paths, ...OFF_NAVIGATION.filter((p) => !paths.includes(p))], found);
    expect(found).toEqual({});
  });

  test(`the pages before signing in, in ${language}, say nothing in English`, async ({ browser }) => {
    test.setTimeout(120_000);
    const found: Record<string, string[]> = {};
    // Signed out, in a context of its own: the language chosen before signing in.
    const context = await browser.newContext();
    const out = await context.newPage();
    await out.goto('/login');
    await out.evaluate((l) => localStorage.setItem('lang', l), language);
    // The pages before signing in share one heading: each is loaded (four loads, not the app's sixty pages).
    await scan(out, SIGNED_OUT, found, true);
    await context.close();
    expect(found).toEqual({});
  });
}

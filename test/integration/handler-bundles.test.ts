import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TutorialWords } from '@esg/core/catalogue/page';
import { baselineBundle, bundle, entries, ROOT, sameClientBaseline, type Bundle } from '../bench/bundle';

/**
 * Each Lambda's bundle, built as SST builds it (test/bench/bundle.ts), read through esbuild's
 * metafile. Bytes do not vary between machines, so these are plain budgets (ADR 0016 §2).
 */
const DIR = join(ROOT, 'node_modules/.cache/esg-bundle-test');
/** The workbook and Word libraries, and the only groups whose routes build or read those files. */
const HEAVY = ['exceljs', 'bluebird', 'docx', 'jszip'];
// The Word edition is built by the report worker (ADR 0132), so no HTTP group carries docx.
const MAY_CARRY: Record<string, string[]> = { excel: ['exceljs', 'bluebird', 'jszip'] };
/**
 * Against a baseline with the same AWS clients. 1.25× is the target; the groups that do not meet it
 * yet are held where they are (docs/bench.md says what they carry), so they cannot grow unnoticed.
 * users validates a role's page list against the navigation, which reads the page index, not the page
 * modules (ADR 0094), and invites auditors with their own schemas, not the sample's (schemas/auditor.ts).
 * background carries the bilingual answers' merge and checks (ADR 0096) and every page module, with the page index
 * beside them (ADR 0133); reporting the publication pack's routes and the final edition's translation check (ADR 0097,
 * 0099), but not the Word library: the worker builds the Word edition (ADR 0132); assurance queues its pack without the report's readiness (ADR 0139) and reads
 * the Social pages' fields for its completeness list from the Social section's list (ADR 0145). environmental, admin, company and
 * dashboard read a reporting year, a location, a resource row's page or the Social pages' answers (by key) without
 * the page modules (ADR 0133).
 * reporting also runs the routes that read the report's gaps: a task's actions (a submit runs its page's checks and
 * the year's content index, ADR 0134), Home's year review and the year's lock (ADR 0161); workflow runs the rest of the review from the page index
 * and mails the board's sign-off with the newest draft (ADR 0113), within the target (ADR 0160). The Chinese conversion
 * carries only the Hong Kong → Simplified dictionaries (ADR 0138); questionnaire carries them too, as the board member's
 * questionnaire shows a company's own topic and group names in Simplified (ADR 0140), 1.73 → 1.92×. No group carries
 * the pages' tutorial words, which only the web shows (ADR 0143). Every group sends the validation messages in English
 * without their Chinese, and the small groups read which pages hold resource rows, a location id, a row's total and
 * the workforce ids from thin modules and carry only the mails they send (ADR 0142). The page groups that check or
 * store the comply choices without showing their labels carry no provision titles (ADR 0144). A group that serves
 * one page or one section passes that page's declaration and builds its section's aliases alone, without the page
 * index (ADR 0145). The baseline carries, besides the clients, what the group's code imports of the logger and the JWT
 * verifier every handler keeps (ADR 0016 §1) and of the libraries it does its job with: exceljs, docx, OpenCC, resvg
 * (ADR 0146), and SST's `Resource` and ulid (ADR 0151); a group builds only the item keys it uses and checks a page's choices against the lists' values
 * alone; files and assurance read the field tables generated from the page modules (ADR 0148); every group bundles
 * only the API messages it can send (ADR 0149). Each group is held at its figure of 2026-11-30, rounded up to the
 * hundredth (docs/bench.md); background at 1.59 since it reads a board members list saved back as GET answers it.
 * Raised on 2026-12-02 by the hundredth each crossed: a submitted page refused in the write path and full-width digits
 * named (background gzip 1.5600, environmental 1.2307, excel 1.1306), the invitation's ended link said (session 1.0901),
 * the report's grams and targets' units (reporting 1.6126, gzip 1.6316). Raised again on 2026-12-02: Part D's category 1
 * names its supplier-specific part and the chart by year its Scope 3 scope, which the gap routes' report carries
 * (reporting gzip 1.6418). Lowered on 2026-12-02: environmental (1.2192) and assurance (1.2108) by size, and both to the
 * target by gzip, once no group carried zod's other coercions, the default roles or the page forms' messages, and
 * assurance the Excel options' cabins and the upload's schemas (docs/bench.md). Raised on 2026-12-03: the report's units
 * step down for energy and water as for mass (reporting 1.6201).
 */
const BUDGET: Record<string, number> = {
  session: 1.1,
  users: 1.12,
  admin: 1.17,
  company: 1.16,
  background: 1.59,
  environmental: 1.22,
  climate: 1.19,
  social: 1.21,
  dashboard: 1.19,
  misc: 1.19,
  files: 1.12,
  reporting: 1.63,
  questionnaire: 1.21,
  excel: 1.14,
  assurance: 1.22,
};
/** A group added later meets the target. */
const OTHERS = 1.25;
/**
 * The gzip ratios, where a group's is over the target: its own code (labels, messages) compresses less than the AWS
 * SDK's (docs/bench.md). Every other group meets it.
 */
const GZIP_BUDGET: Record<string, number> = {
  background: 1.57,
  reporting: 1.65,
};

let bare: Bundle;
let handlers: Bundle[];
/**
 * Each group's baseline, built from the imports of its own code (ADR 0146): two groups whose baselines share a name
 * (the same clients and libraries) may import different parts of a library, and each is measured against its own
 * (a baseline's file is named by its source).
 */
const baselines = new Map<string, Bundle>();

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  const built = await Promise.all(entries().map(([name, entry]) => bundle(name, entry, 'bundled', DIR)));
  [bare, ...handlers] = built as [Bundle, ...Bundle[]];
  const byFile = new Map<string, Bundle>();
  for (const h of handlers) {
    const base = sameClientBaseline(h, DIR);
    if (!byFile.has(base[1]))
      byFile.set(base[1], base[0] === bare.name ? bare : await baselineBundle(base, 'bundled', DIR));
    baselines.set(h.name, byFile.get(base[1])!);
  }
}, 300_000);

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const http = () => handlers.filter((h) => !h.name.startsWith('trigger:'));
const baselineOf = (h: Bundle) => baselines.get(h.name)!;

describe('handler bundles', () => {
  it('carry exceljs, bluebird, jszip and docx only in the groups that build or read workbooks and Word files', () => {
    for (const h of handlers) {
      const stray = HEAVY.filter((pkg) => h.byPackage.has(pkg) && !MAY_CARRY[h.name]?.includes(pkg));
      expect(stray, h.name).toEqual([]);
    }
    expect(handlers.find((h) => h.name === 'excel')?.byPackage.has('exceljs')).toBe(true);
    expect(handlers.find((h) => h.name === 'reporting')?.byPackage.has('docx')).toBe(false);
  });

  it('carry only the OpenCC dictionaries Hong Kong → Simplified reads (ADR 0138)', () => {
    const HK2S = ['CJK_Compatibility_Ideographs', 'HKVariantsRev', 'HKVariantsRevPhrases', 'TSCharacters', 'TSPhrases'];
    const opencc = (h: Bundle) => h.inputs.filter((p) => p.includes('node_modules/opencc-js/'));
    const converting = handlers.filter((h) => opencc(h).length > 0);
    // reporting and workflow print and mail Simplified editions; questionnaire shows a board member's own names; excel,
    // social and users name the company in Simplified to a Simplified reader (a template, a supplier's, an auditor's mail).
    expect(converting.map((h) => h.name).sort()).toEqual([
      'excel',
      'questionnaire',
      'reporting',
      'social',
      'users',
      'workflow',
    ]);
    for (const h of converting) {
      const dictionaries = opencc(h).flatMap((p) => /\/dict\/(\w+)\.js$/.exec(p)?.[1] ?? []);
      expect(dictionaries.sort(), h.name).toEqual(HK2S);
      expect(
        opencc(h).filter((p) => !/\/esm-lib\/(core|dict\/\w+)\.js$/.test(p)),
        h.name,
      ).toEqual([]);
    }
  });

  it('queue an assurance pack without the report’s readiness, the report building or the Chinese conversion (ADR 0139)', () => {
    const assurance = handlers.find((h) => h.name === 'assurance')!;
    const report = assurance.inputs.filter((p) => /domain\/reports\/(readiness|build|contentIndex)\.ts$/.test(p));
    expect(report).toEqual([]);
    expect(assurance.inputs.filter((p) => p.includes('node_modules/opencc-js/'))).toEqual([]);
  });

  it('read the Social pages’ answers for the dashboard without their page modules (ADR 0133)', () => {
    const dashboard = handlers.find((h) => h.name === 'dashboard')!;
    expect(dashboard.inputs.filter((p) => /^core\/src\/pages\/social\/[\w.]+\.ts$/.test(p)).sort()).toEqual([
      'core/src/pages/social/employment.turnover.ts',
      'core/src/pages/social/workforceIds.ts',
    ]);
    expect(dashboard.inputs).not.toContain('core/src/schemas/resources.ts');
  });

  it('run the year’s review without the report builder or the page modules; the routes that read the gaps run in reporting (ADR 0160)', () => {
    const workflow = handlers.find((h) => h.name === 'workflow')!;
    expect(workflow.inputs.filter((p) => /^core\/src\/domain\/reports\//.test(p))).toEqual([]);
    expect(workflow.inputs).not.toContain('core/src/pages/index.ts');
    expect(
      workflow.inputs.filter((p) => /^core\/src\/pages\/(environmental|social|climate|miscellaneous)\//.test(p)),
    ).toEqual([]);
    const reporting = handlers.find((h) => h.name === 'reporting')!;
    for (const module of ['domain/workflow/checks', 'domain/progress/disclosure', 'domain/reports/build'])
      expect(reporting.inputs, module).toContain(`core/src/${module}.ts`);
  });

  it('carry the API messages they can send, not the whole catalogue (ADR 0149)', () => {
    for (const h of handlers) expect(h.inputs, h.name).not.toContain('core/src/messageCatalogue.ts');
    const environmental = readFileSync(handlers.find((h) => h.name === 'environmental')!.file, 'utf8');
    expect(environmental).toContain('Another user modified this data at the same time as you.');
    expect(environmental).toContain('The request body is nested more than');
    for (const other of [
      'Email is already in use',
      'Only a reviewer can approve',
      'The final report cannot be printed',
    ])
      expect(environmental).not.toContain(other);
  });

  it('carry only what their routes run: no other coercion of zod, no page form’s messages, no default roles, no other options’ names', () => {
    // A coercion reached through zod's `coerce` namespace brings every coercion's type (schemas/common.ts).
    for (const h of handlers) expect(readFileSync(h.file, 'utf8'), h.name).not.toContain('"ZodBigInt"');
    for (const name of ['environmental', 'assurance']) {
      const h = handlers.find((x) => x.name === name)!;
      const code = readFileSync(h.file, 'utf8');
      // The page forms' and the review's messages (catalogue/messages.ts); the rules' own are in ruleMessages.ts.
      expect(code, name).toContain('This field cannot be longer than {max} characters.');
      for (const other of [
        'Please choose Yes, No or Not to disclose',
        'is neither disclosed in the report nor explained',
      ])
        expect(code, name).not.toContain(other);
      expect(code, name).not.toContain('Platform administrator');
    }
    // An auditor's row labels name the coded choices a label shows, not the Excel options' cabins; its figure trail
    // shows a file without the upload's and the file log's schemas.
    const assurance = handlers.find((h) => h.name === 'assurance')!;
    expect(readFileSync(assurance.file, 'utf8')).toContain('Chemical treatment');
    for (const module of ['domain/excel/options', 'schemas/files'])
      expect(assurance.inputs, module).not.toContain(`core/src/${module}.ts`);
  });

  it('carry none of the validation messages’ Chinese: the API sends English, the Excel import worker writes the Chinese (ADR 0142)', () => {
    const chinese = /^core\/src\/(catalogue\/messagesChinese|schemas\/validationMessagesChinese)\.ts$/;
    const carrying = handlers.filter((h) => h.inputs.some((p) => chinese.test(p))).map((h) => h.name);
    expect(carrying).toEqual([]);
  });

  it('build people’s fields (names, e-mail, login, password) only in the groups that take them (ADR 0142)', () => {
    const people = /^core\/src\/schemas\/(people|validationMessages)\.ts$/;
    const carrying = handlers.filter((h) => h.inputs.some((p) => people.test(p))).map((h) => h.name);
    for (const name of ['environmental', 'climate', 'dashboard', 'background', 'excel', 'files'])
      expect(carrying, name).not.toContain(name);
    expect(carrying).toContain('users');
  });

  it('read which pages hold resource rows without the page index, and carry only the mails they send (ADR 0142)', () => {
    for (const name of ['admin', 'company', 'environmental', 'dashboard'])
      expect(handlers.find((h) => h.name === name)!.inputs, name).not.toContain('core/src/pages/pageIndex.ts');
    const company = readFileSync(handlers.find((h) => h.name === 'company')!.file, 'utf8');
    expect(company).toContain('asks to start its first reporting year');
    expect(company).toContain('ESG Platform: activate your account');
    for (const other of ['invites you to audit its ESG data', 'ESG Platform: password reset', 'pages returned to you'])
      expect(company).not.toContain(other);
  });

  it('carry the HKEX provisions’ titles only in the groups that show one (ADR 0144)', () => {
    // background sends the comply choices' labels (GET fields) and the policies' English titles;
    // reporting prints them and names a provision in a submit's checks' messages (ADR 0160). The other page groups
    // check and store the comply choices, labelled by their codes alone.
    const TITLES = /^core\/src\/(domain\/kpi\/titles|vocabulary\/provisionTitlesCn|catalogue\/provisions)\.ts$/;
    expect(
      handlers
        .filter((h) => h.inputs.some((p) => TITLES.test(p)))
        .map((h) => h.name)
        .sort(),
    ).toEqual(['background', 'reporting']);
    const paged = handlers.filter((h) => h.inputs.some((p) => p.startsWith('core/src/pages/social/')));
    expect(paged.map((h) => h.name)).toEqual(expect.arrayContaining(['social', 'assurance']));
  });

  it('check an evidence target and list the Social fields from the tables generated from the pages (ADR 0148)', () => {
    // A page's rules, key and list values are small modules of their own (ADRs 0145, 0146); its declaration is not.
    const pageModules = (name: string) =>
      handlers
        .find((h) => h.name === name)!
        .inputs.filter((p) => /^core\/src\/pages\/(?!resourcePages)/.test(p) && !/\.(key|rules|values)\.ts$/.test(p));
    expect(pageModules('files')).toEqual(['core/src/pages/fieldIds.ts']);
    expect(pageModules('assurance').sort()).toEqual(['core/src/pages/social/askedFields.ts']);
    expect(handlers.find((h) => h.name === 'assurance')!.inputs).not.toContain('core/src/schemas/admin.ts');
  });

  it('serve one page or one section without the page index and the other sections’ pages (ADR 0145)', () => {
    const SECTION_OF: Record<string, string> = {
      climate: 'climate',
      misc: 'miscellaneous',
      social: 'social',
      assurance: 'social',
    };
    for (const name of ['questionnaire', 'climate', 'misc', 'social', 'assurance']) {
      const inputs = handlers.find((h) => h.name === name)!.inputs;
      expect(inputs, name).not.toContain('core/src/pages/index.ts');
      // A section's pages are its own; the background pages hold the board and the company information others read.
      const foreign = inputs.filter((p) => {
        const section = /^core\/src\/pages\/(\w+)\/\w+\.ts$/.exec(p)?.[1];
        return section && section !== 'background' && SECTION_OF[name] !== section;
      });
      expect(foreign, name).toEqual([]);
    }
    // Of the Background pages, the others read the lists' values, keys and rules; only the board's questionnaire
    // reads the board and company information declarations (a page body's schema is built apart from them).
    for (const name of ['climate', 'misc', 'social', 'assurance']) {
      const background = handlers
        .find((h) => h.name === name)!
        .inputs.filter((p) => p.startsWith('core/src/pages/background/'))
        .filter((p) => !/\.(key|rules|values)\.ts$/.test(p));
      expect(background, name).toEqual([]);
    }
  });

  it('check a page’s choices against the lists’ values, without their labels (ADR 0146)', () => {
    const LABELLED = /^core\/src\/(catalogue\/lists|pages\/\w+\/(lists|scope3Lists|cities))\.ts$/;
    for (const name of ['social', 'misc', 'questionnaire', 'climate', 'environmental', 'assurance', 'files']) {
      const inputs = handlers.find((h) => h.name === name)!.inputs;
      expect(
        inputs.filter((p) => LABELLED.test(p)),
        name,
      ).toEqual([]);
      if (['social', 'misc', 'questionnaire'].includes(name))
        expect(inputs, name).toContain('core/src/catalogue/listValues.ts');
    }
  });

  it('read the climate metrics by the page’s key and rule sets, without its declaration (ADR 0146)', () => {
    const climate = handlers.find((h) => h.name === 'climate')!;
    expect(climate.inputs.filter((p) => p.startsWith('core/src/pages/'))).toEqual([
      'core/src/pages/climate/metrics.key.ts',
    ]);
  });

  it('build only the DynamoDB keys a group uses (ADR 0146)', () => {
    const admin = readFileSync(handlers.find((h) => h.name === 'admin')!.file, 'utf8');
    // The platform's factor catalogue is admin's; a board member's questionnaire and the report jobs are not.
    expect(admin).toContain('HEAD#');
    for (const other of ['BOARDFORM#', 'QTOKEN#', 'REPORT#']) expect(admin).not.toContain(other);
    expect(readFileSync(handlers.find((h) => h.name === 'questionnaire')!.file, 'utf8')).toContain('BOARDFORM#');
  });

  it('invite auditors in the users group without the assurance sample’s schemas (ADR 0115, 0116)', () => {
    const users = handlers.find((h) => h.name === 'users')!;
    expect(users.inputs.filter((p) => /^core\/src\/(schemas\/audit|contract\/samples)\.ts$/.test(p))).toEqual([]);
  });

  it('carry no tutorial words: only the web shows them; a page group bundles its pages’ steps alone (ADR 0143)', async () => {
    // The English words of every step (esbuild writes them as they are; the Chinese as \u escapes).
    const pages = join(ROOT, 'core/src/pages');
    const files = readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tutorial.ts'));
    const words = await Promise.all(
      files.map(async (f) => ((await import(join(pages, f))) as { words: TutorialWords }).words),
    );
    const sentences = words
      .flatMap((w) => Object.values(w).map((t) => t.en))
      .filter((en) => en.length >= 40 && /^[\x20-\x7e]+$/.test(en));
    expect(sentences.length).toBeGreaterThan(20);
    for (const h of handlers) {
      const code = readFileSync(h.file, 'utf8');
      expect(
        sentences.filter((en) => code.includes(en)),
        h.name,
      ).toEqual([]);
      expect(
        h.inputs.filter((p) => p.endsWith('/tutorialWords.ts')),
        h.name,
      ).toEqual([]);
    }
  });

  it('give each group a baseline with the AWS clients, commands and libraries its bundle carries, and no other', () => {
    const session = handlers.find((h) => h.name === 'session')!;
    const [name, entry] = sameClientBaseline(session, DIR);
    expect(name).toBe('baseline+cognito-identity-provider+sesv2+jwt+logger+sst+ulid');
    const source = readFileSync(entry, 'utf8');
    expect(source).toContain("import('@aws-sdk/client-sesv2')");
    expect(source).not.toContain('client-s3');
    const files = handlers.find((h) => h.name === 'files')!;
    const filesBase = readFileSync(sameClientBaseline(files, DIR)[1], 'utf8');
    expect(filesBase).toMatch(/import \{ [^}]*GetObjectCommand[^}]*S3Client[^}]*\} from '@aws-sdk\/client-s3'/);
    expect(filesBase).toContain("export { getSignedUrl } from '@aws-sdk/s3-request-presigner'");
    const baseOf = (group: string) =>
      sameClientBaseline(
        handlers.find((h) => h.name === group)!,
        DIR,
      );
    expect(baseOf('admin')[0]).toBe('baseline+jwt+logger+sst+ulid');
    // The libraries as the group's code imports them, by name, so the baseline tree-shakes alike.
    expect(readFileSync(baseOf('admin')[1], 'utf8')).toMatch(
      /export \{ Logger as \w+ \} from '@aws-lambda-powertools\/logger'/,
    );
    expect(baseOf('excel')[0]).toMatch(/\+exceljs\+/);
    expect(baseOf('reporting')[0]).toBe('baseline+s3-request-presigner+s3+sesv2+sqs+jwt+logger+opencc+sst+ulid');
    expect(readFileSync(baseOf('reporting')[1], 'utf8')).toMatch(
      /export \{ ConverterBuilder as \w+ \} from 'opencc-js\/core'/,
    );
    for (const group of ['admin', 'files', 'social', 'workflow', 'reporting'])
      expect(baseOf(group)[0], group).not.toMatch(/exceljs|docx/);
  });

  it('keep each group within its budgets (size and gzip) over its same-client baseline, and the sign-in trigger under the bare one', () => {
    for (const h of http()) {
      const budget = BUDGET[h.name] ?? OTHERS;
      expect(h.bytes / baselineOf(h).bytes, `${h.name} over ${baselineOf(h).name}`).toBeLessThanOrEqual(budget);
      const gzip = GZIP_BUDGET[h.name] ?? OTHERS;
      expect(h.gzipBytes / baselineOf(h).gzipBytes, `${h.name} gzip over ${baselineOf(h).name}`).toBeLessThanOrEqual(
        gzip,
      );
    }
    const trigger = handlers.find((h) => h.name === 'trigger:tokenClaims')!;
    expect(trigger.bytes).toBeLessThanOrEqual(bare.bytes);
  });
});

import { describe, expect, it } from 'vitest';
import { water } from '../src/pages/environmental/water';
import { antiCorruption } from '../src/pages/social/antiCorruption';
import { communityInvestment } from '../src/pages/social/communityInvestment';
import { profQuali } from '../src/pages/miscellaneous/profQuali';
import { allFields } from '../src/catalogue/page';
import type { PagePayload } from '../src/catalogue/values';
import { unitConverter } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import { calculateYear } from '../src/domain/emissions/calculate';
import { factorCatalogue } from '../src/domain/factors/seed';
import { aboutSections, boundaryOf } from '../src/domain/reports/about';
import { buildReport } from '../src/domain/reports/build';
import type { ReportInputs } from '../src/domain/reports/inputs';
import { REPORT_MESSAGES } from '../src/domain/reports/messages';
import { pageBlocks } from '../src/domain/reports/pageBlocks';
import { REPORTED_IN_TABLES, trainingTable } from '../src/domain/reports/social';
import { developmentTraining } from '../src/pages/social/developmentTraining';
import type { ResourceRecord } from '../src/domain/resources/rows';
import { unitCatalogue } from '../src/domain/units/catalogue';

/** ADR 0087: a statement about the data is derived from the data, and nothing unmeasured prints as measured. */
const csv = referenceData();
const units = unitConverter(unitCatalogue(csv.unitFactors));
const library = factorCatalogue(csv);
const electricity = (yearEnd: string): ResourceRecord => ({
  rowId: `HQ-${yearEnd}`,
  type: 'electricity',
  yearEnd,
  locationId: 'HQ',
  unit: 'kWh',
  months: Array<string>(12).fill('1000'),
  attributes: { supplier: 'other', account: 'X', ownFactor: { value: '0.5', unit: 'kgCO2e/kWh', source: 'S' } },
  version: 1,
  auditId: `A-${yearEnd}`,
  updatedAt: '',
});
const emissions = (yearEnd: string) =>
  calculateYear({ rows: [electricity(yearEnd)], period: { financialYearEndDate: yearEnd }, library, units });
const period = (yearEnd: string) =>
  ({ yearEnd, startDate: `${yearEnd.slice(0, 4)}-01-01`, financialYearEndDate: yearEnd }) as ReportInputs['period'];
const text = (x: ReportInputs) => JSON.stringify(aboutSections(x, boundaryOf(x.answers)));

describe('statements about the data', () => {
  it('never prints a total computed from an unused grid (the water page’s 0 beside the year’s m³)', () => {
    const unused = pageBlocks(
      water,
      { sourcingIssues: 'Municipal supply only.', totalConsumption: '0', intensity: '0' },
      {
        lang: 'en',
        locations: new Map(),
      },
    );
    expect(JSON.stringify(unused)).not.toMatch(/Total water consumed|Water intensity/);
    expect(JSON.stringify(unused)).toContain('Municipal supply only.');
    const used = pageBlocks(
      water,
      {
        consumption: [{ keys: { location: 'HQ', source: 'municipal' }, unit: 'm3', months: Array(12).fill('10') }],
        totalConsumption: '120',
        intensity: '0',
      },
      { lang: 'en', locations: new Map([['HQ', 'Head office']]) },
    );
    expect(JSON.stringify(used)).toContain('Total water consumed');
    // The intensity needs the floor area, never entered: not printed.
    expect(JSON.stringify(used)).not.toContain('Water intensity');
  });

  it('says figures without a recorded boundary cover the locations entered, not that no location is in scope', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const x = {
        lang,
        period: period('2024-12-31'),
        answers: {},
        previousAnswers: {},
        emissions: emissions('2024-12-31'),
      } as unknown as ReportInputs;
      expect(text(x)).toContain(REPORT_MESSAGES[lang].boundaryNotRecorded);
      expect(text(x)).not.toContain(REPORT_MESSAGES[lang].boundaryNone);
    }
  });

  it('says one location in the singular, and counts more', () => {
    const x = (names: string[], lang: 'en' | 'hk' = 'en') =>
      ({
        lang,
        period: period('2025-12-31'),
        answers: { reporting_boundaries: { locations: names.map((name) => ({ locationId: name, name })) } },
        previousAnswers: {},
        emissions: emissions('2025-12-31'),
      }) as unknown as ReportInputs;
    expect(text(x(['Head office']))).toContain('The report covers the location below.');
    expect(text(x(['Head office'], 'hk'))).toContain('本報告涵蓋以下地點。');
    expect(text(x(['Head office', 'Warehouse']))).toContain('The report covers the 2 locations below.');
  });

  it('does not claim an unchanged boundary when last year recorded none', () => {
    const x = {
      lang: 'en',
      period: period('2025-12-31'),
      previous: period('2024-12-31'),
      answers: { reporting_boundaries: { locations: [{ locationId: 'HQ', name: 'Head office' }] } },
      previousAnswers: {},
      emissions: emissions('2025-12-31'),
      previousEmissions: emissions('2024-12-31'),
    } as unknown as ReportInputs;
    expect(text(x)).toContain(REPORT_MESSAGES.en.consistencyNoBoundary);
    expect(text(x)).not.toContain(REPORT_MESSAGES.en.consistencyNone);
    expect(text(x)).not.toContain(REPORT_MESSAGES.en.boundaryUnchanged);
  });

  it('names the locations a boundary gained and lost as a list of the edition’s language', () => {
    const boundary = (...names: string[]) => ({
      reporting_boundaries: { locations: names.map((name) => ({ locationId: name, name })) },
    });
    const printed = (lang: 'en' | 'hk') =>
      text({
        lang,
        period: period('2025-12-31'),
        previous: period('2024-12-31'),
        answers: boundary('總辦事處', '銅鑼灣商店', '觀塘倉庫'),
        previousAnswers: boundary('荃灣廠房', '葵涌貨倉'),
        emissions: emissions('2025-12-31'),
        previousEmissions: emissions('2024-12-31'),
      } as unknown as ReportInputs);
    expect(printed('hk')).toContain('總辦事處、銅鑼灣商店、觀塘倉庫');
    expect(printed('hk')).toContain('荃灣廠房、葵涌貨倉');
    expect(printed('hk')).not.toMatch(/[店庫房倉], /);
    expect(printed('en')).toContain('總辦事處, 銅鑼灣商店, 觀塘倉庫');
  });

  it('prints B3.1 and B3.2 as one table by group, never as one line per figure', () => {
    const values = {
      employeesTotal: '124',
      traineesTotal: '118',
      trainingHoursTotal: '2480',
      percentTrainedTotal: '95.2',
      averageHoursTotal: '20',
      employeesMale: '60',
      traineesMale: '60',
      trainingHoursMale: '1170',
      percentTrainedMale: '100',
      averageHoursMale: '19.5',
    };
    const [table] = trainingTable(values, 'hk');
    // The share trained and the hours per employee to one decimal, as the page rounds them (20.0 beside 19.5);
    // what was entered prints as entered.
    expect(table).toMatchObject({
      kind: 'table',
      rows: [
        ['全體僱員', '124', '118', '2,480', '95.2', '20.0'],
        ['男性', '60', '60', '1,170', '100.0', '19.5'],
      ],
    });
    const cards = pageBlocks(developmentTraining, values, {
      lang: 'en',
      locations: new Map(),
      omit: REPORTED_IN_TABLES,
    });
    expect(JSON.stringify(cards)).not.toContain('All employees');
  });
});

describe('the environmental narratives', () => {
  it('print under their aspect, each under its page’s name, not as parts headed by the form’s card', () => {
    const x = {
      lang: 'en',
      edition: 'draft',
      company: { name: 'Acme' },
      ruleSet: '2025',
      period: period('2025-12-31'),
      answers: {
        electricities: { energyTargets: 'LED panels at the head office.' },
        vehicles: { emissionTargets: 'An electric van in 2026.' },
      },
      previousAnswers: {},
      emissions: emissions('2025-12-31'),
      evidence: [],
      fatalities: [],
      generatedAt: '2026-01-01T00:00:00Z',
    } as unknown as ReportInputs;
    const { data } = buildReport(x);
    expect(data.sections.map((s) => s.heading)).not.toContain('Electricity');
    expect(JSON.stringify(data)).not.toContain('Targets and steps taken');
    const part = (id: string) => JSON.stringify(data.sections.find((s) => s.id === id));
    expect(part('env-a2')).toMatch(/"caption":"Electricity".*LED panels at the head office/);
    expect(part('env-a1')).toMatch(/"caption":"Vehicles".*An electric van in 2026/);
    expect(data.sections.find((s) => s.id === 'env-a1')!.provisions).toContain('A1.5');
  });
});

describe('a Yes or No in the report', () => {
  it('prints as the company’s statement, never as the form’s question and “Yes”', () => {
    const answers = {
      anyCorruptionCase: { answer: 0 },
      staffTraining: { answer: 1, details: { trainingHours: '186', participants: '124' } },
    } as unknown as PagePayload;
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const blocks = pageBlocks(antiCorruption, answers, { lang, locations: new Map() });
      const text = JSON.stringify(blocks);
      const field = (id: string) => allFields(antiCorruption).find((f) => f.field.id === id)!.field;
      for (const id of ['anyCorruptionCase', 'staffTraining']) {
        const f = field(id);
        if (f.kind !== 'yesNoNtd') throw new Error('a Yes/No');
        expect(text).not.toContain(f.labels[lang]);
      }
      const [no, yes] = [field('anyCorruptionCase'), field('staffTraining')];
      if (no.kind !== 'yesNoNtd' || yes.kind !== 'yesNoNtd') throw new Error('a Yes/No');
      expect(text).toContain(no.statements!.no[lang]);
      expect(text).toContain(yes.statements!.yes[lang]);
      // The details of the Yes follow it.
      expect(text.indexOf(yes.statements!.yes[lang])).toBeLessThan(text.indexOf('186'));
    }
  });
});

describe('an address list', () => {
  it('names the city and the country once each', () => {
    const venues = [{ address: '1 Harbour Road, Wan Chai', city: 'Hong Kong', country: 'Hong Kong' }];
    const blocks = pageBlocks(
      communityInvestment,
      { anyCharitableActivity: { answer: 1, details: { venues } } } as unknown as PagePayload,
      { lang: 'en', locations: new Map() },
    );
    expect(JSON.stringify(blocks)).toContain('1 Harbour Road, Wan Chai, Hong Kong"');
  });
});

describe('an ordered list', () => {
  it('prints its rows in order without the form’s sequence column', () => {
    const blocks = pageBlocks(
      profQuali,
      {
        qualifications: [
          { sequence: '2', qualification: 'ISO 45001', issuer: 'BSI', validUntil: '2027-01-31' },
          { sequence: '1', qualification: 'ISO 14001:2015', issuer: 'HKQAA', validUntil: '2027-06-30' },
        ],
      } as unknown as PagePayload,
      { lang: 'en', locations: new Map() },
    );
    const table = blocks.find((b) => b.kind === 'table');
    if (table?.kind !== 'table') throw new Error('a table');
    expect(table.head).not.toContain('Sequence');
    expect(table.rows.map((r) => r[0])).toEqual(['ISO 14001:2015', 'ISO 45001']);
  });
});

describe('the consistency statement of a sparse year', () => {
  const none = (yearEnd: string) =>
    calculateYear({ rows: [], period: { financialYearEndDate: yearEnd }, library, units });
  const year = (lang: 'en' | 'hk' | 'cn', thisYear: typeof none, lastYear: typeof none) =>
    buildReport({
      lang,
      edition: 'draft',
      company: { name: 'Globex' },
      ruleSet: '2025',
      period: period('2026-12-31'),
      previous: period('2025-12-31'),
      answers: {},
      previousAnswers: {},
      emissions: thisYear('2026-12-31'),
      previousEmissions: lastYear('2025-12-31'),
      evidence: [],
      fatalities: [],
      generatedAt: '2027-01-01T00:00:00Z',
    } as unknown as ReportInputs);
  const said = (r: ReturnType<typeof year>) =>
    JSON.stringify(r.data.sections.find((s) => s.id === 'about-consistency')!.blocks);
  const consistency = (r: ReturnType<typeof year>) => r.index.find((e) => e.code === 'MDR-PRIN-CONS')!.state;

  it('says there is nothing to compare when the year has no figures, and does not count it as disclosed', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      for (const last of [none, emissions]) {
        const r = year(lang, none, last);
        expect(said(r)).toContain(REPORT_MESSAGES[lang].consistencyNothing);
        expect(said(r)).not.toContain(REPORT_MESSAGES[lang].consistencyNone);
        expect(consistency(r)).not.toBe('disclosed');
      }
    }
  });

  it('says last year had no figures to compare with, as a first year says it has none (disclosed)', () => {
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const r = year(lang, emissions, none);
      expect(said(r)).toContain(REPORT_MESSAGES[lang].consistencyNoEarlier);
      expect(consistency(r)).toBe('disclosed');
    }
    expect(said(year('en', emissions, emissions))).toContain('No change in methods');
    expect(consistency(year('en', emissions, emissions))).toBe('disclosed');
  });
});

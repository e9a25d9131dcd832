import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/domain/catalogues/csv';
import { checkPage } from '../src/catalogue/check';
import { deriveValues } from '../src/catalogue/derive';
import { disclosureStatus, type AnswersByPage } from '../src/catalogue/disclosure';
import { masterConfig } from '../src/catalogue/masterConfig';
import { antiCorruption } from '../src/pages/social/antiCorruption';
import { communityInvestment } from '../src/pages/social/communityInvestment';
import { water } from '../src/pages/environmental/water';
import { PROVISIONS, provisionsIn } from '../src/catalogue/provisions';
import { PAGES, pageByKey, pageByRoute } from '../src/pages/index';
import { validatePage } from '../src/catalogue/schema/page';
import type { PagePayload } from '../src/catalogue/values';
import { fromDisplayDate, toDisplayDate } from '../src/lib/dates';

const csv = parseCsv(readFileSync(new URL('../data/hkex-c2-catalogue.csv', import.meta.url), 'utf8'));

/** Answers as the API stores them: through the page's schema first. */
const saved = (page: typeof antiCorruption, payload: unknown): PagePayload => {
  const r = validatePage(page, payload, { lists: { locations: ['hq'] } });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
};
const status = (answers: AnswersByPage, code: string, ruleSet: '2020' | '2025' = '2025') =>
  disclosureStatus(PAGES, answers, ruleSet).find((s) => s.code === code)!;

describe('comply or explain', () => {
  const reason = 'Proceedings are sub judice; disclosure could prejudice them.';
  const explained = saved(antiCorruption, {
    anyCorruptionCase: { answer: -1, reason },
    staffTraining: {
      answer: 1,
      details: { trainingHours: '12', participants: '8', audiences: ['directors', 'staff'] },
    },
    whistleBlowing: '',
  });

  it('turns a Not to disclose and its reason into the explanation of the provisions the question feeds', () => {
    expect(status({ anti_corruption: explained }, 'B7.1')).toMatchObject({
      state: 'explained',
      obligation: 'comply-or-explain',
      explanations: [{ page: 'anti_corruption', field: 'anyCorruptionCase', reason }],
      reportedBy: [],
    });
    expect(status({ anti_corruption: explained }, 'B7.3')).toMatchObject({
      state: 'reported',
      reportedBy: [{ page: 'anti_corruption', field: 'staffTraining' }],
    });
    expect(status({ anti_corruption: explained }, 'B7.2').state).toBe('missing');
  });

  it('counts a No as disclosed, and an empty year as missing everywhere', () => {
    const no = saved(antiCorruption, { anyCorruptionCase: { answer: 0 }, staffTraining: { answer: 0 } });
    expect(status({ anti_corruption: no }, 'B7.1').state).toBe('reported');
    expect(disclosureStatus(PAGES, {}, '2025').every((s) => s.state === 'missing')).toBe(true);
  });

  it('reports a provision from the detail that feeds it, and explains all provisions under a question', () => {
    const answers = saved(communityInvestment, {
      anyContribution: { answer: -1, reason: 'Contributions are made by the parent company.' },
      anyCharitableActivity: { answer: 0 },
    });
    // B8.1 is fed by the charitable-activity question, answered No: reported, nothing to explain.
    expect(status({ community_investment: answers }, 'B8.1')).toMatchObject({ state: 'reported', explanations: [] });
    expect(status({ community_investment: answers }, 'B8.2').explanations).toHaveLength(1);
    expect(status({ community_investment: answers }, 'B8.2').state).toBe('explained');
  });

  it('lists every provision of the rule set once, with the fields that feed it', () => {
    const all = disclosureStatus(PAGES, {}, '2025');
    expect(all.map((s) => s.code)).toEqual(PROVISIONS.map((p) => p.code));
    expect(disclosureStatus(PAGES, {}, '2020').some((s) => s.part === 'D')).toBe(false);
    // The figure comes from the GHG calculation; the page asks only for its measurement approach.
    expect(status({}, 'D-MT-GHG1')).toMatchObject({
      obligation: 'mandatory',
      fedBy: [{ page: 'climate_metrics', field: 'ghgApproach' }],
    });
    expect(status({}, 'A2.2').fedBy.map((f) => f.field)).toEqual(['consumption', 'totalConsumption', 'intensity']);
  });
});

describe('the declarations', () => {
  it('keep provisions.ts equal to the HKEX catalogue CSV', () => {
    expect(PROVISIONS).toEqual(
      csv.map((r) => ({
        code: r.code,
        part: r.part,
        aspect: r.aspect,
        title: r.title,
        obligation2025: r.obligation_2025,
      })),
    );
    expect(provisionsIn('2025').find((p) => p.code === 'D-MT-IND')?.obligation).toBe('encouraged');
  });

  it.each(PAGES.map((p) => [p.key, p] as const))('%s passes the declaration checks', (_key, page) => {
    expect(checkPage(page)).toEqual([]);
    expect(pageByKey(page.key)).toBe(page);
    expect(pageByRoute(page.route)).toBe(page);
  });

  it('catch the mistakes types cannot', () => {
    const broken = structuredClone(water) as typeof water;
    const card = broken.tabs[0]!.cards[0]!;
    (card.fields as unknown[]).push(
      { id: 'floorArea', kind: 'number', labels: { en: 'x', hk: '', cn: 'x' }, provisions: ['Z9.9'] },
      { id: 'bad', kind: 'text', labels: { en: 'x', hk: 'x', cn: 'x' }, validation: { pattern: '(' } },
      { id: 'derived', kind: 'number', labels: { en: 'x', hk: 'x', cn: 'x' }, formula: 'later + 1' },
    );
    expect(checkPage(broken)).toEqual([
      'floorArea: id floorArea used twice on the page',
      'floorArea: a label is missing in en, hk or cn',
      'floorArea: unknown HKEX code Z9.9',
      'bad: pattern does not compile',
      'derived: formula reads later, which is not an earlier field',
    ]);
  });

  it('catch a comply choice whose code is not the catalogue’s (the choice is declared by its code alone, ADR 0144)', () => {
    const broken = { ...water, explains: [...(water.explains ?? []), { provision: 'A2.9', choice: 'x', reason: 'y' }] };
    expect(checkPage(broken)).toEqual(['explains: unknown HKEX code A2.9']);
  });

  it('give the spec page master configuration (tab_, card_, question, tutorial_step keys)', () => {
    const config = masterConfig(antiCorruption);
    const keys = config.map((c) => c.fieldKey);
    expect(keys).toEqual(
      expect.arrayContaining(['tab_casesTab', 'card_trainingCard', 'question_anyCorruptionCase', 'tutorial_step_1']),
    );
    const question = JSON.parse(config.find((c) => c.fieldKey === 'question_staffTraining')!.fieldValue);
    expect(question).toMatchObject({ provisions: ['B7.3'], details: ['trainingHours', 'participants', 'audiences'] });
  });
});

describe('derived values', () => {
  it('computes each page formula from the saved answers, in units', () => {
    const months = (...v: string[]) => [...v, ...Array(12 - v.length).fill('')];
    const answers = saved(water, {
      consumption: [
        { keys: { location: 'hq', source: 'municipal' }, unit: 'm3', months: months('120.5', '99.5') },
        { keys: { location: 'hq', source: 'rainwater' }, months: months('', '', '30') },
      ],
      floorArea: '1000',
    });
    expect(deriveValues(water, answers)).toEqual({
      values: { totalConsumption: '250', intensity: '0.25' },
      errors: {},
    });
    const litres = deriveValues(water, answers, {
      toBaseUnit: (v, unit) => (unit === 'm3' ? { n: v.n * 1000n, d: v.d } : v),
    });
    expect(litres.values.totalConsumption).toBe('220030');
  });

  it('counts unanswered numbers as zero and hides details of a No', () => {
    const empty = saved(communityInvestment, { anyContribution: { answer: 0 }, anyCharitableActivity: { answer: 0 } });
    expect(deriveValues(communityInvestment, empty).values).toEqual({ totalMoney: '0', totalVolunteerHours: '0' });
    const yes = saved(communityInvestment, {
      focusAreas: ['health'],
      anyContribution: { answer: 1, details: { donations: '20000', volunteerHours: '16' } },
      anyCharitableActivity: {
        answer: 1,
        details: {
          activities: [
            {
              activity: 'Elderly visits',
              channel: 'ownProgramme',
              focusArea: 'health',
              heldOn: '2025-02-01',
              hours: '10.5',
            },
            { activity: 'Tree planting', channel: 'ngoPartner', focusArea: 'environment', heldOn: '2025-03-12' },
          ],
          venues: [{ address: '1 Harbour Road, Wan Chai', city: 'Hong Kong' }],
        },
      },
    });
    expect(deriveValues(communityInvestment, yes).values).toEqual({ totalMoney: '20000', totalVolunteerHours: '26.5' });
  });
});

describe('dates', () => {
  it('are stored YYYY-MM-DD and shown DD-MM-YYYY, both ways, real days only', () => {
    expect(toDisplayDate('2025-03-31')).toBe('31-03-2025');
    expect(fromDisplayDate('31-03-2025')).toBe('2025-03-31');
    expect(fromDisplayDate('29-02-2025')).toBeUndefined();
    expect(fromDisplayDate('29-02-2024')).toBe('2024-02-29');
    expect(toDisplayDate('2025-13-01')).toBeUndefined();
    expect(fromDisplayDate(toDisplayDate('1999-12-31')!)).toBe('1999-12-31');
  });
});

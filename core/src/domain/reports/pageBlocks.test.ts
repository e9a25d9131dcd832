import { describe, expect, it } from 'vitest';
import { pageByKey } from '../../pages/index';
import type { PagePayload } from '../../catalogue/values';
import type { ReportBlock } from '../../schemas/reports';
import { SCOPE3_CATEGORIES } from '../../pages/climate/lists';
import { pageBlocks } from './pageBlocks';

const climateRisks = pageByKey('climate_risks')!;
const metrics = pageByKey('climate_metrics')!;
const ctx = (lang: 'en' | 'hk' | 'cn') => ({
  lang,
  locations: new Map([
    ['l1', 'Head office'],
    ['l2', 'Kwun Tong'],
  ]),
});
const risk = {
  type: 'physical-acute',
  description: 'Typhoons and black rainstorms',
  horizon: 'short',
  likelihood: 'high',
  impact: 'medium',
  locations: ['l1', 'l2'],
  effects: 'Flooding of the loading bay',
  response: 'Flood barriers',
  financialCurrent: '420000',
  financialAnticipated: '1200000',
  financialQualitative: 'Repair costs after Super Typhoon Wipha',
};
const answers = { register: [risk], shortFrom: '2026', shortTo: '2027' } as unknown as PagePayload;
const kinds = (blocks: ReportBlock[]) => blocks.map((b) => b.kind);

/** ADR 0074: nothing wider than A4 portrait, no Item / Answer tables, no comply-or-explain card in the body. */
describe('a page’s answers in the report', () => {
  it('prints the 11-column climate register as one block per risk, label: value, every entered value in it', () => {
    const blocks = pageBlocks(climateRisks, answers, ctx('en'));
    expect(blocks.filter((b) => b.kind === 'table')).toEqual([]);
    const register = blocks.find((b) => b.kind === 'records' && b.records[0]?.title);
    expect(register?.kind === 'records' && register.records[0]).toEqual({
      title: 'Physical risk – acute',
      fields: expect.arrayContaining([
        ['Current financial effect (HKD)', '420,000'],
        ['Anticipated financial effect (HKD)', '1,200,000'],
        ['Affected locations', 'Head office, Kwun Tong'],
        ['Description', 'Typhoons and black rainstorms'],
      ]),
    });
  });

  it('prints short answers as label: value lines under the card’s heading, never an Item / Answer table', () => {
    const [horizons] = pageBlocks(climateRisks, answers, ctx('hk'));
    expect(horizons).toMatchObject({ kind: 'records', caption: '時間範圍（由報告年度起計的年數）' });
    // A horizon prints as one range, never as the form's "from" and "to" lines; a year as a year, never "2,026".
    expect(horizons?.kind === 'records' && horizons.records[0]!.fields).toContainEqual(['短期', '2026–2027']);
    expect(JSON.stringify(horizons)).not.toContain('由第幾年');
    expect(JSON.stringify(pageBlocks(climateRisks, answers, ctx('en')))).not.toMatch(/"Item"|"Answer"/);
  });

  it('joins a Chinese list with 、', () => {
    const blocks = pageBlocks(climateRisks, answers, ctx('cn'));
    const fields = blocks.flatMap((b) => (b.kind === 'records' ? b.records.flatMap((r) => r.fields) : []));
    expect(fields).toContainEqual(['受影响地点', 'Head office、Kwun Tong']);
  });

  it('leaves the comply-or-explain card out of the body (the content index carries an explanation)', () => {
    const page = { risksDisclosure: 'disclose', register: [risk] } as unknown as PagePayload;
    const text = JSON.stringify(pageBlocks(climateRisks, page, ctx('en')));
    expect(text).not.toMatch(/Comply or explain/);
  });

  it('prints a narrow table as a table', () => {
    const blocks = pageBlocks(
      metrics,
      {
        scope3Explanations: [{ category: SCOPE3_CATEGORIES[0]!.value, reason: 'Not material' }],
      } as unknown as PagePayload,
      ctx('en'),
    );
    expect(kinds(blocks)).toContain('table');
  });

  it('prints a policy under its name with the company’s words, never “Does the company have a policy on X? Yes”', () => {
    const policies = pageByKey('policies')!;
    const blocks = pageBlocks(
      policies,
      {
        emissions: {
          answer: 1,
          details: {
            emissionsName: 'Environmental Policy – Emissions',
            emissionsDetails: 'Our Environmental Policy commits every property we manage to measuring emissions.',
          },
        },
      } as unknown as PagePayload,
      ctx('en'),
    );
    const text = JSON.stringify(blocks);
    expect(text).not.toMatch(/Does the company have a policy|"Yes"|What the policy covers/);
    expect(blocks).toContainEqual({ kind: 'records', caption: 'Environmental Policy – Emissions', records: [] });
    expect(blocks).toContainEqual({
      kind: 'p',
      text: 'Our Environmental Policy commits every property we manage to measuring emissions.',
      // The company's own words: printed with their paragraphs and lists as typed.
      typed: true,
    });
  });
});

/** docs/decisions/0121: a charitable activity's venues, an address list, as each edition writes an address. */
describe('an address list in the report', () => {
  const page = pageByKey('community_investment')!;
  const venues = (list: object[]) =>
    ({ anyCharitableActivity: { answer: 1, details: { venues: list } } }) as unknown as PagePayload;
  const printed = (list: object[], lang: 'en' | 'hk' | 'cn') =>
    JSON.stringify(pageBlocks(page, venues(list), ctx(lang))).match(/"(?:Venues|活動地點|活动地点)","([^"]*)"/)?.[1];

  it('writes each address with its city and country once, largest place last in English and first in Chinese', () => {
    const english = [
      { address: 'Shek O Beach', city: 'Hong Kong', country: 'Hong Kong' },
      { address: '1 Harbour Road, Wan Chai, Hong Kong', city: 'Hong Kong' },
    ];
    expect(printed(english, 'en')).toBe('Shek O Beach, Hong Kong; 1 Harbour Road, Wan Chai, Hong Kong');
    const chinese = [
      { address: '石澳泳灘', city: '香港', country: '香港' },
      { address: '香港灣仔港灣道1號', city: '香港' },
    ];
    expect(printed(chinese, 'hk')).toBe('香港石澳泳灘；香港灣仔港灣道1號');
  });
});

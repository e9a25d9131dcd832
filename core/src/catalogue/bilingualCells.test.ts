import { describe, expect, it } from 'vitest';
import { reportingBoundaries } from '../pages/background/reportingBoundaries';
import { riskManagement } from '../pages/background/riskManagement';
import { climateRisks } from '../pages/climate/risks';
import { PAGES } from '../pages/index';
import {
  answersAsText,
  answersInAnyLanguage,
  changedLanguages,
  missingLanguageCount,
  textOf,
  translatableAnswers,
  translatableColumns,
} from './bilingual';
import { locationChoicesOf, renameLocations } from './locationNames';
import { validatePage } from './schema/page';

/** docs/decisions/0121-translatable-names-and-cells.md */
describe('translatable table cells', () => {
  const place = { country: 'HK', locationType: 'office', inBoundary: 'yes' };
  const values = {
    locations: [
      {
        ...place,
        name: { en: 'Head office', hk: '總辦事處' },
        address: { en: '1 Queen’s Road Central', hk: '皇后大道中1號' },
        city: { en: 'Hong Kong', hk: '香港' },
      },
      {
        ...place,
        name: 'Warehouse',
        address: { en: '2 Hoi Bun Road', hk: '海濱道2號' },
        city: { en: 'Hong Kong', hk: '香港' },
      },
    ],
  };

  it('the declaration says which columns: names, addresses, titles, registers’ texts — never a person’s name or e-mail', () => {
    const declared = PAGES.flatMap((p) => translatableColumns(p).map((c) => `${p.key}.${c.table.id}.${c.column.id}`));
    expect(declared).toEqual(
      expect.arrayContaining([
        'reporting_boundaries.locations.name',
        'reporting_boundaries.locations.address',
        'reporting_boundaries.locations.city',
        'board_committee.members.positionTitle',
        'risk_management.risks.risk',
        'risk_management.risks.mitigation',
        'stakeholder.groups.concerns',
        'climate_risks.register.description',
        'climate_risks.register.effects',
        'prof_quali.qualifications.qualification',
        'corp_awards.awards.award',
        'climate_metrics.scope3Screening.reason',
        'climate_metrics.scope3Other.methodNote',
      ]),
    );
    for (const not of [
      'board_committee.members.name',
      'board_committee.members.email',
      'climate_metrics.scope3Screening.ownFactorSource',
    ])
      expect(declared).not.toContain(not);
  });

  it('reads each row’s cell at its path; an old one-language cell is the company’s language', () => {
    const cells = translatableAnswers(reportingBoundaries, values).filter((s) => s.cell);
    // Column by column: each row's name, then each row's address, then each row's city.
    expect(cells.map((s) => s.path)).toEqual([
      'locations.0.name',
      'locations.1.name',
      'locations.0.address',
      'locations.1.address',
      'locations.0.city',
      'locations.1.city',
    ]);
    expect(cells[1]!.get(values)).toBe('Warehouse');
    const set = cells[1]!.set(values, { en: 'Warehouse', hk: '倉庫' });
    expect((set.locations as { name: unknown }[])[1]!.name).toEqual({ en: 'Warehouse', hk: '倉庫' });
    expect((set.locations as { name: unknown }[])[0]).toBe(values.locations[0]);
    // The legacy English name lacks its Chinese; the bilingual one lacks nothing.
    expect(missingLanguageCount(reportingBoundaries, values, 'en')).toBe(1);
    // A Chinese company's old name is its Chinese version: English missing.
    expect(missingLanguageCount(reportingBoundaries, { locations: [{ ...place, name: '倉庫' }] }, 'hk')).toBe(1);
    // An address typed in one language only lacks the other, as a name does.
    const oneAddress = { locations: [{ ...place, name: { en: 'Depot', hk: '倉' }, address: '2 Hoi Bun Road' }] };
    expect(missingLanguageCount(reportingBoundaries, oneAddress, 'en')).toBe(1);
  });

  it('prints each cell in the edition’s language; rules read any language', () => {
    const hk = answersAsText(reportingBoundaries, values, (b) => b.hk || b.en, 'en');
    expect((hk.locations as { name: unknown }[]).map((r) => r.name)).toEqual(['總辦事處', 'Warehouse']);
    expect((hk.locations as { address: unknown; city: unknown }[]).map((r) => [r.address, r.city])).toEqual([
      ['皇后大道中1號', '香港'],
      ['海濱道2號', '香港'],
    ]);
    const rules = answersInAnyLanguage(reportingBoundaries, values);
    expect((rules.locations as { name: unknown }[]).map((r) => r.name)).toEqual(['Head office', 'Warehouse']);
  });

  it('validates each language of a cell on its own, at the cell’s language path', () => {
    const risk = (text: unknown) => ({
      internalControlReview: { answer: 0 },
      risks: [
        { risk: text, category: 'social', likelihood: 'low', impact: 'low', mitigation: { en: 'M', hk: '措施' } },
      ],
    });
    const long = validatePage(riskManagement, risk({ en: 'Injuries', hk: '傷'.repeat(201) }));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.issues.map((i) => i.path)).toContain('risks.0.risk.hk');
    expect(validatePage(riskManagement, risk({ en: 'Injuries', hk: '工傷' })).ok).toBe(true);
    expect(validatePage(riskManagement, risk('Injuries')).ok).toBe(true);
    const none = validatePage(riskManagement, risk({ en: '', hk: ' ' }));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.issues.map((i) => i.path)).toContain('risks.0.risk');
    expect(validatePage(riskManagement, risk({ fr: 'Blessures' })).ok).toBe(false);
  });

  it('two rows alike in a language repeat each other, whatever the other language says', () => {
    const twice = validatePage(reportingBoundaries, {
      locations: [
        { ...place, name: { en: 'Depot', hk: '倉庫' }, address: 'A', city: 'HK' },
        { ...place, name: 'Depot', address: 'B', city: 'HK' },
      ],
    });
    expect(twice.ok).toBe(false);
  });

  it('a form sends a cell whole, with its row', () => {
    const edited = {
      locations: [{ ...values.locations[0]!, name: { en: 'Head office', hk: '總部' } }, values.locations[1]!],
    };
    const sent = changedLanguages(reportingBoundaries, edited, values, 'en');
    expect((sent.locations as { name: unknown }[])[0]!.name).toEqual({ en: 'Head office', hk: '總部' });
  });

  it('one name for the lists (English first, else the Chinese); the edition renames a location answer', () => {
    expect(textOf({ en: 'Head office', hk: '總辦事處' })).toBe('Head office');
    expect(textOf({ en: '', hk: '總辦事處' })).toBe('總辦事處');
    expect(textOf('Depot')).toBe('Depot');
    expect(textOf(null)).toBe('');
    const register = { register: [{ description: 'Typhoons', locations: ['Head office', 'Gone'] }] };
    const renamed = renameLocations(locationChoicesOf(climateRisks), register, (n) =>
      n === 'Head office' ? '總辦事處' : n,
    );
    expect(renamed.register).toEqual([{ description: 'Typhoons', locations: ['總辦事處', 'Gone'] }]);
  });
});

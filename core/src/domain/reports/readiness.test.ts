import { describe, expect, it } from 'vitest';
import { disclosureStatus } from '../../catalogue/disclosure';
import { provisionsIn } from '../../catalogue/provisions';
import { PAGES } from '../../pages/index';
import { RULE_SETS } from '../../vocabulary/ruleSets';
import { contentIndex, PART_D_CROSS_REFERENCES } from './contentIndex';
import { missingForFinal } from './readiness';

const SECTIONS = [
  { id: 'policies', provisions: ['A4-GD', 'A4.1'] },
  { id: 'climate-strategy', provisions: ['D-STR-RO'] },
  { id: 'climate-risk-management', provisions: ['D-RM'] },
];

/** ADR 0072: comply or explain, everywhere, and no final report with a provision left open. */
describe('comply or explain in the content index', () => {
  it('answers A4.1 by cross-reference to Part D under the 2025 rule set, and by its own field under 2020', () => {
    const climate = { climate_risks: { register: [{ type: 'opportunity', description: 'Green space' }] } };
    const d2025 = contentIndex(disclosureStatus(PAGES, climate, '2025'), new Set(), SECTIONS, PART_D_CROSS_REFERENCES);
    expect(d2025.find((e) => e.code === 'A4.1')).toMatchObject({ state: 'disclosed', section: 'climate-strategy' });
    // 2020 has no Part D: A4.1 is a gap until its field is answered.
    const empty2020 = contentIndex(disclosureStatus(PAGES, climate, '2020'), new Set(), SECTIONS);
    expect(empty2020.find((e) => e.code === 'A4.1')?.state).toBe('gap');
    const answered = {
      policies: {
        climateChange: {
          answer: 1 as const,
          details: { climateChangeIssues: 'Typhoons flood the warehouse; barriers fitted.' },
        },
      },
    };
    const filled2020 = contentIndex(disclosureStatus(PAGES, answered, '2020'), new Set(), SECTIONS);
    expect(filled2020.find((e) => e.code === 'A4.1')).toMatchObject({ state: 'disclosed', section: 'policies' });
  });

  it('lets every comply-or-explain provision of every rule set be explained or marked not applicable on its page', () => {
    const explainable = new Set(PAGES.flatMap((p) => (p.explains ?? []).map((e) => e.provision)));
    for (const ruleSet of RULE_SETS) {
      const open = provisionsIn(ruleSet).filter((p) => p.obligation !== 'mandatory' && !explainable.has(p.code));
      expect(
        open.map((p) => p.code),
        ruleSet,
      ).toEqual([]);
    }
  });

  it('takes an environmental KPI marked not applicable, with its reason, as answered', () => {
    const reason = 'We provide services and ship no finished products.';
    const answers = { packaging_material: { a2_5Disclosure: 'notApplicable', a2_5DisclosureReason: reason } };
    const index = contentIndex(disclosureStatus(PAGES, answers, '2025'), new Set(), []);
    expect(index.find((e) => e.code === 'A2.5')).toMatchObject({ state: 'notApplicable', reason });
    // Marked without a reason it stays open.
    const bare = { packaging_material: { a2_5Disclosure: 'notApplicable' } };
    const open = contentIndex(disclosureStatus(PAGES, bare, '2025'), new Set(), []);
    expect(open.find((e) => e.code === 'A2.5')?.state).toBe('gap');
  });

  it('refuses a final report while any provision is open, naming each with the page that answers it', () => {
    const none = contentIndex(disclosureStatus(PAGES, {}, '2025'), new Set(), []);
    const missing = missingForFinal(none);
    expect(missing.map((m) => m.code)).toEqual(none.map((e) => e.code));
    const at = (code: string) => missing.find((m) => m.code === code)?.page;
    expect(at('A2.5')).toBe('/environmental/packaging_material');
    expect(at('A1.2')).toBe('/environmental/electricities');
    expect(at('A4.1')).toBe('/background/policies');
    expect(at('B4.1')).toBe('/social/labour_standards');
    expect(at('D-RM')).toBe('/climate/climate_risk_management');
    // Mandatory provisions cannot be explained: empty, they are missing too.
    expect(missing.find((m) => m.code === 'D-MT-GHG1')?.obligation).toBe('mandatory');
  });
});

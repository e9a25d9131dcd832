import { describe, expect, it } from 'vitest';
import type { ProvisionStatus } from '../../catalogue/disclosure';
import type { ReportBlock, ReportSection } from '../../schemas/reports';
import { afterFilter, merged, shifted, withCaptionAnchors } from './anchors';
import { contentIndex } from './contentIndex';

const p = (text: string): ReportBlock => ({ kind: 'p', text });
const records = (caption: string): ReportBlock => ({ kind: 'records', caption, records: [{ fields: [['a', '1']] }] });

describe('where in its section a provision is disclosed', () => {
  it('follows its block when blocks go before it or are dropped', () => {
    expect(shifted({ 'B8.2': 2 }, 3)).toEqual({ 'B8.2': 5 });
    // Block 1 is dropped: what was at 2 is now at 1; a provision of the dropped block goes to the next one kept.
    expect(afterFilter({ A: 1, B: 2, C: 0 }, [true, false, true])).toEqual({ A: 1, B: 1, C: 0 });
    expect(afterFilter({ A: 2 }, [true, true, false])).toEqual({});
    expect(merged({ A: 4, B: 1 }, { A: 2, C: 0 })).toEqual({ A: 2, B: 1, C: 0 });
  });

  it('is the block whose caption names the KPI ("Resources contributed (B8.2)"), before the card it came from', () => {
    const section: ReportSection = {
      id: 'page-community-investment',
      level: 2,
      heading: '4.8 Community investment',
      provisions: ['B8.1', 'B8.2', 'A1.3', 'A1.30'],
      anchors: { 'B8.1': 0, 'B8.2': 1 },
      blocks: [
        p('Policy'),
        records('Resources contributed'),
        records('Activities'),
        records('Resources contributed (B8.2)'),
      ],
    };
    expect(withCaptionAnchors(section).anchors).toEqual({ 'B8.1': 0, 'B8.2': 3 });
    const waste = { ...section, anchors: {}, blocks: [p('x'), records('Waste（A1.3、A1.4）')] };
    expect(withCaptionAnchors(waste).anchors).toEqual({ 'A1.3': 1 });
  });

  it('gives the content index the block’s page to print, or the section’s when the provision opens it', () => {
    const status = (code: string): ProvisionStatus =>
      ({
        code,
        part: 'B',
        aspect: 'B8',
        title: code,
        obligation: 'comply',
        state: 'reported',
        explanations: [],
      }) as never;
    const [b81, b82] = contentIndex([status('B8.1'), status('B8.2')], new Set(), [
      { id: 'page-community-investment', provisions: ['B8.1', 'B8.2'], anchors: { 'B8.1': 0, 'B8.2': 3 } },
    ]);
    expect(b81).toMatchObject({ state: 'disclosed', section: 'page-community-investment' });
    expect(b81).not.toHaveProperty('anchor');
    expect(b82).toMatchObject({ state: 'disclosed', anchor: 'page-community-investment-b3' });
  });
});

import { describe, expect, it } from 'vitest';
import { PROVISIONS } from '../../catalogue/provisions';
import { defaultTopics } from '../../domain/questionnaire/topics';
import { notMaterialOffers, notMaterialReason, topicOfProvision } from './explain';
import type { MatrixPoint, MatrixView } from '../../schemas/questionnaire';

const name = { en: 'x', hk: 'x', cn: 'x' };
const point = (aspect: string | null, over: Partial<MatrixPoint>): MatrixPoint => ({
  id: aspect ?? '01JABCDEFGHJKMNPQRSTVWXYZ0',
  aspect,
  name,
  company: 4,
  board: 4,
  answers: 3,
  material: false,
  ...over,
});
const view = (points: MatrixPoint[], lastAnswer: string | null = '2026-03-09T07:15:00.000Z'): MatrixView => ({
  yearEnd: '2025-12-31',
  threshold: 5.5,
  asked: 3,
  answered: lastAnswer ? 3 : 0,
  firstAnswer: lastAnswer,
  lastAnswer,
  points,
});
const explain = (provision: string) => ({ provision, choice: `${provision}c`, reason: `${provision}r` });

describe('topicOfProvision', () => {
  it('maps each comply-or-explain provision to its aspect or Part D pillar, MDRs to none', () => {
    expect(topicOfProvision('B1.1')).toBe('B1');
    expect(topicOfProvision('B1-GD')).toBe('B1');
    expect(topicOfProvision('A2.5')).toBe('A2');
    expect(topicOfProvision('D-GOV')).toBe('D-GOV');
    expect(topicOfProvision('D-STR-RO')).toBe('D-STR');
    expect(topicOfProvision('D-RM')).toBe('D-RISK');
    expect(topicOfProvision('D-MT-GHG1')).toBe('D-MET');
    expect(topicOfProvision('MDR-PRIN-MAT')).toBeNull();
    expect(topicOfProvision('B10.1')).toBeNull();
  });

  it('leads every catalogue provision of Parts C and D to a default topic', () => {
    const topics = new Set(defaultTopics('2025').map((t) => t.id));
    for (const p of PROVISIONS.filter((x) => x.part !== 'B'))
      expect(topics, p.code).toContain(topicOfProvision(p.code));
  });
});

describe('notMaterialOffers', () => {
  const explains = ['B1-GD', 'B1.1', 'B2.1', 'D-STR-RO', 'MDR-GOV'].map(explain);

  it('offers the provisions whose topic the board scored below the threshold, dated by the last answer', () => {
    const offers = notMaterialOffers(
      view([point('B1', {}), point('B2', { company: 8, board: 9, material: true }), point('D-STR', {})]),
      explains,
    );
    expect(offers).toEqual([
      { ...explain('B1-GD'), topic: 'B1', assessedOn: '2026-03-09' },
      { ...explain('B1.1'), topic: 'B1', assessedOn: '2026-03-09' },
      { ...explain('D-STR-RO'), topic: 'D-STR', assessedOn: '2026-03-09' },
    ]);
  });

  it('dates the assessment by the last answer’s day in Hong Kong', () => {
    // 23:30 UTC on the 8th is 07:30 on the 9th in Hong Kong.
    const [offer] = notMaterialOffers(view([point('B1', {})], '2026-03-08T23:30:00.000Z'), explains);
    expect(offer?.assessedOn).toBe('2026-03-09');
  });

  it('offers nothing for a topic nobody scored, nor before any answer, nor for topics the company added', () => {
    expect(notMaterialOffers(view([point('B1', { answers: 0, company: null, board: null })]), explains)).toEqual([]);
    expect(notMaterialOffers(view([point('B1', {})], null), explains)).toEqual([]);
    expect(notMaterialOffers(view([point(null, {})]), explains)).toEqual([]);
  });
});

describe('notMaterialReason', () => {
  it('dates the explanation 09-03-2026 in English and 2026年3月9日 in Chinese', () => {
    expect(notMaterialReason('en', '2026-03-09')).toBe(
      "Not material per the board's materiality assessment of 09-03-2026.",
    );
    expect(notMaterialReason('hk', '2026-03-09')).toBe('根據董事會於2026年3月9日的重要性評估，此議題並不重要。');
    expect(notMaterialReason('cn', '2026-03-09')).toBe('根据董事会于2026年3月9日的重要性评估，此议题并不重要。');
  });
});

import { describe, expect, it } from 'vitest';
import { topicMeans } from '../../calc/materiality/matrix';
import { stakeholderGroup } from './stakeholders';

const answer = (linkId: string, company: number, personal: number) => ({
  linkId,
  scores: { A1: { company, personal }, B1: { company: personal, personal: company } },
});
const LINKS = [{ memberId: 'EMPLOYEES' }, { memberId: 'CUSTOMERS' }];
const ANSWERS = [
  answer('EMPLOYEES', 8, 2),
  answer('EMPLOYEES', 6, 4),
  answer('CUSTOMERS', 1, 9),
  answer('GONE', 10, 10),
];

describe('respondent groups of the matrix', () => {
  it('one link counts its own answers only; its means and counts follow', () => {
    const group = stakeholderGroup(LINKS, ANSWERS, 'EMPLOYEES')!;
    expect(group.asked).toBe(1);
    expect(group.answers).toHaveLength(2);
    expect(topicMeans(['A1', 'B1'], group.answers, 5.5)).toEqual([
      { id: 'A1', company: 7, board: 3, answers: 2, material: false },
      { id: 'B1', company: 3, board: 7, answers: 2, material: false },
    ]);
  });

  it('all stakeholders count every live link, never the answers of a deleted link', () => {
    const group = stakeholderGroup(LINKS, ANSWERS, 'stakeholders')!;
    expect(group).toMatchObject({ asked: 2 });
    expect(topicMeans(['A1'], group.answers, 5)).toEqual([
      { id: 'A1', company: 5, board: 5, answers: 3, material: true },
    ]);
  });

  it('an unknown link is no group (the route answers 404); no links is an empty group', () => {
    expect(stakeholderGroup(LINKS, ANSWERS, 'GONE')).toBeNull();
    expect(stakeholderGroup([], ANSWERS, 'stakeholders')).toEqual({ asked: 0, answers: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { ownText3, ownTextOf, savedOwnText } from './ownText';
import { topicView } from './store';
import { materialityBlocks, untranslatedTopics } from '../reports/materiality';
import { REPORT_MESSAGES } from '../reports/messages';
import { toSimplified } from '../../lib/simplified';
import type { MatrixView } from '../../schemas/questionnaire';

describe('a company’s own text in its languages (ADR 0140)', () => {
  it('reads a one-string value stored before as the company’s language', () => {
    expect(ownTextOf('Water stewardship', 'en')).toEqual({ en: 'Water stewardship', hk: '' });
    expect(ownTextOf('水資源管理', 'hk')).toEqual({ en: '', hk: '水資源管理' });
    expect(ownTextOf(null, 'en')).toBeNull();
  });

  it('shows a missing language in the other one, and lists it', () => {
    const { text, untranslated } = ownText3({ en: 'Water stewardship', hk: '' });
    expect(text).toEqual({ en: 'Water stewardship', hk: 'Water stewardship', cn: 'Water stewardship' });
    expect(untranslated).toEqual(['hk', 'cn']);
    expect(ownText3({ en: '', hk: '水資源' }).text.en).toBe('水資源');
  });

  it('derives Simplified from Traditional unless overridden, where the screen converts', () => {
    expect(ownText3({ en: 'Employees', hk: '僱員' }, toSimplified).text.cn).toBe('雇员');
    expect(ownText3({ en: 'Employees', hk: '僱員', cn: '员工' }, toSimplified).text.cn).toBe('员工');
    expect(ownText3({ en: 'Employees', hk: '僱員' }).untranslated).toEqual([]);
    // Without the converter (the groups that do not carry its dictionaries, ADR 0138): the Traditional as typed.
    expect(ownText3({ en: 'Employees', hk: '僱員' }).text.cn).toBe('僱員');
    expect(ownText3({ en: 'Employees', hk: '僱員', cn: '员工' }).text.cn).toBe('员工');
  });

  it('keeps the other language when one is typed, and marks it as may need updating', () => {
    expect(savedOwnText({ hk: '水資源' }, 'Water', 'en')).toEqual({ en: 'Water', hk: '水資源' });
    expect(savedOwnText({ en: 'Water use' }, { en: 'Water', hk: '水資源' }, 'en')).toEqual({
      en: 'Water use',
      hk: '水資源',
      stale: 'hk',
    });
    expect(savedOwnText('Water', undefined, 'en')).toBe('Water');
    expect(savedOwnText(null, 'Water', 'en')).toBeNull();
  });
});

describe('a topic in the reader’s language', () => {
  it('uses the renamed topic’s languages, a one-string name as the company’s language', () => {
    const v = topicView({ id: 'A2', name: { en: 'Water', hk: '水資源' }, description: null }, 'en', toSimplified);
    expect(v.name).toEqual({ en: 'Water', hk: '水資源', cn: '水资源' });
    expect(topicView({ id: 'A2', name: { en: 'Water', hk: '水資源' }, description: null }, 'en').name.cn).toBe(
      '水資源',
    );
    expect(v.description.hk).toBe('業務使用能源、水、包裝及其他物料的效率。');
    const old = topicView({ id: 'A2', name: '水資源', description: null }, 'hk');
    expect(old.custom.name).toEqual({ en: '', hk: '水資源' });
    expect(old.name.en).toBe('水資源');
    expect(old.untranslated).toEqual(['en']);
    expect(topicView({ id: 'A2', name: null, description: null }, 'en').untranslated).toBeUndefined();
  });

  it('lists for an edition the printed topics whose own name lacks its language', () => {
    const point = (id: string, own: MatrixView['points'][number]['own']) => ({
      id,
      aspect: null,
      name: { en: 'Water', hk: 'Water', cn: 'Water' },
      ...(own ? { own } : {}),
      company: 6,
      board: 6,
      answers: 1,
      material: true,
    });
    const m: MatrixView = {
      yearEnd: '2025-12-31',
      threshold: 5.5,
      asked: 1,
      answered: 1,
      firstAnswer: null,
      lastAnswer: null,
      points: [
        point('A2', { en: 'Water', hk: '' }),
        point('A1', null),
        { ...point('A3', { en: 'X', hk: '' }), company: null },
      ],
    };
    expect(untranslatedTopics(m, 'en')).toEqual([]);
    expect(untranslatedTopics(m, 'hk')).toEqual([
      { page: '/background/board_committee/preliminary_questionnaire', field: 'topics', item: point('A2', null).name },
    ]);
    expect(untranslatedTopics(undefined, 'hk')).toEqual([]);
    // The draft prints the English behind the marker in the Chinese editions, the own name as typed in English.
    const marker = REPORT_MESSAGES.hk.translationMissing.split('}')[1]!;
    const table = (lang: 'en' | 'hk') => materialityBlocks(m, lang).find((b) => b.kind === 'table');
    expect(JSON.stringify(table('hk'))).toContain(marker);
    expect(JSON.stringify(table('en'))).not.toContain(marker);
    const svg = materialityBlocks(m, 'hk').find((b) => b.kind === 'svg');
    expect(JSON.stringify(svg)).toContain(marker.trim().slice(0, 4));
  });
});

import { describe, expect, it } from 'vitest';
import { toSimplified } from '../lib/simplified';
import { boardStatement } from '../pages/background/boardStatement';
import {
  answersAsText,
  bilingualOf,
  editionText,
  missingLanguageCount,
  mostlyLatin,
  readerText,
  translatableColumns,
  translatableFields,
  translationState,
  missingEditions,
} from './bilingual';
import { validatePage } from './schema/page';
import { PAGES } from '../pages/index';
import { allFields } from './page';

/** docs/decisions/0096-bilingual-answers.md */
describe('bilingual answers', () => {
  it('reads a one-language answer saved before translations as the company language version', () => {
    expect(bilingualOf('Our board oversees ESG.', 'en')).toEqual({ en: 'Our board oversees ESG.', hk: '' });
    expect(bilingualOf('董事會監察ESG事宜。', 'hk')).toEqual({ en: '', hk: '董事會監察ESG事宜。' });
    expect(bilingualOf('董事会监察ESG事宜。', 'cn')).toEqual({ en: '', hk: '', cn: '董事会监察ESG事宜。' });
    expect(bilingualOf('', 'en')).toBeUndefined();
    // A one-language text is the language it is written in: English sent for a Chinese-speaking company is English.
    expect(bilingualOf('Tsim Sha Tsui office', 'hk')).toEqual({ en: 'Tsim Sha Tsui office', hk: '' });
    expect(bilingualOf('Tsim Sha Tsui office', 'cn')).toEqual({ en: 'Tsim Sha Tsui office', hk: '' });
    expect(bilingualOf('總辦事處', 'en')).toEqual({ en: '', hk: '總辦事處' });
    expect(bilingualOf('12', 'hk')).toEqual({ en: '', hk: '12' });
    // Chinese prose naming an English company is Chinese.
    expect(bilingualOf('歡迎聯絡 Acme Holdings Ltd 可持續發展部', 'en')).toEqual({
      en: '',
      hk: '歡迎聯絡 Acme Holdings Ltd 可持續發展部',
    });
    expect(bilingualOf(null, 'en')).toBeUndefined();
  });

  it('prints each edition in its own language; Simplified derived from Traditional unless overridden', () => {
    const b = { en: 'Information for employees', hk: '僱員資訊' };
    expect(editionText(b, 'en', toSimplified)).toBe('Information for employees');
    expect(editionText(b, 'hk', toSimplified)).toBe('僱員資訊');
    expect(editionText(b, 'cn', toSimplified)).toBe('雇员资讯');
    // The mainland wording wins where the company gave one.
    expect(editionText({ ...b, cn: '员工信息' }, 'cn', toSimplified)).toBe('员工信息');
    expect(editionText({ en: 'Only English', hk: '' }, 'hk', toSimplified)).toBeUndefined();
    expect(editionText({ en: 'Only English', hk: '' }, 'cn', toSimplified)).toBeUndefined();
  });

  it('shows a reader the typed text nearest their language: Simplified falls back to Traditional before English', () => {
    const b = { en: 'Board oversight', hk: '董事會監察' };
    expect(readerText(b, 'en')).toBe('Board oversight');
    expect(readerText(b, 'hk')).toBe('董事會監察');
    expect(readerText(b, 'cn')).toBe('董事會監察');
    expect(readerText(b, 'cn', toSimplified)).toBe('董事会监察');
    expect(readerText(b, 'hk', toSimplified)).toBe('董事會監察');
    expect(readerText({ ...b, cn: '董事会监察' }, 'cn')).toBe('董事会监察');
    expect(readerText({ en: 'Only English', hk: '' }, 'cn')).toBe('Only English');
    expect(readerText({ en: '', hk: '只有中文' }, 'en')).toBe('只有中文');
    expect(readerText({ en: '', hk: '' }, 'hk')).toBe('');
  });

  it('states both present, one missing, or one that may need updating', () => {
    expect(translationState(undefined)).toEqual({ state: 'empty' });
    expect(translationState({ en: ' ', hk: '' })).toEqual({ state: 'empty' });
    expect(translationState({ en: 'Text', hk: '' })).toEqual({ state: 'missing', editions: 'hk_cn' });
    expect(translationState({ en: '', hk: '文字' })).toEqual({ state: 'missing', editions: 'en' });
    expect(translationState({ en: 'Text', hk: '文字' })).toEqual({ state: 'complete' });
    expect(translationState({ en: 'Text', hk: '文字', stale: 'hk' })).toEqual({
      state: 'mayNeedUpdating',
      language: 'hk',
    });
  });

  it('names every edition that will print without the text: a Simplified-only text lacks English and Traditional', () => {
    // Nothing converts Simplified to Traditional (ADR 0096): the 繁體 edition lacks a text typed in Simplified only.
    expect(missingEditions({ en: '', hk: '', cn: '董事会每季审阅。' })).toEqual(['en', 'hk']);
    expect(translationState({ en: '', hk: '', cn: '董事会每季审阅。' })).toEqual({
      state: 'missing',
      editions: 'en_hk',
    });
    // Simplified is converted from the Traditional text: an English and Traditional text is in every edition.
    expect(missingEditions({ en: 'Quarterly.', hk: '每季。' })).toEqual([]);
    expect(missingEditions({ en: '', hk: '每季。' })).toEqual(['en']);
    expect(missingEditions({ en: 'Quarterly.', hk: '' })).toEqual(['hk', 'cn']);
    expect(missingEditions({ en: 'Quarterly.', hk: ' ', cn: '每季。' })).toEqual(['hk']);
    expect(translationState({ en: 'Quarterly.', hk: '', cn: '每季。' })).toEqual({ state: 'missing', editions: 'hk' });
    expect(missingEditions({ en: ' ', hk: '' })).toEqual([]);
  });

  it('counts the answers of a page that lack a language; a legacy string lacks the other one', () => {
    const values = {
      boardOversight: { en: 'The board oversees.', hk: '董事會監察。' },
      managementApproach: 'Our approach.',
      progressReview: { en: '', hk: '檢討進度。' },
    };
    expect(missingLanguageCount(boardStatement, values, 'en')).toBe(2);
    expect(missingLanguageCount(boardStatement, {}, 'en')).toBe(0);
  });

  it('gives rules and the report one string per answer', () => {
    const values = { boardOversight: { en: 'E', hk: '中' }, managementApproach: 'Legacy', approvedOn: '2025-03-01' };
    expect(answersAsText(boardStatement, values, (b) => b.hk, 'en')).toEqual({
      boardOversight: '中',
      managementApproach: '',
      approvedOn: '2025-03-01',
    });
  });

  it('flags Latin text in the Chinese field, not an acronym in Chinese prose', () => {
    expect(mostlyLatin('The board oversees climate risks.')).toBe(true);
    expect(mostlyLatin('董事會監察ESG及HKEX相關事宜。')).toBe(false);
    expect(mostlyLatin('')).toBe(false);
  });

  it('validates each language on its own and names it in the path', () => {
    const long = 'x'.repeat(5001);
    const checked = validatePage(boardStatement, { boardOversight: { en: 'Fine', hk: long } });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues.map((i) => [i.path, i.code])).toEqual([['boardOversight.hk', 'maxLength']]);
    expect(validatePage(boardStatement, { boardOversight: { en: 'E', hk: '中', fr: 'x' } }).ok).toBe(false);
    expect(validatePage(boardStatement, { boardOversight: { en: 5 } }).ok).toBe(false);
    expect(validatePage(boardStatement, { boardOversight: 'One language' }).ok).toBe(true);
    expect(validatePage(boardStatement, { boardOversight: { en: 'E', hk: '中', stale: 'hk' } })).toEqual({
      ok: true,
      value: { boardOversight: { en: 'E', hk: '中' } },
    });
  });

  it('every top-level long text of every data page is translatable; a column of a table, top level or under a Yes', () => {
    for (const page of PAGES) {
      const slots = new Set([
        ...translatableFields(page).map((f) => f.path),
        ...translatableColumns(page).map((c) => `${c.under ? `${c.under}.details.` : ''}${c.table.id}.${c.column.id}`),
      ]);
      for (const { field, path } of allFields(page)) {
        const declared = 'translatable' in field && !!field.translatable;
        if (field.kind === 'longText' && !path.includes('.'))
          expect([page.key, path, declared]).toEqual([page.key, path, true]);
        if (declared) expect([page.key, path, slots.has(path)]).toEqual([page.key, path, true]);
      }
    }
  });

  it('a name the company gives its committee or climate oversight body is translatable (ADR 0130)', () => {
    const declared = PAGES.flatMap((p) => translatableFields(p).map((f) => `${p.key}.${f.path}`));
    expect(declared).toEqual(
      expect.arrayContaining(['board_committee.committeeName', 'climate_governance.oversightBody']),
    );
  });

  it('a policy’s name and texts under its Yes are translatable, read and written at their path', () => {
    const policies = PAGES.find((p) => p.key === 'policies')!;
    const slot = translatableFields(policies).find((f) => f.path === 'emissions.details.emissionsDetails')!;
    const values = {
      emissions: { answer: 1 as const, details: { emissionsName: 'Policy', emissionsDetails: 'Text' } },
    };
    expect(slot.get(values)).toBe('Text');
    expect(slot.set(values, { en: 'Text', hk: '內容' })).toEqual({
      emissions: { answer: 1, details: { emissionsName: 'Policy', emissionsDetails: { en: 'Text', hk: '內容' } } },
    });
    expect(missingLanguageCount(policies, values, 'en')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { inLanguage, type YearInputs } from './data';

/** docs/decisions/0137: the company's one Chinese name, typed in Traditional characters, in the 简体 edition. */
describe('the company’s Chinese name in each edition', () => {
  const year = {
    companyLang: 'en',
    company: { name: 'Acme Holdings Ltd', nameZh: '極致控股有限公司' },
    answers: { company_information: { nameEn: 'Acme Holdings Ltd', nameZh: '極致控股有限公司' } },
    previousAnswers: {},
  } as unknown as YearInputs;

  it('converts it to Simplified for the cn edition, header and answers alike; the others print it as typed', () => {
    const cn = inLanguage(year, 'cn');
    expect(cn.company).toEqual({ name: 'Acme Holdings Ltd', nameZh: '极致控股有限公司' });
    expect(cn.answers.company_information!.nameZh).toBe('极致控股有限公司');
    for (const lang of ['hk', 'en'] as const) {
      expect(inLanguage(year, lang).company.nameZh).toBe('極致控股有限公司');
      expect(inLanguage(year, lang).answers.company_information!.nameZh).toBe('極致控股有限公司');
    }
  });

  it('leaves a company without a Chinese name alone', () => {
    const plain = { ...year, company: { name: 'Globex' }, answers: {} } as unknown as YearInputs;
    expect(inLanguage(plain, 'cn').company).toEqual({ name: 'Globex' });
  });
});

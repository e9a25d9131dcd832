import { describe, expect, it } from 'vitest';
import { runOnChineseValues, zh } from './chinese';

describe('zh (a Chinese mail’s template)', () => {
  const greet = (name: string, company: string, year: string) =>
    zh`${name} 您好：${company} 請您填寫截至 ${year} 年度的問卷（${company}）。`;

  it('runs a Chinese value on into the Chinese words beside it', () => {
    expect(greet('陳大文', '極致控股有限公司', '31-12-2025')).toBe(
      '陳大文您好：極致控股有限公司請您填寫截至 31-12-2025 年度的問卷（極致控股有限公司）。',
    );
  });

  it('keeps a Latin or numeric value apart from the Chinese words beside it', () => {
    expect(greet('Ann Chow', 'Acme Holdings Ltd', '31-12-2025')).toBe(
      'Ann Chow 您好：Acme Holdings Ltd 請您填寫截至 31-12-2025 年度的問卷（Acme Holdings Ltd）。',
    );
  });

  it('never changes a value, only the template’s own spaces', () => {
    expect(zh`${'極致 控股'} 請`).toBe('極致 控股請');
    expect(zh`公司：${''} 請`).toBe('公司： 請');
    expect(zh`無值`).toBe('無值');
  });
});

describe('runOnChineseValues (a filled message of the web’s bundles)', () => {
  it('drops the message’s space beside a Chinese value where the word beside it is Chinese too', () => {
    expect(runOnChineseValues('總辦事處 的審閱', ['總辦事處'])).toBe('總辦事處的審閱');
    expect(runOnChineseValues('移除 報告.pdf', ['報告.pdf'])).toBe('移除報告.pdf');
    expect(runOnChineseValues('Head office 的審閱', ['Head office'])).toBe('Head office 的審閱');
    expect(runOnChineseValues('截至 31-12-2025 報告年度', ['31-12-2025'])).toBe('截至 31-12-2025 報告年度');
    expect(runOnChineseValues('解釋 電力 · 總辦事處（一月）', ['電力 · 總辦事處', '一月'])).toBe(
      '解釋電力 · 總辦事處（一月）',
    );
  });
});

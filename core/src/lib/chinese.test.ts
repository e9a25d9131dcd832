import { describe, expect, it } from 'vitest';
import { runOnChineseValues } from './chinese';

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

  it('runs a mail’s Chinese names on and keeps Latin ones apart', () => {
    const greet = (name: string, company: string) =>
      runOnChineseValues(`${name} 您好：${company} 請您填寫截至 31-12-2025 年度的問卷（${company}）。`, [
        name,
        company,
      ]);
    expect(greet('陳大文', '極致控股有限公司')).toBe(
      '陳大文您好：極致控股有限公司請您填寫截至 31-12-2025 年度的問卷（極致控股有限公司）。',
    );
    expect(greet('Ann Chow', 'Acme Holdings Ltd')).toBe(
      'Ann Chow 您好：Acme Holdings Ltd 請您填寫截至 31-12-2025 年度的問卷（Acme Holdings Ltd）。',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/domain/catalogues/csv';
import { kpiCatalogue } from '../src/domain/kpi/seed';
import { PROVISION_TITLES } from '../src/domain/kpi/titles';

const csv = readFileSync(new URL('../data/hkex-c2-catalogue.csv', import.meta.url), 'utf8');
const rows = parseCsv(csv);
const codes = rows.map((r) => r.code!);

/**
 * Character pairs (Traditional, Simplified) whose Simplified form is not also a Traditional
 * character in this text, and the other way round: a Simplified title must not hold the first, a
 * Traditional title not the second.
 */
const PAIRS =
  '關关 與与 會会 環环 資资 範范 對对 氣气 體体 為为 動动 產产 業业 發发 區区 數数 過过 計计 劃划 類类 僱雇 員员 時时 報报 ' +
  '匯汇 績绩 標标 職职 險险 機机 溫温 噸吨 據据 實实 廢废 無无 處处 減减 訂订 這这 採采 驟骤 經经 響响 應应 識识 別别 價价 ' +
  '鏈链 韌韧 轉转 現现 當当 總总 絕绝 納纳 監监 聲声 議议 檢检 討讨 進进 歲岁 齡龄 組组 級级 層层 練练 訓训 勞劳 強强 貪贪 ' +
  '審审 訴诉 結结 舉举 養养 億亿 錢钱 詐诈 賄贿 廣广 籤签 補补 護护 權权 質质 費费 務务 獲获 賠赔 專专 貢贡 獻献 節节 態态 ' +
  '維维 適适 單单 裝装 製制 擇择 選选 準准 構构 導导 頻频 個个 負负 責责 設设 輸输 約约 淨净 銷销';
const TRAD_ONLY = new Set<string>();
const SIMP_ONLY = new Set<string>();
for (const pair of PAIRS.split(' ')) {
  const [t, s] = [...pair];
  TRAD_ONLY.add(t!);
  // 制 and 准 are also Traditional characters (制定, 准許): only their Traditional partner is checked.
  if (!'制准'.includes(s!)) SIMP_ONLY.add(s!);
}
const has = (text: string, chars: Set<string>) => [...text].filter((c) => chars.has(c));

/** Latin words a Chinese title may keep: names of standards, units and the Code's (i)–(iii) items. */
const LATIN_ALLOWED = new Set(['ESG', 'GHG', 'Scope', 'ISSB', 'SASB', 'kWh', 'MWh', 'CO2e', 'tCO2e', 'Part']);
const latinWords = (text: string) =>
  (text.replace(/\((?:i|ii|iii|iv|v)\)/g, '').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
    (w) => !LATIN_ALLOWED.has(w) && !/^[A-D]\d*$/.test(w),
  );

describe('the Chinese titles of the HKEX provisions', () => {
  it('cover every provision code of the CSV, and no code that is not in it', () => {
    const missing = codes.filter((c) => !PROVISION_TITLES[c]);
    expect(missing, 'codes without hk/cn titles in core/src/domain/kpi/titles.ts').toEqual([]);
    expect(Object.keys(PROVISION_TITLES).filter((c) => !codes.includes(c))).toEqual([]);
    expect(codes).toHaveLength(71);
  });

  it.each(codes)('%s has Traditional and Simplified Chinese titles', (code) => {
    const [hk, cn] = PROVISION_TITLES[code] ?? ['', ''];
    for (const title of [hk, cn]) {
      expect(title).toMatch(/\p{Script=Han}/u);
      expect(title).toBe(title.trim());
      expect(title.length).toBeLessThanOrEqual(1000); // what an administrator's edit may save
      expect(latinWords(title), 'English words left in the translation').toEqual([]);
    }
    expect(has(hk, SIMP_ONLY), 'Simplified characters in the Traditional title').toEqual([]);
    expect(has(cn, TRAD_ONLY), 'Traditional characters in the Simplified title').toEqual([]);
    if (has(hk, TRAD_ONLY).length > 0) expect(cn).not.toBe(hk);
  });

  it('differ between Traditional and Simplified across the catalogue', () => {
    const same = codes.filter((c) => PROVISION_TITLES[c]![0] === PROVISION_TITLES[c]![1]);
    expect(same).toEqual([]);
  });

  it('are what the catalogue seeds, with no title flagged English-only', () => {
    const kpis = kpiCatalogue(csv);
    for (const k of kpis) {
      const [hk, cn] = PROVISION_TITLES[k.code]!;
      const en = rows.find((r) => r.code === k.code)!.title;
      expect(k.title, k.code).toEqual({ en, hk, cn });
      expect(k.untranslated, k.code).toEqual([]);
    }
  });

  it('refuses to seed a provision without a Chinese title instead of showing English', () => {
    const header = csv.split('\n')[0];
    const row = 'Z9.9,C,A1 Emissions,Untranslated provision,text,narrative,comply-or-explain,';
    expect(() => kpiCatalogue(`${header}\n${row}\n`)).toThrow(/Z9\.9: no Chinese title/);
  });
});

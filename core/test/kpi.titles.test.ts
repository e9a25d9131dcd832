import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseCsv } from '../src/domain/catalogues/csv';
import { kpiCatalogue } from '../src/domain/kpi/seed';
import { ASPECT_NAMES_HK } from '../src/domain/kpi/aspects';
import { CLIMATE_TITLES_HK } from '../src/vocabulary/climateTitles';
import { PROVISION_TITLES_HK } from '../src/domain/kpi/titles';
import { ASPECT_NAMES_CN } from '../src/vocabulary/titlesCn';
import { PROVISION_TITLES_CN } from '../src/vocabulary/provisionTitlesCn';
import { generatedTitlesCn, provisionTitlesCnPath, titlesCnPath, toSimplified } from '../scripts/titlesCn';
import { PAGES } from '../src/pages/index';
import { PAGE_TITLES } from '../src/pages/titles';

const csv = readFileSync(new URL('../data/hkex-c2-catalogue.csv', import.meta.url), 'utf8');
const rows = parseCsv(csv);
const codes = rows.map((r) => r.code!);
const PROVISION_TITLES: Record<string, [hk: string, cn: string]> = Object.fromEntries(
  Object.entries(PROVISION_TITLES_HK).map(([code, hk]) => [code, [hk, PROVISION_TITLES_CN[code]!]]),
);

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
/** Mainland re-translations of the Code's terms (持份者, 密度, 回收, 私隱, 洗黑錢, 實體風險 …). */
const MAINLAND = ['强度', '利益相关方', '召回', '隐私', '洗钱', '物理风险', '基于', '高管'];
const mainlandIn = (text: string) => MAINLAND.filter((term) => text.includes(term));
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
    expect(Object.keys(PROVISION_TITLES_CN)).toEqual(Object.keys(PROVISION_TITLES_HK));
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

/**
 * HKEX's Simplified Chinese pages are its Traditional wording in simplified characters,
 * so each cn title is the character conversion of the hk one, not a mainland re-translation.
 */
describe('the Simplified Chinese titles', () => {
  it.each(codes)('%s is the character conversion of its Traditional title', (code) => {
    expect(PROVISION_TITLES_CN[code]).toBe(toSimplified(PROVISION_TITLES_HK[code]!));
  });

  it.each(Object.keys(ASPECT_NAMES_HK))('aspect %s is the character conversion of its Traditional name', (aspect) => {
    expect(ASPECT_NAMES_CN[aspect]).toBe(toSimplified(ASPECT_NAMES_HK[aspect]!));
  });

  it('are what npm run titles:cn writes', async () => {
    const generated = await generatedTitlesCn();
    expect(Object.keys(generated).sort()).toEqual([provisionTitlesCnPath, titlesCnPath].sort());
    for (const [path, source] of Object.entries(generated)) expect(source, path).toBe(readFileSync(path, 'utf8'));
  });

  it("keep the Exchange's terms, not the mainland ones a translation would use", () => {
    const cn = [...Object.values(PROVISION_TITLES_CN), ...Object.values(ASPECT_NAMES_CN)].join('\n');
    expect(mainlandIn(cn)).toEqual([]);
    expect(PROVISION_TITLES_CN['A1.2']).toContain('密度');
    expect(PROVISION_TITLES_CN['MDR-PRIN-MAT']).toContain('持份者');
    expect(PROVISION_TITLES_CN['B6.1']).toContain('回收');
  });

  it('word B4.1 and B4.2 as the Code does (招聘慣例, 違規情況)', () => {
    expect(PROVISION_TITLES_HK['B4.1']).toBe('檢討招聘慣例的措施以避免童工及強制勞工');
    expect(PROVISION_TITLES_HK['B4.2']).toBe('在發現違規情況時消除有關情況所採取的步驟');
    expect(PROVISION_TITLES_CN['B4.1']).toBe('检讨招聘惯例的措施以避免童工及强制劳工');
    expect(PROVISION_TITLES_CN['B4.2']).toBe('在发现违规情况时消除有关情况所采取的步骤');
  });
});

describe('the Simplified Chinese page titles and labels beside the provisions', () => {
  it('generate the Climate section and page titles in Simplified from the Traditional ones (npm run titles:cn)', () => {
    const climate = Object.entries(PAGE_TITLES).filter(([key]) => key.startsWith('climate'));
    expect(climate.map(([key]) => key)).toEqual(Object.keys(CLIMATE_TITLES_HK));
    for (const [key, title] of climate) {
      expect(title.hk, key).toBe(CLIMATE_TITLES_HK[key as keyof typeof CLIMATE_TITLES_HK]);
      expect(title.cn, key).toBe(toSimplified(title.hk));
    }
  });

  it("use the Code's terms too (持份者参与, 能源密度), so a page and its provisions agree", () => {
    expect(PAGE_TITLES.stakeholder!.cn).toBe(toSimplified(PAGE_TITLES.stakeholder!.hk));
    expect(PAGE_TITLES.energyIntensity!.cn).toBe(toSimplified(PAGE_TITLES.energyIntensity!.hk));
    const cn = [...Object.values(PAGE_TITLES).map((t) => t.cn), JSON.stringify(PAGES)].join('\n');
    expect(mainlandIn(cn)).toEqual([]);
  });
});

import { parseDecimal } from '../../lib/rational';
import { EXACT_SOURCE } from '../../calc/units';
import type { ConversionView, UnitSystemView, UnitTypeView, UnitView } from '../../schemas/units';
import { parseCsv } from '../catalogues/csv';
import { Confidence } from '../../schemas/common';

type Seed<T> = Omit<T, 'version'>;
type N = [en: string, hk: string, cn: string];
const names = ([en, hk, cn]: N) => ({ en, hk, cn });

/** The unit types the environmental and social pages need; each names the unit totals are kept in. */
const TYPES: [string, string, N][] = [
  ['energy', 'kWh', ['Energy', '能源', '能源']],
  ['volume', 'm3', ['Volume', '體積', '体积']],
  ['mass', 'kg', ['Mass', '質量', '质量']],
  ['distance', 'km', ['Distance', '距離', '距离']],
  ['passenger-distance', 'pkm', ['Passenger distance', '乘客里程', '乘客里程']],
  ['time', 'h', ['Time', '時間', '时间']],
  ['area', 'm2', ['Area', '面積', '面积']],
  ['emissions', 'tCO2e', ['GHG emissions', '溫室氣體排放', '温室气体排放']],
  ['currency', 'HKD', ['Currency', '貨幣', '货币']],
  ['count', 'pcs', ['Count', '數量', '数量']],
];

const SYSTEMS: [string, N][] = [
  ['si', ['SI', '國際單位制', '国际单位制']],
  ['metric', ['Metric (non-SI)', '公制（非國際單位）', '公制（非国际单位）']],
  ['imperial', ['Imperial', '英制', '英制']],
  ['us', ['US customary', '美制', '美制']],
  ['industry', ['Industry-specific', '行業專用', '行业专用']],
  ['currency', ['Currency', '貨幣', '货币']],
];

/** [id, symbol, type, system, names] */
const UNITS: [string, string, string, string, N][] = [
  ['MJ', 'MJ', 'energy', 'si', ['Megajoule', '兆焦耳', '兆焦耳']],
  ['GJ', 'GJ', 'energy', 'si', ['Gigajoule', '吉焦耳', '吉焦耳']],
  ['TJ', 'TJ', 'energy', 'si', ['Terajoule', '太焦耳', '太焦耳']],
  ['kWh', 'kWh', 'energy', 'metric', ['Kilowatt-hour', '千瓦時', '千瓦时']],
  ['MWh', 'MWh', 'energy', 'metric', ['Megawatt-hour', '兆瓦時', '兆瓦时']],
  ['GWh', 'GWh', 'energy', 'metric', ['Gigawatt-hour', '吉瓦時', '吉瓦时']],
  ['towngas-unit', 'unit (Towngas)', 'energy', 'industry', ['Towngas unit', '煤氣度數', '煤气度数']],
  ['lpg-unit', 'unit (LPG)', 'energy', 'industry', ['LPG unit', '石油氣度數', '石油气度数']],
  ['L', 'L', 'volume', 'metric', ['Litre', '公升', '升']],
  ['m3', 'm³', 'volume', 'si', ['Cubic metre', '立方米', '立方米']],
  ['ML', 'ML', 'volume', 'metric', ['Megalitre', '百萬公升', '兆升']],
  ['gal-us', 'US gal', 'volume', 'us', ['US gallon', '美制加侖', '美制加仑']],
  ['gal-imp', 'imp gal', 'volume', 'imperial', ['Imperial gallon', '英制加侖', '英制加仑']],
  ['g', 'g', 'mass', 'si', ['Gram', '克', '克']],
  ['kg', 'kg', 'mass', 'si', ['Kilogram', '公斤', '千克']],
  ['t', 't', 'mass', 'metric', ['Tonne', '公噸', '吨']],
  ['lb', 'lb', 'mass', 'imperial', ['Pound', '磅', '磅']],
  ['m', 'm', 'distance', 'si', ['Metre', '米', '米']],
  ['km', 'km', 'distance', 'si', ['Kilometre', '公里', '千米']],
  ['mi', 'mi', 'distance', 'imperial', ['Mile', '英里', '英里']],
  ['pkm', 'passenger-km', 'passenger-distance', 'industry', ['Passenger-kilometre', '乘客公里', '人公里']],
  ['pmi', 'passenger-mile', 'passenger-distance', 'industry', ['Passenger-mile', '乘客英里', '人英里']],
  ['min', 'min', 'time', 'metric', ['Minute', '分鐘', '分钟']],
  ['h', 'h', 'time', 'metric', ['Hour', '小時', '小时']],
  ['day', 'd', 'time', 'metric', ['Day', '日', '天']],
  ['m2', 'm²', 'area', 'si', ['Square metre', '平方米', '平方米']],
  ['ft2', 'ft²', 'area', 'imperial', ['Square foot', '平方呎', '平方英尺']],
  ['kgCO2e', 'kgCO₂e', 'emissions', 'metric', ['Kilogram CO₂-equivalent', '公斤二氧化碳當量', '千克二氧化碳当量']],
  ['tCO2e', 'tCO₂e', 'emissions', 'metric', ['Tonne CO₂-equivalent', '公噸二氧化碳當量', '吨二氧化碳当量']],
  ['HKD', 'HK$', 'currency', 'currency', ['Hong Kong dollar', '港元', '港元']],
  ['USD', 'US$', 'currency', 'currency', ['US dollar', '美元', '美元']],
  ['CNY', 'RMB', 'currency', 'currency', ['Renminbi', '人民幣', '人民币']],
  ['pcs', 'pcs', 'count', 'metric', ['Piece', '件', '件']],
  // What a flight and a tree are counted in (a flight's trips become passenger-km; a tree removes CO2 per tree).
  ['trip', 'trips', 'count', 'metric', ['Trip', '次', '次']],
  ['tree', 'trees', 'count', 'metric', ['Tree', '棵', '棵']],
];

const EXACT = EXACT_SOURCE;
/** [from, to, factor as a decimal string, source]: 1 from = factor to. Currencies have no fixed rate. */
const CONVERSIONS: [string, string, string, string][] = [
  ['kWh', 'MJ', '3.6', EXACT],
  ['MWh', 'kWh', '1000', EXACT],
  ['GWh', 'MWh', '1000', EXACT],
  ['GJ', 'MJ', '1000', EXACT],
  ['TJ', 'GJ', '1000', EXACT],
  ['m3', 'L', '1000', EXACT],
  ['ML', 'm3', '1000', EXACT],
  ['gal-us', 'L', '3.785411784', EXACT],
  ['gal-imp', 'L', '4.54609', EXACT],
  ['kg', 'g', '1000', EXACT],
  ['t', 'kg', '1000', EXACT],
  ['lb', 'kg', '0.45359237', EXACT],
  ['km', 'm', '1000', EXACT],
  ['mi', 'km', '1.609344', EXACT],
  ['pmi', 'pkm', '1.609344', EXACT],
  ['h', 'min', '60', EXACT],
  ['day', 'h', '24', EXACT],
  ['ft2', 'm2', '0.09290304', EXACT],
  ['tCO2e', 'kgCO2e', '1000', EXACT],
  // Counts are of one type: a trip or a tree is one piece (the factor library writes a tree's removal per piece,
  // calc/emissions/factorUnit.ts).
  ['trip', 'pcs', '1', EXACT],
  ['tree', 'pcs', '1', EXACT],
];

/** Energy content of the gas companies' billing units, from core/data/unit-and-pollutant-factors-hk.csv. */
const GAS_UNITS: Record<string, string> = { 'towngas-energy': 'towngas-unit', 'lpg-energy': 'lpg-unit' };

const conversion = (
  from: string,
  to: string,
  factor: string,
  source: string,
  confidence?: ConversionView['confidence'],
): Seed<ConversionView> => {
  const r = parseDecimal(factor);
  if (!r || r.n <= 0n) throw new Error(`bad conversion factor ${from}→${to}: ${factor}`);
  return { from, to, numerator: String(r.n), denominator: String(r.d), source, ...(confidence && { confidence }) };
};

/**
 * The seeded unit catalogue; the gas units' MJ content is read from the reference data, not typed in here: its source as
 * published, its confidence a field of its own (the screen words it in the reader's language).
 */
export function unitCatalogue(unitFactorsCsv: string) {
  const gas = parseCsv(unitFactorsCsv)
    .filter((row) => GAS_UNITS[row.id!] && row.unit === 'MJ/unit')
    .map((row) => conversion(GAS_UNITS[row.id!]!, 'MJ', row.value!, row.source!, Confidence.parse(row.confidence)));
  if (gas.length !== Object.keys(GAS_UNITS).length) throw new Error('gas unit energy contents missing from CSV');
  return {
    types: TYPES.map(([id, baseUnitId, n]): Seed<UnitTypeView> => ({ id, baseUnitId, names: names(n) })),
    systems: SYSTEMS.map(([id, n]): Seed<UnitSystemView> => ({ id, names: names(n) })),
    units: UNITS.map(([id, symbol, typeId, systemId, n]): Seed<UnitView> => ({
      id,
      symbol,
      typeId,
      systemId,
      names: names(n),
    })),
    conversions: [...CONVERSIONS.map((c) => conversion(...c)), ...gas],
  };
}
export type UnitCatalogue = ReturnType<typeof unitCatalogue>;

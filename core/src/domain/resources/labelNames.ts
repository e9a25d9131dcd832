import type { Language } from '../../schemas/common';
import { text as t, type I18nText as Text } from '../../catalogue/types';
import { WATER_SOURCES } from '../../catalogue/waterSources';

/**
 * The names of the coded choices a row's label can show (naturalKey.ts: a row whose key has no typed text is named by
 * its coded choices) in every interface language, as the environmental pages name them. The Excel options
 * (domain/excel/options.ts) add the choices a label never shows (a flight's cabin), so the groups that label rows
 * carry only these (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const LABEL_PART_NAMES = {
  // Where a site's water comes from, as the water page lists it (a list of its own).
  source: Object.fromEntries(WATER_SOURCES.map((o) => [o.value, o.labels])),
  supplier: {
    clp: t('CLP Power', '中華電力', '中华电力'),
    hke: t('HK Electric', '港燈', '港灯'),
    prc: t('Mainland China grid', '中國內地電網', '中国内地电网'),
    other: t('Other supplier', '其他供應商', '其他供应商'),
  },
  fuel: {
    diesel: t('Diesel', '柴油', '柴油'),
    lpg: t('Liquefied petroleum gas', '石油氣', '液化石油气'),
    kerosene: t('Kerosene', '火水', '煤油'),
    charcoal: t('Charcoal', '木炭', '木炭'),
    'natural-gas': t('Natural gas', '天然氣', '天然气'),
    towngas: t('Towngas', '煤氣', '煤气'),
    petrol: t('Petrol', '汽油', '汽油'),
  },
  vehicleType: {
    'passenger-car': t('Passenger car', '私家車', '私家车'),
    'private-van': t('Private van', '客貨車', '客货车'),
    lgv: t('Light goods vehicle', '輕型貨車', '轻型货车'),
    'mgv-hgv': t('Medium or heavy goods vehicle', '中型或重型貨車', '中型或重型货车'),
    motorcycle: t('Motorcycle', '電單車', '摩托车'),
  },
  flow: {
    purchased: t('Purchased', '購買', '购买'),
    disposed: t('Disposed', '棄置', '弃置'),
  },
  handling: {
    landfill: t('Landfill', '堆填', '填埋'),
    incinerated: t('Incinerated', '焚化', '焚烧'),
    recycled: t('Recycled', '回收', '回收'),
    reused: t('Reused', '重用', '重用'),
    'chemical-treatment': t('Chemical treatment', '化學處理', '化学处理'),
  },
  mode: {
    flight: t('Flight', '飛機', '飞机'),
    rail: t('Rail', '鐵路', '铁路'),
    ferry: t('Ferry', '渡輪', '渡轮'),
    bus: t('Bus', '巴士', '巴士'),
    taxi: t('Taxi', '的士', '出租车'),
    car: t('Car', '汽車', '汽车'),
  },
  denominator: {
    revenue: t('Revenue', '收入', '收入'),
    floorArea: t('Floor area', '樓面面積', '楼面面积'),
    headcount: t('Headcount', '員工人數', '员工人数'),
    shops: t('Number of shops', '店舖數目', '店铺数目'),
    unitsProduced: t('Units produced', '生產單位數量', '生产单位数量'),
  },
} satisfies Record<string, Record<string, Text>>;

/** A label part's name in a language; a part that is not a coded choice (typed text, a code without a name) as it is. */
export const labelPartName = (attribute: string, value: string, lang: Language): string =>
  (LABEL_PART_NAMES as Record<string, Record<string, Text>>)[attribute]?.[value]?.[lang] ?? value;

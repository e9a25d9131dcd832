import type { Card } from '../../catalogue/page';
import { text, type I18nText, type NumberField, type ScalarField } from '../../catalogue/types';

/** The Earth's equatorial circumference: no single leg or day's commute is longer (ADR 0109). */
export const EARTH_CIRCUMFERENCE_KM = '40075';
const optional = { required: false } as const;
const quantity = (id: string, labels: I18nText, max?: string): NumberField => ({
  id,
  kind: 'number',
  labels,
  validation: { ...optional, ...(max ? { max } : {}) },
});
const select = (id: string, list: string, labels: I18nText, required = true): ScalarField => ({
  id,
  kind: 'select',
  list,
  labels,
  ...(required ? {} : { validation: optional }),
});
const category = (list: string) => select('category', list, text('Category', '類別', '类别'));

/**
 * Scope 3 screening (D-MT-GHG3, ADR 0109): every GHG Protocol category relevant or not with the reason,
 * its method and data-quality tier, and the activity the product estimates from. Fuel- and energy-related
 * activities (3) come from the electricity and fuel rows, business travel (6), waste (5) and paper from
 * the environmental rows: none of them is typed here. Quantities are never negative (the default of a
 * number field); a distance is at most the Earth's circumference, a share at most 100 %.
 */
export const scope3Cards: Card[] = [
  {
    id: 'scope3ScreeningCard',
    labels: text('Scope 3 screening', '範圍3篩選', '范围3筛选'),
    fields: [
      {
        id: 'scope3Screening',
        kind: 'table',
        labels: text('Categories screened', '已篩選類別', '已筛选类别'),
        provisions: ['D-MT-GHG3'],
        uniqueBy: ['category'],
        maxRows: 15,
        columns: [
          category('scope3Categories'),
          select('relevance', 'scope3Relevance', text('Relevance', '相關性', '相关性')),
          {
            id: 'reason',
            kind: 'longText',
            labels: text('Reason', '原因', '原因'),
            // The company's words in each edition's language (ADR 0121); the metrics read one text (`textOf`).
            translatable: true,
            validation: { maxLength: 2000, ...optional },
          },
          select('method', 'scope3Methods', text('Method', '方法', '方法'), false),
          select('tier', 'scope3Tiers', text('Data quality', '數據質素', '数据质量'), false),
          quantity(
            'ownFactor',
            text(
              'Own factor (kgCO2e per unit)',
              '自有因子（每單位千克二氧化碳當量）',
              '自有因子（每单位千克二氧化碳当量）',
            ),
          ),
          {
            id: 'ownFactorSource',
            kind: 'text',
            labels: text('Source of own factor', '自有因子來源', '自有因子来源'),
            validation: { maxLength: 300, ...optional },
          },
        ],
      },
    ],
  },
  {
    id: 'scope3PurchasesCard',
    labels: text('Purchases and capital goods', '採購及資本貨物', '采购及资本货物'),
    fields: [
      {
        id: 'scope3Purchases',
        kind: 'table',
        labels: text('Purchase lines', '採購項目', '采购项目'),
        provisions: ['D-MT-GHG3'],
        maxRows: 5000,
        columns: [
          category('purchaseCategories'),
          { id: 'item', kind: 'text', labels: text('Item', '項目', '项目'), validation: { maxLength: 200 } },
          select('basis', 'purchaseBases', text('Basis', '基礎', '基础')),
          select('material', 'materials', text('Material', '物料', '物料'), false),
          quantity('tonnes', text('Mass (t)', '質量（噸）', '质量（吨）')),
          quantity('amount', text('Spend', '支出', '支出')),
          select('currency', 'spendCurrencies', text('Currency', '貨幣', '货币'), false),
        ],
      },
      {
        id: 'scope3Rates',
        kind: 'table',
        labels: text('Exchange rates for the year', '本年度匯率', '本年度汇率'),
        uniqueBy: ['currency'],
        maxRows: 20,
        columns: [
          select('currency', 'spendCurrencies', text('Currency', '貨幣', '货币')),
          quantity('hkdPerUnit', text('HKD per unit', '每單位港元', '每单位港元')),
        ],
      },
    ],
  },
  {
    id: 'scope3TransportCard',
    labels: text('Transportation and commuting', '運輸及通勤', '运输及通勤'),
    fields: [
      {
        id: 'scope3Freight',
        kind: 'table',
        labels: text('Freight (tonne-km by mode)', '貨運（按模式的噸公里）', '货运（按模式的吨公里）'),
        provisions: ['D-MT-GHG3'],
        maxRows: 500,
        columns: [
          category('freightCategories'),
          select('mode', 'freightModes', text('Mode', '模式', '模式')),
          quantity('tonnes', text('Goods (t)', '貨物（噸）', '货物（吨）')),
          quantity(
            'km',
            text('Distance per shipment (km)', '每次運送距離（公里）', '每次运送距离（公里）'),
            EARTH_CIRCUMFERENCE_KM,
          ),
        ],
      },
      quantity('commutingHeadcount', text('Employees commuting (headcount)', '通勤僱員人數', '通勤雇员人数')),
      {
        id: 'scope3Commuting',
        kind: 'table',
        labels: text('Employee commuting', '僱員通勤', '雇员通勤'),
        provisions: ['D-MT-GHG3'],
        maxRows: 50,
        columns: [
          select('mode', 'commuteModes', text('Mode', '模式', '模式')),
          select('basis', 'commuteBases', text('Basis', '基礎', '基础')),
          quantity('passengerKm', text('Total distance (passenger-km)', '總距離（乘客公里）', '总距离（乘客公里）')),
          quantity('sharePercent', text('Share of employees (%)', '僱員比例（%）', '雇员比例（%）'), '100'),
          quantity(
            'kmPerDay',
            text('Round trip per day (km)', '每日來回（公里）', '每日来回（公里）'),
            EARTH_CIRCUMFERENCE_KM,
          ),
          quantity('days', text('Commuting days', '通勤日數', '通勤日数'), '366'),
        ],
      },
    ],
  },
  {
    id: 'scope3OtherCard',
    labels: text('Other categories', '其他類別', '其他类别'),
    fields: [
      {
        id: 'scope3Other',
        kind: 'table',
        labels: text('Estimates with their method', '附方法說明的估算', '附方法说明的估算'),
        provisions: ['D-MT-GHG3'],
        uniqueBy: ['category'],
        maxRows: 15,
        columns: [
          category('scope3Categories'),
          {
            id: 'tCO2e',
            kind: 'number',
            labels: text('Emissions (tCO2e)', '排放量（噸二氧化碳當量）', '排放量（吨二氧化碳当量）'),
            asFigure: true,
          },
          {
            id: 'methodNote',
            kind: 'longText',
            labels: text('Method', '方法', '方法'),
            translatable: true,
            validation: { maxLength: 2000 },
          },
        ],
      },
    ],
  },
];

import { option as opt, type ListOption } from '../../catalogue/types';
import { joinLists } from '../../catalogue/listNames';
import { SCOPE3_LISTS } from './scope3Lists';

/** The GHG Protocol's fifteen Scope 3 categories (Corporate Value Chain Standard), for D-MT-GHG3. */
export const SCOPE3_CATEGORIES: readonly ListOption[] = [
  opt('1', '1 Purchased goods and services', '1 購買的商品及服務', '1 购买的商品及服务'),
  opt('2', '2 Capital goods', '2 資本貨物', '2 资本货物'),
  opt('3', '3 Fuel- and energy-related activities', '3 燃料及能源相關活動', '3 燃料及能源相关活动'),
  opt('4', '4 Upstream transportation and distribution', '4 上游運輸及分銷', '4 上游运输及分销'),
  opt('5', '5 Waste generated in operations', '5 營運中產生的廢棄物', '5 营运中产生的废弃物'),
  opt('6', '6 Business travel', '6 商務差旅', '6 商务差旅'),
  opt('7', '7 Employee commuting', '7 僱員通勤', '7 雇员通勤'),
  opt('8', '8 Upstream leased assets', '8 上游租賃資產', '8 上游租赁资产'),
  opt('9', '9 Downstream transportation and distribution', '9 下游運輸及分銷', '9 下游运输及分销'),
  opt('10', '10 Processing of sold products', '10 已售產品的加工', '10 已售产品的加工'),
  opt('11', '11 Use of sold products', '11 已售產品的使用', '11 已售产品的使用'),
  opt('12', '12 End-of-life treatment of sold products', '12 已售產品的報廢處理', '12 已售产品的报废处理'),
  opt('13', '13 Downstream leased assets', '13 下游租賃資產', '13 下游租赁资产'),
  opt('14', '14 Franchises', '14 特許經營', '14 特许经营'),
  opt('15', '15 Investments', '15 投資', '15 投资'),
];

/** Reference lists of the Climate pages (HKEX ESG Reporting Code Part D). */
export const CLIMATE_LISTS: Record<string, readonly ListOption[]> = joinLists(SCOPE3_LISTS, {
  climateRiskTypes: [
    opt('physical-acute', 'Physical risk – acute', '實體風險－急性', '实体风险－急性'),
    opt('physical-chronic', 'Physical risk – chronic', '實體風險－慢性', '实体风险－慢性'),
    opt('transition-policy', 'Transition risk – policy and legal', '轉型風險－政策及法律', '转型风险－政策及法律'),
    opt('transition-technology', 'Transition risk – technology', '轉型風險－技術', '转型风险－技术'),
    opt('transition-market', 'Transition risk – market', '轉型風險－市場', '转型风险－市场'),
    opt('transition-reputation', 'Transition risk – reputation', '轉型風險－聲譽', '转型风险－声誉'),
    opt('opportunity', 'Opportunity', '機遇', '机遇'),
  ],
  timeHorizons: [
    opt('short', 'Short term', '短期', '短期'),
    opt('medium', 'Medium term', '中期', '中期'),
    opt('long', 'Long term', '長期', '长期'),
  ],
  climateScenarios: [
    opt('1.5C', '1.5 °C', '1.5°C', '1.5°C'),
    opt('below2C', 'Well below 2 °C', '遠低於 2°C', '远低于 2°C'),
    opt('2-3C', '2–3 °C', '2–3°C', '2–3°C'),
    opt('3C+', '3 °C or more', '3°C 或以上', '3°C 或以上'),
    opt('other', 'Other', '其他', '其他'),
  ],
  analysisMethods: [
    opt('qualitative', 'Qualitative', '定性', '定性'),
    opt('quantitative', 'Quantitative', '定量', '定量'),
    opt('both', 'Qualitative and quantitative', '定性及定量', '定性及定量'),
  ],
  targetMetrics: [
    opt('scope1', 'Scope 1 GHG emissions', '範圍1溫室氣體排放', '范围1温室气体排放'),
    opt('scope2', 'Scope 2 GHG emissions', '範圍2溫室氣體排放', '范围2温室气体排放'),
    opt('scope1And2', 'Scope 1 and 2 GHG emissions', '範圍1及2溫室氣體排放', '范围1及2温室气体排放'),
    opt('other', 'Other metric', '其他指標', '其他指标'),
  ],
  targetBases: [opt('absolute', 'Absolute', '絕對', '绝对'), opt('intensity', 'Intensity', '密度', '密度')],
  intensityDenominators: [
    opt('revenue', 'Revenue', '收入', '收入'),
    opt('floorArea', 'Floor area', '樓面面積', '楼面面积'),
    opt('headcount', 'Headcount', '僱員人數', '雇员人数'),
    opt('shops', 'Shops', '店舖數目', '店铺数目'),
    opt('unitsProduced', 'Units produced', '生產單位', '生产单位'),
  ],
  grossNet: [
    opt('gross', 'Gross', '總額', '总额'),
    opt('net', 'Net (offsets used)', '淨額（使用抵銷）', '净额（使用抵销）'),
  ],
  carbonPriceUse: [opt('yes', 'Yes', '是', '是'), opt('no', 'No', '否', '否')],
  scope3Categories: SCOPE3_CATEGORIES,
});

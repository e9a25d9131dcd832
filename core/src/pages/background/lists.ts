import { option as opt, type ListOption } from '../../catalogue/types';
import { BUSINESS_NATURES } from './businessNature';
import { CITIES } from './cities';

/**
 * Reference lists of the Background pages (docs/spec-coverage.md "GET /fields/currency|country|district|location-types",
 * the ESG framework and currency choices of the spec's screens). Values are stable keys; labels are display only.
 */
export const BACKGROUND_LISTS: Record<string, readonly ListOption[]> = {
  // GHG Protocol Corporate Standard, chapter 3: the three ways to consolidate a group's data (ADR 0073).
  consolidationApproaches: [
    opt('operationalControl', 'Operational control', '營運控制權', '运营控制权'),
    opt('financialControl', 'Financial control', '財務控制權', '财务控制权'),
    opt('equityShare', 'Equity share', '股權比例', '股权比例'),
  ],
  languages: [
    opt('en', 'English', '英文', '英文'),
    opt('hk', 'Traditional Chinese', '繁體中文', '繁体中文'),
    opt('cn', 'Simplified Chinese', '簡體中文', '简体中文'),
  ],
  businessNatures: BUSINESS_NATURES,
  esgFrameworks: [
    opt(
      'hkex',
      'HKEX ESG Reporting Code',
      '香港交易所《環境、社會及管治報告守則》',
      '香港交易所《环境、社会及管治报告守则》',
    ),
    opt('gri', 'GRI Standards', 'GRI 標準', 'GRI 标准'),
    opt('issb', 'IFRS S1 and S2 (ISSB)', '國際財務報告準則 S1 及 S2', '国际财务报告准则 S1 及 S2'),
    opt('tcfd', 'TCFD recommendations', '氣候相關財務信息披露工作組建議', '气候相关财务信息披露工作组建议'),
    opt('sasb', 'SASB Standards', 'SASB 標準', 'SASB 标准'),
    opt('un-sdg', 'UN Sustainable Development Goals', '聯合國可持續發展目標', '联合国可持续发展目标'),
  ],
  currencies: [
    opt('HKD', 'Hong Kong dollar', '港元', '港元'),
    opt('USD', 'US dollar', '美元', '美元'),
    opt('CNY', 'Renminbi', '人民幣', '人民币'),
    opt('MOP', 'Macau pataca', '澳門元', '澳门元'),
    opt('TWD', 'New Taiwan dollar', '新台幣', '新台币'),
    opt('SGD', 'Singapore dollar', '新加坡元', '新加坡元'),
    opt('EUR', 'Euro', '歐元', '欧元'),
    opt('GBP', 'Pound sterling', '英鎊', '英镑'),
    opt('JPY', 'Japanese yen', '日圓', '日元'),
  ],
  countries: [
    opt('HK', 'Hong Kong SAR', '香港特別行政區', '香港特别行政区'),
    opt('MO', 'Macao SAR', '澳門特別行政區', '澳门特别行政区'),
    opt('CN', 'Mainland China', '中國內地', '中国内地'),
    opt('TW', 'Taiwan', '台灣', '台湾'),
    opt('SG', 'Singapore', '新加坡', '新加坡'),
    opt('MY', 'Malaysia', '馬來西亞', '马来西亚'),
    opt('JP', 'Japan', '日本', '日本'),
    opt('KR', 'South Korea', '南韓', '韩国'),
    opt('VN', 'Vietnam', '越南', '越南'),
    opt('TH', 'Thailand', '泰國', '泰国'),
    opt('GB', 'United Kingdom', '英國', '英国'),
    opt('US', 'United States', '美國', '美国'),
    opt('AU', 'Australia', '澳洲', '澳大利亚'),
    opt('other', 'Other', '其他', '其他'),
  ],
  cities: CITIES,
  // The 18 districts of Hong Kong; locations elsewhere leave the district empty.
  hkDistricts: [
    opt('central-western', 'Central and Western', '中西區', '中西区'),
    opt('wan-chai', 'Wan Chai', '灣仔', '湾仔'),
    opt('eastern', 'Eastern', '東區', '东区'),
    opt('southern', 'Southern', '南區', '南区'),
    opt('yau-tsim-mong', 'Yau Tsim Mong', '油尖旺', '油尖旺'),
    opt('sham-shui-po', 'Sham Shui Po', '深水埗', '深水埗'),
    opt('kowloon-city', 'Kowloon City', '九龍城', '九龙城'),
    opt('wong-tai-sin', 'Wong Tai Sin', '黃大仙', '黄大仙'),
    opt('kwun-tong', 'Kwun Tong', '觀塘', '观塘'),
    opt('kwai-tsing', 'Kwai Tsing', '葵青', '葵青'),
    opt('tsuen-wan', 'Tsuen Wan', '荃灣', '荃湾'),
    opt('tuen-mun', 'Tuen Mun', '屯門', '屯门'),
    opt('yuen-long', 'Yuen Long', '元朗', '元朗'),
    opt('north', 'North', '北區', '北区'),
    opt('tai-po', 'Tai Po', '大埔', '大埔'),
    opt('sha-tin', 'Sha Tin', '沙田', '沙田'),
    opt('sai-kung', 'Sai Kung', '西貢', '西贡'),
    opt('islands', 'Islands', '離島', '离岛'),
  ],
  locationTypes: [
    opt('office', 'Office', '辦公室', '办公室'),
    opt('retail', 'Retail shop', '零售店舖', '零售店铺'),
    opt('restaurant', 'Restaurant', '餐廳', '餐厅'),
    opt('warehouse', 'Warehouse', '倉庫', '仓库'),
    opt('factory', 'Factory', '工廠', '工厂'),
    opt('data-centre', 'Data centre', '數據中心', '数据中心'),
    opt('hotel', 'Hotel', '酒店', '酒店'),
    opt('other', 'Other', '其他', '其他'),
  ],
  yesNoFlags: [opt('yes', 'Yes', '是', '是'), opt('no', 'No', '否', '否')],
  riskCategories: [
    opt('environmental', 'Environmental', '環境', '环境'),
    opt('social', 'Social', '社會', '社会'),
    opt('governance', 'Governance', '管治', '管治'),
    opt('climate-physical', 'Climate (physical)', '氣候（實體）', '气候（实体）'),
    opt('climate-transition', 'Climate (transition)', '氣候（轉型）', '气候（转型）'),
  ],
  riskLevels: [opt('low', 'Low', '低', '低'), opt('medium', 'Medium', '中', '中'), opt('high', 'High', '高', '高')],
};

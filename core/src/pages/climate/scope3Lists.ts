import { option as opt, type ListOption } from '../../catalogue/types';

/**
 * Reference lists of Scope 3 screening (ADR 0109). The values of modes and materials are the
 * factor ids' tails in the library (`freight-<mode>`, `commute-<mode>`, `material-<material>`).
 */
export const SCOPE3_LISTS: Record<string, readonly ListOption[]> = {
  scope3Relevance: [
    opt('relevant', 'Relevant', '相關', '相关'),
    opt('notRelevant', 'Not relevant', '不相關', '不相关'),
  ],
  scope3Methods: [
    opt('supplier', 'Supplier-specific', '供應商特定', '供应商特定'),
    opt('average', 'Average-data (activity-based)', '平均數據（按活動）', '平均数据（按活动）'),
    opt('spend', 'Spend-based', '按支出', '按支出'),
  ],
  scope3Tiers: [
    opt('1', 'Tier 1: primary data', '第1級：原始數據', '第1级：原始数据'),
    opt('2', 'Tier 2: activity data × published factor', '第2級：活動數據 × 公開因子', '第2级：活动数据 × 公开因子'),
    opt('3', 'Tier 3: spend or proxy estimate', '第3級：支出或替代估算', '第3级：支出或替代估算'),
  ],
  purchaseCategories: [
    opt('1', '1 Purchased goods and services', '1 購買的商品及服務', '1 购买的商品及服务'),
    opt('2', '2 Capital goods', '2 資本貨物', '2 资本货物'),
  ],
  purchaseBases: [opt('mass', 'Material mass', '物料質量', '物料质量'), opt('spend', 'Spend', '支出', '支出')],
  materials: [
    opt('average-construction', 'Construction materials (average)', '建築物料（平均）', '建筑物料（平均）'),
    opt('concrete', 'Concrete', '混凝土', '混凝土'),
    opt('metals', 'Metals', '金屬', '金属'),
    opt('wood', 'Wood', '木材', '木材'),
    opt('glass', 'Glass', '玻璃', '玻璃'),
    opt('plastics', 'Plastics', '塑膠', '塑料'),
    opt('paper-board', 'Paper and board', '紙及紙板', '纸及纸板'),
    opt('electrical-it', 'IT equipment', '資訊科技設備', '信息技术设备'),
    opt('electrical-large', 'Large electrical items', '大型電器', '大型电器'),
    opt('food-drink', 'Food and drink', '食品及飲品', '食品及饮品'),
    opt('clothing', 'Clothing', '衣物', '衣物'),
  ],
  // Not `currencies`: list names are one namespace, and Company information's reporting currency names its choices.
  spendCurrencies: ['HKD', 'USD', 'CNY', 'EUR', 'GBP', 'JPY', 'SGD'].map((c) => opt(c, c, c, c)),
  freightCategories: [
    opt('4', '4 Upstream transportation', '4 上游運輸', '4 上游运输'),
    opt('9', '9 Downstream transportation', '9 下游運輸', '9 下游运输'),
  ],
  freightModes: [
    opt('hgv', 'Heavy goods vehicle', '重型貨車', '重型货车'),
    opt('van', 'Van', '客貨車', '厢式货车'),
    opt('rail', 'Rail', '鐵路', '铁路'),
    opt('sea', 'Container ship', '貨櫃船', '集装箱船'),
    opt('air', 'Air freight', '空運', '空运'),
  ],
  commuteModes: [
    opt('metro', 'MTR / metro', '港鐵／地鐵', '港铁／地铁'),
    opt('bus', 'Bus', '巴士', '公交'),
    opt('rail', 'Rail', '鐵路', '铁路'),
    opt('tram', 'Light rail and tram', '輕鐵及電車', '轻轨及电车'),
    opt('ferry', 'Ferry', '渡輪', '渡轮'),
    opt('taxi', 'Taxi', '的士', '出租车'),
    opt('car', 'Car (driving alone)', '私家車（單人駕駛）', '私家车（单人驾驶）'),
    opt('motorbike', 'Motorbike', '電單車', '摩托车'),
  ],
  commuteBases: [
    opt('distance', 'Total distance', '總距離', '总距离'),
    opt('survey', 'Survey average × headcount', '調查平均 × 僱員人數', '调查平均 × 雇员人数'),
  ],
};

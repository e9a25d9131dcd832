import { text, type I18nText, type ListOption } from '../../catalogue/types';

/** A business nature selection (the spec's entities): fieldValue, parentName, isOther. */
export interface BusinessNatureOption extends ListOption {
  parentName: I18nText;
  isOther: boolean;
}

/** The spec's entities: 'other' entries last, then by parent name, then by value. */
export function sortBusinessNatures<T extends Pick<BusinessNatureOption, 'value' | 'parentName' | 'isOther'>>(
  options: readonly T[],
): T[] {
  return [...options].sort(
    (a, b) =>
      Number(a.isOther) - Number(b.isOther) ||
      a.parentName.en.localeCompare(b.parentName.en) ||
      a.value.localeCompare(b.value),
  );
}

const parents = {
  consumer: text('Consumer', '消費', '消费'),
  financials: text('Financials', '金融', '金融'),
  industrials: text('Industrials', '工業', '工业'),
  property: text('Property and construction', '地產建築', '地产建筑'),
  technology: text('Information technology', '資訊科技', '信息技术'),
  utilities: text('Utilities and energy', '公用事業及能源', '公用事业及能源'),
  other: text('Other', '其他', '其他'),
};

type Parent = keyof typeof parents;
const nature = (value: string, parent: Parent, en: string, hk: string, cn: string, isOther = false) => ({
  value,
  labels: text(en, hk, cn),
  parentName: parents[parent],
  isOther,
});

/** The list the company information page offers, already in the spec's order. */
export const BUSINESS_NATURES: readonly BusinessNatureOption[] = sortBusinessNatures([
  nature('retail', 'consumer', 'Retail', '零售', '零售'),
  nature('food-beverage', 'consumer', 'Food and beverage', '餐飲', '餐饮'),
  nature('hospitality', 'consumer', 'Hotels and tourism', '酒店及旅遊', '酒店及旅游'),
  nature('consumer-other', 'consumer', 'Other consumer business', '其他消費業務', '其他消费业务', true),
  nature('banking', 'financials', 'Banking', '銀行', '银行'),
  nature('insurance', 'financials', 'Insurance', '保險', '保险'),
  nature('asset-management', 'financials', 'Asset management', '資產管理', '资产管理'),
  nature('financials-other', 'financials', 'Other financial services', '其他金融服務', '其他金融服务', true),
  nature('manufacturing', 'industrials', 'Manufacturing', '製造', '制造'),
  nature('logistics', 'industrials', 'Transport and logistics', '運輸及物流', '运输及物流'),
  nature('industrials-other', 'industrials', 'Other industrial business', '其他工業業務', '其他工业业务', true),
  nature('property-development', 'property', 'Property development', '物業發展', '物业发展'),
  nature('property-investment', 'property', 'Property investment and management', '物業投資及管理', '物业投资及管理'),
  nature('construction', 'property', 'Construction', '建築', '建筑'),
  nature('software', 'technology', 'Software and services', '軟件及服務', '软件及服务'),
  nature('hardware', 'technology', 'Hardware and equipment', '硬件及設備', '硬件及设备'),
  nature('power', 'utilities', 'Power generation and supply', '發電及供電', '发电及供电'),
  nature('gas-water', 'utilities', 'Gas and water supply', '燃氣及供水', '燃气及供水'),
  nature('other', 'other', 'Other', '其他', '其他', true),
]);

export const OTHER_BUSINESS_NATURES = new Set(BUSINESS_NATURES.filter((n) => n.isOther).map((n) => n.value));

import { text, type ListOption } from '../../catalogue/types';

/** A city suggestion for a location (docs/spec-coverage.md `GET /fields/city`), with the country it is in. */
export interface CityOption extends ListOption {
  country: string;
}

const city = (value: string, country: string, en: string, hk: string, cn: string): CityOption => ({
  value,
  country,
  labels: text(en, hk, cn),
});

/**
 * Cities where Hong Kong-listed companies commonly operate. The location table's city column stays
 * free text (a company may operate anywhere); this list is what the form suggests.
 */
export const CITIES: readonly CityOption[] = [
  city('hong-kong', 'HK', 'Hong Kong', '香港', '香港'),
  city('macao', 'MO', 'Macao', '澳門', '澳门'),
  city('shenzhen', 'CN', 'Shenzhen', '深圳', '深圳'),
  city('guangzhou', 'CN', 'Guangzhou', '廣州', '广州'),
  city('dongguan', 'CN', 'Dongguan', '東莞', '东莞'),
  city('shanghai', 'CN', 'Shanghai', '上海', '上海'),
  city('beijing', 'CN', 'Beijing', '北京', '北京'),
  city('taipei', 'TW', 'Taipei', '台北', '台北'),
  city('singapore', 'SG', 'Singapore', '新加坡', '新加坡'),
  city('kuala-lumpur', 'MY', 'Kuala Lumpur', '吉隆坡', '吉隆坡'),
  city('tokyo', 'JP', 'Tokyo', '東京', '东京'),
  city('seoul', 'KR', 'Seoul', '首爾', '首尔'),
  city('ho-chi-minh-city', 'VN', 'Ho Chi Minh City', '胡志明市', '胡志明市'),
  city('bangkok', 'TH', 'Bangkok', '曼谷', '曼谷'),
  city('london', 'GB', 'London', '倫敦', '伦敦'),
  city('new-york', 'US', 'New York', '紐約', '纽约'),
  city('sydney', 'AU', 'Sydney', '悉尼', '悉尼'),
];

import type { Language } from '@esg/core/schemas/common';
import type { ResourceType } from '@esg/core/schemas/resources';
import { languageOf } from '../i18n/languages';

/** A resource type's name in each language, for the screens that list figures of several types. */
const NAMES: Readonly<Record<ResourceType, Record<Language, string>>> = {
  electricity: { en: 'Electricity', hk: '電力', cn: '电力' },
  fuel: { en: 'Fuel', hk: '燃料', cn: '燃料' },
  vehicle: { en: 'Vehicles', hk: '車輛', cn: '车辆' },
  refrigerant: { en: 'Refrigerants', hk: '製冷劑', cn: '制冷剂' },
  water: { en: 'Water', hk: '用水', cn: '用水' },
  paper: { en: 'Paper', hk: '紙張', cn: '纸张' },
  waste: { en: 'Waste', hk: '廢棄物', cn: '废弃物' },
  tree: { en: 'Trees', hk: '樹木', cn: '树木' },
  businessTravel: { en: 'Business travel', hk: '商務差旅', cn: '商务差旅' },
  packaging: { en: 'Packaging', hk: '包裝物料', cn: '包装物料' },
  material: { en: 'Other materials', hk: '其他物料', cn: '其他物料' },
  intensity: { en: 'Intensity denominators', hk: '密度分母', cn: '强度分母' },
};

export const resourceTypeName = (type: ResourceType, language: string) => NAMES[type][languageOf(language)];

import { text, type I18nText } from '../../catalogue/types';
import { LANGUAGES, type Language } from '../../schemas/common';
import type { ResourceType } from '../../schemas/resources';

/** Each sheet of the template: a resource type's, the social tables', the texts', the instructions and the lists. */
export type SheetKind =
  ResourceType | 'employment' | 'employmentByRegion' | 'training' | 'texts' | 'instructions' | 'lists';

/**
 * The sheets' tab names in the template's language (docs/decisions/0033-excel-template.md, amended): the resource
 * sheets as the menu names their pages. Excel's limits hold (at most 31 characters, none of : \ / ? * [ ]; a unit test
 * keeps them). The import knows a sheet by its name in any of the three languages, so a workbook downloaded in one
 * language, or before the names were translated (English), imports for a user of any other.
 */
export const SHEET_NAMES: Readonly<Record<SheetKind, I18nText>> = {
  electricity: text('Electricity', '電力', '电力'),
  fuel: text('Fuels', '燃料', '燃料'),
  vehicle: text('Vehicles', '車輛', '车辆'),
  refrigerant: text('Refrigerants', '製冷劑', '制冷剂'),
  water: text('Water', '用水', '用水'),
  paper: text('Paper', '紙張', '纸张'),
  waste: text('Waste', '廢棄物', '废弃物'),
  tree: text('Trees', '樹木', '树木'),
  businessTravel: text('Business travel', '商務差旅', '商务差旅'),
  packaging: text('Packaging material', '包裝材料', '包装材料'),
  material: text('Other materials', '其他物料', '其他物料'),
  intensity: text('Energy intensity', '能源密度', '能源密度'),
  employment: text('Employment', '僱傭', '雇佣'),
  employmentByRegion: text('Employment by region', '按地區劃分的僱傭', '按地区划分的雇佣'),
  training: text('Training', '培訓', '培训'),
  texts: text('Texts', '文字', '文字'),
  instructions: text('Instructions', '使用說明', '使用说明'),
  lists: text('Lists', '清單', '清单'),
};

/** A sheet's tab name in the template's language. */
export const sheetName = (kind: SheetKind, lang: Language): string => SHEET_NAMES[kind][lang];

/** Excel compares tab names without case (and a user may leave a space at an end). */
const nameKey = (name: string) => name.trim().toLowerCase();

const KIND_OF_NAME = new Map<string, SheetKind>(
  (Object.entries(SHEET_NAMES) as [SheetKind, I18nText][]).flatMap(([kind, names]) =>
    LANGUAGES.map((l): [string, SheetKind] => [nameKey(names[l]), kind]),
  ),
);

/** Which sheet of the template a tab is, by its name in any language; undefined for a sheet the template has not. */
export const sheetKindOf = (name: string): SheetKind | undefined => KIND_OF_NAME.get(nameKey(name));

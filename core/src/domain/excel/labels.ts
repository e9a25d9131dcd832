import type { Language } from '../../schemas/common';
import type { ResourceType } from '../../schemas/resources';
import { DATA_PAGE_TITLES, PAGE_OF_RESOURCE_TYPE } from '../../pages/index';

type Text = Record<Language, string>;
const t = (en: string, hk: string, cn: string): Text => ({ en, hk, cn });

/** Column headers of the resource sheets (the environmental pages' own wording). */
export const HEADERS: Record<string, Text> = {
  id: t('Row id (do not change)', '列編號（請勿更改）', '行编号（请勿更改）'),
  version: t('Version (do not change)', '版本（請勿更改）', '版本（请勿更改）'),
  location: t('Location', '地點', '地点'),
  unit: t('Unit', '單位', '单位'),
  supplier: t('Supplier', '供應商', '供应商'),
  account: t('Meter or account number', '電錶或帳戶號碼', '电表或账户号码'),
  factorId: t('Library factor', '資料庫排放因子', '数据库排放因子'),
  fuel: t('Fuel', '燃料', '燃料'),
  equipment: t('Equipment', '設備', '设备'),
  vehicleType: t('Vehicle type', '車輛類型', '车辆类型'),
  registration: t('Registration mark', '車牌號碼', '车牌号码'),
  chassisNumber: t('Chassis number', '底盤號碼', '底盘号码'),
  emissionStandard: t('Emission standard', '排放標準', '排放标准'),
  gas: t('Refrigerant', '製冷劑', '制冷剂'),
  source: t('Source', '來源', '来源'),
  flow: t('Purchased or disposed', '購買或棄置', '购买或弃置'),
  paperType: t('Paper type', '紙張類型', '纸张类型'),
  hazardous: t('Hazardous', '有害', '有害'),
  wasteType: t('Waste type', '廢棄物類型', '废弃物类型'),
  handling: t('Handling', '處理方式', '处理方式'),
  species: t('Species', '品種', '品种'),
  mode: t('Mode', '交通方式', '交通方式'),
  cabin: t('Class', '艙等', '舱等'),
  origin: t('From (IATA code)', '出發地（IATA 代碼）', '出发地（IATA 代码）'),
  destination: t('To (IATA code)', '目的地（IATA 代碼）', '目的地（IATA 代码）'),
  roundTrip: t('Round trip', '來回', '往返'),
  material: t('Material', '物料', '物料'),
  denominator: t('Denominator', '分母', '分母'),
};

export const YES_NO: Record<'yes' | 'no', Text> = { yes: t('Yes', '是', '是'), no: t('No', '否', '否') };

/** Each sheet's page title, as the menu names the page whose rows it holds. */
export const pageTitle = (type: ResourceType, lang: Language) =>
  DATA_PAGE_TITLES[PAGE_OF_RESOURCE_TYPE.get(type) ?? '']?.[lang] ?? type;

/** The instructions sheet, one paragraph per row. `{year}`, `{company}` and the sheets' names (`{texts}`) are filled in. */
export const INSTRUCTIONS: Record<Language, string[]> = {
  en: [
    'ESG data template — {company}, reporting year ending {year}',
    'Each sheet is one environmental page: one row per location and resource row, one column per month of the financial year.',
    'The figures are this year’s current values. Change the cells you need; leave the others as they are.',
    'To add a row, fill the first empty row below the table: choose the location and unit from the lists and leave the row id and version empty.',
    'Quantities: digits and one decimal point only, no negative numbers; leave a month empty when there is nothing to report.',
    'Do not rename, reorder or delete sheets or columns, and do not change the hidden row id and version columns: they match your rows exactly when you upload.',
    'Formulas are allowed; their calculated values are imported.',
    'Electricity, Library factor: leave it empty to use the supplier’s grid factor; to use another of the factor library’s electricity factors, give its id (elec-prc, for example). Any other id is refused.',
    'The sheets {employment}, {employmentByRegion} and {training} hold the Social pages’ tables: one row per group or location, one column per figure. Their rows are fixed: change the figures only. Headcounts are whole numbers, and each breakdown must add up to the total workforce.',
    'The sheet {texts} holds the company’s own text — narratives, policies, names and the tables’ texts — one row per answer, one column per language: English, Traditional Chinese, and Simplified Chinese only where the mainland wording differs (left empty, the Simplified edition converts the Traditional text). Its rows are fixed: change the texts only.',
    'Upload the saved .xlsx file (at most 10 MB) on the Excel import page. You will see every change before anything is saved.',
  ],
  hk: [
    'ESG 數據範本 — {company}，截至 {year} 的匯報年度',
    '每個工作表對應一個環境頁面：每個地點及資源項目一列，財政年度每月一欄。',
    '數字為本年度的現有數值。請只修改需要更改的儲存格，其餘保持不變。',
    '如需新增一列，請填寫表格下方第一個空白列：從清單選擇地點及單位，列編號及版本留空。',
    '數量：只可輸入數字及一個小數點，不可為負數；沒有數據的月份請留空。',
    '請勿重新命名、重新排列或刪除工作表或欄位，亦不要更改隱藏的列編號及版本欄：上載時以此準確配對各列。',
    '可使用公式；系統會匯入其計算結果。',
    '電力的「資料庫排放因子」：留空即採用供電商的電網排放因子；如需採用因子庫中另一個電力排放因子，請填寫其編號（例如 elec-prc）。其他編號不獲接受。',
    '「{employment}」、「{employmentByRegion}」及「{training}」工作表載有社會範疇頁面的表格：每個組別或地點一列，每項數字一欄。各列固定不變：只可更改數字。人數須為整數，各分類的總和須等於僱員總數。',
    '「{texts}」工作表載有公司自行撰寫的文字——敘述、政策、名稱及表格內的文字：每項答案一列，每種語言一欄：英文、繁體中文，以及僅在內地用語不同時填寫的簡體中文（如留空，簡體中文版本會由繁體中文內容轉換）。各列固定不變：只可更改文字。',
    '請在 Excel 匯入頁面上載已儲存的 .xlsx 檔案（最大 10 MB）。儲存前會顯示所有更改。',
  ],
  cn: [
    'ESG 数据模板 — {company}，截至 {year} 的报告年度',
    '每个工作表对应一个环境页面：每个地点及资源项目一行，财政年度每月一列。',
    '数字为本年度的现有数值。请只修改需要更改的单元格，其余保持不变。',
    '如需新增一行，请填写表格下方第一个空白行：从列表选择地点及单位，行编号及版本留空。',
    '数量：只可输入数字及一个小数点，不可为负数；没有数据的月份请留空。',
    '请勿重命名、重新排列或删除工作表或列，也不要更改隐藏的行编号及版本列：上传时以此准确匹配各行。',
    '可使用公式；系统会导入其计算结果。',
    '电力的“数据库排放因子”：留空即采用供电商的电网排放因子；如需采用因子库中另一个电力排放因子，请填写其编号（例如 elec-prc）。其他编号不获接受。',
    '“{employment}”、“{employmentByRegion}”及“{training}”工作表载有社会范畴页面的表格：每个组别或地点一行，每项数字一列。各行固定不变：只可更改数字。人数须为整数，各分类的总和须等于雇员总数。',
    '“{texts}”工作表载有公司自行撰写的文字——叙述、政策、名称及表格内的文字：每项答案一行，每种语言一列：英文、繁体中文，以及仅在内地用语不同时填写的简体中文（如留空，简体中文版本会由繁体中文内容转换）。各行固定不变：只可更改文字。',
    '请在 Excel 导入页面上传已保存的 .xlsx 文件（最大 10 MB）。保存前会显示所有更改。',
  ],
};

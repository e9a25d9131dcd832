import type { Language } from '../schemas/common';
import type { Chinese } from '../lib/chinese';
import { messageWith, type CatalogueMessageKey, type MessageParams } from './messages';

/**
 * The form validation messages in Traditional and Simplified Chinese, keyed as their English (messages.ts): the types
 * refuse a key that either lacks. Only the web and the Excel error workbook read them; the API sends English
 * (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export const CATALOGUE_MESSAGES_CHINESE = {
  chooseYesNo: {
    hk: '請選擇「是」、「否」或「不披露」，並填寫相關資料。',
    cn: '请选择“是”、“否”或“不披露”，并填写相关资料。',
  },
  ntdReason: { hk: '請說明不披露的原因。', cn: '请说明不披露的原因。' },
  fillUnderYes: { hk: '請填寫「是」下的欄位。', cn: '请填写“是”下的字段。' },
  addDetail: { hk: '請至少新增一項詳情。', cn: '请至少添加一项详情。' },
  missingInDetails: { hk: '詳情中有未填寫的資料。', cn: '详情中有未填写的资料。' },
  addAddress: { hk: '請至少新增一個地址。', cn: '请至少添加一个地址。' },
  selectFocusArea: { hk: '請至少選擇一個重點範疇。', cn: '请至少选择一个重点领域。' },
  selectChannelActivity: { hk: '請至少選擇一個溝通渠道及一項活動。', cn: '请至少选择一个沟通渠道和一项活动。' },
  duplicatedOrMissing: { hk: '項目重複或有未填寫的資料。', cn: '项目重复或有未填写的资料。' },
  missingInput: { hk: '未填寫資料。', cn: '未填写资料。' },
  missingRate: { hk: '沒有 {rate} 的匯率：請在匯率中新增。', cn: '没有 {rate} 的汇率：请在汇率中添加。' },
  missingSequence: { hk: '序號不連續。', cn: '序号不连续。' },
  duplicatedSequence: { hk: '序號重複。', cn: '序号重复。' },
  incorrectType: { hk: '輸入類型不正確。', cn: '输入类型不正确。' },
  genderTotals: { hk: '年初及年末總數與性別分類總數不符，請調整。', cn: '年初及年末总数与性别分类总数不符，请调整。' },
  numberFormat: { hk: '請只輸入數字及最多一個小數點。', cn: '请只输入数字及最多一个小数点。' },
  halfWidthDigits: { hk: '請以半形數字輸入數字（12，而非 １２）。', cn: '请以半角数字输入数字（12，而非 １２）。' },
  quantityTooLong: { hk: '最多 30 個字元。', cn: '最多 30 个字符。' },
  wholeNumber: { hk: '請輸入整數。', cn: '请输入整数。' },
  dateFormat: { hk: '請輸入有效日期。', cn: '请输入有效日期。' },
  dateInFuture: { hk: '此日期在未來，請檢查。', cn: '此日期在未来，请检查。' },
  min: { hk: '此欄位不能少於 {min}。', cn: '此字段不能小于 {min}。' },
  max: { hk: '此欄位不能大於 {max}。', cn: '此字段不能大于 {max}。' },
  minLength: { hk: '此欄位最少需要 {min} 個字元。', cn: '此字段至少需要 {min} 个字符。' },
  maxLength: { hk: '此欄位不能超過 {max} 個字元。', cn: '此字段不能超过 {max} 个字符。' },
  pattern: { hk: '此欄位格式不正確。', cn: '此字段格式不正确。' },
  required: { hk: '此欄位必須填寫。', cn: '此字段必须填写。' },
  moreThan: { hk: '此欄位必須大於 {min}。', cn: '此字段必须大于 {min}。' },
  lessThan: { hk: '此欄位必須小於 {max}。', cn: '此字段必须小于 {max}。' },
  minBytes: { hk: '此欄位最少需要 {min} 個位元組。', cn: '此字段至少需要 {min} 个字节。' },
  maxBytes: { hk: '此欄位不能超過 {max} 個位元組。', cn: '此字段不能超过 {max} 个字节。' },
  minItems: { hk: '最少需要輸入 {min} 項。', cn: '至少需要输入 {min} 项。' },
  maxItems: { hk: '最多只可輸入 {max} 項。', cn: '最多只能输入 {max} 项。' },
  number: { hk: '此欄位必須是數字。', cn: '此字段必须是数字。' },
  dateTime: { hk: '此欄位必須是日期及時間。', cn: '此字段必须是日期和时间。' },
  notInList: { hk: '請從清單中選擇。', cn: '请从列表中选择。' },
  locationNotInBoundary: {
    hk: '「{location}」不在本年度的匯報範圍內：請選擇其他地點，或在「匯報範圍」頁重新加入。',
    cn: '“{location}”不在本年度的汇报范围内：请选择其他地点，或在“汇报范围”页重新加入。',
  },
  maxRows: { hk: '最多只可輸入 {max} 行。', cn: '最多只能输入 {max} 行。' },
  unknownField: { hk: '此欄位不屬於本表格。', cn: '此字段不属于本表单。' },
  notInBoundary: { hk: '此地點不在本年度的匯報範圍內。', cn: '此地点不在本年度的汇报范围内。' },
  unknownUnit: { hk: '未知的單位 {unit}。', cn: '未知的单位 {unit}。' },
  unitCannotMeasure: {
    hk: '{unit} 不能用於量度此數量：請選擇所列的單位。',
    cn: '{unit} 不能用于计量此数量：请选择所列的单位。',
  },
  materialUnit: {
    hk: '{unit} 不能用於量度物料：請使用質量、體積、件數或面積的單位。',
    cn: '{unit} 不能用于计量物料：请使用质量、体积、件数或面积的单位。',
  },
  unknownAirport: { hk: '未知的機場 {code}。', cn: '未知的机场 {code}。' },
  bothAirports: { hk: '請填寫兩個機場，或兩者皆不填寫。', cn: '请填写两个机场，或两者都不填写。' },
  airportsForFlights: { hk: '機場只適用於航班。', cn: '机场只适用于航班。' },
  sameAirports: { hk: '航班的到達機場須與出發機場不同。', cn: '航班的到达机场须与出发机场不同。' },
  airportCode: {
    hk: '請填寫三個字母的國際航空運輸協會（IATA）機場代碼。',
    cn: '请填写三个字母的国际航空运输协会（IATA）机场代码。',
  },
  gasName: {
    hk: '請按全球變暖潛勢表的名稱填寫氣體（例如 HFC-134a、R-410A）。',
    cn: '请按全球变暖潜势表的名称填写气体（例如 HFC-134a、R-410A）。',
  },
  factorEither: {
    hk: '請選擇因子庫中的因子或提供自訂因子，不可兩者皆有。',
    cn: '请选择因子库中的因子或提供自定义因子，不可两者皆有。',
  },
  unknownGridFactor: {
    hk: '因子庫中沒有電力排放因子 {factor}。',
    cn: '因子库中没有电力排放因子 {factor}。',
  },
  instrumentsExceedUse: {
    hk: '合約工具涵蓋的電量超過此列全年的 {mwh} 兆瓦時。',
    cn: '合约工具涵盖的电量超过此列全年的 {mwh} 兆瓦时。',
  },
  instrumentMwh: { hk: '合約工具涵蓋的兆瓦時：須為大於 0 的數字。', cn: '合约工具涵盖的兆瓦时：须为大于 0 的数字。' },
  intensityUnit: {
    hk: '請填寫簡短的單位名稱，例如 HKD m、m2、persons。',
    cn: '请填写简短的单位名称，例如 HKD m、m2、persons。',
  },
  duplicateRow: {
    hk: '此列已經輸入：{row}。請修改該列，不要重複新增。',
    cn: '此行已经输入：{row}。请修改该行，不要重复添加。',
  },
  flightTrips: {
    hk: '兩個機場之間的航班請以行程次數（次）計算。',
    cn: '两个机场之间的航班请以行程次数（次）计算。',
  },
  provisionUnexplained: {
    hk: '{reference}「{title}」在報告中既未披露亦未解釋：請輸入數據或答案，或解釋不披露的原因。',
    cn: '{reference}「{title}」在报告中既未披露亦未解释：请输入数据或答案，或解释不披露的原因。',
  },
  provisionEmpty: {
    hk: '{reference}「{title}」屬強制披露，報告中仍然空白：請輸入數據或答案（不可以解釋代替）。',
    cn: '{reference}「{title}」属强制披露，报告中仍然空白：请输入数据或答案（不可以解释代替）。',
  },
  factorUnitMismatch: {
    hk: '排放因子 {factor} 以 {to} 計算，{from} 無法換算。',
    cn: '排放因子 {factor} 以 {to} 计算，{from} 无法换算。',
  },
  distanceMissing: { hk: '有車輛數據行未填寫行駛距離。', cn: '有车辆数据行未填写行驶距离。' },
} as const satisfies Record<CatalogueMessageKey, Chinese>;

/** The message in one language with its `{param}` placeholders filled. */
export const messageIn = (key: CatalogueMessageKey, lang: Language, params: MessageParams = {}): string =>
  messageWith(CATALOGUE_MESSAGES_CHINESE, key, lang, params);

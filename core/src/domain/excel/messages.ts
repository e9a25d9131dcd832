import type { Language } from '../../schemas/common';
import { format } from '../../lib/format';

type Text = Record<Language, string>;
const t = (en: string, hk: string, cn: string): Text => ({ en, hk, cn });

/**
 * What the import says about a workbook, in every interface language (the worker writes them in
 * the uploader's). The English texts of the refusals are also the API's messages (core/src/messages.ts).
 */
export const IMPORT_MESSAGES = {
  fileTooLarge: t('Each file must be under 10 MB.', '每個檔案必須小於 10 MB。', '每个文件必须小于 10 MB。'),
  excelNotXlsx: t(
    'This file is not an Excel workbook (.xlsx).',
    '此檔案不是 Excel 活頁簿（.xlsx）。',
    '此文件不是 Excel 工作簿（.xlsx）。',
  ),
  excelEncrypted: t(
    'This workbook is password-protected or encrypted. Save it without a password and upload it again.',
    '此活頁簿受密碼保護或已加密。請取消密碼後儲存，再重新上載。',
    '此工作簿受密码保护或已加密。请取消密码后保存，再重新上传。',
  ),
  excelMacro: t(
    'Macro-enabled workbooks are not accepted. Save it as an Excel workbook (.xlsx) and upload it again.',
    '不接受含巨集的活頁簿。請另存為 Excel 活頁簿（.xlsx）後重新上載。',
    '不接受含宏的工作簿。请另存为 Excel 工作簿（.xlsx）后重新上传。',
  ),
  excelZipBomb: t('This workbook is too large once uncompressed.', '此活頁簿解壓後過大。', '此工作簿解压后过大。'),
  excelTooManyParts: t(
    'This workbook has too many parts: an .xlsx file may hold at most 2,000 files. Save it again in Excel as an Excel workbook (.xlsx) and upload it again.',
    '此活頁簿的組成部分過多：一個 .xlsx 檔案最多可包含 2,000 個檔案。請在 Excel 另存為 Excel 活頁簿（.xlsx）後重新上載。',
    '此工作簿的组成部分过多：一个 .xlsx 文件最多可包含 2,000 个文件。请在 Excel 另存为 Excel 工作簿（.xlsx）后重新上传。',
  ),
  excelNotAnnounced: t(
    'The uploaded file is not the one announced: its size differs. Nothing was saved. Upload the workbook again.',
    '上載的檔案與申報的不符：大小不同。沒有儲存任何資料。請重新上載活頁簿。',
    '上传的文件与申报的不符：大小不同。没有保存任何数据。请重新上传工作簿。',
  ),
  excelStalled: t(
    'Checking this workbook stopped before it finished. Nothing was saved. Upload the workbook again.',
    '檢查此活頁簿時中途停止。沒有儲存任何資料。請重新上載活頁簿。',
    '检查此工作簿时中途停止。没有保存任何数据。请重新上传工作簿。',
  ),
  excelNeverArrived: t(
    'The workbook did not arrive before its upload link expired. Nothing was saved. Upload the workbook again.',
    '活頁簿未能在上載連結失效前送達。沒有儲存任何資料。請重新上載活頁簿。',
    '工作簿未能在上传链接失效前送达。没有保存任何数据。请重新上传工作簿。',
  ),
  excelTooManyRows: t(
    'This workbook has more than 100,000 data rows.',
    '此活頁簿的數據列超過 100,000 列。',
    '此工作簿的数据行超过 100,000 行。',
  ),
  excelUnreadable: t(
    'This workbook could not be read. Save it again in Excel and upload it again.',
    '無法讀取此活頁簿。請在 Excel 重新儲存後再上載。',
    '无法读取此工作簿。请在 Excel 重新保存后再上传。',
  ),
  unknownSheet: t('This sheet is not part of the template.', '此工作表不屬於範本。', '此工作表不属于模板。'),
  repeatedSheet: t(
    'The workbook has this sheet twice (under its name in another language). Keep one and upload it again.',
    '活頁簿內此工作表出現兩次（另一個以其他語言命名）。請只保留一個，然後重新上載。',
    '工作簿内此工作表出现两次（另一个以其他语言命名）。请只保留一个，然后重新上传。',
  ),
  unknownColumn: t('This column is not part of the template.', '此欄位不屬於範本。', '此列不属于模板。'),
  missingColumns: t(
    'The template’s hidden header row is missing or changed.',
    '範本的隱藏標題列遺失或已被更改。',
    '模板的隐藏标题行缺失或已被更改。',
  ),
  formulaNoValue: t(
    'This formula has no calculated value. Open the workbook in Excel, let it calculate, save and upload again.',
    '此公式沒有計算結果。請在 Excel 開啟活頁簿重新計算，儲存後再上載。',
    '此公式没有计算结果。请在 Excel 打开工作簿重新计算，保存后再上传。',
  ),
  negative: t('Negative values are not allowed.', '不可輸入負數。', '不可输入负数。'),
  notANumber: t(
    'Only digits and one decimal point are allowed.',
    '只可輸入數字及一個小數點。',
    '只可输入数字及一个小数点。',
  ),
  halfWidthDigits: t(
    'This quantity is typed in full-width digits (１２). Type it with half-width digits (12).',
    '此數量以全形數字輸入（１２）。請以半形數字輸入（12）。',
    '此数量以全角数字输入（１２）。请以半角数字输入（12）。',
  ),
  dateInNumber: t(
    'This cell holds a date, not a quantity. Type the number (and format the cell as a number).',
    '此儲存格是日期，不是數量。請輸入數字（並把儲存格格式設為數值）。',
    '此单元格是日期，不是数量。请输入数字（并把单元格格式设为数值）。',
  ),
  booleanInNumber: t(
    'TRUE or FALSE is not a quantity. Type the number.',
    'TRUE 或 FALSE 不是數量。請輸入數字。',
    'TRUE 或 FALSE 不是数量。请输入数字。',
  ),
  formulaError: t(
    'This formula’s result is an error (such as #DIV/0! or #N/A). Correct the formula or type the number.',
    '此公式的結果是錯誤（例如 #DIV/0! 或 #N/A）。請修正公式或輸入數字。',
    '此公式的结果是错误（例如 #DIV/0! 或 #N/A）。请修正公式或输入数字。',
  ),
  unknownRow: t(
    'This row id does not belong to this company’s reporting year. Leave it empty for a new row.',
    '此列編號不屬於本公司的匯報年度。新列請留空。',
    '此行编号不属于本公司的报告年度。新行请留空。',
  ),
  unknownSocialRow: t(
    'This row id is not a row of this sheet for this company’s reporting year. Rows cannot be added to this sheet.',
    '此列編號不是本公司匯報年度此工作表的列。此工作表不可新增列。',
    '此行编号不是本公司报告年度此工作表的行。此工作表不可新增行。',
  ),
  duplicateRow: t('This row appears twice in the workbook.', '此列在活頁簿中出現兩次。', '此行在工作簿中出现两次。'),
  duplicateStored: t(
    'This row is already entered: {row}. Change that row (download the template again) instead of adding it again.',
    '此列已經輸入：{row}。請修改該列（重新下載範本），不要重複新增。',
    '此行已经输入：{row}。请修改该行（重新下载模板），不要重复添加。',
  ),
  duplicateInBook: t(
    'This row repeats row {cell} of this workbook (same location and identification).',
    '此列與本活頁簿的 {cell} 列重複（地點及識別資料相同）。',
    '此行与本工作簿的 {cell} 行重复（地点及识别资料相同）。',
  ),
  badVersion: t('The hidden version was changed.', '隱藏的版本已被更改。', '隐藏的版本已被更改。'),
  location: t(
    'This location is not in the reporting boundary of the year.',
    '此地點不在本年度的匯報範圍內。',
    '此地点不在本年度的汇报范围内。',
  ),
  notInList: t('Choose a value from the list.', '請從清單中選擇。', '请从列表中选择。'),
  missing: t('Missing input.', '未填寫資料。', '未填写数据。'),
  unit: t('This unit cannot be used here.', '此單位不適用。', '此单位不适用。'),
  changedSinceCheck: t(
    'Rows of this workbook were changed in the product after it was checked. Nothing was saved. Download the template again.',
    '此活頁簿中的列在檢查後已在系統中被更改。沒有儲存任何資料。請重新下載範本。',
    '此工作簿中的行在检查后已在系统中被更改。没有保存任何数据。请重新下载模板。',
  ),
  stagedMissing: t(
    'The checked changes of this workbook are no longer stored. Nothing was saved. Upload the workbook again.',
    '此活頁簿已檢查的變更已不再儲存。沒有儲存任何資料。請重新上載活頁簿。',
    '此工作簿已检查的更改已不再保存。没有保存任何数据。请重新上传工作簿。',
  ),
  approvedLocation: t('{page} at {location}', '{page}（{location}）', '{page}（{location}）'),
  approved: t(
    '{what} is approved and read-only until a reviewer reopens it.',
    '{what}已獲批核，在審閱人重新開放前只可查閱。',
    '{what}已获批核，在审阅人重新开放前只可查阅。',
  ),
  approvedSinceCheck: t(
    '{what} was approved after this workbook was checked and is read-only until a reviewer reopens it. Nothing was saved.',
    '{what}在此活頁簿檢查後已獲批核，在審閱人重新開放前只可查閱。沒有儲存任何資料。',
    '{what}在此工作簿检查后已获批核，在审阅人重新开放前只可查阅。没有保存任何数据。',
  ),
  submitted: t(
    '{what} is submitted for review and read-only: a reviewer returns it, or its submitter withdraws the submission, to change it.',
    '{what}已提交審閱，現只可查閱：須由審閱人退回，或由提交人撤回提交，方可修改。',
    '{what}已提交审阅，现只可查阅：须由审阅人退回，或由提交人撤回提交，方可修改。',
  ),
  submittedSinceCheck: t(
    '{what} was submitted for review after this workbook was checked and is read-only until a reviewer returns it or the submission is withdrawn. Nothing was saved.',
    '{what}在此活頁簿檢查後已提交審閱，在審閱人退回或提交被撤回前只可查閱。沒有儲存任何資料。',
    '{what}在此工作簿检查后已提交审阅，在审阅人退回或提交被撤回前只可查阅。没有保存任何数据。',
  ),
} as const satisfies Record<string, Text>;

export type ImportMessageKey = keyof typeof IMPORT_MESSAGES;

export const say = (key: ImportMessageKey, lang: Language) => IMPORT_MESSAGES[key][lang];

/** A message with its `{param}` placeholders filled. */
export const sayWith = (key: ImportMessageKey, lang: Language, params: Record<string, string>) =>
  format(say(key, lang), params);

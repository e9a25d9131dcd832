import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { COMPANY_INFORMATION } from './companyInformation.key';
import { COMPANY_RULES } from './companyInformation.rules';
import { text } from '../../catalogue/types';
import { steps as tutorial } from './companyInformation.tutorial';

/**
 * Background › Company information (the spec's "Company info", §2 "ESG framework and currency choices").
 * The financial year dates must run forwards and, when a page is copied from last year, take this
 * year's period (companyInformation.rules.ts); an 'other' business nature asks for a description.
 */
export const companyInformation: DataPage = {
  key: COMPANY_INFORMATION,
  route: '/background/company_information',
  titleKey: 'pages.company_information',
  tutorial,
  tabs: [
    {
      id: 'companyTab',
      labels: text('Company information', '公司資料', '公司资料'),
      cards: [
        {
          id: 'identityCard',
          labels: text('Company', '公司', '公司'),
          helpKey: 'help.company_information.identity',
          fields: [
            {
              id: 'nameEn',
              kind: 'text',
              labels: text('Company name (English)', '公司名稱（英文）', '公司名称（英文）'),
              validation: { required: true, maxLength: 200 },
            },
            {
              id: 'nameZh',
              kind: 'text',
              labels: text('Company name (Chinese)', '公司名稱（中文）', '公司名称（中文）'),
              validation: { maxLength: 200 },
            },
            {
              id: 'companyId',
              kind: 'text',
              labels: text('Company ID (stock code)', '公司編號（股份代號）', '公司编号（股份代号）'),
              validation: { maxLength: 50 },
            },
            {
              id: 'languagePreference',
              kind: 'select',
              list: 'languages',
              labels: text('Language preference', '語言偏好', '语言偏好'),
            },
          ],
        },
        {
          id: 'yearCard',
          labels: text('Financial year', '財政年度', '财政年度'),
          fields: [
            {
              id: 'financialYearStartDate',
              kind: 'date',
              labels: text('Financial year start', '財政年度開始', '财政年度开始'),
              validation: { required: true },
            },
            {
              id: 'financialYearEndDate',
              kind: 'date',
              labels: text('Financial year end', '財政年度結束', '财政年度结束'),
              validation: { required: true },
            },
          ],
        },
        {
          id: 'businessCard',
          labels: text('Business and reporting', '業務及匯報', '业务及汇报'),
          fields: [
            {
              id: 'businessNature',
              kind: 'multiSelect',
              list: 'businessNatures',
              labels: text('Nature of business', '業務性質', '业务性质'),
            },
            {
              id: 'businessNatureOther',
              kind: 'text',
              labels: text('Other nature of business', '其他業務性質', '其他业务性质'),
              validation: { maxLength: 200 },
            },
            {
              id: 'esgFramework',
              kind: 'multiSelect',
              list: 'esgFrameworks',
              labels: text('ESG frameworks followed', '採用的ESG框架', '采用的ESG框架'),
            },
            {
              id: 'reportingCurrency',
              kind: 'select',
              list: 'currencies',
              labels: text('Reporting currency', '報告貨幣', '报告货币'),
            },
            {
              id: 'feedbackContact',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Contact for feedback on the report',
                '對報告提出意見的聯絡方式',
                '对报告提出意见的联络方式',
              ),
              validation: { maxLength: 500 },
            },
          ],
        },
      ],
    },
  ],
  title: text('Company information', '公司資料', '公司信息'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: COMPANY_RULES,
  specCalls: [
    { id: 'getCompanyInfo', method: 'GET', path: '/api/comp/info/{year}', spec: 'GET comp/info/{year}', year: 'year' },
    { id: 'putCompanyInfo', method: 'PUT', path: '/api/comp/info', spec: 'PUT /comp/info', year: 'bodyYear' },
  ],
};

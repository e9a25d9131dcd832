import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { recallIssues } from './product.rules';
import { text, type I18nText, type NumberField, type TextField } from '../../catalogue/types';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './product.tutorial';

const narrative = (id: string, labels: I18nText, provision: string): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  provisions: [provision],
});
const count = (id: string, labels: I18nText, provision: string): NumberField => ({
  id,
  kind: 'number',
  labels,
  unitType: 'count',
  validation: { integer: true },
  provisions: [provision],
});

/**
 * B6.1 % of products sold or shipped subject to recalls for safety and health reasons = recalled ÷
 * sold × 100, to two decimal places (recalls are rare: one in a thousand is 0.1 %); 0 when nothing was sold.
 */
export const PERCENT_RECALLED = 'if(productsSold == 0, 0, round(productsRecalled / productsSold * 100, 2))';

const COMPLY = provisionEntries(['B6-GD', 'B6.1', 'B6.2', 'B6.3', 'B6.4', 'B6.5']);

/**
 * Social › Product responsibility: HKEX B6.1 (products sold and recalled, % computed; recalled ≤
 * sold: pageData form rule), B6.2 (complaints and how they are dealt with), B6.3 (intellectual
 * property), B6.4 (quality assurance and recall procedures), B6.5 (consumer data protection).
 */
export const product: DataPage = {
  key: 'product',
  route: '/social/product',
  titleKey: 'pages.product',
  tutorial,
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'productTab',
      labels: text('Product responsibility', '產品責任', '产品责任'),
      cards: [
        {
          id: 'recallsCard',
          labels: text('Products recalled', '產品回收', '产品回收'),
          fields: [
            count(
              'productsSold',
              text('Products sold or shipped', '已售或已運送產品數目', '已售或已运送产品数目'),
              'B6.1',
            ),
            count(
              'productsRecalled',
              text(
                'Products recalled for safety and health reasons',
                '因安全與健康理由而須回收的產品數目',
                '因安全与健康理由而须回收的产品数目',
              ),
              'B6.1',
            ),
            {
              id: 'percentRecalled',
              kind: 'number',
              labels: text('Products recalled (%)', '回收產品百分比（%）', '回收产品百分比（%）'),
              provisions: ['B6.1'],
              formula: PERCENT_RECALLED,
              needsEveryInput: true,
            },
          ],
        },
        {
          id: 'complaintsCard',
          labels: text('Complaints', '投訴', '投诉'),
          fields: [
            count(
              'complaintsReceived',
              text(
                'Product and service related complaints received',
                '接獲關於產品及服務的投訴數目',
                '接获关于产品及服务的投诉数目',
              ),
              'B6.2',
            ),
            narrative(
              'complaintsHandling',
              text('How the complaints are dealt with', '應對投訴的方法', '应对投诉的方法'),
              'B6.2',
            ),
          ],
        },
        {
          id: 'practicesCard',
          labels: text('Practices and procedures', '慣例及程序', '惯例及程序'),
          fields: [
            narrative(
              'intellectualProperty',
              text(
                'Observing and protecting intellectual property rights',
                '維護及保障知識產權的慣例',
                '维护及保障知识产权的惯例',
              ),
              'B6.3',
            ),
            narrative(
              'qualityAssurance',
              text(
                'Quality assurance process and recall procedures',
                '質量檢定過程及產品回收程序',
                '质量检定过程及产品回收程序',
              ),
              'B6.4',
            ),
            narrative(
              'consumerDataProtection',
              text(
                'Consumer data protection and privacy policies, how they are implemented and monitored',
                '消費者資料保障及私隱政策，以及執行及監察方法',
                '消费者资料保障及私隐政策，以及执行及监察方法',
              ),
              'B6.5',
            ),
          ],
        },
      ],
    },
    complyTab(COMPLY),
  ],
  title: text('Product responsibility', '產品責任', '产品责任'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: { form: recallIssues },
  specCalls: [
    { id: 'getProduct', method: 'GET', path: '/api/product/{id}', spec: 'GET product/{id}', year: 'period' },
    { id: 'putProduct', method: 'PUT', path: '/api/product/{id}', spec: 'PUT product/{id}', year: 'period' },
  ],
};

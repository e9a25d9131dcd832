import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import {
  supplierIssues,
  SUPPLIERS,
  SUPPLIERS_BY_REGION,
  SUPPLIERS_ENGAGED,
  TOTAL_SUPPLIERS,
} from './supplyChain.rules';
import { text, type I18nText, type TextField } from '../../catalogue/types';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './supplyChain.tutorial';

export { SUPPLIERS, SUPPLIERS_BY_REGION, SUPPLIERS_ENGAGED, TOTAL_SUPPLIERS } from './supplyChain.rules';

const narrative = (id: string, labels: I18nText, provision: string): TextField => ({
  id,
  kind: 'longText',
  translatable: true,
  labels,
  provisions: [provision],
});

const COMPLY = provisionEntries(['B5-GD', 'B5.1', 'B5.2', 'B5.3', 'B5.4']);

/**
 * Social › Supply chain: HKEX B5.1 (suppliers by geographical region, totalled on save), B5.2
 * (engagement practices and the number of suppliers where they are implemented, at most the
 * total: pageData form rule), B5.3 (risk identification) and B5.4 (green procurement).
 */
export const supplyChain: DataPage = {
  key: 'supply_chain',
  route: '/social/supply_chain',
  titleKey: 'pages.supply_chain',
  tutorial,
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'supplyChainTab',
      labels: text('Supply chain', '供應鏈', '供应链'),
      cards: [
        {
          // "Suppliers", not "Suppliers by geographical region": the report prints the card's heading over its
          // table "Suppliers by region", two headings of the same words one under the other (ADR 0087).
          id: 'suppliersCard',
          labels: text('Suppliers', '供應商', '供应商'),
          fields: [
            {
              id: SUPPLIERS_BY_REGION,
              kind: 'table',
              labels: text('Suppliers by region', '按地區劃分的供應商', '按地区划分的供应商'),
              uniqueBy: ['region'],
              provisions: ['B5.1'],
              columns: [
                {
                  id: 'region',
                  kind: 'text',
                  translatable: true,
                  labels: text('Geographical region', '地區', '地区'),
                  validation: { required: true, maxLength: 100 },
                },
                {
                  id: SUPPLIERS,
                  kind: 'number',
                  labels: text('Number of suppliers', '供應商數目', '供应商数目'),
                  unitType: 'count',
                  validation: { integer: true, required: true },
                },
              ],
            },
            {
              id: TOTAL_SUPPLIERS,
              kind: 'number',
              labels: text('Total suppliers', '供應商總數', '供应商总数'),
              provisions: ['B5.1'],
              formula: `sum(${SUPPLIERS_BY_REGION}.${SUPPLIERS})`,
            },
          ],
        },
        {
          id: 'engagementCard',
          labels: text('Engaging suppliers', '供應商委聘', '供应商委聘'),
          fields: [
            narrative(
              'engagementPractices',
              text(
                'Practices for engaging suppliers, how they are implemented and monitored',
                '委聘供應商的慣例，以及執行及監察方法',
                '委聘供应商的惯例，以及执行及监察方法',
              ),
              'B5.2',
            ),
            {
              id: SUPPLIERS_ENGAGED,
              kind: 'number',
              labels: text(
                'Number of suppliers where the practices are implemented',
                '執行有關慣例的供應商數目',
                '执行有关惯例的供应商数目',
              ),
              unitType: 'count',
              validation: { integer: true },
              provisions: ['B5.2'],
            },
          ],
        },
        {
          id: 'risksCard',
          labels: text('Risks and green procurement', '風險及綠色採購', '风险及绿色采购'),
          fields: [
            narrative(
              'riskIdentification',
              text(
                'Practices to identify environmental and social risks along the supply chain',
                '識別供應鏈每個環節的環境及社會風險的慣例',
                '识别供应链每个环节的环境及社会风险的惯例',
              ),
              'B5.3',
            ),
            narrative(
              'greenProcurement',
              text(
                'Practices to promote environmentally preferable products and services when selecting suppliers',
                '在揀選供應商時促使多用環保產品及服務的慣例',
                '在拣选供应商时促使多用环保产品及服务的惯例',
              ),
              'B5.4',
            ),
          ],
        },
      ],
    },
    complyTab(COMPLY),
  ],
  title: text('Supply chain', '供應鏈', '供应链'),
  nav: { group: 'social', write: COMPANY_WRITE },
  // Supplier data requests under the form (ADR 0119): the answers feed Scope 3 category 1.
  screen: { kind: 'form', panel: 'supplierRequests' },
  rules: { form: supplierIssues },
  specCalls: [
    {
      id: 'getSupplyChain',
      method: 'GET',
      path: '/api/supply-chain/{id}',
      spec: 'GET supply-chain/{id}',
      year: 'period',
    },
    {
      id: 'putSupplyChain',
      method: 'PUT',
      path: '/api/supply-chain/{id}',
      spec: 'PUT supply-chain/{id}',
      year: 'period',
    },
  ],
};

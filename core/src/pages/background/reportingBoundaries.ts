import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { BOUNDARIES, BOUNDARY_RULES } from './reportingBoundaries.rules';
import { text } from '../../catalogue/types';
import { ROW_ID_PATTERN } from './boardCommittee';
import { steps as tutorial } from './reportingBoundaries.tutorial';

/**
 * Background › Reporting boundaries: HKEX MDR-BOUND (the boundary narrative, the entities included,
 * and an explanation of any change in scope). The in-boundary locations are the `locations` list of
 * every monthly grid of the year; a change from last year's set needs a reason (reportingBoundaries.rules.ts).
 */
export const reportingBoundaries: DataPage = {
  key: BOUNDARIES,
  route: '/background/reporting_boundaries',
  titleKey: 'pages.reporting_boundaries',
  tutorial,
  tabs: [
    {
      id: 'boundaryTab',
      labels: text('Reporting boundary', '匯報範圍', '汇报范围'),
      cards: [
        {
          id: 'locationsCard',
          labels: text('Locations', '營運地點', '营运地点'),
          helpKey: 'help.reporting_boundaries.locations',
          fields: [
            {
              id: 'locations',
              kind: 'table',
              labels: text('Locations in scope', '匯報範圍內的地點', '汇报范围内的地点'),
              provisions: ['MDR-BOUND'],
              minRows: 1,
              uniqueBy: ['name'],
              columns: [
                {
                  // Stable across saves and years (copied with the row); the server assigns it when absent.
                  id: 'locationId',
                  kind: 'text',
                  labels: text('Location ID', '地點編號', '地点编号'),
                  validation: { required: false, pattern: ROW_ID_PATTERN },
                },
                {
                  id: 'name',
                  kind: 'text',
                  translatable: true,
                  labels: text('Name', '名稱', '名称'),
                  validation: { maxLength: 100 },
                },
                {
                  id: 'address',
                  kind: 'text',
                  translatable: true,
                  labels: text('Address', '地址', '地址'),
                  validation: { maxLength: 500 },
                },
                {
                  id: 'city',
                  kind: 'text',
                  translatable: true,
                  labels: text('City', '城市', '城市'),
                  validation: { maxLength: 100 },
                },
                {
                  id: 'country',
                  kind: 'select',
                  list: 'countries',
                  labels: text('Country', '國家／地區', '国家／地区'),
                },
                {
                  id: 'district',
                  kind: 'select',
                  list: 'hkDistricts',
                  labels: text('District', '地區', '地区'),
                  validation: { required: false },
                },
                {
                  id: 'locationType',
                  kind: 'select',
                  list: 'locationTypes',
                  labels: text('Location type', '地點類型', '地点类型'),
                },
                {
                  id: 'numberOfShops',
                  kind: 'number',
                  labels: text('Number of shops', '店舖數目', '店铺数目'),
                  unitType: 'count',
                  validation: { required: false, integer: true },
                },
                {
                  id: 'inBoundary',
                  kind: 'select',
                  list: 'yesNoFlags',
                  labels: text('In the reporting boundary', '納入匯報範圍', '纳入汇报范围'),
                },
              ],
            },
          ],
        },
        {
          id: 'narrativeCard',
          labels: text('Boundary narrative', '匯報範圍說明', '汇报范围说明'),
          fields: [
            {
              id: 'consolidationApproach',
              kind: 'select',
              list: 'consolidationApproaches',
              labels: text('Consolidation approach', '合併方法', '合并方法'),
              provisions: ['MDR-BOUND'],
            },
            {
              id: 'boundaryNarrative',
              kind: 'longText',
              translatable: true,
              labels: text(
                'How the entities and operations in the report were selected',
                '選擇納入報告的實體及業務的過程',
                '选择纳入报告的实体及业务的过程',
              ),
              provisions: ['MDR-BOUND'],
            },
            {
              id: 'boundaryChangeReason',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Reason for the change from last year',
                '與去年相比有所變動的原因',
                '与去年相比有所变动的原因',
              ),
              provisions: ['MDR-BOUND'],
            },
          ],
        },
      ],
    },
  ],
  title: text('Reporting boundaries', '匯報範圍', '汇报范围'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: BOUNDARY_RULES,
  specCalls: [
    {
      id: 'getLocations',
      method: 'GET',
      path: '/api/comp-location/{year}',
      spec: 'GET /comp-location/{year}',
      year: 'year',
    },
    {
      id: 'putLocations',
      method: 'PUT',
      path: '/api/comp-location/{year}',
      spec: 'PUT /comp-location/{year}',
      year: 'year',
    },
  ],
};

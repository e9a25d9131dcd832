import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { complyCard, explainsOf, provisionEntries } from '../../catalogue/comply';
import { text } from '../../catalogue/types';

/** A2.2 and A2.4 are explained or marked not applicable here (docs/decisions/0072-comply-or-explain-everywhere.md). */
const COMPLY = provisionEntries(['A2.2', 'A2.4']);

/** Environmental › Water (a monthly grid example): HKEX KPIs A2.2 and A2.4. */
export const water: DataPage = {
  key: 'water',
  route: '/environmental/water',
  titleKey: 'pages.water',
  tabs: [
    {
      id: 'consumptionTab',
      labels: text('Water consumption', '耗水量', '耗水量'),
      cards: [
        {
          id: 'monthlyCard',
          labels: text('Monthly consumption by location', '各地點每月耗水量', '各地点每月耗水量'),
          fields: [
            {
              id: 'consumption',
              kind: 'monthlyGrid',
              labels: text('Water consumed', '耗水量', '耗水量'),
              unitType: 'volume',
              rowKeys: { location: 'locations', source: 'waterSources' },
              provisions: ['A2.2'],
            },
            {
              id: 'floorArea',
              kind: 'number',
              labels: text('Floor area (intensity denominator)', '樓面面積（密度分母）', '楼面面积（密度分母）'),
              unitType: 'area',
            },
            {
              id: 'totalConsumption',
              kind: 'number',
              labels: text('Total water consumed', '總耗水量', '总耗水量'),
              unitType: 'volume',
              formula: 'sum(consumption)',
              provisions: ['A2.2'],
            },
            {
              id: 'intensity',
              kind: 'number',
              labels: text('Water intensity', '耗水密度', '耗水密度'),
              formula: 'if(floorArea > 0, round(totalConsumption / floorArea, 4), 0)',
              provisions: ['A2.2'],
              needsEveryInput: true,
            },
          ],
        },
        {
          id: 'sourcingCard',
          labels: text('Sourcing and efficiency', '求取水源及用水效益', '求取水源及用水效益'),
          fields: [
            {
              id: 'sourcingIssues',
              kind: 'longText',
              translatable: true,
              labels: text(
                'Issues in sourcing water; water efficiency targets and steps taken',
                '求取適用水源的問題；用水效益目標及所採取的步驟',
                '求取适用水源的问题；用水效益目标及所采取的步骤',
              ),
              provisions: ['A2.4'],
            },
          ],
        },
        complyCard(COMPLY),
      ],
    },
  ],
  explains: explainsOf(COMPLY),
  title: text('Water', '用水', '用水'),
  nav: { group: 'environmental', write: COMPANY_WRITE },
  screen: { kind: 'resourceRows', types: ['water'] },
  specCalls: [],
};

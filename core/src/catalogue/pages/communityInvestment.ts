import type { PageDeclaration } from '../page';
import { text } from '../types';

/** Social › Community investment: HKEX aspect B8 (spec §3: "any contribution", "any charitable activity"). */
export const communityInvestment: PageDeclaration = {
  key: 'community_investment',
  route: '/social/community_investment',
  titleKey: 'pages.community_investment',
  tabs: [
    {
      id: 'contributionTab',
      labels: text('Contribution', '貢獻', '贡献'),
      cards: [
        {
          id: 'policyCard',
          labels: text('Community engagement policy', '社區參與政策', '社区参与政策'),
          fields: [
            {
              id: 'communityPolicy',
              kind: 'longText',
              labels: text(
                'How the company understands and considers community needs',
                '公司如何了解及考慮社區需要',
                '公司如何了解及考虑社区需要',
              ),
              provisions: ['B8-GD'],
            },
          ],
        },
        {
          id: 'contributionCard',
          labels: text('Resources contributed', '投入的資源', '投入的资源'),
          fields: [
            {
              id: 'anyContribution',
              kind: 'yesNoNtd',
              labels: text(
                'Any contribution to the community this year?',
                '本年度有否對社區作出貢獻？',
                '本年度有否对社区作出贡献？',
              ),
              provisions: ['B8.1', 'B8.2'],
              details: [
                {
                  id: 'focusAreas',
                  kind: 'multiSelect',
                  list: 'communityFocusAreas',
                  labels: text('Focus areas', '重點範疇', '重点领域'),
                  validation: { minItems: 1, emptyMessage: 'selectFocusArea' },
                  provisions: ['B8.1'],
                },
                {
                  id: 'donations',
                  kind: 'number',
                  labels: text('Money donated', '捐款金額', '捐款金额'),
                  unitType: 'currency',
                  provisions: ['B8.2'],
                },
                {
                  id: 'volunteerHours',
                  kind: 'number',
                  labels: text('Volunteer hours', '義工時數', '志愿服务时数'),
                  unitType: 'time',
                  provisions: ['B8.2'],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'activitiesTab',
      labels: text('Charitable activities', '慈善活動', '慈善活动'),
      cards: [
        {
          id: 'activitiesCard',
          labels: text('Activities', '活動', '活动'),
          fields: [
            {
              id: 'anyCharitableActivity',
              kind: 'yesNoNtd',
              labels: text(
                'Any charitable activity this year?',
                '本年度有否舉辦慈善活動？',
                '本年度有否举办慈善活动？',
              ),
              provisions: ['B8.1'],
              details: [
                {
                  id: 'activities',
                  kind: 'table',
                  labels: text('Activities', '活動', '活动'),
                  uniqueBy: ['activity', 'heldOn'],
                  columns: [
                    { id: 'activity', kind: 'text', labels: text('Activity', '活動', '活动') },
                    {
                      id: 'focusArea',
                      kind: 'select',
                      list: 'communityFocusAreas',
                      labels: text('Focus area', '重點範疇', '重点领域'),
                    },
                    { id: 'heldOn', kind: 'date', labels: text('Date', '日期', '日期') },
                    {
                      id: 'hours',
                      kind: 'number',
                      labels: text('Volunteer hours', '義工時數', '志愿服务时数'),
                      unitType: 'time',
                      validation: { required: false },
                    },
                  ],
                },
                { id: 'venues', kind: 'addressList', labels: text('Venues', '活動地點', '活动地点') },
              ],
            },
            {
              id: 'totalVolunteerHours',
              kind: 'number',
              labels: text('Total volunteer hours', '義工總時數', '志愿服务总时数'),
              unitType: 'time',
              formula: 'volunteerHours + sum(activities.hours)',
              provisions: ['B8.2'],
            },
          ],
        },
      ],
    },
  ],
  tutorial: [
    { id: 'areas', target: 'focusAreas', titleKey: 'tutorial.ci.areas.title', contentKey: 'tutorial.ci.areas' },
    {
      id: 'total',
      target: 'totalVolunteerHours',
      titleKey: 'tutorial.ci.total.title',
      contentKey: 'tutorial.ci.total',
    },
  ],
};

import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { focusAreaIssues } from './communityInvestment.rules';
import { text } from '../../catalogue/types';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './communityInvestment.tutorial';

const COMPLY = provisionEntries(['B8-GD', 'B8.1', 'B8.2']);

/**
 * Social › Community investment: HKEX aspect B8 (the spec's entities: "any contribution", "any charitable activity").
 * The spec's sub-calls save parts of it (COMMUNITY_PARTS in core/src/domain/social/parts.ts): the focus
 * areas (`area`), the resources contributed (`resources`) and the charitable activities (`activities`).
 * Money is in Hong Kong dollars (the spec's constants: zh-HK shows HKD); the B8.2 totals are computed, never typed
 * (they carry no provision: the answers they are computed from report B8.2).
 */
export const communityInvestment: DataPage = {
  key: 'community_investment',
  route: '/social/community_investment',
  titleKey: 'pages.community_investment',
  tutorial,
  explains: explainsOf(COMPLY),
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
              translatable: true,
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
          id: 'areaCard',
          labels: text('Focus areas', '重點範疇', '重点领域'),
          fields: [
            {
              // At least one once either question below is answered Yes (core/src/domain/social/community.ts).
              id: 'focusAreas',
              kind: 'multiSelect',
              list: 'communityFocusAreas',
              labels: text('Focus areas of contribution', '貢獻的重點範疇', '贡献的重点领域'),
              provisions: ['B8.1'],
            },
          ],
        },
        {
          // Named for what it holds, not "Resources contributed": the report prints the B8.2 totals under that name
          // further down, and two parts of one name with different figures read as a contradiction (ADR 0087).
          id: 'contributionCard',
          labels: text('Donations and volunteering', '捐款及義工服務', '捐款及志愿服务'),
          fields: [
            {
              id: 'anyContribution',
              kind: 'yesNoNtd',
              statements: {
                yes: text(
                  'The company contributed to the community during the year.',
                  '公司於年內對社區作出貢獻。',
                  '公司于年内对社区作出贡献。',
                ),
                no: text(
                  'The company made no contribution to the community during the year.',
                  '公司於年內並無對社區作出貢獻。',
                  '公司于年内并无对社区作出贡献。',
                ),
              },
              labels: text(
                'Any contribution to the community this year?',
                '本年度有否對社區作出貢獻？',
                '本年度有否对社区作出贡献？',
              ),
              provisions: ['B8.2'],
              details: [
                {
                  id: 'donations',
                  kind: 'number',
                  labels: text('Money donated (HKD)', '捐款金額（港元）', '捐款金额（港元）'),
                  unitType: 'currency',
                  validation: { required: false },
                  provisions: ['B8.2'],
                },
                {
                  id: 'volunteerHours',
                  kind: 'number',
                  labels: text('Volunteer hours', '義工時數', '志愿服务时数'),
                  unitType: 'time',
                  validation: { required: false },
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
          // Not "Activities" over the table of that name: the report would print the heading twice (ADR 0087).
          id: 'activitiesCard',
          labels: text('Charitable activities', '慈善活動', '慈善活动'),
          fields: [
            {
              id: 'anyCharitableActivity',
              kind: 'yesNoNtd',
              statements: {
                yes: text(
                  'The company held charitable activities during the year.',
                  '公司於年內舉辦慈善活動。',
                  '公司于年内举办慈善活动。',
                ),
                no: text(
                  'The company held no charitable activity during the year.',
                  '公司於年內並無舉辦慈善活動。',
                  '公司于年内并无举办慈善活动。',
                ),
              },
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
                  validation: { emptyMessage: 'selectChannelActivity' },
                  columns: [
                    // A name the company gives in each language (ADR 0136: a table under a Yes).
                    { id: 'activity', kind: 'text', translatable: true, labels: text('Activity', '活動', '活动') },
                    {
                      id: 'channel',
                      kind: 'select',
                      list: 'communityChannels',
                      labels: text('Channel', '參與渠道', '参与渠道'),
                    },
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
                    {
                      id: 'money',
                      kind: 'number',
                      labels: text('Money spent (HKD)', '支出金額（港元）', '支出金额（港元）'),
                      unitType: 'currency',
                      validation: { required: false },
                    },
                  ],
                },
                { id: 'venues', kind: 'addressList', labels: text('Venues', '活動地點', '活动地点') },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'totalsTab',
      labels: text('Resources in total', '資源總計', '资源总计'),
      cards: [
        {
          id: 'totalsCard',
          labels: text('Resources contributed (B8.2)', '投入的資源（B8.2）', '投入的资源（B8.2）'),
          fields: [
            {
              id: 'totalMoney',
              kind: 'number',
              labels: text('Total money contributed (HKD)', '投入金額總計（港元）', '投入金额总计（港元）'),
              unitType: 'currency',
              formula: 'donations + sum(activities.money)',
            },
            {
              id: 'totalVolunteerHours',
              kind: 'number',
              labels: text('Total volunteer hours', '義工總時數', '志愿服务总时数'),
              unitType: 'time',
              formula: 'volunteerHours + sum(activities.hours)',
            },
          ],
        },
      ],
    },
    complyTab(COMPLY),
  ],
  title: text('Community investment', '社區投資', '社区投资'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: { form: focusAreaIssues },
  specCalls: [
    {
      id: 'getCommunityInvestment',
      method: 'GET',
      path: '/api/community-investment/{id}',
      spec: 'GET /community-investment/{id}',
      year: 'period',
    },
    {
      id: 'putCommunityInvestment',
      method: 'PUT',
      path: '/api/community-investment/{id}',
      spec: 'PUT /community-investment/{id}',
      year: 'period',
    },
    {
      id: 'getCommunityResources',
      method: 'GET',
      path: '/api/community-investment/resources/{id}',
      spec: 'GET /community-investment/resources/{id}',
      year: 'period',
    },
    {
      id: 'putCommunityResources',
      method: 'PUT',
      path: '/api/community-investment/resources/{id}',
      spec: 'PUT /community-investment/resources/{id}',
      year: 'period',
      part: ['anyContribution'],
    },
    {
      id: 'getCommunityActivities',
      method: 'GET',
      path: '/api/community-investment/activities/{id}',
      spec: 'GET /community-investment/activities/{id}',
      year: 'period',
    },
    {
      id: 'putCommunityActivities',
      method: 'PUT',
      path: '/api/community-investment/activities/{id}',
      spec: 'PUT /community-investment/activities/{id}',
      year: 'period',
      part: ['anyCharitableActivity'],
    },
    {
      id: 'getCommunityArea',
      method: 'GET',
      path: '/api/community-investment/area/{id}',
      spec: 'GET /community-investment/area/{id}',
      year: 'period',
    },
    {
      id: 'putCommunityArea',
      method: 'PUT',
      path: '/api/community-investment/area/{id}',
      spec: 'PUT /community-investment/area/{id}',
      year: 'period',
      part: ['focusAreas'],
    },
  ],
};

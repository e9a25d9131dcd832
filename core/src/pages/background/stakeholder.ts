import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { text } from '../../catalogue/types';
import { steps as tutorial } from './stakeholder.tutorial';

/** Background › Stakeholder engagement: the HKEX materiality principle (stakeholders and engagement). */
export const stakeholder: DataPage = {
  key: 'stakeholder',
  route: '/background/stakeholder',
  titleKey: 'pages.stakeholder',
  tutorial,
  tabs: [
    {
      id: 'engagementTab',
      labels: text('Stakeholder engagement', '持份者參與', '持份者参与'),
      cards: [
        {
          id: 'groupsCard',
          labels: text('Stakeholder groups', '持份者群組', '持份者群组'),
          helpKey: 'help.stakeholder.groups',
          fields: [
            {
              id: 'groups',
              kind: 'table',
              labels: text('Groups, channels and activities', '群組、渠道及活動', '群组、渠道及活动'),
              provisions: ['MDR-PRIN-MAT'],
              minRows: 1,
              uniqueBy: ['group'],
              sequenceColumn: 'priority',
              columns: [
                {
                  id: 'priority',
                  kind: 'number',
                  labels: text('Priority', '優先次序', '优先次序'),
                  validation: { integer: true, min: '1' },
                },
                { id: 'group', kind: 'select', list: 'stakeholderGroups', labels: text('Group', '群組', '群组') },
                {
                  id: 'channels',
                  kind: 'multiSelect',
                  list: 'engagementChannels',
                  labels: text('Channels', '溝通渠道', '沟通渠道'),
                  validation: { minItems: 1, emptyMessage: 'selectChannelActivity' },
                },
                {
                  id: 'activities',
                  kind: 'multiSelect',
                  list: 'engagementActivities',
                  labels: text('Activities', '活動', '活动'),
                  validation: { minItems: 1, emptyMessage: 'selectChannelActivity' },
                },
                {
                  id: 'concerns',
                  kind: 'longText',
                  translatable: true,
                  labels: text('Key concerns', '主要關注事項', '主要关注事项'),
                  validation: { required: false, maxLength: 2000 },
                },
              ],
            },
          ],
        },
        {
          id: 'processCard',
          labels: text('Engagement process', '參與過程', '参与过程'),
          fields: [
            {
              id: 'engagementProcess',
              kind: 'longText',
              translatable: true,
              labels: text(
                'How stakeholders were engaged and what was learnt',
                '持份者參與的方式及結果',
                '持份者参与的方式及结果',
              ),
              provisions: ['MDR-PRIN-MAT'],
            },
          ],
        },
      ],
    },
  ],
  title: text('Stakeholder engagement', '持份者參與', '持份者参与'),
  nav: { group: 'background', write: COMPANY_WRITE },
  screen: { kind: 'form', panel: 'stakeholderLinks' },
  specCalls: [
    {
      id: 'getStakeholders',
      method: 'GET',
      path: '/api/comp-stakeholder/{year}',
      spec: 'GET comp-stakeholder/{year}',
      year: 'year',
    },
    {
      id: 'putStakeholders',
      method: 'PUT',
      path: '/api/comp-stakeholder/{year}',
      spec: 'PUT comp-stakeholder/{year}',
      year: 'year',
    },
  ],
};

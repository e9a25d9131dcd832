import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { text } from '../../catalogue/types';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './antiCorruption.tutorial';

const COMPLY = provisionEntries(['B7-GD', 'B7.1', 'B7.2', 'B7.3']);

/** Social › Anti-corruption: HKEX aspect B7 (the spec's entities: "any corruption case this year", "staff training"). */
export const antiCorruption: DataPage = {
  key: 'anti_corruption',
  route: '/social/anti_corruption',
  titleKey: 'pages.anti_corruption',
  tutorial,
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'casesTab',
      labels: text('Corruption cases', '貪污案件', '贪污案件'),
      cards: [
        {
          id: 'casesCard',
          labels: text('Concluded legal cases', '已審結的法律案件', '已审结的法律案件'),
          helpKey: 'help.anti_corruption.cases',
          fields: [
            {
              id: 'anyCorruptionCase',
              kind: 'yesNoNtd',
              statements: {
                yes: text(
                  'Legal cases regarding corrupt practices brought against the company or its employees were concluded during the year.',
                  '年內有針對公司或其僱員提出的貪污訴訟案件審結。',
                  '年内有针对公司或其雇员提出的贪污诉讼案件审结。',
                ),
                no: text(
                  'No legal case regarding corrupt practices brought against the company or its employees was concluded during the year.',
                  '年內並無針對公司或其僱員提出的貪污訴訟案件審結。',
                  '年内并无针对公司或其雇员提出的贪污诉讼案件审结。',
                ),
              },
              labels: text(
                'Any concluded legal case regarding corrupt practices this year?',
                '本年度有否已審結的貪污訴訟案件？',
                '本年度有否已审结的贪污诉讼案件？',
              ),
              provisions: ['B7.1'],
              details: [
                {
                  id: 'concludedCases',
                  kind: 'number',
                  labels: text('Number of concluded cases', '已審結案件數目', '已审结案件数目'),
                  unitType: 'count',
                  validation: { integer: true },
                },
                {
                  id: 'cases',
                  kind: 'table',
                  labels: text('Cases and outcomes', '案件及結果', '案件及结果'),
                  uniqueBy: ['caseReference'],
                  columns: [
                    { id: 'caseReference', kind: 'text', labels: text('Case reference', '案件編號', '案件编号') },
                    { id: 'concludedOn', kind: 'date', labels: text('Concluded on', '審結日期', '审结日期') },
                    // The company's words in each language (ADR 0136); the case reference is a code.
                    {
                      id: 'outcome',
                      kind: 'longText',
                      translatable: true,
                      labels: text('Outcome', '結果', '结果'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          id: 'measuresCard',
          labels: text('Policies and preventive measures', '政策及預防措施', '政策及预防措施'),
          fields: [
            {
              id: 'antiCorruptionPolicy',
              kind: 'longText',
              translatable: true,
              labels: text('Anti-corruption policy and compliance', '反貪污政策及合規', '反贪污政策及合规'),
              provisions: ['B7-GD'],
            },
            {
              id: 'whistleBlowing',
              kind: 'longText',
              translatable: true,
              labels: text('Preventive measures and whistle-blowing', '預防措施及舉報程序', '预防措施及举报程序'),
              provisions: ['B7.2'],
            },
          ],
        },
      ],
    },
    {
      id: 'trainingTab',
      labels: text('Training', '培訓', '培训'),
      cards: [
        {
          id: 'trainingCard',
          labels: text('Anti-corruption training', '反貪污培訓', '反贪污培训'),
          fields: [
            {
              id: 'staffTraining',
              kind: 'yesNoNtd',
              statements: {
                yes: text(
                  'Anti-corruption training was provided to directors and staff during the year.',
                  '年內已向董事及員工提供反貪污培訓。',
                  '年内已向董事及员工提供反贪污培训。',
                ),
                no: text(
                  'No anti-corruption training was provided to directors and staff during the year.',
                  '年內並無向董事及員工提供反貪污培訓。',
                  '年内并无向董事及员工提供反贪污培训。',
                ),
              },
              labels: text(
                'Was anti-corruption training provided to directors and staff?',
                '有否向董事及員工提供反貪污培訓？',
                '有否向董事及员工提供反贪污培训？',
              ),
              provisions: ['B7.3'],
              details: [
                {
                  id: 'trainingHours',
                  kind: 'number',
                  labels: text('Training hours', '培訓時數', '培训时数'),
                  unitType: 'time',
                },
                {
                  id: 'participants',
                  kind: 'number',
                  labels: text('Participants', '參與人數', '参与人数'),
                  unitType: 'count',
                  validation: { integer: true },
                },
                {
                  id: 'audiences',
                  kind: 'multiSelect',
                  list: 'trainingAudiences',
                  labels: text('Who was trained', '培訓對象', '培训对象'),
                },
              ],
            },
            {
              id: 'hoursPerParticipant',
              kind: 'number',
              labels: text('Hours per participant', '每名參與者時數', '每名参与者时数'),
              formula: 'if(participants == 0, 0, round(trainingHours / participants, 2))',
              needsEveryInput: true,
            },
          ],
        },
      ],
    },
    complyTab(COMPLY),
  ],
  title: text('Anti-corruption', '反貪污', '反腐败'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  specCalls: [
    {
      id: 'getAntiCorruption',
      method: 'GET',
      path: '/api/anti-corruption/{id}',
      spec: 'GET /anti-corruption/{id}',
      year: 'period',
    },
    {
      id: 'putAntiCorruption',
      method: 'PUT',
      path: '/api/anti-corruption/{id}',
      spec: 'PUT /anti-corruption/{id}',
      year: 'period',
      part: ['anyCorruptionCase', 'antiCorruptionPolicy', 'whistleBlowing'],
    },
    {
      id: 'getAntiCorruptionTrain',
      method: 'GET',
      path: '/api/anti-corruption-train/{id}',
      spec: 'GET /anti-corruption-train/{id}',
      year: 'period',
    },
    {
      id: 'putAntiCorruptionTrain',
      method: 'PUT',
      path: '/api/anti-corruption-train/{id}',
      spec: 'PUT /anti-corruption-train/{id}',
      year: 'period',
      part: ['staffTraining'],
    },
  ],
};

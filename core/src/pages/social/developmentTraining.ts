import { COMPANY_WRITE, type DataPage } from '../../catalogue/dataPage';
import { traineeIssues, TRAINING_GROUPS, type TrainingGroup as Group } from './developmentTraining.rules';
import type { Card } from '../../catalogue/page';
import { text, type I18nText, type NumberField } from '../../catalogue/types';
import { joined } from './workforce';
import { complyTab, explainsOf, provisionEntries } from '../../catalogue/comply';
import { steps as tutorial } from './developmentTraining.tutorial';

const entered = (id: string, labels: I18nText, unitType: string, integer: boolean): NumberField => ({
  id,
  kind: 'number',
  labels,
  unitType,
  ...(integer ? { validation: { integer: true } } : {}),
});

/**
 * B3.1 % of employees trained = trainees ÷ employees at year end; B3.2 average training hours =
 * training hours ÷ employees at year end (HKEX reporting guidance), both to one decimal place: the report prints
 * them so (19.5 beside 20.0).
 */
export const TRAINING_DECIMALS = 1;
const percentTrained = (g: string) =>
  `if(employees${g} == 0, 0, round(trainees${g} / employees${g} * 100, ${TRAINING_DECIMALS}))`;
const averageHours = (g: string) =>
  `if(employees${g} == 0, 0, round(trainingHours${g} / employees${g}, ${TRAINING_DECIMALS}))`;

const groupCard = (g: Group): Card => ({
  id: `training${g.id}Card`,
  labels: g.labels,
  fields: [
    entered(
      `employees${g.id}`,
      joined(g.labels, text('employees at year end', '年末僱員人數', '年末雇员人数')),
      'count',
      true,
    ),
    {
      ...entered(`trainees${g.id}`, joined(g.labels, text('trainees', '受訓僱員人數', '受训雇员人数')), 'count', true),
      provisions: ['B3.1'],
    },
    {
      ...entered(
        `trainingHours${g.id}`,
        joined(g.labels, text('training hours', '培訓時數', '培训时数')),
        'time',
        false,
      ),
      provisions: ['B3.2'],
    },
    {
      id: `percentTrained${g.id}`,
      kind: 'number',
      labels: joined(g.labels, text('employees trained (%)', '受訓僱員百分比（%）', '受训雇员百分比（%）')),
      provisions: ['B3.1'],
      formula: percentTrained(g.id),
      needsEveryInput: true,
    },
    {
      id: `averageHours${g.id}`,
      kind: 'number',
      labels: joined(g.labels, text('average training hours', '平均培訓時數', '平均培训时数')),
      provisions: ['B3.2'],
      formula: averageHours(g.id),
      needsEveryInput: true,
    },
  ],
});

export { TRAINING_GROUPS };

const COMPLY = provisionEntries(['B3-GD', 'B3.1', 'B3.2']);

/** Social › Development and training: HKEX B3.1 and B3.2 by gender and employee category, computed. */
export const developmentTraining: DataPage = {
  key: 'development_training',
  route: '/social/development_training',
  titleKey: 'pages.development_training',
  tutorial,
  explains: explainsOf(COMPLY),
  tabs: [
    {
      id: 'trainingTab',
      labels: text('Training', '培訓', '培训'),
      cards: TRAINING_GROUPS.map(groupCard),
    },
    complyTab(COMPLY),
  ],
  title: text('Development and training', '發展及培訓', '发展及培训'),
  nav: { group: 'social', write: COMPANY_WRITE },
  screen: { kind: 'form' },
  rules: { form: traineeIssues },
  specCalls: [
    { id: 'getDevTrain', method: 'GET', path: '/api/dev-train/{id}', spec: 'GET /dev-train/{id}', year: 'period' },
    {
      id: 'putDevTrain',
      method: 'PUT',
      path: '/api/dev-train/batch/{id}',
      spec: 'PUT /dev-train/batch/{id}',
      year: 'period',
    },
  ],
};

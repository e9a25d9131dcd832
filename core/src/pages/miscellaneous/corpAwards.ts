import { text } from '../../catalogue/types';
import { orderedListPage } from './orderedList';
import { steps as tutorial } from './corpAwards.tutorial';

/** Miscellaneous › Corporate awards (the spec's screen /miscellaneous/corp_awards): the awards the company received. */
export const corpAwards = orderedListPage({
  key: 'corp_awards',
  listId: 'awards',
  labels: text('Corporate awards', '企業獎項', '企业奖项'),
  cardLabels: text('Awards received', '獲得的獎項', '获得的奖项'),
  tutorial,
  uniqueBy: ['award', 'awardedBy'],
  columns: [
    {
      id: 'award',
      kind: 'text',
      translatable: true,
      labels: text('Award', '獎項', '奖项'),
      validation: { maxLength: 200 },
    },
    {
      id: 'awardedBy',
      kind: 'text',
      translatable: true,
      labels: text('Awarded by', '頒發機構', '颁发机构'),
      validation: { maxLength: 200 },
    },
    {
      id: 'awardedOn',
      kind: 'date',
      labels: text('Awarded on', '獲獎日期', '获奖日期'),
      validation: { required: false },
    },
  ],
  specCalls: [
    { id: 'getCorpAward', method: 'GET', path: '/api/corp-award/{id}', spec: 'GET /corp-award/{id}', year: 'period' },
    { id: 'putCorpAward', method: 'PUT', path: '/api/corp-award/{id}', spec: 'PUT /corp-award/{id}', year: 'period' },
  ],
});

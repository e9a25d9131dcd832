import { text } from '../../catalogue/types';
import { orderedListPage } from './orderedList';
import { steps as tutorial } from './profQuali.tutorial';

/** Miscellaneous › Professional qualifications (the spec's screen /miscellaneous/prof_quali): the certifications the company holds. */
export const profQuali = orderedListPage({
  key: 'prof_quali',
  listId: 'qualifications',
  labels: text('Professional qualifications', '專業資格', '专业资格'),
  cardLabels: text('Qualifications and certifications held', '持有的資格及認證', '持有的资格及认证'),
  tutorial,
  uniqueBy: ['qualification', 'issuer'],
  columns: [
    {
      id: 'qualification',
      kind: 'text',
      translatable: true,
      labels: text('Qualification', '資格', '资格'),
      validation: { maxLength: 200 },
    },
    { id: 'issuer', kind: 'text', labels: text('Issued by', '頒發機構', '颁发机构'), validation: { maxLength: 200 } },
    {
      id: 'validUntil',
      kind: 'date',
      labels: text('Valid until', '有效期至', '有效期至'),
      validation: { required: false },
    },
  ],
  specCalls: [
    { id: 'getProfQuali', method: 'GET', path: '/api/prof-quali/{id}', spec: 'GET /prof-quali/{id}', year: 'period' },
    { id: 'putProfQuali', method: 'PUT', path: '/api/prof-quali/{id}', spec: 'PUT /prof-quali/{id}', year: 'period' },
  ],
});

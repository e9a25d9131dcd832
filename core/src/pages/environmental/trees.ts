import { text } from '../../catalogue/types';
import { environmentalPage } from './narrative';

/** Environmental › trees: its narrative answers; its monthly figures are resource rows. */
export const trees = environmentalPage(
  'trees',
  ['Trees planted', '植樹', '植树'],
  [
    {
      id: 'treeProgramme',
      labels: ['Tree planting programme', '植樹計劃', '植树计划'],
      provisions: ['A3.1'],
    },
  ],
  [],
  { types: ['tree'], title: text('Trees', '樹木', '树木') },
);

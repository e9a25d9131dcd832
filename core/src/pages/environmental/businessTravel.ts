import { text } from '../../catalogue/types';
import { environmentalPage, emissionTargets } from './narrative';

/** Environmental › businessTravel: its narrative answers; its monthly figures are resource rows. */
export const businessTravel = environmentalPage(
  'business_travel',
  ['Business travel', '商務旅行', '商务旅行'],
  [emissionTargets],
  [],
  { types: ['businessTravel'], title: text('Business travel', '商務差旅', '商务差旅') },
);

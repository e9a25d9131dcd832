import { environmentalPage, emissionTargets } from './narrative';

/** Environmental › refrigerants: its narrative answers; its monthly figures are resource rows. */
export const refrigerants = environmentalPage(
  'refrigerants',
  ['Refrigerants', '製冷劑', '制冷剂'],
  [emissionTargets],
  [],
  { types: ['refrigerant'] },
);

import { environmentalPage, emissionTargets, energyTargets } from './narrative';

/** Environmental › electricities: its narrative answers; its monthly figures are resource rows. */
export const electricities = environmentalPage(
  'electricities',
  ['Electricity', '電力', '电力'],
  [energyTargets, emissionTargets],
  ['A1.2', 'A1.5', 'A2.1', 'A2.3'],
  { types: ['electricity'] },
);

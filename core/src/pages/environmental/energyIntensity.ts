import { environmentalPage, energyTargets } from './narrative';

/** Environmental › energyIntensity: its narrative answers; its monthly figures are resource rows. */
export const energyIntensity = environmentalPage(
  'energyIntensity',
  ['Energy intensity', '能源密度', '能源密度'],
  [energyTargets],
  [],
  { types: ['intensity'] },
);

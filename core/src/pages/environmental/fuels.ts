import { environmentalPage, emissionTargets, energyTargets } from './narrative';

/** Environmental › fuels: its narrative answers; its monthly figures are resource rows. */
export const fuels = environmentalPage('fuels', ['Fuels', '燃料', '燃料'], [energyTargets, emissionTargets], ['A1.1'], {
  types: ['fuel'],
});

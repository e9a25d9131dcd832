import { environmentalPage, emissionTargets } from './narrative';

/** Environmental › vehicles: its narrative answers; its monthly figures are resource rows. */
export const vehicles = environmentalPage('vehicles', ['Vehicles', '車輛', '车辆'], [emissionTargets], [], {
  types: ['vehicle'],
});

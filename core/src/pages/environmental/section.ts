import type { DataPage } from '../../catalogue/dataPage';
import { businessTravel } from './businessTravel';
import { electricities } from './electricities';
import { energyIntensity } from './energyIntensity';
import { fuels } from './fuels';
import { otherMaterials } from './otherMaterials';
import { packagingMaterial } from './packagingMaterial';
import { paper } from './paper';
import { refrigerants } from './refrigerants';
import { trees } from './trees';
import { vehicles } from './vehicles';
import { wasteGeneration } from './wasteGeneration';
import { water } from './water';

/**
 * The Environmental section's data pages in navigation order: what a Lambda group that serves only this section's
 * pages imports (ADR 0145); core/src/pages/index.ts lists every section's.
 */
export const ENVIRONMENTAL_PAGES: readonly DataPage[] = [
  refrigerants,
  electricities,
  fuels,
  vehicles,
  water,
  packagingMaterial,
  paper,
  energyIntensity,
  wasteGeneration,
  trees,
  otherMaterials,
  businessTravel,
];

import { readFileSync } from 'node:fs';

/**
 * The reference data shipped with core (core/data, copied unchanged from the product's sources
 * with their README). Read when seeding only, never at module load, so API bundles stay lean.
 */
export const DATA_FILES = {
  kpis: 'hkex-c2-catalogue.csv',
  factors: 'emission-factors-hk.csv',
  unitFactors: 'unit-and-pollutant-factors-hk.csv',
  gwp: 'refrigerant-gwp.csv',
} as const;
export type DataFile = keyof typeof DATA_FILES;

export const readDataFile = (file: DataFile) =>
  readFileSync(new URL(`../../../data/${DATA_FILES[file]}`, import.meta.url), 'utf8');

import { readFileSync } from 'node:fs';

/**
 * The reference data shipped with core (core/data, copied unchanged from the product's sources
 * with their README), plus `fuel-densities.csv`: ours, the densities that README gives beside the
 * per-kg energy contents, so litres of petrol and kerosene reach A2.1 (ADR 0018), and
 * `scope3-factors-desnz-2025.csv`: ours, the Scope 3 factors read from DESNZ 2025 (ADR 0109), and
 * `factor-names-zh.csv`: ours, the factors' names and sources in Traditional Chinese (ADR 0130). Read when
 * seeding only, never at module load, so API bundles stay lean.
 */
export const DATA_FILES = {
  kpis: 'hkex-c2-catalogue.csv',
  factors: 'emission-factors-hk.csv',
  unitFactors: 'unit-and-pollutant-factors-hk.csv',
  gwp: 'refrigerant-gwp.csv',
  densities: 'fuel-densities.csv',
  scope3: 'scope3-factors-desnz-2025.csv',
  chinese: 'factor-names-zh.csv',
} as const;
export type DataFile = keyof typeof DATA_FILES;

export const readDataFile = (file: DataFile) =>
  readFileSync(new URL(`../../../data/${DATA_FILES[file]}`, import.meta.url), 'utf8');

/** Every reference file's text by its name here: what seeding, tests and the bench calculate from. */
export const referenceData = (): Record<DataFile, string> =>
  Object.fromEntries((Object.keys(DATA_FILES) as DataFile[]).map((f) => [f, readDataFile(f)])) as Record<
    DataFile,
    string
  >;

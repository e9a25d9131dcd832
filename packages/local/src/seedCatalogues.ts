import { seedCatalogues as seed } from '@esg/core/domain/catalogues/seed';

/**
 * The platform catalogues (units, HKEX KPIs, emission factors) are platform data, not demo data:
 * core seeds them from core/data once per table, here as in a cloud stage's one-off seed.
 */
export const seedCatalogues = () => seed();

/** The login the seed writes as (catalogues, demo data): no person's, shown to readers as "the system". */
export const SEED_ACTOR = 'seed';

/**
 * Where a site's water comes from (the water page's `source`), as codes: what a row stores and the API accepts. Their
 * names are the water sources list (catalogue/waterSources.ts), which only the screens, the template and the report read.
 */
export const WATER_SOURCE_CODES = ['municipal', 'groundwater', 'rainwater', 'recycled'] as const;
export type WaterSource = (typeof WATER_SOURCE_CODES)[number];

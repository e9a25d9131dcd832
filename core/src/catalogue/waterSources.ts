import { text, type ListOption } from './types';
import type { WaterSource } from '../vocabulary/waterSources';

/** Where a site's water comes from (the water page's `source`): a list of its own, so a row's label names it without the other lists (ADR 0142). */
export const WATER_SOURCES: readonly (ListOption & { value: WaterSource })[] = [
  { value: 'municipal', labels: text('Municipal supply', '市政供水', '市政供水') },
  { value: 'groundwater', labels: text('Groundwater', '地下水', '地下水') },
  { value: 'rainwater', labels: text('Harvested rainwater', '收集雨水', '收集雨水') },
  { value: 'recycled', labels: text('Recycled water', '循環再用水', '循环再用水') },
];

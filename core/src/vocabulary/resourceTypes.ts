/** Resource types as the API names them (`/api/resource/{type}/...`). */
export const RESOURCE_TYPES = [
  'electricity',
  'fuel',
  'vehicle',
  'refrigerant',
  'water',
  'paper',
  'waste',
  'tree',
  'businessTravel',
  'packaging',
  'material',
  'intensity',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

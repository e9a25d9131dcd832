import type { ResourceType } from '../../../domain/resources/schemas';
import type { PageDeclaration } from '../../page';
import { environmentalPage as page } from './narrative';

/**
 * Environmental pages (spec §2 /environmental/*) apart from water (pages/water.ts). Each holds the
 * narrative HKEX asks beside the figures; the figures are resource rows (see ENVIRONMENTAL_RESOURCES).
 */
const emissionTargets = {
  id: 'emissionTargets',
  labels: [
    'Emission targets set and steps taken to achieve them',
    '訂立的排放量目標及為達到這些目標所採取的步驟',
    '订立的排放量目标及为达到这些目标所采取的步骤',
  ],
  provisions: ['A1.5'],
} as const;
const energyTargets = {
  id: 'energyTargets',
  labels: [
    'Energy use efficiency targets set and steps taken to achieve them',
    '訂立的能源使用效益目標及為達到這些目標所採取的步驟',
    '订立的能源使用效益目标及为达到这些目标所采取的步骤',
  ],
  provisions: ['A2.3'],
} as const;

export const electricities = page(
  'electricities',
  ['Electricity', '電力', '电力'],
  [energyTargets, emissionTargets],
  ['A1.2', 'A1.5', 'A2.1', 'A2.3'],
);
export const fuels = page('fuels', ['Fuels', '燃料', '燃料'], [energyTargets, emissionTargets], ['A1.1']);
export const vehicles = page('vehicles', ['Vehicles', '車輛', '车辆'], [emissionTargets]);
export const refrigerants = page('refrigerants', ['Refrigerants', '製冷劑', '制冷剂'], [emissionTargets]);
export const paper = page(
  'paper',
  ['Paper', '紙張', '纸张'],
  [
    {
      id: 'paperSteps',
      labels: ['Steps taken to reduce paper use', '減少用紙所採取的步驟', '减少用纸所采取的步骤'],
      provisions: ['A3.1'],
    },
  ],
  ['A3.1'],
);
export const packagingMaterial = page(
  'packaging_material',
  ['Packaging material', '包裝材料', '包装材料'],
  [
    {
      id: 'packagingSteps',
      labels: [
        'Packaging material: policies and steps taken',
        '包裝材料：政策及所採取的步驟',
        '包装材料：政策及所采取的步骤',
      ],
      provisions: ['A2.5'],
    },
  ],
  ['A2.5'],
);
export const energyIntensity = page('energyIntensity', ['Energy intensity', '能源密度', '能源密度'], [energyTargets]);
export const wasteGeneration = page(
  'waste_generation',
  ['Waste generation', '廢棄物產生', '废弃物产生'],
  [
    {
      id: 'wasteTargets',
      labels: [
        'Waste reduction targets set and steps taken to achieve them',
        '訂立的減廢目標及為達到這些目標所採取的步驟',
        '订立的减废目标及为达到这些目标所采取的步骤',
      ],
      provisions: ['A1.6'],
    },
  ],
  ['A1.3', 'A1.4', 'A1.6'],
);
export const trees = page(
  'trees',
  ['Trees planted', '植樹', '植树'],
  [
    {
      id: 'treeProgramme',
      labels: ['Tree planting programme', '植樹計劃', '植树计划'],
      provisions: ['A3.1'],
    },
  ],
);
export const otherMaterials = page(
  'other_materials',
  ['Other materials', '其他物料', '其他物料'],
  [
    {
      id: 'materialSteps',
      labels: [
        'Other materials: steps taken to reduce use',
        '其他物料：減少使用所採取的步驟',
        '其他物料：减少使用所采取的步骤',
      ],
      provisions: ['A3.1'],
    },
  ],
);
export const businessTravel = page('business_travel', ['Business travel', '商務旅行', '商务旅行'], [emissionTargets]);

/** The environmental pages declared here, in the spec's order. */
export const ENVIRONMENTAL_PAGES: readonly PageDeclaration[] = [
  refrigerants,
  electricities,
  fuels,
  vehicles,
  packagingMaterial,
  paper,
  energyIntensity,
  wasteGeneration,
  trees,
  otherMaterials,
  businessTravel,
];

/** Which resource rows hold each environmental page's monthly figures (water: pages/water.ts). */
export const ENVIRONMENTAL_RESOURCES: Record<string, readonly ResourceType[]> = {
  refrigerants: ['refrigerant'],
  electricities: ['electricity'],
  fuels: ['fuel'],
  vehicles: ['vehicle'],
  water: ['water'],
  packaging_material: ['packaging'],
  paper: ['paper'],
  energyIntensity: ['intensity'],
  waste_generation: ['waste'],
  trees: ['tree'],
  other_materials: ['material'],
  business_travel: ['businessTravel'],
};

/** The page whose rows a resource type holds (`electricity` → `electricities`), as a page title key. */
export const PAGE_OF_RESOURCE_TYPE: ReadonlyMap<string, string> = new Map(
  Object.entries(ENVIRONMENTAL_RESOURCES).flatMap(([page, types]) => types.map((type) => [type as string, page])),
);

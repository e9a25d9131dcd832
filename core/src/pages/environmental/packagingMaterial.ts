import { environmentalPage } from './narrative';

/** Environmental › packagingMaterial: its narrative answers; its monthly figures are resource rows. */
export const packagingMaterial = environmentalPage(
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
  { types: ['packaging'] },
);

import { environmentalPage } from './narrative';

/** Environmental › otherMaterials: its narrative answers; its monthly figures are resource rows. */
export const otherMaterials = environmentalPage(
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
  [],
  { types: ['material'] },
);

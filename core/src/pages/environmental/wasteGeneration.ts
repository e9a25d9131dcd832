import { environmentalPage } from './narrative';

/** Environmental › wasteGeneration: its narrative answers; its monthly figures are resource rows. */
export const wasteGeneration = environmentalPage(
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
  { types: ['waste'] },
);

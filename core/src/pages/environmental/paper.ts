import { environmentalPage } from './narrative';

/** Environmental › paper: its narrative answers; its monthly figures are resource rows. */
export const paper = environmentalPage(
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
  { types: ['paper'] },
);

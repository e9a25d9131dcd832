/**
 * A small workforce, counted by hand (HKEX B1.1 / B1.2), shared by the Employment unit, API and report tests.
 * Year begin 10 (6 men, 4 women; 3 under 30, 5 aged 30–50, 2 over 50), year end 14 (8 / 6; 5 / 6 / 3),
 * leavers 3 (2 / 1; 2 / 1 / 0), hires 7 (4 / 3; 4 / 2 / 1). Turnover (leavers ÷ average of begin and end):
 * 3 ÷ 12 = 25 %; men 2 ÷ 7 = 28.6 %, women 1 ÷ 5 = 20 %; under 30 2 ÷ 4 = 50 %, 30–50 1 ÷ 5.5 = 18.2 %, over 50 0 %.
 */
export const WORKFORCE_BY_GENDER = {
  beginTotal: '10',
  endTotal: '14',
  hiresTotal: '7',
  leaversTotal: '3',
  beginMale: '6',
  beginFemale: '4',
  endMale: '8',
  endFemale: '6',
  hiresMale: '4',
  hiresFemale: '3',
  leaversMale: '2',
  leaversFemale: '1',
} as const;

/** The totals by gender and by age group. */
export const WORKFORCE = {
  ...WORKFORCE_BY_GENDER,
  beginUnder30: '3',
  beginAge30to50: '5',
  beginOver50: '2',
  endUnder30: '5',
  endAge30to50: '6',
  endOver50: '3',
  hiresUnder30: '4',
  hiresAge30to50: '2',
  hiresOver50: '1',
  leaversUnder30: '2',
  leaversAge30to50: '1',
  leaversOver50: '0',
} as const;

/** The same workforce by in-boundary region (B1.2 by region), two locations adding up to the totals. */
export const WORKFORCE_REGIONS = [
  { location: 'HQ', begin: '7', end: '9', hires: '5', leavers: '2' },
  { location: 'Shop', begin: '3', end: '5', hires: '2', leavers: '1' },
] as const;

/** English strings of the Social pages' own screens (the source for hk and cn). */
export const en = {
  seriesTitle: 'Work-related fatalities – past three years',
  seriesDescription:
    'HKEX KPI B2.1: the rate per 100 workers is fatalities ÷ the workforce at year end × 100, using the Employment page’s year-end headcount; it is calculated, never typed.',
  yearEnd: 'Year ending',
  source: 'From',
  fatalities: 'Fatalities',
  workforce: 'Workforce at year end',
  rate: 'Rate per 100 workers',
  stored: 'This platform',
  entered: 'Entered once',
  missing: 'Not entered',
  needsHeadcount: 'needs Employment headcount',
  needsFatalities: 'needs fatalities',
  notEntered: '–',
  loadFailed: 'The three-year series could not be loaded.',
  turnoverTitle: 'Employee turnover rate by geographical region (%)',
  turnoverDescription:
    'HKEX KPI B1.2: leavers ÷ the average of the headcount at year begin and year end × 100, from the regional figures saved above; calculated, never typed.',
  location: 'Location',
  thisYear: 'This year (%)',
  lastYear: 'Last year (%)',
  noRegions: 'No regional figures saved yet.',
};

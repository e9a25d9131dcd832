/** English words of an invited auditor's Home (ADR 0115): what the auditor can do, the source for hk and cn. */
export const en = {
  title: 'Your assurance review',
  intro:
    '{{company}} invited you to review its ESG reporting. Every page of the years below opens for you to read; nothing you open changes the company’s data, and each page you open is recorded in its audit log.',
  yearsTitle: 'Open the years you are invited to',
  yearsText:
    'Choose a year here or in the year menu at the top: its pages, figures and evidence read as the company entered them.',
  yearOpen: 'Year ending {{date}}: open now',
  openYear: 'Open the year ending {{date}}',
  dashboard: 'Read the year on its dashboard',
  sampleTitle: 'Draw a sample',
  sampleText: 'Draw figures at random, weighted by emissions or energy, from a seed you can record and draw again.',
  sampleLink: 'Draw a sample of the year',
  trailTitle: 'Read a figure’s trail',
  trailText:
    'Trace a sampled figure to its months as entered, its unit conversion, emission factor, evidence files and changes, then mark it agreed or an exception.',
  trailLink: 'Trace the figures of a sample',
  packTitle: 'Download the assurance pack',
  packText: 'The pack the company built for the year, every version of a restated year, as one zip file.',
  packLink: 'Download the year’s assurance pack',
  reportTitle: 'Read the report',
  reportText: 'Every report generated for the year, draft or printed, as the company sees it.',
  reportLink: 'Read the year’s reports',
};

/** English strings of the Background pages (the source for hk and cn). */
export const en = {
  yearDescription: 'Reporting year ending {{date}}',
  noYear: 'No reporting year has been set up for your company yet.',
  unknownPage: 'This page has no form yet.',
};

/** English strings of the Background pages (the source for hk and cn). */
export const en = {
  yearDescription: 'Reporting year ending {{date}}',
  noYear: 'No reporting year has been set up for your company yet.',
  unknownPage: 'This page has no form yet.',
  notInRuleSet:
    'This reporting year reports under HKEX rules that do not include this page (Climate disclosures apply to financial years starting on or after 1 January 2025).',
};

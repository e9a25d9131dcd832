/** A restated year's notice (ADR 0118), on Home and where the year's report is generated. */
export const en = {
  restatedTitle: 'This year is open as version {{version}}',
  restatedBy: 'Restated on {{date}} by {{by}}. Reason: {{reason}}',
  restatedNext:
    'Correct its figures, have the pages approved and the board sign off again, then print it again. The new report says why it restates version {{previous}}; the final report of version {{previous}} stays available.',
};

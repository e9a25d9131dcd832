/** English strings of the reporting pages (the source for hk and cn). */
export const en = {
  generateTitle: 'Generate report',
  generateDescription: 'Print the ESG report of the reporting year {{year}} as a PDF.',
  noYear: 'Your company has no reporting year yet.',
  start: 'Generate report',
  progressLabel: 'Report progress',
  QUEUED: 'Waiting for the report printer…',
  RUNNING: 'Printing the report…',
  DONE: 'The report is ready.',
  FAILED: 'The report could not be printed. Please try again.',
  view: 'View PDF',
  download: 'Download PDF',
  viewTitle: 'Report',
  viewerLabel: 'ESG report PDF',
  missingId: 'No report was chosen. Generate a report first.',
  loadFailed: 'The report could not be loaded.',
  back: 'Back to report generation',
};

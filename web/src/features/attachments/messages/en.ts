/** English strings of Miscellaneous › Attachments (the source for hk and cn). */
export const en = {
  description: 'Supporting documents of the reporting year ending {{date}}.',
  noYear: 'Choose a reporting year in the top bar to see its attachments.',
  uploadHeader: 'Upload attachments',
  lockedHeader: 'This reporting year is printed',
  lockedBody: 'The report of this year has been printed, so its attachments can be downloaded but not changed.',
} as const;

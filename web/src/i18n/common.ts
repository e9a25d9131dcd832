import { Messages } from '@esg/core/messageCatalogue';

/**
 * The `common` namespace in English: the API's message keys (core/src/messages.ts is the English source)
 * and the client-side messages (docs/spec-coverage.md, "Messages"). Its hk and cn are in commonHk.ts and commonCn.ts, each
 * fetched when its language is used (chineseWords.ts, ADR 0084).
 */
const clientEn = {
  networkError: 'Oops! Network Error. Try again later',
  lockedMeanwhile:
    'This reporting year has been printed and locked in the meantime, so your changes cannot be saved. The page now shows the year read-only.',
  somethingWentWrong: 'Something went wrong',
  sessionExpired: 'Your session expired.',
  roleCannot: 'Your role can view this, not do it. Ask the company’s administrator.',
  status200: 'All done. Request successfully executed',
  status201: 'Data successfully created',
  statusDefault: 'Something wrong. Client default error message',
  dismiss: 'Dismiss',
  loading: 'Loading…',
  cancel: 'Cancel',
  reload: 'Reload',
  language: 'Language',
  reloaded: 'The latest version was loaded. Your changes are still in the form: save again to keep them.',
  reloadedOverlap:
    'The other user also changed {{fields}}. Your text is kept there over theirs: check it before you save again.',
  noMatches: 'Nothing matches the search.',
  rows: 'Rows: {{count}}',
  palette: 'Chart palette',
  palette_cloud: 'Cloud',
  palette_ocean: 'Ocean',
  palette_earth: 'Earth',
  palette_contrast: 'High contrast',
  progressTitle: 'Progress of the year’s review',
  progressOverall: 'Approved overall',
  progressApproved: '{{percent}}% approved ({{approved}} of {{total}})',
  progressBySection: 'Approved by section',
  progressByLocation: 'Approved by location',
  progressOverdue: 'Overdue tasks',
  progressDeadline: 'Report due',
  progressDaysLeft_one: '{{date}}: {{count}} day left',
  progressDaysLeft_other: '{{date}}: {{count}} days left',
  progressDeadlinePassed: '{{date}}: the deadline has passed',
  progressDeadlineHint: 'Four months after the year end, with the annual report (Main Board).',
  actorSystem: 'the system',
  /** A value after its label, as each language punctuates it ('Hazardous: Yes', 「有害：是」). */
  labelled: '{{label}}: {{value}}',
  /** A date in the DD-MM-YYYY form that names no day (31-02-2025): the form was right, the day is not. */
  dateNoSuchDay: 'There is no such day: check the day and the month.',
};

type Key = keyof typeof Messages | keyof typeof clientEn;
const en: Record<Key, string> = { ...Messages, ...clientEn };

export default { en };
export type CommonKey = Key;
/**
 * hk and cn are Partial so that a message added to core by another change does not break the web build;
 * common.test.ts fails until it is translated, and until then i18next shows the English text.
 */
export type CommonChinese = Partial<Record<Key, string>>;

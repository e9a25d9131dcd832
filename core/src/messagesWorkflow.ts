/**
 * The catalogue's messages of the year's review, the board's sign-off, assurance and restatement: part of messages.ts,
 * which re-exports them (docs/decisions/0149-each-error-carries-its-message.md).
 */

// The year's review and approval (docs/decisions/0102-the-years-review-workflow.md).
export const taskDueDate = {
  key: 'taskDueDate',
  text: "A task's due date must lie between the first day of the reporting year and two years from today.",
} as const;
export const pageApproved = {
  key: 'pageApproved',
  text: 'This page has been approved and is read-only until a reviewer reopens it.',
} as const;
export const pageSubmitted = {
  key: 'pageSubmitted',
  text: 'This page is submitted for review and is read-only: ask a reviewer to return it, or withdraw the submission, to change it.',
} as const;
export const taskNotWithdrawable = {
  key: 'taskNotWithdrawable',
  text: 'Only a submission no reviewer has acted on yet can be withdrawn.',
} as const;
export const taskNotSubmittable = {
  key: 'taskNotSubmittable',
  text: 'This page has already been submitted or approved.',
} as const;
export const taskNotSubmitted = {
  key: 'taskNotSubmitted',
  text: 'Only a page submitted for review can be approved or returned.',
} as const;
export const taskNotApproved = { key: 'taskNotApproved', text: 'Only an approved page can be reopened.' } as const;
export const taskChecksFailed = {
  key: 'taskChecksFailed',
  text: 'This page cannot be submitted: its checks found problems.',
} as const;
export const reviewerOnly = {
  key: 'reviewerOnly',
  text: 'Only a reviewer can approve, return or reopen a page.',
} as const;
export const ownSubmission = {
  key: 'ownSubmission',
  text: 'You cannot approve your own submission: another reviewer must approve it, or an administrator with a reason.',
} as const;
export const openComments = {
  key: 'openComments',
  text: 'This page has open comments: resolve them before approving it.',
} as const;
export const commentRequired = { key: 'commentRequired', text: 'Write a comment saying what must change.' } as const;
/** A new comment naming a field its page does not have (its declaration's fields, or the page as a whole). */
export const commentFieldUnknown = {
  key: 'commentFieldUnknown',
  text: 'This page has no such field to comment on.',
} as const;
export const reasonRequired = { key: 'reasonRequired', text: 'Give a reason.' } as const;
export const ownerWithoutWrite = {
  key: 'ownerWithoutWrite',
  text: 'An owner must be an active user of this company who can enter this page.',
} as const;
export const yearNotApproved = {
  key: 'yearNotApproved',
  text: 'The year cannot be locked: some pages are not approved yet.',
} as const;

// The board's sign-off (docs/decisions/0113-board-sign-off.md).
export const yearNotSignedOff = {
  key: 'yearNotSignedOff',
  text: 'The year cannot be locked: the board has not signed off the report yet.',
} as const;
export const signOffNotReady = {
  key: 'signOffNotReady',
  text: 'The report can be sent to the board once every page is approved.',
} as const;
export const signOffNoDirectors = {
  key: 'signOffNoDirectors',
  text: 'Add the board members with their e-mail addresses on the Board committee page first.',
} as const;
export const signOffNoDraft = {
  key: 'signOffNoDraft',
  text: "Generate the draft report in the company's language first: the directors read and sign the newest one.",
} as const;
export const signOffStaleDraft = {
  key: 'signOffStaleDraft',
  text: 'The pages changed after the newest draft report was generated: generate the draft again, so the directors read the report as it stands now.',
} as const;
export const signOffDone = { key: 'signOffDone', text: 'The board has already approved this report.' } as const;
/** A director's link of a send a reopened page ended: the draft they read no longer holds (ADR 0113). */
export const signOffWithdrawn = {
  key: 'signOffWithdrawn',
  text: 'This draft report was withdrawn: a page of the report was reopened after it was sent to you, so its figures may change. The company will send you a new draft to approve.',
} as const;

// Assurance checks (docs/decisions/0106, 0107).
export const zeroNotEntered = {
  key: 'zeroNotEntered',
  text: 'Only a month entered as zero can be confirmed as no consumption.',
} as const;
export const anomaliesUnexplained = {
  key: 'anomaliesUnexplained',
  text: 'Some figures are flagged as unusual and not yet explained. Explain them before printing.',
} as const;
export const anomaliesBlockApproval = {
  key: 'anomaliesBlockApproval',
  text: 'Figures on this page are flagged as unusual and not yet explained. The owner explains them on Data quality before the page can be approved.',
} as const;

// The auditor and the sample (docs/decisions/0115, 0116).
export const auditorYearUnknown = {
  key: 'auditorYearUnknown',
  text: 'Choose the reporting years of this company the auditor may see.',
} as const;
export const auditorUntilPast = {
  key: 'auditorUntilPast',
  text: 'The end date must be today or later, and at most two years ahead.',
} as const;
export const sampleNothingToDraw = {
  key: 'sampleNothingToDraw',
  text: 'The year has no figures of this kind to sample.',
} as const;
export const sampleFigureUnknown = {
  key: 'sampleFigureUnknown',
  text: 'This figure is not part of the sample.',
} as const;
export const sampleYearRestated = {
  key: 'sampleYearRestated',
  text: 'This sample was drawn in an earlier version of the year, which has been restated since: draw a new sample to test the restated figures.',
} as const;

// Restatement (docs/decisions/0118-restatement.md).
export const yearNotPrinted = { key: 'yearNotPrinted', text: 'Only a printed year can be restated.' } as const;

import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from './lib/jsonShape';

/**
 * The spec's user-facing messages (the spec's validation rules and the spec's error catalogue), keyed for i18n. The English text is the
 * source of truth for the API's `message` field; the web translates by key.
 */
export const Messages = {
  conflict: 'Another user modified this data at the same time as you. Your changes were rejected.',
  locked: 'This reporting year has been printed and is locked.',
  badRequest: 'Bad Request',
  needAuth: 'Need auth',
  forbidden: 'You are not authorized to do this.',
  notFound: 'Not found',
  nothingToCopy: 'The previous reporting year has no rows here to copy.',
  rowsToReplace: "This year already has rows here: confirm to replace them with last year's.",
  payloadTooLarge: 'The request body is too large.',
  serviceUnavailable: 'Service unavailable. Try again later',
  internal: 'Internal server error',
  emailInUse: 'Email is already in use! Please choose another one.',
  loginInUse: 'Login name already used!',
  settingsSaved: 'Settings saved!',
  settingsFailed: 'An error has occurred! Settings could not be saved.',
  passwordMismatch: 'The password and its confirmation do not match!',
  passwordChanged: 'Password changed!',
  passwordChangeFailed: 'The password could not be changed.',
  resetKeyMissing: 'The reset key is missing.',
  resetFailed: "Your password couldn't be reset. Remember a password request is only valid for 24 hours.",
  resetRequested: 'Check your e-mails for details on how to reset your password.',
  resetDone: 'Your password has been reset.',
  registered: 'Registration saved! Please check your e-mail for confirmation.',
  activated: 'Your user account has been activated.',
  activationFailed: 'Your user could not be activated. Please use the registration form to sign up.',
  alreadyActive: 'Your user account is already active. Please sign in.',
  sessionInvalidateFailed: 'The session could not be invalidated.',
  emailFailed: 'Failed to send e-mail',
  logoutSuccess: 'logout success',
  // Files (the spec's upload rules: up to 10 files, each under 10 MB).
  tooManyFiles: 'You can upload at most 10 files.',
  fileTooLarge: 'Each file must be under 10 MB.',
  fileExtensionMismatch: 'The file name extension does not match its type.',
  fileTypeMismatch: 'The file content does not match its type.',
  fileSizeMismatch: 'The uploaded file does not have the declared size.',
  fileNotUploaded: 'The file has not been uploaded yet.',
  filesOfOneYear: 'Only files of one reporting year can be deleted together.',
  evidenceTargetMissing: 'Evidence must name the figure it supports; other files cannot.',
  evidenceTargetUnknown: 'The figure this evidence is for does not exist.',
  // Users and access: the spec's server errors plus the rules of docs/permissions.md.
  newEntityHasId: 'A new entity cannot already have an ID.',
  idMismatch: 'Invalid ID',
  unknownRole: 'The role does not exist in this company.',
  aboveOwnLevel: 'You cannot assign, edit or manage anything above your own role level.',
  cannotChangeOwnAccess: 'You cannot deactivate yourself or change your own role.',
  cannotLowerOwnRole: 'You cannot lower the level of your own role or remove its privileges.',
  privilegeNotHeld: 'You cannot grant a privilege you do not hold.',
  privilegePlatformOnly: 'This privilege can only be held by platform roles.',
  privilegeInactive: 'This privilege is inactive and cannot be granted.',
  privilegeKeyInUse: 'This privilege key is already registered.',
  privilegeKeyFixed: 'A privilege key cannot be changed.',
  pageNotAllowed: "This role's privileges do not allow this page.",
  ownAuthorizationPage: 'Your own role must keep the page authorization screen.',
  // Administration: companies, periods, units, emission factors.
  companyOnboarded: 'The company was created and its administrator was invited by e-mail.',
  firstYearTaken:
    'Your company already subscribes to a reporting year. Further years are added by the platform administrator.',
  noFirstYearRequest: 'This company has no first year awaiting approval.',
  firstYearLevel: 'Only a company administrator can subscribe the company to its first reporting year.',
  unitTypesDiffer: 'These units measure different things and cannot be converted into each other.',
  unitNoConversion: 'There is no fixed conversion between these units.',
  factorNoYear: 'This emission factor has no value for that year or any earlier year.',
  // Input hygiene (docs/decisions/0020-input-hygiene.md).
  textControlCharacter: 'This text contains a control character. Remove it and try again.',
  textInvalidUnicode: 'This text contains an invalid character. Remove it and try again.',
  textBidiOverride: 'This text contains a hidden text-direction character. Remove it and try again.',
  numberNotStorable: 'This number cannot be stored exactly. Enter a smaller or less precise value.',
  invalidCursor: 'This page of results is no longer valid. Start again from the first page.',
  badPathEscape: 'The address contains an invalid character code.',
  unsupportedMediaType: 'The request body must be sent as JSON.',
  bodyNotAllowed: 'This request does not take a body.',
  // Body shape limits (docs/decisions/0062-hostile-input.md).
  jsonTooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
  jsonTooManyValues: `The request body holds more than ${MAX_JSON_VALUES.toLocaleString('en')} values.`,
  jsonForbiddenKey: 'The field names __proto__, constructor and prototype are not allowed.',
  methodNotAllowed: 'This method is not allowed here.',
  factorRetired: 'This emission factor is retired and can no longer be changed.',
  // Abuse limits: per company for report jobs and e-mails, per address for public account routes.
  reportIncomplete:
    'The final report cannot be printed: some provisions of the ESG Reporting Code are neither disclosed nor explained.',
  translationMissing:
    'This edition cannot be final: some of the company’s answers have no text in its language. Print a draft to see them marked, or reopen the year to translate them.',
  reportQueueBusy: 'Many reports are being requested at this moment. Please try again in a few seconds.',
  packParityFailed:
    'This publication pack failed its parity check, so it cannot be downloaded. Correct the differences listed and print the pack again.',
  reportQueueFull: 'Your company already has 5 reports waiting to be generated. Please wait until one is finished.',
  emailLimit: 'Too many e-mails were sent for your company in the last hour. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  // Excel import: refusals of a workbook as a whole (domain/excel/messages.ts has hk and cn).
  excelNotXlsx: 'This file is not an Excel workbook (.xlsx).',
  excelNotReady: 'This import cannot be committed: it has errors, conflicts, or is not validated yet.',
  excelDone: 'This import is already finished.',
  excelNoErrors: 'This import has no errors to download.',
  excelErrorsUnreadable:
    'This workbook cannot be marked with its errors: it could not be read. The errors are listed on the page.',
  excelApplying: 'An Excel import is being saved to this reporting year. Try again in a moment.',
  excelNotStuck: 'This import is not waiting to be resumed.',
  // Board materiality questionnaire (docs/decisions/0030-materiality-questionnaire.md).
  questionnaireInvalid: 'This link is not valid any more. Please ask the company that sent it for a new one.',
  scoreRange: 'score 1-10 in every input box',
  unknownTopic: 'This topic is not part of the questionnaire.',
  questionnaireSubmitted: 'Your answers have already been submitted. Thank you.',
  // Supplier data requests (docs/decisions/0119-supplier-data-requests.md).
  supplierRequestClosed: 'This request has been answered or withdrawn: it can no longer be reminded or withdrawn.',
  topicsFrozen: 'A board member has already answered: the topics can no longer be changed.',
  // The year's review and approval (docs/decisions/0102-the-years-review-workflow.md).
  pageApproved: 'This page has been approved and is read-only until a reviewer reopens it.',
  taskNotSubmittable: 'This page has already been submitted or approved.',
  taskNotSubmitted: 'Only a page submitted for review can be approved or returned.',
  taskNotApproved: 'Only an approved page can be reopened.',
  taskChecksFailed: 'This page cannot be submitted: its checks found problems.',
  reviewerOnly: 'Only a reviewer can approve, return or reopen a page.',
  ownSubmission:
    'You cannot approve your own submission: another reviewer must approve it, or an administrator with a reason.',
  openComments: 'This page has open comments: resolve them before approving it.',
  commentRequired: 'Write a comment saying what must change.',
  reasonRequired: 'Give a reason.',
  ownerWithoutWrite: 'An owner must be an active user of this company who can enter this page.',
  yearNotApproved: 'The year cannot be locked: some pages are not approved yet.',
  // The board's sign-off (docs/decisions/0113-board-sign-off.md).
  yearNotSignedOff: 'The year cannot be locked: the board has not signed off the report yet.',
  signOffNotReady: 'The report can be sent to the board once every page is approved.',
  signOffNoDirectors: 'Add the board members with their e-mail addresses on the Board committee page first.',
  signOffNoDraft: 'Generate the draft report first: the directors read the newest one.',
  signOffDone: 'The board has already approved this report.',
  // Assurance checks (docs/decisions/0106, 0107).
  zeroNotEntered: 'Only a month entered as zero can be confirmed as no consumption.',
  anomaliesUnexplained: 'Some figures are flagged as unusual and not yet explained. Explain them before printing.',
  anomaliesBlockApproval:
    'Figures on this page are flagged as unusual and not yet explained. The owner explains them on Data quality before the page can be approved.',
  // The auditor and the sample (docs/decisions/0115, 0116).
  auditorYearUnknown: 'Choose the reporting years of this company the auditor may see.',
  auditorUntilPast: 'The end date must be today or later, and at most two years ahead.',
  sampleNothingToDraw: 'The year has no figures of this kind to sample.',
  sampleFigureUnknown: 'This figure is not part of the sample.',
  // Restatement (docs/decisions/0118-restatement.md).
  yearNotPrinted: 'Only a printed year can be restated.',
} as const;

export type MessageKey = keyof typeof Messages;

/** The spec's error catalogue: the status message that accompanies each HTTP status. */
export function statusMessage(status: number): string {
  switch (status) {
    case 200:
      return 'All done. Request successfully executed';
    case 201:
      return 'Data successfully created';
    case 400:
      return 'Bad Request';
    case 401:
      return 'Need auth';
    case 404:
      return 'Not found';
    case 503:
      return 'Service unavailable. Try again later';
    default:
      return 'Something wrong. Client default error message';
  }
}

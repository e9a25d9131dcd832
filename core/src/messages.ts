/**
 * The spec's user-facing messages (the spec's validation rules and the spec's error catalogue), keyed for i18n. The
 * English text is the source of truth for the API's `message` field; the web translates by key. Each message is an
 * export of its own, read as `import * as msg from '…/messages'` and passed to the error it is the text of
 * (errors.ts), so a Lambda bundles the messages it can send and no other
 * (docs/decisions/0149-each-error-carries-its-message.md). The whole catalogue by key, for the web and the tests:
 * messageCatalogue.ts.
 */

/** A message of the catalogue: its key (the web translates by it; the API sends it as `messageKey`) and its English. */
export interface Message {
  readonly key: string;
  readonly text: string;
}
export const conflict = {
  key: 'conflict',
  text: 'Another user modified this data at the same time as you. Your changes were rejected.',
} as const;
export const locked = { key: 'locked', text: 'This reporting year has been printed and is locked.' } as const;
export const badRequest = { key: 'badRequest', text: 'Bad Request' } as const;
export const needAuth = { key: 'needAuth', text: 'Need auth' } as const;
export const forbidden = { key: 'forbidden', text: 'You are not authorized to do this.' } as const;
export const notFound = { key: 'notFound', text: 'Not found' } as const;
export const nothingToCopy = {
  key: 'nothingToCopy',
  text: 'The previous reporting year has no rows here to copy.',
} as const;
export const rowsToReplace = {
  key: 'rowsToReplace',
  text: "This year already has rows here: confirm to replace them with last year's.",
} as const;
/** A JSON body over the API's limit (functions/src/http/parse.ts `MAX_BODY_BYTES`): the limit named. */
export const payloadTooLarge = { key: 'payloadTooLarge', text: 'The request body is larger than 1 MB.' } as const;
/** A page's answers over what one page item holds (domain/pageData/store.ts `MAX_PAGE_BYTES`): the limit named. */
export const pageTooLarge = { key: 'pageTooLarge', text: "This page's answers are larger than 300 KB." } as const;
export const serviceUnavailable = { key: 'serviceUnavailable', text: 'Service unavailable. Try again later' } as const;
export const internal = { key: 'internal', text: 'Internal server error' } as const;
export const emailInUse = { key: 'emailInUse', text: 'Email is already in use! Please choose another one.' } as const;
export const loginInUse = { key: 'loginInUse', text: 'Login name already used!' } as const;
export const settingsSaved = { key: 'settingsSaved', text: 'Settings saved!' } as const;
export const settingsFailed = {
  key: 'settingsFailed',
  text: 'An error has occurred! Settings could not be saved.',
} as const;
export const passwordMismatch = {
  key: 'passwordMismatch',
  text: 'The password and its confirmation do not match!',
} as const;
export const passwordChanged = { key: 'passwordChanged', text: 'Password changed!' } as const;
export const passwordChangeFailed = {
  key: 'passwordChangeFailed',
  text: 'The password could not be changed.',
} as const;
export const resetKeyMissing = { key: 'resetKeyMissing', text: 'The reset key is missing.' } as const;
export const resetFailed = {
  key: 'resetFailed',
  text: "Your password couldn't be reset. Remember a password request is only valid for 24 hours.",
} as const;
export const resetRequested = {
  key: 'resetRequested',
  text: 'Check your e-mails for details on how to reset your password.',
} as const;
export const resetDone = { key: 'resetDone', text: 'Your password has been reset.' } as const;
export const registered = {
  key: 'registered',
  text: 'Registration saved! Please check your e-mail for confirmation.',
} as const;
export const activated = { key: 'activated', text: 'Your user account has been activated.' } as const;
export const activationFailed = {
  key: 'activationFailed',
  text: 'Your user could not be activated. Please use the registration form to sign up.',
} as const;
export const alreadyActive = {
  key: 'alreadyActive',
  text: 'Your user account is already active. Please sign in.',
} as const;
export const sessionInvalidateFailed = {
  key: 'sessionInvalidateFailed',
  text: 'The session could not be invalidated.',
} as const;
export const emailFailed = { key: 'emailFailed', text: 'Failed to send e-mail' } as const;
export const logoutSuccess = { key: 'logoutSuccess', text: 'logout success' } as const;

// Files (the spec's upload rules: up to 10 files, each under 10 MB).
export const tooManyFiles = { key: 'tooManyFiles', text: 'You can upload at most 10 files.' } as const;
export const fileTooLarge = { key: 'fileTooLarge', text: 'Each file must be under 10 MB.' } as const;
export const fileExtensionMismatch = {
  key: 'fileExtensionMismatch',
  text: 'The file name extension does not match its type.',
} as const;
export const fileTypeMismatch = { key: 'fileTypeMismatch', text: 'The file content does not match its type.' } as const;
export const fileSizeMismatch = {
  key: 'fileSizeMismatch',
  text: 'The uploaded file does not have the declared size.',
} as const;
export const fileNotUploaded = { key: 'fileNotUploaded', text: 'The file has not been uploaded yet.' } as const;
export const filesOfOneYear = {
  key: 'filesOfOneYear',
  text: 'Only files of one reporting year can be deleted together.',
} as const;
export const evidenceTargetMissing = {
  key: 'evidenceTargetMissing',
  text: 'Evidence must name the figure it supports; other files cannot.',
} as const;
export const evidenceTargetUnknown = {
  key: 'evidenceTargetUnknown',
  text: 'The figure this evidence is for does not exist.',
} as const;

// Users and access: the spec's server errors plus the rules of docs/permissions.md.
export const newEntityHasId = { key: 'newEntityHasId', text: 'A new entity cannot already have an ID.' } as const;
export const idMismatch = { key: 'idMismatch', text: 'Invalid ID' } as const;
export const unknownRole = { key: 'unknownRole', text: 'The role does not exist in this company.' } as const;
export const aboveOwnLevel = {
  key: 'aboveOwnLevel',
  text: 'You cannot assign, edit or manage anything above your own role level.',
} as const;
export const cannotChangeOwnAccess = {
  key: 'cannotChangeOwnAccess',
  text: 'You cannot deactivate yourself or change your own role.',
} as const;
/** An invited auditor acts with the fixed auditor role, whatever role its record would name (ADR 0115). */
export const auditorRoleFixed = {
  key: 'auditorRoleFixed',
  text: "An invited auditor's role cannot be changed: it reads the years of its invitation only.",
} as const;
/** Resending or revoking an invitation, and activating an invitee, on Users (ADR 0010 amended). */
export const invitationAccepted = {
  key: 'invitationAccepted',
  text: 'This user has already accepted the invitation: deactivate the user instead.',
} as const;
export const noInvitation = {
  key: 'noInvitation',
  text: 'This user has no invitation to resend or revoke.',
} as const;
export const invitationRevoked = {
  key: 'invitationRevoked',
  text: 'This invitation was already revoked.',
} as const;
/** An invitation's link opened after its administrator withdrew it, or sent a newer one (ADR 0010 amended). */
export const invitationWithdrawn = {
  key: 'invitationWithdrawn',
  text: 'This invitation was withdrawn. Ask your company administrator to send you a new one.',
} as const;
export const invitationReplaced = {
  key: 'invitationReplaced',
  text: 'A newer invitation replaced this link. Use the link in the latest invitation e-mail.',
} as const;
export const invitationNotAccepted = {
  key: 'invitationNotAccepted',
  text: 'This user has not accepted the invitation yet: resend it or revoke it.',
} as const;
export const auditorAccessEnded = {
  key: 'auditorAccessEnded',
  text: "The auditor's access has ended: change its end date before sending the invitation again.",
} as const;
/** A change of a user's role or activation that would leave the company no administrator (ADR 0010). */
export const lastAdministrator = {
  key: 'lastAdministrator',
  text: 'The company must keep an active administrator: make another user an administrator first.',
} as const;
export const cannotLowerOwnRole = {
  key: 'cannotLowerOwnRole',
  text: 'You cannot lower the level of your own role or remove its privileges.',
} as const;
export const privilegeNotHeld = {
  key: 'privilegeNotHeld',
  text: 'You cannot grant a privilege you do not hold.',
} as const;
export const privilegePlatformOnly = {
  key: 'privilegePlatformOnly',
  text: 'This privilege can only be held by platform roles.',
} as const;
export const privilegeInactive = {
  key: 'privilegeInactive',
  text: 'This privilege is inactive and cannot be granted.',
} as const;
export const privilegeKeyInUse = {
  key: 'privilegeKeyInUse',
  text: 'This privilege key is already registered.',
} as const;
export const privilegeKeyFixed = { key: 'privilegeKeyFixed', text: 'A privilege key cannot be changed.' } as const;
export const pageNotAllowed = {
  key: 'pageNotAllowed',
  text: "This role's privileges do not allow this page.",
} as const;
export const ownAuthorizationPage = {
  key: 'ownAuthorizationPage',
  text: 'Your own role must keep the page authorization screen.',
} as const;

// Administration: companies, periods, units, emission factors.
export const companyOnboarded = {
  key: 'companyOnboarded',
  text: 'The company was created and its administrator was invited by e-mail.',
} as const;
export const firstYearTaken = {
  key: 'firstYearTaken',
  text: 'Your company already subscribes to a reporting year. Further years are added by the platform administrator.',
} as const;
export const noFirstYearRequest = {
  key: 'noFirstYearRequest',
  text: 'This company has no first year awaiting approval.',
} as const;
export const firstYearLevel = {
  key: 'firstYearLevel',
  text: 'Only a company administrator can subscribe the company to its first reporting year.',
} as const;
export const unitTypesDiffer = {
  key: 'unitTypesDiffer',
  text: 'These units measure different things and cannot be converted into each other.',
} as const;
export const unitNoConversion = {
  key: 'unitNoConversion',
  text: 'There is no fixed conversion between these units.',
} as const;
export const factorNoYear = {
  key: 'factorNoYear',
  text: 'This emission factor has no value for that year or any earlier year.',
} as const;

// Input hygiene (docs/decisions/0020-input-hygiene.md).
export const textControlCharacter = {
  key: 'textControlCharacter',
  text: 'This text contains a control character. Remove it and try again.',
} as const;
export const textInvalidUnicode = {
  key: 'textInvalidUnicode',
  text: 'This text contains an invalid character. Remove it and try again.',
} as const;
export const textBidiOverride = {
  key: 'textBidiOverride',
  text: 'This text contains a hidden text-direction character. Remove it and try again.',
} as const;
export const numberNotStorable = {
  key: 'numberNotStorable',
  text: 'This number cannot be stored exactly. Enter a smaller or less precise value.',
} as const;
export const invalidCursor = {
  key: 'invalidCursor',
  text: 'This page of results is no longer valid. Start again from the first page.',
} as const;
export const badPathEscape = { key: 'badPathEscape', text: 'The address contains an invalid character code.' } as const;
export const unsupportedMediaType = {
  key: 'unsupportedMediaType',
  text: 'The request body must be sent as JSON.',
} as const;
export const unsupportedCharset = {
  key: 'unsupportedCharset',
  text: 'The request body must be JSON encoded as UTF-8.',
} as const;
export const bodyNotAllowed = { key: 'bodyNotAllowed', text: 'This request does not take a body.' } as const;

// Body shape limits (docs/decisions/0062-hostile-input.md).
export const jsonTooDeep = {
  key: 'jsonTooDeep',
  text: 'The request body is nested more than 32 levels deep.',
} as const;
export const jsonTooManyValues = {
  key: 'jsonTooManyValues',
  text: 'The request body holds more than 100,000 values.',
} as const;
export const jsonForbiddenKey = {
  key: 'jsonForbiddenKey',
  text: 'The field names __proto__, constructor and prototype are not allowed.',
} as const;
export const methodNotAllowed = { key: 'methodNotAllowed', text: 'This method is not allowed here.' } as const;
export const factorUnitUnknown = {
  key: 'factorUnitUnknown',
  text: 'The unit names a unit the platform does not know: use the symbols of Units (kgCO2e, kWh, L, kg …), e.g. kgCO2e/kWh.',
} as const;
export const factorRetired = {
  key: 'factorRetired',
  text: 'This emission factor is retired and can no longer be changed.',
} as const;

// Abuse limits: per company for report jobs and e-mails, per address for public account routes.
export const reportIncomplete = {
  key: 'reportIncomplete',
  text: 'The final report cannot be printed: some provisions of the ESG Reporting Code are neither disclosed nor explained.',
} as const;
export const translationMissing = {
  key: 'translationMissing',
  text: 'This edition cannot be final: some of the company’s answers have no text in its language. Print a draft to see them marked, or reopen the year to translate them.',
} as const;
export const reportQueueBusy = {
  key: 'reportQueueBusy',
  text: 'Many reports are being requested at this moment. Please try again in a few seconds.',
} as const;
export const packParityFailed = {
  key: 'packParityFailed',
  text: 'This publication pack failed its parity check, so it cannot be downloaded. Correct the differences listed and print the pack again.',
} as const;
export const reportQueueFull = {
  key: 'reportQueueFull',
  text: 'Your company already has 5 reports waiting to be generated. Please wait until one is finished.',
} as const;
export const emailLimit = {
  key: 'emailLimit',
  text: 'Too many e-mails were sent for your company in the last hour. Please try again later.',
} as const;
export const tooManyRequests = {
  key: 'tooManyRequests',
  text: 'Too many requests. Please wait a moment and try again.',
} as const;

// Excel import: refusals of a workbook as a whole (domain/excel/messages.ts has hk and cn).
export const excelNotXlsx = { key: 'excelNotXlsx', text: 'This file is not an Excel workbook (.xlsx).' } as const;
export const excelNotReady = {
  key: 'excelNotReady',
  text: 'This import cannot be committed: it has errors, conflicts, or is not validated yet.',
} as const;
export const excelDone = { key: 'excelDone', text: 'This import is already finished.' } as const;
export const excelNoErrors = { key: 'excelNoErrors', text: 'This import has no errors to download.' } as const;
export const excelErrorsUnreadable = {
  key: 'excelErrorsUnreadable',
  text: 'This workbook cannot be marked with its errors: it could not be read. The errors are listed on the page.',
} as const;
export const excelErrorsTooLarge = {
  key: 'excelErrorsTooLarge',
  text: 'This workbook is too large to be marked with its errors (more than 400,000 cells or 100,000 rows). Its errors are listed on the import screen: correct them in your workbook and upload it again, or split it into smaller workbooks.',
} as const;
export const excelApplying = {
  key: 'excelApplying',
  text: 'An Excel import is being saved to this reporting year. Try again in a moment.',
} as const;
/** A write of a year while its lock checks it (ADR 0161 amended): the hold ends with the lock, or within a minute. */
export const yearLocking = {
  key: 'yearLocking',
  text: 'This reporting year is being locked. Try again in a moment.',
} as const;
export const excelNotStuck = { key: 'excelNotStuck', text: 'This import is not waiting to be resumed.' } as const;

// Board materiality questionnaire (docs/decisions/0030-materiality-questionnaire.md).
export const questionnaireInvalid = {
  key: 'questionnaireInvalid',
  text: 'This link is not valid any more. Please ask the company that sent it for a new one.',
} as const;
export const scoreRange = { key: 'scoreRange', text: 'score 1-10 in every input box' } as const;
export const unknownTopic = { key: 'unknownTopic', text: 'This topic is not part of the questionnaire.' } as const;
export const questionnaireSubmitted = {
  key: 'questionnaireSubmitted',
  text: 'Your answers have already been submitted. Thank you.',
} as const;

// Supplier data requests (docs/decisions/0119-supplier-data-requests.md).
export const supplierRequestClosed = {
  key: 'supplierRequestClosed',
  text: 'This request has been answered or withdrawn: it can no longer be reminded, and a withdrawn one cannot be withdrawn again.',
} as const;
export const supplierReminderTooSoon = {
  key: 'supplierReminderTooSoon',
  text: 'This supplier was sent the request or a reminder less than 24 hours ago. The next reminder can be sent from {{at}} (Hong Kong time).',
} as const;
export const supplierDueDate = {
  key: 'supplierDueDate',
  text: "The answer's due date must be today or later, and at most two years ahead.",
} as const;
/** A second request while one to the same supplier and e-mail waits for its answer (a double click mails once). */
export const supplierRequestOpen = {
  key: 'supplierRequestOpen',
  text: 'This supplier already has a request waiting for an answer at this e-mail this year: send a reminder instead.',
} as const;
export const topicsFrozen = {
  key: 'topicsFrozen',
  text: 'A board member has already answered: the topics can no longer be changed.',
} as const;

// The year's review, sign-off, assurance and restatement, in a file of their own to keep each under 400 lines.
export * from './messagesWorkflow';

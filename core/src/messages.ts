/**
 * The spec's user-facing messages (spec §5, §8), keyed for i18n. The English text is the
 * source of truth for the API's `message` field; the web translates by key.
 */
export const Messages = {
  conflict: 'Another user modified this data at the same time as you. Your changes were rejected.',
  locked: 'This reporting year has been printed and is locked.',
  badRequest: 'Bad Request',
  needAuth: 'Need auth',
  forbidden: 'You are not authorized to do this.',
  notFound: 'Not found',
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
  sessionInvalidateFailed: 'The session could not be invalidated.',
  emailFailed: 'Failed to send e-mail',
  logoutSuccess: 'logout success',
} as const;

export type MessageKey = keyof typeof Messages;

/** Spec §8: the status message that accompanies each HTTP status. */
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

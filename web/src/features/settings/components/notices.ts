import { ApiError } from '../../../api/errors';
import { notifications } from '../../../notifications/store';
import { toFieldErrors, type FieldErrors } from '../validation';

/** The spec's settings messages; field issues from the API go under their fields. */
export function notifySaved() {
  notifications.clear();
  notifications.push({ type: 'success', text: 'settingsSaved' });
}

export function notifySaveFailure(
  error: unknown,
  setErrors: (e: FieldErrors) => void,
  values: Record<string, unknown>,
) {
  notifications.clear();
  if (error instanceof ApiError && error.isNetworkError) {
    notifications.push({ type: 'error', text: 'networkError' });
  } else if (error instanceof ApiError && error.messageKey === 'emailInUse') {
    notifications.push({ type: 'error', text: 'emailInUse' });
  } else if (error instanceof ApiError && error.status === 409) {
    notifications.push({ type: 'error', text: 'conflict' });
  } else {
    if (error instanceof ApiError && error.issues.length > 0) setErrors(toFieldErrors(error.issues, values));
    notifications.push({ type: 'error', text: 'settingsFailed' });
  }
}

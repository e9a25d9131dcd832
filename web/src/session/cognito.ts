/**
 * Amplify, configured from the runtime config, loaded the first time something needs Cognito:
 * a page opened signed out (the sign-in form) never downloads it before its form is sent (ADR 0084).
 */
let loading: Promise<typeof import('./amplifyAuth')> | undefined;

export function cognito(): Promise<typeof import('./amplifyAuth')> {
  loading ??= import('./amplifyAuth').catch((err: unknown) => {
    loading = undefined; // a failed chunk load is tried again on the next call
    throw err;
  });
  return loading;
}

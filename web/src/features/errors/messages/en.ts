/** English strings of the error pages (the source for hk and cn). */
export const en = {
  title400: 'Bad request',
  text400: 'The request could not be understood. Please check the address and try again.',
  title403: 'Not authorized',
  text403: 'You do not have permission to view this page.',
  title404: 'Page not found',
  text404: 'The page does not exist.',
  title405: 'Method not allowed',
  text405: 'This action is not allowed on this page.',
  title500: 'Internal server error',
  text500: 'Something went wrong on our side. Please try again later.',
  code: 'Error {{code}}',
  home: 'Go to the home page',
  signIn: 'Go to sign in',
};

/** English strings of the sign-in page (the source for hk and cn). */
export const en = {
  title: 'Sign in',
  description: 'Enter your user name and password to open your ESG report.',
  username: 'User name',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  failed: 'Failed to sign in! Please check your credentials and try again.',
  required: 'This field is required.',
  language: 'Language',
  version: 'Version {{version}}',
  product: 'ESG Reporting',
  tagline: 'Environmental, social and governance reporting aligned with the HKEX ESG Reporting Code',
  forgotPassword: 'Forgot your password?',
  register: 'Register a new company',
};

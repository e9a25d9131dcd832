/** English strings of the board member questionnaire (the source for hk and cn). */
export const en = {
  product: 'ESG Reporting',
  language: 'Language',
  title: 'Board member questionnaire',
  description: 'A questionnaire sent to a member of the board about the company’s ESG matters.',
  invalidHeader: 'This questionnaire link is incomplete or invalid',
  invalidText: 'Open the link exactly as you received it, or ask the company that sent it for a new link.',
  linkHeader: 'Your board member questionnaire',
  linkText:
    'This link opens the questionnaire form the company sent you as a member of its board. You answer it here, without signing in.',
  notYetText:
    'The questionnaire form is not available in this version of the platform yet. Please keep the link: it will open your form here.',
};

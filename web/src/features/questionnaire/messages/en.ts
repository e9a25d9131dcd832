/** English strings of the board member questionnaire (the source for hk and cn). */
export const en = {
  product: 'ESG Reporting',
  language: 'Language',
  title: 'Board member questionnaire',
  description: 'A questionnaire sent to a member of the board about the company’s ESG matters.',
  invalidHeader: 'This questionnaire link is incomplete or invalid',
  invalidText: 'Open the link exactly as you received it, or ask the company that sent it for a new link.',
  company: 'Company',
  year: 'Reporting year ending',
  member: 'Board member',
  instructions:
    'For each topic, score from 1 (not important) to 10 (very important) how important it is to the company, and how important it is to you personally.',
  toCompany: 'Importance to the company (1–10)',
  toYou: 'Importance to you (1–10)',
  submit: 'Submit',
  closedHeader: 'This questionnaire is closed',
  closedText: 'This reporting year is closed: the questionnaire can no longer be answered.',
  thankYouTitle: 'Thank you',
  submittedNow: 'Your answers were submitted. Thank you.',
  thankYouText: 'Your answers have been submitted to the company.',
  closesIn_one: 'This message closes in {{count}} second.',
  closesIn_other: 'This message closes in {{count}} seconds.',
  close: 'Close',
  stakeholderTitle: 'Stakeholder questionnaire',
  stakeholderDescription:
    'A questionnaire the company shares with its stakeholders about its ESG matters. Your name is not asked.',
  group: 'Stakeholder group',
};

/**
 * SES identity for account, reset and questionnaire mails. The sender (an address, or a domain
 * whose zone is in Route 53 so SST adds DKIM/DMARC records) is set per stage:
 *   npx sst secret set EmailSender no-reply@esg.example.com --stage production
 * A new SES account is in the sandbox: request production access before real users get mail.
 */
const sender = new sst.Secret('EmailSender');

/**
 * The key stakeholder links' tokens are derived from (ADR 0051), set once per stage and never changed
 * (a new key gives every stakeholder link a new address and strands the old ones):
 *   npx sst secret set LinkKey "$(openssl rand -base64 32)" --stage production
 */
export const linkKey = new sst.Secret('LinkKey');

export const email = new sst.aws.Email('Email', {
  sender: sender.value,
});

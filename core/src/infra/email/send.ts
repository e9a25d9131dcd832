import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { Resource } from '../resources';
import { SDK_CLIENT_CONFIG } from '../sdkConfig';
import { AppError } from '../../errors';
import { runOnChineseValues } from '../../lib/chinese';
import type { Language } from '../../schemas/common';
import type { MailTemplate } from './templates';
import * as msg from '../../messages';

/** Loaded on first mail: most requests never send one, and the client would cost every cold start. */
const sdk = () => import('@aws-sdk/client-sesv2');
let client: SESv2Client | undefined;
/** Exposed so fault tests can inject an SES outage (a fault the local stand-in cannot produce). */
export async function ses() {
  const { SESv2Client } = await sdk();
  return (client ??= new SESv2Client(SDK_CLIENT_CONFIG));
}

/**
 * A Chinese mail runs a Chinese value (a name, the company) on into the Chinese words beside it, as the web's messages
 * do (lib/chinese.ts): "陳先生您好", "Ann Chow 您好".
 */
function chineseRunOn<V>(mail: { subject: string; text: string }, language: Language, vars: V) {
  if (language === 'en') return mail;
  const values = Object.values(vars as object).filter((v): v is string => typeof v === 'string');
  return { subject: runOnChineseValues(mail.subject, values), text: runOnChineseValues(mail.text, values) };
}

/**
 * Sends one templated mail (a template of ./templates.ts, imported by name so a Lambda carries only its own mails).
 * Callers commit their business change first: a failed send surfaces as 'Failed to send e-mail' (503) and leaves
 * that change in place.
 */
export async function sendMail<V>(to: string, language: Language, mail: MailTemplate<V>, vars: V) {
  const { subject, text } = chineseRunOn(mail[language](vars), language, vars);
  const { SendEmailCommand } = await sdk();
  try {
    await (
      await ses()
    ).send(
      new SendEmailCommand({
        FromEmailAddress: Resource.Email.sender,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' } } },
        },
      }),
    );
  } catch {
    throw new AppError(503, 'EMAIL_FAILED', msg.emailFailed);
  }
}

/**
 * Absolute link into the web app for mails. With the mail's language, the link names it (`lang=hk`): the page it
 * opens speaks the mail's language before anyone has chosen one on that browser (web/src/i18n/index.ts).
 */
export const appLink = (path: string, language?: Language) =>
  `${Resource.Web.url.replace(/\/$/, '')}${path}${language ? `${path.includes('?') ? '&' : '?'}lang=${language}` : ''}`;

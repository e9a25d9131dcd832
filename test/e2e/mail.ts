import { expect } from '@playwright/test';

/**
 * The local SES stand-in's inbox (the runtime prints it; it listens on PORT + 12). Only for the
 * suite's own runtime: against E2E_BASE_URL there is no inbox to read.
 */
const inboxUrl = () => `http://localhost:${Number(process.env.E2E_PORT ?? '3200') + 12}/store`;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function mailsTo(address: string): Promise<Mail[]> {
  const res = await fetch(inboxUrl());
  const store = (await res.json()) as {
    emails: { destination: { to: string[] }; subject: string; body: { text: string } }[];
  };
  return store.emails
    .filter((e) => e.destination.to.includes(address))
    .map((e) => ({ to: address, subject: e.subject, text: e.body.text }));
}

/** The app path (e.g. `/activate?key=…`) of the link in the newest mail to `address` whose link starts with `prefix`. */
export async function linkInMail(address: string, prefix: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(address)).slice(after);
        const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const found = mails.map((m) => new RegExp(`https?://[^\\s/]+(${escaped}[^\\s]*)`).exec(m.text)?.[1]);
        link = found.filter(Boolean).at(-1);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

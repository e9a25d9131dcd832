import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { Messages } from '@esg/core/messageCatalogue';
import type { PrivilegeEntry } from './api/listPrivileges';

/** A privilege's name in the interface language (stored as nameen, namezht, namezhs). */
export function privilegeName(entry: PrivilegeEntry, language: string): string {
  return language === 'hk' ? entry.namezht : language === 'cn' ? entry.namezhs : entry.nameen;
}

/**
 * A server issue in the interface language: issue texts are the API's English messages
 * (core/src/messages.ts), sometimes followed by the item at fault — " (users:manage)".
 */
export function issueText(t: TFunction<typeof ns>, message: string): string {
  const entry = Object.entries(Messages).find(([, text]) => message.startsWith(text));
  return entry ? `${t(entry[0] as keyof typeof Messages, { ns: 'common' })}${message.slice(entry[1].length)}` : message;
}

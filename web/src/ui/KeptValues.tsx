import { KeptWhole } from './shortColumn';

const pattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translated sentence with its values (a date, a time) each kept on one line: the sentence wraps around them, never
 * 31-12- / 2025 at a hyphen, wherever the language puts them. The words stay one message with `{{date}}` in it (no
 * markup to translate), and no component of i18next's loads with the page.
 */
export function KeptValues({ text, values }: { text: string; values: readonly string[] }) {
  const kept = values.filter(Boolean);
  if (!kept.length) return <>{text}</>;
  const parts = text.split(new RegExp(`(${kept.map(pattern).join('|')})`));
  return <>{parts.map((part, i) => (i % 2 ? <KeptWhole key={i}>{part}</KeptWhole> : part))}</>;
}

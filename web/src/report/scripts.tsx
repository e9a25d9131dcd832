import type { ReactNode } from 'react';
import { scriptPieces } from '@esg/core/lib/scripts';

/** Text with its sub- and superscripts as elements. */
export function Scripted({ text }: { text: string }): ReactNode {
  const pieces = scriptPieces(text);
  if (pieces.length === 1 && !pieces[0]!.script) return text;
  return pieces.map((p, i) =>
    p.script === 'sub' ? <sub key={i}>{p.text}</sub> : p.script === 'sup' ? <sup key={i}>{p.text}</sup> : p.text,
  );
}

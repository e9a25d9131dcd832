import type { CSSProperties } from 'react';
import CloudscapeStatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

/**
 * Words break between them, and a Chinese status is one word (已提交, 兩種語言均已填寫); one that cannot fit a line of
 * its own still breaks (the indicator's `overflow-wrap`).
 */
const WORDS: CSSProperties = { wordBreak: 'keep-all' };

/**
 * Cloudscape's status indicator with its words kept whole. The component breaks its text at any letter (`word-break:
 * break-all`), so a status in a squeezed column read "Sub|mitted" or "Both languag|es entered"; here English breaks
 * between words and a Chinese status is kept whole, never 「已匯 / 報」 or 「兩種語言均已填 / 寫」
 * (docs/decisions/0147-chinese-text-in-the-readers-system-font.md).
 * The web's one import of the component (eslint.config.js).
 */
export default function StatusIndicator({ children, ...props }: StatusIndicatorProps) {
  return (
    <CloudscapeStatusIndicator {...props}>
      <span style={WORDS}>{children}</span>
    </CloudscapeStatusIndicator>
  );
}

export type { StatusIndicatorProps };

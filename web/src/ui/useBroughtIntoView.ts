import { useEffect, useRef } from 'react';

/**
 * What a save answered, brought to the reader (docs/decisions/0068): on a long form Save is thousands of pixels
 * below the message, and a message nobody sees is a failure nobody sees. The element the ref is on scrolls into
 * view and takes focus (give it `tabIndex={-1}`) on each new `when` while `active` (a new refusal, a new conflict);
 * editing meanwhile does not move focus.
 */
export function useBroughtIntoView<T extends HTMLElement = HTMLDivElement>(when: unknown, active = true) {
  const box = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    box.current?.scrollIntoView?.({ block: 'start' });
    box.current?.focus({ preventScroll: true });
    // Only a new `when` moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [when]);
  return box;
}

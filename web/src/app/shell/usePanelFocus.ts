import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Focus for a panel opened by a toggle (the phone's navigation drawer, the tutorial panel), as a keyboard user expects
 * of a disclosure: opened by the toggle, focus goes to the panel's close button; closed by that button, back to the
 * toggle. It moves once the new state is on screen, where the target exists and is no longer inert. Opened or closed
 * any other way (a followed link, the first sign-in), focus stays where it was.
 */
export function usePanelFocus(open: boolean) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const next = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    next.current?.current?.focus();
    next.current = null;
  }, [open]);
  /** Called with the change of state: focus goes to the close button once open, to the toggle once closed. */
  const moveFocus = useCallback(() => {
    next.current = open ? toggleRef : closeRef;
  }, [open]);
  return { toggleRef, closeRef, moveFocus };
}

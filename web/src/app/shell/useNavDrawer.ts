import { useEffect, useState } from 'react';
import { usePanelFocus } from './usePanelFocus';

/** Where the navigation stops being a drawer (shell.css: Cloudscape's 688 px breakpoint). */
export const NAV_COLUMN_QUERY = '(min-width: 688px)';

/**
 * The side navigation as a drawer on a narrow screen (shell.css sets where): a toggle opens it, its close button,
 * Escape, the backdrop or a followed link close it, and focus goes to the drawer's close button and back to the
 * toggle (usePanelFocus). While it is open the page behind it is inert (ShellLayout) and Tab goes round the drawer,
 * and a screen grown past the breakpoint (a phone turned) closes it: the navigation is a column there.
 */
/** Tab and Shift+Tab go round the drawer's own controls: the page behind it is inert, so nothing else takes focus. */
function keepFocusIn(drawer: Element | null | undefined, event: KeyboardEvent) {
  const stops = [...(drawer?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
  const [first, last] = [stops[0], stops.at(-1)];
  if (!first || !last) return;
  const at = document.activeElement;
  if (event.shiftKey ? at === first || !drawer?.contains(at) : at === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function useNavDrawer() {
  const [open, setOpen] = useState(false);
  const { toggleRef, closeRef, moveFocus } = usePanelFocus(open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepFocusIn(closeRef.current?.closest('nav'), event);
      if (event.key !== 'Escape') return;
      moveFocus();
      setOpen(false);
    };
    const wide = window.matchMedia(NAV_COLUMN_QUERY);
    const onResize = () => {
      if (wide.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onResize);
    };
  }, [open, closeRef, moveFocus]);

  return {
    open,
    toggleRef,
    closeRef,
    show: () => {
      moveFocus();
      setOpen(true);
    },
    /** `returnFocus`: the drawer was closed by its own button or the backdrop, not by following a link. */
    hide: (returnFocus = false) => {
      if (returnFocus) moveFocus();
      setOpen(false);
    },
  };
}

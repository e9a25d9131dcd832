import { useEffect, useRef, useState } from 'react';

/**
 * The side navigation as a drawer on a narrow screen (shell.css sets where): a toggle opens it, its close button,
 * Escape, the backdrop or a followed link close it, and focus goes to the drawer's close button and back to the
 * toggle, as a keyboard user expects of a disclosure.
 */
export function useNavDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return {
    open,
    toggleRef,
    closeRef,
    show: () => setOpen(true),
    /** `returnFocus`: the drawer was closed by its own button or the backdrop, not by following a link. */
    hide: (returnFocus = false) => {
      setOpen(false);
      if (returnFocus) toggleRef.current?.focus();
    },
  };
}

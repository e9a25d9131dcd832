import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { shellNs } from '../i18n';
import { IconButton } from './IconButton';
import { TutorialTools } from '../../features/tutorial/components/TutorialTools';
import { useTutorialDrawer } from '../../features/tutorial/useTutorialDrawer';

/**
 * The tutorial panel's state with the focus a keyboard user expects: opened by its toggle, focus goes to the panel's
 * close button; closed by that button, back to the toggle. Opened any other way (first sign-in, the user menu), focus
 * stays where it was.
 */
export function useTutorialToggle() {
  const drawer = useTutorialDrawer();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  }, [drawer.open]);
  return {
    open: drawer.open,
    toggleRef,
    closeRef,
    show: () => {
      focusNext.current = closeRef;
      drawer.setOpen(true);
    },
    hide: () => {
      focusNext.current = toggleRef;
      drawer.setOpen(false);
    },
  };
}

interface Props {
  closeRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The tutorial list (or the running tour's tasks) in a panel beside the page's content. */
export function TutorialDrawer({ closeRef, onClose }: Props) {
  const { t } = useTranslation(shellNs);
  return (
    <aside className="esg-shell-tools" aria-label={t('tutorialPanel')}>
      <IconButton
        icon="close"
        ref={closeRef}
        className="esg-shell-tools-close"
        label={t('tutorialClose')}
        onClick={onClose}
      />
      <TutorialTools />
    </aside>
  );
}

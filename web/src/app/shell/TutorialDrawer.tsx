import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { shellNs } from '../i18n';
import { IconButton } from './IconButton';
import { usePanelFocus } from './usePanelFocus';
import { TutorialTools } from '../../features/tutorial/components/TutorialTools';
import { useTutorialDrawer } from '../../features/tutorial/useTutorialDrawer';

/** The tutorial panel's state, its focus moving with it (usePanelFocus). */
export function useTutorialToggle() {
  const drawer = useTutorialDrawer();
  const { toggleRef, closeRef, moveFocus } = usePanelFocus(drawer.open);
  const change = (open: boolean) => {
    moveFocus();
    drawer.setOpen(open);
  };
  return { open: drawer.open, toggleRef, closeRef, show: () => change(true), hide: () => change(false) };
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

import { useSession } from '../../session/useSession';
import { tutorialVisibility, useTutorialVisibility } from './visibility';

/** The shell's tools drawer holds the tutorial panel: open on first login, then as the user left it. */
export function useTutorialDrawer() {
  const userId = useSession().stored?.user.id;
  const { open, completed } = useTutorialVisibility(userId);
  return {
    open,
    completed,
    setOpen: (next: boolean) => {
      if (userId) tutorialVisibility.setOpen(userId, next);
    },
  };
}

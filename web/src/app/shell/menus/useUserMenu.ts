import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION } from '../../../shell/config';
import { signOutUser } from '../../../session/auth';
import { useSession } from '../../../session/useSession';
import { tutorialVisibility } from '../../../features/tutorial/visibility';
import { shellNs } from '../../i18n';
import type { MenuProps } from '../MenuButton';
import { personName } from '@esg/core/lib/personName';

/** Settings, personal profile, the tutorial, about (client version, the spec's languages) and sign out. */
export function useUserMenu(): MenuProps {
  const { t } = useTranslation(shellNs);
  const navigate = useNavigate();
  const user = useSession().stored?.user;

  const onItem = async (id: string) => {
    if (id === 'settings') navigate('/settings');
    else if (id === 'profile') navigate('/personalProfile');
    else if (id === 'tutorial' && user) {
      // Its steps point at Home, so the tour is opened there.
      tutorialVisibility.setOpen(user.id, true);
      navigate('/home');
    } else if (id === 'signout') {
      await signOutUser();
      navigate('/login', { replace: true });
    }
  };

  return {
    text: user ? personName(user) : '',
    description: user?.email,
    icon: 'user-profile',
    title: t('userMenu'),
    items: [
      { id: 'settings', text: t('settings') },
      { id: 'profile', text: t('personalProfile') },
      { id: 'tutorial', text: t('tutorial') },
      { text: t('about'), items: [{ id: 'version', text: t('version', { version: CLIENT_VERSION }) }] },
      { id: 'signout', text: t('signOut') },
    ],
    onItem: (id) => void onItem(id),
  };
}

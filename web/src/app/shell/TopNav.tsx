import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { shellNs } from '../i18n';
import { useLanguageMenu } from './menus/useLanguageMenu';
import { useUserMenu } from './menus/useUserMenu';
import { useYearMenu } from './menus/useYearMenu';

/** Product name, reporting year, language and the user menu. */
export function TopNav() {
  const { t } = useTranslation(shellNs);
  const navigate = useNavigate();
  const year = useYearMenu();
  const language = useLanguageMenu();
  const user = useUserMenu();
  const utilities: TopNavigationProps.Utility[] = [...(year ? [year] : []), language, user];

  return (
    <TopNavigation
      identity={{
        href: '/home',
        title: t('product'),
        onFollow: (event) => {
          event.preventDefault();
          navigate('/home');
        },
      }}
      utilities={utilities}
      i18nStrings={{
        overflowMenuTitleText: t('overflowMenuTitle'),
        overflowMenuTriggerText: t('overflowMenuTrigger'),
        overflowMenuDismissIconAriaLabel: t('overflowMenuDismiss'),
        overflowMenuBackIconAriaLabel: t('overflowMenuBack'),
      }}
    />
  );
}

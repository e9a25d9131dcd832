import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shellNs } from '../i18n';
import { MenuButton } from './MenuButton';
import { useLanguageMenu } from './menus/useLanguageMenu';
import { useUserMenu } from './menus/useUserMenu';
import { useYearMenu } from './menus/useYearMenu';

/** Product name, reporting year, language and the user menu: the top navigation of our own (ADR 0126). */
export function TopNav() {
  const { t } = useTranslation(shellNs);
  const year = useYearMenu();
  const language = useLanguageMenu();
  const user = useUserMenu();
  return (
    <header className="esg-top-bar">
      <Link to="/home" className="esg-top-bar-product">
        {t('product')}
      </Link>
      <div className="esg-top-bar-menus">
        {year && <MenuButton {...year} />}
        <MenuButton {...language} />
        <MenuButton {...user} />
      </div>
    </header>
  );
}

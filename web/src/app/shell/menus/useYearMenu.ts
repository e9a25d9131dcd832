import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { sessionStore } from '../../../session/store';
import { useSession } from '../../../session/useSession';
import { shellNs } from '../../i18n';
import { yearGuard } from '../../../shell/yearGuard';
import type { MenuProps } from '../MenuButton';

/** The reporting-year selector, fed by yearEnds; the choice is the year every page shows. */
export function useYearMenu(): MenuProps | null {
  const { t } = useTranslation(shellNs);
  const { year } = useSession();
  const years = Object.values(sessionStore.yearEnds()).sort().reverse();
  if (years.length === 0) return null;
  return {
    icon: 'calendar',
    text: year ? t('yearEnding', { date: formatDate(year) }) : t('noYear'),
    title: t('yearMenu'),
    items: years.map((y) => ({ id: y, text: formatDate(y), checked: y === year })),
    onItem: (id) => yearGuard.request(() => sessionStore.setYear(id)),
  };
}

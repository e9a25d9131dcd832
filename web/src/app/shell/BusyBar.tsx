import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busy } from '../../api/busy';
import { useStore } from '../../ui/store';
import { shellNs } from '../i18n';

/** The spec's loading counter: a thin bar while calls are in flight, after 300 ms so quick calls never flicker. */
export function BusyBar() {
  const { t } = useTranslation(shellNs);
  const inFlight = useStore({ get: busy.count, subscribe: busy.subscribe }) > 0;
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!inFlight) {
      const hide = setTimeout(() => setShown(false), 0);
      return () => clearTimeout(hide);
    }
    const show = setTimeout(() => setShown(true), 300);
    return () => clearTimeout(show);
  }, [inFlight]);

  if (!shown) return null;
  return <div className="esg-busy" role="progressbar" aria-label={t('busy')} data-testid="busy" />;
}

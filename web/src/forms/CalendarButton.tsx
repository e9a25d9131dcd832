import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import Popover from '@cloudscape-design/components/popover';
import { isIsoDate } from '@esg/core/lib/dates';
import { useTranslation } from 'react-i18next';
import { usePageForm } from './context';
import { formsNs } from './i18n';
import { LOCALE } from '../i18n/languages';

/** Picking a date from a calendar, beside the DD-MM-YYYY text a user may also type. */
export function CalendarButton({ path }: { path: string }) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly, lang } = usePageForm();
  if (readOnly) return null;
  const value = valueAt(path);
  return (
    <Popover
      triggerType="custom"
      size="medium"
      position="bottom"
      content={
        <Calendar
          value={isIsoDate(value) ? value : ''}
          locale={LOCALE[lang]}
          onChange={({ detail }) => change(path, detail.value)}
        />
      }
    >
      <Button variant="icon" iconName="calendar" ariaLabel={t('openCalendar')} />
    </Popover>
  );
}

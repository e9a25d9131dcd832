import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { notMaterialReason, type NotMaterialOffer as Offer } from '@esg/core/calc/materiality/explain';
import { bilingualOf } from '@esg/core/catalogue/bilingual';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/format';
import { usePageForm } from './context';
import { formsNs } from './i18n';

/**
 * Under a comply-or-explain reason: the board found the provision's topic not material,
 * so one click explains it so — choice 'explained', the reason dated by the assessment, in English
 * and Chinese (a translatable answer, ADR 0096) — and the company may edit the text afterwards like
 * any other answer.
 */
export function NotMaterialOffer({ offer }: { offer: Offer }) {
  const { t } = useTranslation(formsNs);
  const { readOnly, valueAt, change, companyLanguage } = usePageForm();
  const reason = { en: notMaterialReason('en', offer.assessedOn), hk: notMaterialReason('hk', offer.assessedOn) };
  const current = bilingualOf(valueAt(offer.reason), companyLanguage);
  const given = current?.en === reason.en && current.hk === reason.hk;
  if (readOnly || (valueAt(offer.choice) === 'explained' && given)) return null;
  const use = () => {
    change(offer.choice, 'explained');
    change(offer.reason, { ...current, ...reason });
  };
  return (
    <Box variant="p" color="text-body-secondary" data-testid={`not-material-${offer.provision}`}>
      {t('notMaterialOffer', { date: formatDate(offer.assessedOn) })}{' '}
      <Button
        variant="inline-link"
        formAction="none"
        onClick={use}
        ariaLabel={t('useNotMaterialFor', { code: offer.provision })}
      >
        {t('useNotMaterial')}
      </Button>
    </Box>
  );
}

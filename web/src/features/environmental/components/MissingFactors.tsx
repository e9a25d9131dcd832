import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../i18n/format';
import type { TFunction } from 'i18next';
import type { TitleKey } from '@esg/core/pages/titles';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { titlesNs } from '../../../i18n';
import type { Emissions } from '../api/getEmissions';
import { groupGaps } from '../factorGaps';
import { ns } from '../i18n';
import { AppLink } from '../../../ui/AppLink';
import { useSession } from '../../../session/useSession';
import { factorWords, gapText } from './gapText';

/** The page whose rows a calculation's row kind comes from (Towngas is entered on the fuels page). */
const PAGE_OF_KIND: Record<string, string> = {
  electricity: 'electricities',
  towngas: 'fuels',
  fuel: 'fuels',
  vehicle: 'vehicles',
  refrigerant: 'refrigerants',
  water: 'water',
  paper: 'paper',
  waste: 'waste_generation',
  tree: 'trees',
  businessTravel: 'business_travel',
  packaging: 'packaging_material',
};

const pages = (t: TFunction<typeof ns>, kinds: readonly string[]) =>
  formatList(
    [...new Set(kinds.map((k) => t((PAGE_OF_KIND[k] ?? k) as TitleKey, { ns: titlesNs, defaultValue: k })))],
    i18next.language,
  );

/**
 * What keeps the year's figures incomplete, in plain words (ADR 0013, "No factor → no number"): the missing factors
 * named and grouped by why they are missing, the rows they stop, and what an administrator can
 * do; then factors used from an earlier year. Every environmental page shows it.
 */
export function MissingFactors({ emissions }: { emissions: Emissions }) {
  const { t } = useTranslation(ns);
  const admin = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  const missing = emissions.gaps.flatMap((g) =>
    g.kind === 'missing-factor' && g.factorId ? [{ ...g, factorId: g.factorId }] : [],
  );
  const others = emissions.gaps.filter((g) => g.kind !== 'missing-factor');
  const proxies = emissions.proxies ?? [];
  return (
    <>
      {missing.length > 0 && (
        <Alert type="warning" header={t('missingHeader')} data-testid="missing-factors">
          <SpaceBetween size="m">
            {groupGaps(missing).map((g) => (
              <div key={g.group} data-testid={`gap-group-${g.group}`}>
                <Box variant="h3" padding={{ bottom: 'xxs' }}>
                  {t(`gapGroup_${g.group}`)}
                </Box>
                <Box variant="p">{t(`gapWhy_${g.group}`)}</Box>
                <ul>
                  {g.factorIds.map((id) => (
                    <li key={id}>{t('factorYear', { name: factorWords(t, id), year: emissions.year })}</li>
                  ))}
                </ul>
                <Box variant="small">{t('gapRows', { count: g.rows, pages: pages(t, g.kinds) })}</Box>
              </div>
            ))}
            <Box variant="p">
              {t('gapAdmin')} {admin && <AppLink href="/administration/emission_factors">{t('gapAdminLink')}</AppLink>}
            </Box>
          </SpaceBetween>
        </Alert>
      )}
      {others.length > 0 && (
        <Alert type="warning" header={t('otherGaps')}>
          <ul>
            {others.map((g) => (
              <li key={g.message}>{gapText(t, g)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {proxies.length > 0 && (
        <Alert type="info" header={t('proxyHeader')} data-testid="proxy-factors">
          <Box variant="p">{t('proxyWhy', { year: emissions.year })}</Box>
          <ul>
            {proxies.map((p) => (
              <li key={p.factorId}>
                {t('proxyItem', { name: factorWords(t, p.factorId), from: p.validTo ?? '', pages: pages(t, p.kinds) })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

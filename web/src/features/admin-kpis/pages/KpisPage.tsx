import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RULE_SET_FROM, RULE_SETS, type RuleSet } from '@esg/core/vocabulary/ruleSets';
import { formatDate } from '../../../i18n/format';
import { KpiTable } from '../components/KpiTable';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** /administration/aspect_KPI (ADR 0011): the HKEX provision catalogue, by rule set. */
export function KpisPage() {
  const { t } = useTranslation(ns);
  const [ruleSet, setRuleSet] = useState<RuleSet>('2025');
  return (
    <PageLayout title={t('title')} description={t('description')}>
      <SpaceBetween size="l">
        <FormField label={t('ruleSet')} description={t('effectiveFrom', { date: formatDate(RULE_SET_FROM[ruleSet]) })}>
          <SegmentedControl
            label={t('ruleSet')}
            selectedId={ruleSet}
            options={RULE_SETS.map((r) => ({ id: r, text: t(`ruleSet_${r}`) }))}
            onChange={({ detail }) => setRuleSet(detail.selectedId as RuleSet)}
          />
        </FormField>
        <Box>
          <KpiTable key={ruleSet} ruleSet={ruleSet} />
        </Box>
      </SpaceBetween>
    </PageLayout>
  );
}

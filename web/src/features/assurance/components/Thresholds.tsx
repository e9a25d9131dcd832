import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import { ANOMALY_BOUNDS } from '@esg/core/calc/assurance/anomalies';
import { callRoute } from '../../../api/client';
import { invalidateRoutes, routeQuery } from '../../../api/routeQuery';
import { errorText } from '../../../i18n/errorText';
import { useAssuranceText } from '../i18n';

type Field = keyof typeof ANOMALY_BOUNDS;
const FIELDS: readonly Field[] = ['yoyPercent', 'madLimit'];

/** The company's anomaly thresholds (ADR 0107), for company administrators: within ANOMALY_BOUNDS, else refused. */
export function Thresholds() {
  const { t } = useAssuranceText();
  const { t: common } = useTranslation('common');
  const client = useQueryClient();
  const current = useQuery(routeQuery(assuranceRoutes.anomalyThresholds));
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const value = (f: Field) => typed[f] ?? String(current.data?.[f] ?? '');
  const save = useMutation({
    mutationFn: () =>
      callRoute(assuranceRoutes.saveAnomalyThresholds, {
        body: {
          yoyPercent: Number(value('yoyPercent')),
          madLimit: Number(value('madLimit')),
          version: current.data!.version,
        },
      }),
    onSuccess: async () => {
      setTyped({});
      await invalidateRoutes(client, assuranceRoutes.anomalyThresholds, assuranceRoutes.anomalies);
    },
  });
  const outOfBounds = (f: Field) => {
    const n = Number(value(f));
    return value(f) === '' || !(n >= ANOMALY_BOUNDS[f].min && n <= ANOMALY_BOUNDS[f].max);
  };
  return (
    <Container
      header={
        <Header variant="h2" description={t('thresholdsDescription')}>
          {t('thresholds')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          {FIELDS.map((f) => (
            <FormField
              key={f}
              label={t(`threshold_${f}`)}
              constraintText={t('thresholdBounds', ANOMALY_BOUNDS[f])}
              errorText={outOfBounds(f) && typed[f] !== undefined ? t('thresholdBounds', ANOMALY_BOUNDS[f]) : undefined}
            >
              <Input
                type="number"
                inputMode="decimal"
                value={value(f)}
                disabled={!current.data}
                onChange={(e) => setTyped((was) => ({ ...was, [f]: e.detail.value }))}
              />
            </FormField>
          ))}
        </ColumnLayout>
        {save.isError && <Alert type="error">{errorText(common, save.error)}</Alert>}
        <Button
          loading={save.isPending}
          disabled={!current.data || FIELDS.some(outOfBounds)}
          onClick={() => save.mutate()}
        >
          {t('save')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

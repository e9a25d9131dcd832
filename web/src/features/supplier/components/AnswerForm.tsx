import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../i18n/format';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { SupplierAnswer } from '@esg/core/schemas/suppliers';
import { errorText } from '../../../i18n/errorText';
import { FileUploader } from '../../../ui/files/FileUploader';
import { schemaIssues, toFieldErrors, validationIssues, type IssueLike } from '../../../ui/fieldErrors';
import { NumberInput } from '../../../ui/NumberInput';
import { evidenceChannel, useSubmitSupplierAnswer } from '../api/link';
import { ns } from '../i18n';
import { KeptWhole } from '../../../ui/shortColumn';

type Basis = 'share' | 'product';
const NUMBERS = { share: ['scope1', 'scope2', 'sharePercent'], product: ['unitFootprint', 'units'] } as const;
type NumberField = (typeof NUMBERS)[Basis][number];

/**
 * The supplier's answer (ADR 0119): its Scope 1 and 2 and the share attributable to the customer, or a
 * product footprint per unit × units; the method; optional evidence through the link's upload. Checked
 * with the API's own schema before sending; the API's refusals land on their fields.
 */
export function AnswerForm({ id }: { id: string }) {
  const { t, i18n } = useTranslation(ns);
  const submit = useSubmitSupplierAnswer(id);
  const [basis, setBasis] = useState<Basis>('share');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    scope1: '',
    scope2: '',
    sharePercent: '',
    unitFootprint: '',
    units: '',
  });
  const [method, setMethod] = useState('');
  const [evidence, setEvidence] = useState<{ id: string; name: string }[]>([]);
  const [checked, setChecked] = useState(false);

  const answer = {
    basis,
    ...Object.fromEntries(NUMBERS[basis].map((f) => [f, numbers[f].trim()])),
    method,
    ...(evidence.length ? { evidence: evidence.map((e) => e.id) } : {}),
  };
  const say = (field: string, issue: IssueLike) =>
    field === 'sharePercent' && /100/.test(issue.message ?? '')
      ? t('shareMax')
      : (NUMBERS[basis] as readonly string[]).includes(field) && numbers[field as NumberField].trim() !== ''
        ? t('number')
        : t('required');
  const errors = {
    ...toFieldErrors(validationIssues(submit.error), say),
    ...(checked ? toFieldErrors(schemaIssues(SupplierAnswer, { ...answer, id }), say) : {}),
  };
  const send = () => {
    setChecked(true);
    const parsed = SupplierAnswer.safeParse({ ...answer, id });
    if (parsed.success) submit.mutate(parsed.data);
  };
  const refused = submit.error && !validationIssues(submit.error).length ? errorText(t, submit.error) : undefined;

  return (
    <SpaceBetween size="l">
      <FormField label={t('basis')}>
        <RadioGroup
          value={basis}
          onChange={({ detail }) => setBasis(detail.value as Basis)}
          items={(['share', 'product'] as const).map((b) => ({ value: b, label: t(`basis_${b}`) }))}
        />
      </FormField>
      <ColumnLayout columns={basis === 'share' ? 3 : 2}>
        {NUMBERS[basis].map((field) => (
          <FormField
            key={field}
            label={<KeptWhole whole="words">{t(field)}</KeptWhole>}
            description={field === 'sharePercent' ? t('shareHint') : undefined}
            errorText={errors[field]}
          >
            <NumberInput
              value={numbers[field]}
              onChange={(text) => setNumbers((n) => ({ ...n, [field]: text }))}
              ariaRequired
            />
          </FormField>
        ))}
      </ColumnLayout>
      <FormField label={t('method')} description={t('methodHint')} errorText={errors.method}>
        <Textarea value={method} onChange={({ detail }) => setMethod(detail.value)} ariaRequired rows={3} />
      </FormField>
      <FormField label={t('evidence')} description={t('evidenceHint')}>
        <SpaceBetween size="s">
          <FileUploader channel={evidenceChannel(id)} onUploaded={(files) => setEvidence((e) => [...e, ...files])} />
          {evidence.length > 0 && (
            <Box data-testid="supplier-evidence">
              {t('attached', {
                names: formatList(
                  evidence.map((e) => e.name),
                  i18n.language,
                ),
              })}
            </Box>
          )}
        </SpaceBetween>
      </FormField>
      {refused && <Alert type="error">{refused}</Alert>}
      <Box float="right">
        <Button variant="primary" loading={submit.isPending} onClick={send} data-testid="supplier-submit">
          {t('submit')}
        </Button>
      </Box>
    </SpaceBetween>
  );
}

import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import { formatAside } from '../../../i18n/format';
import { LOCALE, languageOf } from '../../../i18n/languages';
import { EvidenceCount } from '../../../ui/files/Evidence';
import { NumberInput } from '../../../ui/NumberInput';
import { ns } from '../i18n';
import { monthIssue, monthLabels } from '../months';
import type { MonthGrid } from './useMonthGrid';

interface Props {
  yearEnd: string;
  grid: Pick<MonthGrid, 'months' | 'change' | 'issues' | 'serverIssues'>;
  readOnly: boolean;
  /** Shown after each month ('Jan 2025 (km)') when a drawer has a second grid. */
  labelSuffix?: string;
  /** Each month's paper clip (evidence per value): its file count, and what opening it does. */
  evidence?: { count: (month: number) => number; open: (month: number) => void; rowName: string };
}

const COLUMNS = Array.from({ length: 12 }, () => ({ colspan: { default: 6, xs: 4, m: 3 } }));

/** The twelve months of the financial year in order, each a decimal text input with its own message. */
export function MonthInputs({ yearEnd, grid, readOnly, labelSuffix, evidence }: Props) {
  const { months, change, issues, serverIssues } = grid;
  const { t, i18n } = useTranslation(ns);
  const labels = monthLabels(yearEnd, LOCALE[languageOf(i18n.language)]);
  return (
    <Grid gridDefinition={COLUMNS}>
      {labels.map((label, i) => {
        const issue = issues.get(i);
        return (
          <FormField
            key={label}
            label={labelSuffix ? formatAside(label, labelSuffix, i18n.language) : label}
            errorText={issue ? t(issue) : serverIssues.get(i)}
          >
            <NumberInput
              value={months[i] ?? ''}
              readOnly={readOnly}
              invalid={serverIssues.has(i)}
              problem={monthIssue}
              onChange={(text) => change(i, text)}
            />
            {evidence && (!readOnly || evidence.count(i + 1) > 0) && (
              <EvidenceCount
                label={`${evidence.rowName} – ${label}`}
                count={evidence.count(i + 1)}
                onOpen={() => evidence.open(i + 1)}
                testId={`evidence-month-${i + 1}`}
              />
            )}
          </FormField>
        );
      })}
    </Grid>
  );
}

import type { ReportBlock, ReportSection } from '../../schemas/reports';
import { joinList, withAside } from '../../lib/format';
import { reportDate } from './format';
import { factorsUsed, factorTable } from './factors';
import type { ReportInputs } from './inputs';
import { GLOSSARY } from './glossary';
import { reportText, type ReportMessageKey } from './messages';

/** The appendix: every factor revision and the GWP set used, the evidence behind figures (if any), a glossary. */
export function appendixSections(x: ReportInputs): ReportSection[] {
  const t = (k: ReportMessageKey, params: Record<string, string | number> = {}) => reportText(x.lang, k, params);
  const factors = factorsUsed(x.emissions);
  const factorBlocks: ReportBlock[] = [
    { kind: 'p', text: t('gwpSet', { gwp: x.emissions.gwpSet }) },
    ...(factors.length ? [factorTable(factors, x.lang)] : []),
  ];
  const evidence: ReportBlock[] = x.evidence.length
    ? [
        {
          kind: 'table',
          caption: t('evidence'),
          head: [t('evidenceFigure'), t('evidenceFiles')],
          rows: x.evidence.map((e) => [
            e.labels?.[x.lang] ?? e.anchor,
            joinList(
              e.files.map((f) => withAside(f.name, reportDate(f.uploadedAt, x.lang), x.lang)),
              x.lang,
            ),
          ]),
        },
      ]
    : [];
  const glossary: ReportBlock = {
    kind: 'table',
    caption: t('glossary'),
    head: [t('term'), t('meaning')],
    rows: GLOSSARY[x.lang].map(([term, meaning]) => [term, meaning]),
  };
  const s = (id: string, level: 1 | 2, key: ReportMessageKey, blocks: ReportBlock[]): ReportSection => ({
    id,
    level,
    heading: t(key),
    provisions: [],
    blocks,
  });
  return [
    s('appendix', 1, 'appendix', []),
    s('appendix-factors', 2, 'factorsUsed', factorBlocks),
    // Evidence is the figures' audit trail: listed when some is attached, else no part of its own (ADR 0043).
    ...(evidence.length ? [s('appendix-evidence', 2, 'evidence', evidence)] : []),
    s('appendix-glossary', 2, 'glossary', [glossary]),
  ];
}

import { fieldsOf } from '../../catalogue/page';
import type { DataPage } from '../../catalogue/dataPage';
import type { I18nText } from '../../catalogue/types';
import { pageByKey } from '../../pages/index';
import { anchorOf, type EvidenceTarget } from '../../schemas/evidence';
import { evidenceOf } from './evidence';

/** One figure with evidence, as the report's appendix lists it. */
export interface EvidencedFigure {
  /** `<page>.<field>` or `<resource>.<row>.<month>` (schemas/evidence.ts anchorOf). */
  anchor: string;
  target: EvidenceTarget;
  /** A field's label in each language; resource rows are named by the report from its own row data. */
  labels?: I18nText;
  /** Each file with when it was uploaded (ISO instant; the appendix shows its day). */
  files: { id: string; name: string; uploadedAt: string }[];
}

/**
 * Which figures of a year have evidence (the report's appendix lists them), in a stable
 * order: by anchor, files by name. One Query over the year's evidence entries. A field is named as
 * `shown` labels it: the report passes `withProvisionTitles`, so a comply choice reads "B1.1 <title>" (ADR 0144).
 */
export async function evidencedFigures(
  tenantId: string,
  yearEnd: string,
  shown: (page: DataPage) => DataPage,
): Promise<EvidencedFigure[]> {
  const byAnchor = new Map<string, EvidencedFigure>();
  for (const file of await evidenceOf(tenantId, yearEnd)) {
    if (!file.target) continue;
    const anchor = anchorOf(file.target);
    let figure = byAnchor.get(anchor);
    if (!figure) {
      const t = file.target;
      const declared = t.kind === 'field' ? pageByKey(t.page) : undefined;
      const page = declared && shown(declared);
      const field = page && t.kind === 'field' ? fieldsOf(page).find((f) => f.id === t.field) : undefined;
      figure = { anchor, target: t, ...(field ? { labels: { ...field.labels } } : {}), files: [] };
      byAnchor.set(anchor, figure);
    }
    figure.files.push({ id: file.id, name: file.name, uploadedAt: file.uploadedAt });
  }
  const figures = [...byAnchor.values()].sort((a, b) => a.anchor.localeCompare(b.anchor));
  for (const f of figures) f.files.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return figures;
}

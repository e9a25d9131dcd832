import Hotspot from '@cloudscape-design/components/hotspot';
import type { Field } from '@esg/core/catalogue/types';
import { BilingualField } from './BilingualField';
import { usePageForm } from './context';
import { MonthlyGridField } from './MonthlyGridField';
import { RowsEditor } from './RowsEditor';
import { ScalarFormField } from './ScalarFormField';
import { YesNoQuestion } from './YesNoQuestion';
import { EvidenceClip } from './evidence/EvidenceClip';

function Control({ field, path }: { field: Field; path: string }) {
  switch (field.kind) {
    case 'yesNoNtd':
      return <YesNoQuestion field={field} path={path} Detail={FieldControl} />;
    case 'table':
    case 'addressList':
      return <RowsEditor field={field} path={path} />;
    case 'monthlyGrid':
      return <MonthlyGridField field={field} path={path} />;
    case 'text':
    case 'longText':
      // A translatable answer (ADR 0096; a page's field or a detail under a Yes): its languages side by side.
      if (field.translatable) return <BilingualField field={field} path={path} />;
      return <ScalarFormField field={field} path={path} />;
    default:
      return <ScalarFormField field={field} path={path} />;
  }
}

/**
 * One declared field, by its kind, at its dotted payload path — unless the company hid it (only
 * optional fields feeding no mandatory HKEX provision can be hidden, so nothing required goes missing).
 */
export function FieldControl({ field, path }: { field: Field; path: string }) {
  const { hidden, hotspotOf, evidence } = usePageForm();
  if (hidden.has(path)) return null;
  const hotspot = hotspotOf(field.id);
  // Evidence is filed against a page's top-level fields (details and columns belong to theirs).
  const control =
    evidence && path === field.id ? (
      <div>
        <Control field={field} path={path} />
        <EvidenceClip field={field} />
      </div>
    ) : (
      <Control field={field} path={path} />
    );
  return hotspot ? (
    <Hotspot hotspotId={hotspot} side="left" direction="top">
      {control}
    </Hotspot>
  ) : (
    control
  );
}

import Box from '@cloudscape-design/components/box';
import { MATRIX_TEXT, pointStyle, type Shown } from '@esg/core/calc/materiality/svg';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import { formatAside } from '../../../i18n/format';
import type { Language } from '../../../i18n/languages';

/** A point's marker as the chart draws it: a circle for a material topic, a square for the others. */
function Marker({ material, palette }: { material: boolean; palette: PaletteId }) {
  const { colour, symbol } = pointStyle(material, palette);
  return (
    <svg width="16" height="12" aria-hidden="true">
      {symbol === 'circle' ? (
        <circle cx="8" cy="6" r="5" fill={colour} />
      ) : (
        <rect x="3" y="1" width="10" height="10" fill={colour} />
      )}
    </svg>
  );
}

const row = { display: 'flex', gap: 8, alignItems: 'baseline', margin: '2px 0' } as const;

/**
 * The matrix's key, beside the chart as in the report (ADR 0075): what a circle, a square and the dashed lines mean,
 * then each numbered topic, by its marker, with the number of answers behind its scores. The numbers are in the text's
 * colour here (a palette's second colour is too light for small text); the marker carries the palette.
 */
export function MatrixKey({
  points,
  threshold,
  language,
  palette,
}: {
  points: readonly Shown[];
  threshold: number;
  language: Language;
  palette: PaletteId;
}) {
  const text = MATRIX_TEXT[language];
  return (
    <div data-testid="matrix-key">
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 12px' }}>
        <li style={row}>
          <Marker material palette={palette} />
          {text.material}
        </li>
        <li style={row}>
          <Marker material={false} palette={palette} />
          {text.notMaterial}
        </li>
        <li style={row}>
          <svg width="16" height="12" aria-hidden="true">
            <line x1="0" y1="6" x2="16" y2="6" stroke="#d91515" strokeWidth="2" strokeDasharray="4 3" />
          </svg>
          {text.threshold.replace('{value}', String(threshold))}
        </li>
      </ul>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {points.map((p, i) => (
          <li key={p.id} style={row}>
            <Marker material={p.material} palette={palette} />
            <span style={{ minWidth: 18, textAlign: 'right', fontWeight: 700 }}>{i + 1}</span>
            <span>{formatAside(p.name[language], p.answers, language)}</span>
          </li>
        ))}
      </ol>
      <Box variant="small" color="text-body-secondary" margin={{ top: 's' }}>
        {text.count}
      </Box>
    </div>
  );
}

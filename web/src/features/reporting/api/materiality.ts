import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import { callRoute } from '../../../api/client';
import { saveBlob } from '../../../ui/files/saveBlob';
import { svgToPng } from '../../../ui/files/svgToPng';

/**
 * GET /api/matrix/{id}?palette=: the matrix as the API draws it (SVG), saved as is or rasterised in
 * the browser to PNG, so both downloads show the same image.
 */
export async function downloadMatrix(year: string, palette: PaletteId, format: 'svg' | 'png') {
  const svg = await callRoute(questionnaireRoutes.matrixImage, { params: { id: year }, query: { palette } });
  const name = `materiality-matrix-${year}.${format}`;
  saveBlob(format === 'svg' ? svg : await svgToPng(svg), name);
}

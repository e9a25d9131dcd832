import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import type { RespondentGroup } from '@esg/core/domain/questionnaire/schemas';
import { callRoute } from '../../../api/client';
import { saveBlob } from '../../../ui/files/saveBlob';
import { svgToPng } from '../../../ui/files/svgToPng';

/**
 * GET /api/matrix/{id}?palette=: the matrix as the API draws it (SVG), saved as is or rasterised in
 * the browser to PNG, so both downloads show the same image.
 */
export async function downloadMatrix(
  year: string,
  palette: PaletteId,
  format: 'svg' | 'png',
  group: RespondentGroup = 'board',
) {
  const query = group === 'board' ? { palette } : { palette, group };
  const svg = await callRoute(questionnaireRoutes.matrixImage, { params: { id: year }, query });
  const name = `materiality-matrix-${year}.${format}`;
  saveBlob(format === 'svg' ? svg : await svgToPng(svg), name);
}

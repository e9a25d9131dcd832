import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import type { MatrixFormat, RespondentGroup } from '@esg/core/schemas/questionnaire';
import { callRoute } from '../../../api/client';
import { saveBlob } from '../../../ui/files/saveBlob';

/**
 * GET /api/matrix/{id}?palette=&format=: the matrix as the API draws it, SVG or PNG. The PNG is made
 * on the server with the embedded fonts (ADR 0058), so Chinese labels never depend on this machine's fonts.
 */
export async function downloadMatrix(
  year: string,
  palette: PaletteId,
  format: MatrixFormat,
  group: RespondentGroup = 'board',
) {
  const query = group === 'board' ? { palette, format } : { palette, format, group };
  const image = await callRoute(questionnaireRoutes.matrixImage, { params: { id: year }, query });
  saveBlob(image, `materiality-matrix-${year}.${format}`);
}

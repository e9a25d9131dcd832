import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { callRoute } from '../../../api/client';

/** GET /api/matrix/{id}: the matrix as an SVG image, saved through a temporary link. */
export async function downloadMatrix(year: string) {
  const blob = await callRoute(questionnaireRoutes.matrixImage, { params: { id: year } });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: `materiality-matrix-${year}.svg` });
  a.click();
  URL.revokeObjectURL(url);
}

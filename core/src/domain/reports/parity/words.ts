import { format } from '../../../lib/format';
import type { ReportData } from '../../../schemas/reports';
import { REPORT_MESSAGES } from '../messages';
import type { EditionWords } from './layout';

/** An edition's furniture and structure words, as its data printed them (ADR 0099). */
export function editionWords(data: ReportData): EditionWords {
  const m = REPORT_MESSAGES[data.lang];
  return {
    header: data.header,
    pageNumber: data.pageNumber ?? m.pageOfPages,
    footer: data.footer ?? '',
    ...(data.watermark ? { watermark: data.watermark } : {}),
    contents: m.contents,
    index: m.index,
    explained: format(m.explained, { reason: '' }),
    notApplicable: format(m.notApplicable, { reason: '' }),
  };
}

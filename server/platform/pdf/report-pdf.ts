import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { ReportModel } from '../../modules/reports/report-model';
import type { PageNumbers } from './PageAnchor';
import { ReportDocument } from './ReportDocument';
import { prepareReportFonts } from './report-fonts';
import { type LoadReportImage, prepareReportImages } from './report-images';

export type { LoadReportImage } from './report-images';

/** Renders the report model as a PDF (fonts embedded, A4 or Letter), with the photos loadImage can find. */
export async function renderReportPdf(
  model: ReportModel,
  options: { loadImage: LoadReportImage },
): Promise<Buffer> {
  const [images] = await Promise.all([
    prepareReportImages(model.images, options.loadImage),
    prepareReportFonts(),
  ]);
  // One map per render: the table of contents reads the pages the section anchors record.
  const pages: PageNumbers = new Map();
  const document = createElement(ReportDocument, { model, images, pages });
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

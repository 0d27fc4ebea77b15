import PDFDocument from 'pdfkit';
import type { ReportModel } from '../../modules/reports/report-model';
import { endPdf } from './pdf-buffer';
import { drawPageChrome } from './report-chrome';
import { drawClosing } from './report-closing';
import { drawContents, writeContentsPages } from './report-contents';
import { drawCoverPage } from './report-cover';
import { ReportFlow } from './report-flow';
import { registerReportFonts } from './report-fonts';
import { drawSectionHeading } from './report-heading';
import { type LoadReportImage, prepareReportImages } from './report-images';
import { drawMethodSection } from './report-method';
import { drawPhotos } from './report-photos';
import { drawRiskSection } from './report-risk';
import { listSections, type SectionKey } from './report-sections';
import { drawExecutiveSummary } from './report-summary';

export type { LoadReportImage } from './report-images';

/**
 * Renders the report model as a PDF (Inter embedded, A4 or Letter), with the photos loadImage can
 * find: cover, contents, summary, one sheet per risk, photos, method, notice and sign-off. Every
 * section starts on a new page; pages stay buffered so the contents and the "Page X / Y" footers are
 * written last, when every page number is known.
 */
export async function renderReportPdf(
  model: ReportModel,
  options: { loadImage: LoadReportImage },
): Promise<Buffer> {
  const images = await prepareReportImages(model.images, options.loadImage);
  const sections = listSections(model, images.length > 0);
  const section = (key: SectionKey) => sections.find((candidate) => candidate.key === key)!;
  const doc = new PDFDocument({
    size: model.paper,
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    lang: model.language === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: {
      Title: model.labels.documentTitle,
      Subject: model.area,
      Author: model.author,
      Creator: 'RisqueVision',
      Producer: 'RisqueVision',
    },
  });
  registerReportFonts(doc);

  doc.addPage();
  drawCoverPage(doc, model);
  doc.addPage();
  const flow = new ReportFlow(doc);
  const contents = drawContents(flow, model, sections);

  flow.newPage();
  drawSectionHeading(flow, section('summary'));
  drawExecutiveSummary(flow, model);

  let risksOutline: PDFKit.PDFOutline | null = null;
  for (const risk of model.risks) {
    flow.newPage();
    risksOutline ??= drawSectionHeading(flow, section('risks'));
    drawRiskSection(flow, { risk, labels: model.labels, outline: risksOutline });
  }

  if (images.length > 0) {
    flow.newPage();
    drawSectionHeading(flow, section('images'));
    drawPhotos(flow, images, model.labels);
  }

  flow.newPage();
  drawSectionHeading(flow, section('method'));
  drawMethodSection(flow, model);

  flow.newPage();
  drawSectionHeading(flow, section('legal'));
  drawClosing(flow, { model, drawHeading: () => drawSectionHeading(flow, section('signOff')) });

  writeContentsPages(doc, contents, flow.anchors, flow.left, flow.width);
  drawPageChrome(doc, model);
  return endPdf(doc);
}

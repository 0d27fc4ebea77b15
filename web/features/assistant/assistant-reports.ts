import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';
import { downloadUrl, printPdf } from '../reports/report-files';

/** The spec's delay between the PDF and the TXT of a generated report (part 2 §9). */
export const SECOND_DOWNLOAD_DELAY_MS = 1000;

const pdfName = (id: string) => `analyse-consolidee-${id.slice(0, 8)}.pdf`;

/** Where a consultation's PDF opens inline (print preview) or downloads. */
export const assistantPdfUrl = (id: string, download: boolean) =>
  urlOf(routes.assistantPdf, { params: { id }, query: download ? { download: '1' } : {} });

export const assistantTxtUrl = (id: string) => urlOf(routes.assistantTxt, { params: { id } });

/** Prints a consultation's PDF through a hidden frame (3 s clean-up, 5 s download fallback). */
export async function printAssistantPdf(id: string, onFallback: () => void): Promise<void> {
  const response = await fetch(assistantPdfUrl(id, false), { credentials: 'same-origin' });
  const blob = await response.blob();
  if (!response.ok || blob.size === 0) throw new Error(`pdf answer ${response.status}`);
  printPdf({ blob, fileName: pdfName(id), onFallback });
}

/** 'Generate report': the server names the PDF and the TXT; the PDF downloads, the TXT a second later. */
export async function generateAssistantReport(id: string): Promise<void> {
  const answer = await api(routes.generateAssistantReport, { params: { id } });
  await downloadUrl(answer.downloadUrls.pdf, answer.files.pdf);
  await new Promise((resolve) => window.setTimeout(resolve, SECOND_DOWNLOAD_DELAY_MS));
  await downloadUrl(answer.downloadUrls.txt, answer.files.txt);
}

/** The PDF as a download. */
export const downloadAssistantPdf = (id: string) => downloadUrl(assistantPdfUrl(id, true), pdfName(id));

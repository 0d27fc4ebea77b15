import { routes } from '../../../common/contract/routes';
import { ApiError, api } from '../../lib/api-client';
import { downloadBlob } from '../analysis/download-files';

/** The report file name the server chose (Content-Disposition), or a sensible one. */
function fileNameOf(response: Response, fallback: string): string {
  const match = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/**
 * The report of the selected risks as a file. A PDF must come back as application/pdf with a
 * body (spec part 1 §5); anything else is an error, never a broken download.
 */
export async function fetchReport(options: {
  analysisId: string;
  selectedRiskIds: string[];
  format: 'pdf' | 'docx';
}): Promise<{ blob: Blob; fileName: string }> {
  const response =
    options.format === 'pdf'
      ? await api(routes.generatePdf, {
          body: { analysisId: options.analysisId, selectedRisks: options.selectedRiskIds },
          headers: { accept: 'application/pdf' },
        })
      : await api(routes.analysisDocx, {
          params: { id: options.analysisId },
          query: { selectedRisks: options.selectedRiskIds.join(',') },
        });
  const blob = await response.blob();
  const expected = options.format === 'pdf' ? 'application/pdf' : 'officedocument';
  if (!(response.headers.get('content-type') ?? '').includes(expected) || blob.size === 0) {
    throw new Error(`report answer ${response.status}`);
  }
  return {
    blob,
    fileName: fileNameOf(response, `rapport_analyse_sst_${options.analysisId}.${options.format}`),
  };
}

/** Downloads a file the server serves at `url` under the name it gives; a failed answer throws. */
export async function downloadUrl(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  const blob = await response.blob();
  if (!response.ok || blob.size === 0) throw new Error(`download answer ${response.status}`);
  downloadBlob(blob, fileNameOf(response, fallbackName));
}

export async function downloadReport(options: Parameters<typeof fetchReport>[0]): Promise<void> {
  const { blob, fileName } = await fetchReport(options);
  downloadBlob(blob, fileName);
}

/** The spec's print delays: the frame is removed 3 s after printing; without printing after 5 s, the PDF is downloaded. */
export const PRINT_CLEANUP_MS = 3000;
export const PRINT_FALLBACK_MS = 5000;

/**
 * Prints a PDF through a hidden frame. Where the browser cannot show or print the PDF in a frame
 * (no PDF viewer, a blocked print), the PDF is downloaded after 5 s and `onFallback` says so.
 */
export function printPdf(options: {
  blob: Blob;
  fileName: string;
  printDelayMs?: number;
  onFallback: () => void;
}): void {
  const url = URL.createObjectURL(options.blob);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  let printed = false;
  const remove = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  const fallback = window.setTimeout(() => {
    if (printed) return;
    remove();
    downloadBlob(options.blob, options.fileName);
    options.onFallback();
  }, PRINT_FALLBACK_MS);
  frame.onload = () => {
    window.setTimeout(() => {
      try {
        const view = frame.contentWindow;
        // A frame whose document is not the PDF viewer (the browser has none) cannot print it.
        if (view?.document?.contentType !== 'application/pdf') return;
        view.focus();
        view.print();
        printed = true;
        window.clearTimeout(fallback);
        window.setTimeout(remove, PRINT_CLEANUP_MS);
      } catch {
        // Left to the fallback.
      }
    }, options.printDelayMs ?? 0);
  };
  frame.src = url;
  document.body.append(frame);
}

/**
 * The advisor screens' check before a PDF action (spec part 1 §4, PDF id correction): if the
 * analysis cannot be reported on, ask for the most recent id and use it.
 */
export async function resolveReportableId(id: string): Promise<{ id: string; corrected: boolean } | null> {
  try {
    await api(routes.analysisPdfCheck, { params: { id }, headers: { accept: 'application/pdf' } });
    return { id, corrected: false };
  } catch {
    // Not reportable: ask for the most recent id below.
  }
  try {
    await api(routes.saveAnalysis, { body: { analysisId: 'probe' } });
  } catch (error) {
    const recent = error instanceof ApiError ? (error.body?.mostRecentId as string | null | undefined) : null;
    if (recent) return { id: recent, corrected: true };
  }
  return null;
}

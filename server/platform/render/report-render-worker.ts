import { parentPort } from 'node:worker_threads';
import type { ReportModel } from '../../modules/reports/report-model';

/** What the render pool asks: one report, with the photos it shows already read from storage. */
export type RenderRequest = {
  id: number;
  format: 'pdf' | 'docx';
  model: ReportModel;
  images: [string, Uint8Array | null][];
};

export type RenderReply = { id: number; content: Uint8Array } | { id: number; error: string };

// The renderers load with the first report, as they do on the main thread.
async function render(request: RenderRequest): Promise<Buffer> {
  const images = new Map(request.images);
  const loadImage = async (file: { id: string }) => {
    const image = images.get(file.id);
    return image ? Buffer.from(image.buffer, image.byteOffset, image.byteLength) : null;
  };
  if (request.format === 'pdf')
    return (await import('../pdf/report-pdf')).renderReportPdf(request.model, { loadImage });
  return (await import('../docx/report-docx')).renderReportDocx(request.model, { loadImage });
}

parentPort?.on('message', async (request: RenderRequest) => {
  try {
    const content = await render(request);
    // Handed over without a copy, unless the bytes share a pooled buffer with others.
    const own = content.buffer instanceof ArrayBuffer ? content.buffer : null;
    const whole = own !== null && content.byteOffset === 0 && content.byteLength === own.byteLength;
    const bytes = whole ? new Uint8Array(own) : Uint8Array.from(content);
    parentPort?.postMessage({ id: request.id, content: bytes } satisfies RenderReply, [
      bytes.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    // The message only: the model's words stay out of the logs.
    const name = error instanceof Error ? error.name : 'Error';
    parentPort?.postMessage({ id: request.id, error: name } satisfies RenderReply);
  }
});

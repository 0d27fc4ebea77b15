// The PDF report figure: 50 risks and 10 photos, rendered 3 times; budget ≤ 1.5 s and ≤ 5 MB.
import sharp from 'sharp';
import { buildReportModel } from '../server/modules/reports/report-model';
import { largeFixture } from '../server/platform/pdf/report-fixtures';

const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;

/**
 * A photo-like JPEG: smooth gradients (sky, floor, a lit wall) under blurred noise, so it compresses
 * like a phone photo rather than like a flat colour (too small) or white noise (far too big).
 */
async function makePhoto(seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(PHOTO_WIDTH * PHOTO_HEIGHT * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < noise.length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    noise[index] = state >>> 24;
  }
  const hue = (seed * 47) % 360;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="0.55" stop-color="hsl(${hue + 30},25%,45%)"/>
        <stop offset="1" stop-color="hsl(${hue + 60},20%,25%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="${200 + seed * 40}" y="380" width="520" height="600" fill="hsl(${hue + 180},50%,50%)" opacity="0.8"/>
      <circle cx="1200" cy="300" r="160" fill="#f5b700" opacity="0.7"/>
    </svg>`,
  );
  const grain = await sharp(noise, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchReport(): Promise<{ renderMs: number; bytes: number }> {
  // Measured as production runs it: React's development build checks every element it creates and
  // costs a third more. Only effective if nothing loaded React earlier in this process.
  process.env.NODE_ENV ??= 'production';
  const { renderReportPdf } = await import('../server/platform/pdf/report-pdf');
  const analysis = largeFixture({ riskCount: 50, imageCount: 10 });
  const photos = new Map<string, Buffer>();
  const images = analysis.files.filter((file) => file.kind === 'image');
  for (const [index, file] of images.entries()) photos.set(file.id, await makePhoto(index + 1));

  const model = buildReportModel({
    analysis,
    selectedRiskIds: (analysis.analysis.risques ?? []).map((risk) => risk.risque_id),
    preparedBy: { name: 'Nora Tremblay', organisation: 'Conseil SST Tremblay inc.' },
    assessor: { name: 'Marc Gagnon', title: 'Conseiller en prévention' },
    generatedAt: new Date(),
    paper: 'A4',
  });
  const loadImage = async (file: { id: string }) => photos.get(file.id) ?? null;

  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const pdf = await renderReportPdf(model, { loadImage });
    times.push(performance.now() - started);
    bytes = pdf.length;
  }
  return { renderMs: Math.round(median(times)), bytes };
}

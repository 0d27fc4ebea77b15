import sharp from 'sharp';
import type { AnalysisFile } from '../../../common/contract/analysis';

/** Gives the bytes of an analysed photo (its normalised image or thumbnail), or null when it is gone. */
export type LoadReportImage = (file: AnalysisFile) => Promise<Buffer | null>;

export type ReportImage = { number: number; name: string; data: Buffer; width: number; height: number };

// A photo fills half a page width (3.4 in): 1000 px is about 300 dpi there, enough for print, and
// quality 75 keeps ten phone photos near 1 MB. Larger costs render time for nothing visible.
const MAX_SIDE = 1000;
const QUALITY = 75;

/**
 * Loads, orients, downscales and re-encodes the analysed photos as baseline JPEG, in the analysis
 * order, numbered after the ones that could not be read are skipped: a missing or corrupt photo never
 * stops a report.
 */
export async function prepareReportImages(
  images: readonly { file: AnalysisFile; name: string }[],
  loadImage: LoadReportImage,
): Promise<ReportImage[]> {
  const prepared = await Promise.all(
    images.map(async ({ file, name }) => {
      try {
        const original = await loadImage(file);
        if (!original) return null;
        const { data, info } = await sharp(original, { failOn: 'error' })
          .rotate()
          .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { name, data, width: info.width, height: info.height };
      } catch {
        return null;
      }
    }),
  );
  return prepared.filter((image) => image !== null).map((image, index) => ({ ...image, number: index + 1 }));
}

import type { Doc } from './report-text';
import { COLORS } from './report-theme';

const SHIELD = 'M16 2 28 6v9c0 7.5-5.2 13.2-12 15C9.2 28.2 4 22.5 4 15V6z';
const SHIELD_RIGHT = 'M16 2 28 6v9c0 7.5-5.2 13.2-12 15z';
const EYE = 'M7.5 16c2.6-4.6 14.4-4.6 17 0-2.6 4.6-14.4 4.6-17 0z';

/**
 * The RisqueVision mark of web/ui/Logo.tsx (a shield holding an eye, on a 32-unit grid), drawn as
 * vectors with its top left corner at x, y. As a watermark it is the outline in faint white, for the
 * navy band of the cover.
 */
export function drawLogoMark(doc: Doc, options: { x: number; y: number; size: number; watermark?: boolean }) {
  doc
    .save()
    .translate(options.x, options.y)
    .scale(options.size / 32);
  if (options.watermark) {
    doc.path(SHIELD).fillOpacity(0.05).fill(COLORS.white);
    doc.path(SHIELD_RIGHT).fillOpacity(0.04).fill(COLORS.white);
    doc.path(EYE).fillOpacity(0.06).fill(COLORS.white);
  } else {
    doc.path(SHIELD).fill(COLORS.navy);
    doc.path(SHIELD_RIGHT).fill(COLORS.blue);
    doc.path(EYE).fill(COLORS.white);
    doc.circle(16, 16, 3.4).fill(COLORS.yellow);
    doc.circle(16, 16, 1.5).fill(COLORS.navy);
  }
  doc.restore();
}

/** "RisqueVision" in two colours, as text spans. */
export const brandSpans = (risque: string, vision: string) => [
  { text: 'Risque', style: { color: risque } },
  { text: 'Vision', style: { color: vision } },
];

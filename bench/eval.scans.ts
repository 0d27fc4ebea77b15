// `npx tsx bench/eval.scans.ts`: draws the scanned and photographed pages of the eval corpus
// (fixtures/eval/scans), so the analyst is also scored on OCR text. Deterministic; run once, commit the JPEGs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';
import { createRandom } from '../scripts/seeded-random';
import { CORPUS_DIR } from './eval.corpus';

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), 'files', file);
GlobalFonts.registerFromPath(
  font('@fontsource/source-serif-4', 'source-serif-4-latin-400-normal.woff'),
  'ScanSerif',
);
GlobalFonts.registerFromPath(font('@fontsource/caveat', 'caveat-latin-700-normal.woff2'), 'ScanHand');

const PAGES: { file: string; style: 'typed' | 'hand'; lines: string[] }[] = [
  {
    file: 'scan-inspection-cuisine-fr.jpg',
    style: 'typed',
    lines: [
      'Rapport d’inspection — cuisine centrale',
      'Le plongeur manipule l’eau bouillante du lave-vaisselle sans gants.',
      'Le plancher près des friteuses est glissant en fin de service.',
      'Aucun espace clos dans le bâtiment.',
    ],
  },
  {
    file: 'scan-note-clinique-fr.jpg',
    style: 'hand',
    lines: [
      'Note de service',
      'Une infirmière s’est piquée',
      'avec une aiguille souillée mardi.',
      'Les contenants débordent.',
    ],
  },
  {
    file: 'scan-farm-visit-en.jpg',
    style: 'hand',
    lines: [
      'Farm visit, May 12',
      'Grain bin entered while the',
      'auger was running, no lifeline.',
      'Bull pen gate is broken.',
    ],
  },
  {
    file: 'scan-audit-summary-en.jpg',
    style: 'typed',
    lines: [
      'Audit summary — distribution centre',
      'Pedestrian walkways are separated from forklift aisles by steel barriers.',
      'Racking inspected in April by the supplier; no damage found.',
      'No work at height is carried out on this site.',
    ],
  },
];

async function drawPage(page: (typeof PAGES)[number], seed: number): Promise<Buffer> {
  const random = createRandom(seed);
  const [width, height] = [1700, 200 + page.lines.length * 110];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = page.style === 'hand' ? '#fbf8ee' : '#f4f4f0';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = page.style === 'hand' ? '#15246b' : '#1b1b1b';
  ctx.translate(width / 2, height / 2);
  ctx.rotate(page.style === 'hand' ? -0.012 : 0.008);
  ctx.translate(-width / 2, -height / 2);
  page.lines.forEach((line, index) => {
    ctx.font = page.style === 'hand' ? '66px ScanHand' : `${index === 0 ? 'bold ' : ''}44px ScanSerif`;
    ctx.fillText(line, 90, 140 + index * 110);
  });
  const image = ctx.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const noise = (random() + random() - 1) * 28;
    for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c]! + noise;
  }
  return sharp(Buffer.from(image.data.buffer), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .blur(0.6)
    .jpeg({ quality: 80 })
    .toBuffer();
}

const folder = join(CORPUS_DIR, 'scans');
mkdirSync(folder, { recursive: true });
for (const [index, page] of PAGES.entries())
  writeFileSync(join(folder, page.file), await drawPage(page, 1000 + index));
console.log(`${PAGES.length} pages written to ${folder}`);

// The inputs of the analysis benchmarks (issue #5), written into .tmp/bench-inputs/ when missing: five
// 12-megapixel photos (textured scenes, OHS signs in three of them), a 20-page text PDF, a 3-page DOCX and a
// 200 MB TXT. They are too big to commit; this script makes the same content on every machine (seeded).
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Canvas, createCanvas, GlobalFonts, type ImageData } from '@napi-rs/canvas';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { createRandom } from '../scripts/seeded-random';
import { endPdf } from '../server/platform/pdf/pdf-buffer';

const require = createRequire(import.meta.url);
const MB = 1024 * 1024;
export const inputsDir = join(import.meta.dirname, '..', '.tmp', 'bench-inputs');
/** Just under the Enterprise screen's 200 MB limit, so the whole file is accepted. */
export const bigTextBytes = 200 * MB - 64 * 1024;

export const benchInputs = {
  photos: [1, 2, 3, 4, 5].map((n) => join(inputsDir, `photo-${n}-12mp.jpg`)),
  pdf: join(inputsDir, 'rapport-inspection-20p.pdf'),
  docx: join(inputsDir, 'programme-prevention-3p.docx'),
  bigText: join(inputsDir, 'journal-sst-200mb.txt'),
};

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const SENTENCES_FR = [
  "Les soudeurs travaillent sur de l'acier galvanisé sans aspiration à la source ; la hotte du poste 3 est brisée.",
  'On coupe au chalumeau près des boîtes de carton et des chiffons imbibés d’huile, sans permis de travail à chaud.',
  "Les employés descendent dans la cuve par le trou d'homme sans mesurer l'oxygène ni laisser de surveillant à l'extérieur.",
  'Le chariot élévateur recule dans l’allée où passent les piétons ; il n’y a ni marquage au sol ni miroir.',
  'Le bruit mesuré au poste de meulage atteint 96 dBA et les bouchons d’oreilles sont peu portés.',
  'On enlève le protecteur de la scie pour débloquer les planches sans cadenasser la machine.',
  "L'échafaudage du deuxième étage n'a pas de garde-corps et l'échelle d'accès n'est pas attachée.",
  'Les fûts de 60 kg sont montés à bras sur le quai par une seule personne.',
  'Les produits de nettoyage caustiques sont transvasés dans des bouteilles sans étiquette SIMDUT.',
  'La température dépasse 31 °C en été près des fours de préchauffage et aucune pause de récupération n’est prévue.',
  'Le cadenassage n’est pas appliqué lors de l’entretien du convoyeur ; la procédure écrite date de 2009.',
  'Deux travailleurs sur le toit, à 5 m de hauteur, ne portent ni harnais ni ligne de vie.',
  'Le panneau électrique de l’entrepôt est encombré par des palettes et sa porte ne ferme plus.',
  'Les travailleurs de nuit sont seuls dans le bâtiment sans moyen d’appeler à l’aide.',
];
const SENTENCES_EN = [
  'Forklifts share the main aisle with pedestrians picking orders; there is no floor marking and no convex mirror.',
  'Racking in aisle 4 was hit twice last month and one upright is visibly bent.',
  'Workers enter the pit under the press without locking out the hydraulic power unit.',
  'Noise at the grinding station was measured at 94 dBA; hearing protection is available but rarely worn.',
  'Solvent drums are stored next to the welding bay, within three metres of the hot work area.',
  'Cartons of 25 kg are lifted from floor level to shoulder height about 400 times per shift.',
  'The mezzanine edge has no guardrail where pallets are loaded by forklift.',
  'Spilled hydraulic oil near the press is cleaned only at the end of the shift.',
  'Night shift cleaners work alone in the cold room at minus 20 degrees without a check-in procedure.',
  'Battery charging for the electric pallet trucks is done in an unventilated corner of the warehouse.',
];
const HEADINGS = [
  'Constats de la visite',
  'Observations — secteur production',
  'Warehouse findings',
  'Mesures correctives demandées',
  'Follow-up of previous recommendations',
  'Entretien et cadenassage',
];

/** One paragraph of realistic OHS prose, French or English, from the seeded generator. */
function paragraph(random: () => number, sentences = 3 + Math.floor(random() * 3)): string {
  const bank = random() < 0.6 ? SENTENCES_FR : SENTENCES_EN;
  return Array.from({ length: sentences }, () => pick(random, bank)).join(' ');
}

// A concrete wall, floor, pipes, shelving and stains: the clutter a site photo has, not flat colour.
function drawScene(canvas: Canvas, random: () => number): void {
  const { width, height } = canvas;
  const ctx = canvas.getContext('2d');
  const floorTop = height * (0.65 + random() * 0.15);
  const wall = ctx.createLinearGradient(0, 0, width, floorTop);
  wall.addColorStop(0, pick(random, ['#8d8a80', '#7b8289', '#9a8f7a']));
  wall.addColorStop(1, '#5f5c55');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, floorTop);
  const [blockW, blockH] = [width / (6 + random() * 6), height / (10 + random() * 6)];
  for (let row = 0; row * blockH < floorTop; row++) {
    for (let col = -1; col * blockW < width; col++) {
      const shade = 90 + Math.round(random() * 50);
      ctx.fillStyle = `rgb(${shade + 8},${shade + 4},${shade})`;
      ctx.fillRect(col * blockW + (row % 2) * (blockW / 2) + 4, row * blockH + 4, blockW - 8, blockH - 8);
    }
  }
  const floor = ctx.createLinearGradient(0, floorTop, 0, height);
  floor.addColorStop(0, '#4a4a46');
  floor.addColorStop(1, '#24241f');
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorTop, width, height - floorTop);
  ctx.fillStyle = '#d8b21c';
  ctx.fillRect(0, floorTop + (height - floorTop) * 0.4, width, height * 0.02);
  for (let shelf = 0; shelf < 2 + random() * 3; shelf++) {
    const x = random() * width * 0.8;
    ctx.fillStyle = '#c2571a';
    ctx.fillRect(x, floorTop * 0.3, width * 0.012, floorTop * 0.7);
    ctx.fillRect(x + width * 0.15, floorTop * 0.3, width * 0.012, floorTop * 0.7);
    for (let level = 0; level < 4; level++) {
      const y = floorTop * (0.35 + level * 0.17);
      ctx.fillStyle = '#2f5d8a';
      ctx.fillRect(x, y, width * 0.162, height * 0.01);
      ctx.fillStyle = `rgb(${150 + random() * 60},${120 + random() * 40},${80 + random() * 30})`;
      ctx.fillRect(x + width * 0.02, y - height * 0.07, width * 0.12, height * 0.07);
    }
  }
  const pipe = ctx.createLinearGradient(0, height * 0.06, 0, height * 0.11);
  pipe.addColorStop(0, '#9aa3a8');
  pipe.addColorStop(0.5, '#dfe5e8');
  pipe.addColorStop(1, '#5b6266');
  ctx.fillStyle = pipe;
  ctx.fillRect(0, height * 0.06, width, height * 0.05);
  for (let stain = 0; stain < 120; stain++) {
    ctx.fillStyle = `rgba(${random() > 0.5 ? '40,30,20' : '230,225,210'},${0.04 + random() * 0.12})`;
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, 20 + random() * 200, 0, Math.PI * 2);
    ctx.fill();
  }
  const light = ctx.createRadialGradient(
    width * random(),
    height * 0.4,
    80,
    width * 0.5,
    height * 0.4,
    width,
  );
  light.addColorStop(0, 'rgba(255,250,230,0.18)');
  light.addColorStop(1, 'rgba(0,0,0,0.5)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
}

interface Sign {
  header: string;
  colour: string;
  ink: string;
  lines: string[];
}

function drawSign(sign: Sign, width: number, height: number): ImageData {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const headerHeight = Math.round(height * 0.3);
  ctx.fillStyle = '#f4f4ef';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = sign.colour;
  ctx.fillRect(0, 0, width, headerHeight);
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineWidth = width / 90;
  ctx.strokeRect(ctx.lineWidth / 2, ctx.lineWidth / 2, width - ctx.lineWidth, height - ctx.lineWidth);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = sign.ink;
  ctx.font = `700 ${Math.round(headerHeight * 0.62)}px BenchSans`;
  ctx.fillText(sign.header, width / 2, headerHeight / 2);
  ctx.fillStyle = '#111111';
  const lineHeight = (height - headerHeight) / (sign.lines.length + 0.6);
  sign.lines.forEach((line, index) => {
    let size = Math.round(lineHeight * 0.62);
    ctx.font = `700 ${size}px BenchSans`;
    while (ctx.measureText(line).width > width * 0.9) ctx.font = `700 ${--size}px BenchSans`;
    ctx.fillText(line, width / 2, headerHeight + lineHeight * (index + 0.8));
  });
  return ctx.getImageData(0, 0, width, height);
}

// Projective map of the unit square onto `quad` (Heckbert), inverted by its adjugate, so each scene pixel
// inside the quadrilateral samples the sign: a sign seen at an angle, as on a real photo.
function pastePerspective(scene: ImageData, sign: ImageData, quad: number[][]): void {
  type Point = [number, number];
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [Point, Point, Point, Point];
  const [dx1, dx2, dx3] = [x1 - x2, x3 - x2, x0 - x1 + x2 - x3];
  const [dy1, dy2, dy3] = [y1 - y2, y3 - y2, y0 - y1 + y2 - y3];
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (dx3 * dy2 - dx2 * dy3) / det;
  const h = (dx1 * dy3 - dx3 * dy1) / det;
  const [a, b, c] = [x1 - x0 + g * x1, x3 - x0 + h * x3, x0];
  const [d, e, f] = [y1 - y0 + g * y1, y3 - y0 + h * y3, y0];
  const inv = [
    e - f * h,
    c * h - b,
    b * f - c * e,
    f * g - d,
    a - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ];
  const xs = quad.map((p) => p[0] as number);
  const ys = quad.map((p) => p[1] as number);
  const { width: sw, height: sh, data: src } = sign;
  for (let y = Math.floor(Math.min(...ys)); y < Math.ceil(Math.max(...ys)); y++) {
    for (let x = Math.floor(Math.min(...xs)); x < Math.ceil(Math.max(...xs)); x++) {
      const w = (inv[6] as number) * x + (inv[7] as number) * y + (inv[8] as number);
      const u = (((inv[0] as number) * x + (inv[1] as number) * y + (inv[2] as number)) / w) * (sw - 1);
      const v = (((inv[3] as number) * x + (inv[4] as number) * y + (inv[5] as number)) / w) * (sh - 1);
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) continue;
      const [u0, v0] = [Math.floor(u), Math.floor(v)];
      const [fu, fv] = [u - u0, v - v0];
      const at = (y * scene.width + x) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const p = (uu: number, vv: number) => src[(vv * sw + uu) * 4 + ch] as number;
        const top = p(u0, v0) * (1 - fu) + p(u0 + 1, v0) * fu;
        const bottom = p(u0, v0 + 1) * (1 - fu) + p(u0 + 1, v0 + 1) * fu;
        scene.data[at + ch] = top * (1 - fv) + bottom * fv;
      }
    }
  }
}

const SIGNS: (Sign | null)[] = [
  {
    header: 'DANGER',
    colour: '#c8102e',
    ink: '#ffffff',
    lines: ['ESPACE CLOS', 'ENTRÉE INTERDITE', 'SANS PERMIS'],
  },
  null,
  {
    header: 'CAUTION',
    colour: '#f2c200',
    ink: '#111111',
    lines: ['FORKLIFT TRAFFIC', 'PEDESTRIANS', 'USE WALKWAY'],
  },
  null,
  { header: 'ATTENTION', colour: '#0057b8', ink: '#ffffff', lines: ['PROTECTION AUDITIVE', 'OBLIGATOIRE'] },
];

async function writePhoto(index: number, path: string): Promise<void> {
  const random = createRandom(100 + index);
  const canvas = createCanvas(4000, 3000);
  drawScene(canvas, random);
  const scene = canvas.getContext('2d').getImageData(0, 0, 4000, 3000);
  const sign = SIGNS[index];
  if (sign) {
    const [left, top] = [700 + random() * 1200, 400 + random() * 500];
    const [w, hgt] = [1300 + random() * 300, 950 + random() * 150];
    const tilt = (random() - 0.5) * 260;
    pastePerspective(scene, drawSign(sign, 1200, 850), [
      [left, top + tilt],
      [left + w, top - tilt * 0.4],
      [left + w - 40, top + hgt + tilt * 0.3],
      [left + 30, top + hgt - tilt * 0.5],
    ]);
  }
  for (let i = 0; i < scene.data.length; i += 4) {
    const noise = (random() + random() - 1) * 22;
    for (let ch = 0; ch < 3; ch++) scene.data[i + ch] = (scene.data[i + ch] as number) + noise;
  }
  await sharp(Buffer.from(scene.data.buffer), { raw: { width: 4000, height: 3000, channels: 4 } })
    .removeAlpha()
    .blur(0.6)
    .jpeg({ quality: 90 })
    .toFile(`${path}.part`);
  renameSync(`${path}.part`, path);
}

async function writePdf(path: string): Promise<void> {
  const fonts = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: "Rapport d'inspection SST" } });
  doc.registerFont('BenchInter', join(fonts, 'inter-latin-400-normal.woff'));
  doc.registerFont('BenchInterBold', join(fonts, 'inter-latin-700-normal.woff'));
  const random = createRandom(20);
  for (let pageIndex = 0; pageIndex < 20; pageIndex++) {
    if (pageIndex > 0) doc.addPage();
    doc.font('BenchInterBold', 15).text(`${pageIndex + 1}. ${pick(random, HEADINGS)}`, { paragraphGap: 12 });
    for (let index = 0; index < 5; index++) {
      // 10.5 pt on a 1.35 line: pdfkit's lineGap is the space added under the font's own line.
      doc.font('BenchInter', 10.5).text(paragraph(random), { lineGap: 1.5, paragraphGap: 8 });
    }
  }
  writeFileSync(path, await endPdf(doc));
}

async function writeDocx(path: string): Promise<void> {
  const random = createRandom(30);
  const children = [0, 1, 2].flatMap((pageIndex) => [
    new Paragraph({
      text: pick(random, HEADINGS),
      heading: HeadingLevel.HEADING_1,
      pageBreakBefore: pageIndex > 0,
    }),
    ...Array.from({ length: 5 }, () => new Paragraph({ text: paragraph(random), spacing: { after: 160 } })),
  ]);
  const document = new DocxDocument({ creator: 'RisqueVision bench', sections: [{ children }] });
  writeFileSync(path, await Packer.toBuffer(document));
}

/** Streams the big TXT to disk a megabyte at a time; the last bytes are ASCII so the cut is never mid-character. */
async function writeBigText(path: string): Promise<void> {
  const random = createRandom(40);
  const out = createWriteStream(`${path}.part`);
  let written = 0;
  let section = 1;
  for (;;) {
    const lines: string[] = [];
    for (let length = 0; length < MB; section++) {
      const line = `[Quart ${section % 3 === 0 ? 'de nuit' : 'de jour'} — entrée ${section}] ${paragraph(random)}\n`;
      lines.push(line);
      length += line.length;
    }
    const chunk = Buffer.from(lines.join(''), 'utf8');
    if (written + chunk.length > bigTextBytes) {
      const rest = bigTextBytes - written;
      const cut = chunk.lastIndexOf(0x0a, rest - 1) + 1;
      out.write(chunk.subarray(0, cut));
      out.write(Buffer.alloc(rest - cut, 0x20).fill('\n', rest - cut - 1));
      break;
    }
    if (!out.write(chunk)) await once(out, 'drain');
    written += chunk.length;
  }
  out.end();
  await once(out, 'finish');
  renameSync(`${path}.part`, path);
}

/** Writes whichever input is missing; returns the paths. */
export async function prepareBenchInputs(): Promise<typeof benchInputs> {
  mkdirSync(inputsDir, { recursive: true });
  GlobalFonts.registerFromPath(
    join(dirname(require.resolve('@fontsource/inter/package.json')), 'files/inter-latin-700-normal.woff2'),
    'BenchSans',
  );
  const missing = (path: string) => !existsSync(path);
  for (const [index, path] of benchInputs.photos.entries()) if (missing(path)) await writePhoto(index, path);
  if (missing(benchInputs.pdf)) await writePdf(benchInputs.pdf);
  if (missing(benchInputs.docx)) await writeDocx(benchInputs.docx);
  if (missing(benchInputs.bigText) || statSync(benchInputs.bigText).size !== bigTextBytes) {
    await writeBigText(benchInputs.bigText);
  }
  return benchInputs;
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now();
  await prepareBenchInputs();
  console.log(`bench inputs ready in ${inputsDir} (${Math.round(performance.now() - started)} ms)`);
}

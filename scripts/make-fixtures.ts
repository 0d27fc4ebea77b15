// Writes the committed analysis fixture set into fixtures/analysis/ (run: npx tsx scripts/make-fixtures.ts).
// Everything drawn here comes from a seeded generator so that a rerun rewrites the same bytes; the two files
// made by outside encoders (.doc through LibreOffice, .heic through libheif's heif-enc) are only rewritten
// when those tools are present (`apt-get install libreoffice-writer-nogui libheif-examples`), otherwise the
// committed copies are kept. The encrypted PDF needs Debian's qpdf.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type Canvas, createCanvas, GlobalFonts, type ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import sharp, { type Sharp } from 'sharp';
import { manifest, texts } from '../fixtures/analysis/fixtures.texts';
import { endPdf } from '../server/platform/pdf/pdf-buffer';
import { createRandom } from './seeded-random';

const outDir = resolve(dirname(new URL(import.meta.url).pathname), '../fixtures/analysis');
const require = createRequire(import.meta.url);
const fixedDate = new Date('2025-01-15T12:00:00Z');

function resolveFont(file: string): string {
  const [pkg, name] = file.split(':') as [string, string];
  return join(dirname(require.resolve(`${pkg}/package.json`)), 'files', name);
}
const fonts = {
  sans: resolveFont('@fontsource-variable/inter:inter-latin-wght-normal.woff2'),
  serif: resolveFont('@fontsource/source-serif-4:source-serif-4-latin-400-normal.woff'),
  serifBold: resolveFont('@fontsource/source-serif-4:source-serif-4-latin-700-normal.woff'),
  hand: resolveFont('@fontsource/caveat:caveat-latin-700-normal.woff2'),
};
GlobalFonts.registerFromPath(fonts.sans, 'FixtureSans');
GlobalFonts.registerFromPath(fonts.serif, 'FixtureSerif');
GlobalFonts.registerFromPath(fonts.hand, 'FixtureHand');

function writeFixture(name: string, data: Uint8Array | string): void {
  writeFileSync(join(outDir, name), data);
  process.stdout.write(`wrote ${name}\n`);
}

function hasTool(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface SignSpec {
  header: string;
  headerColour: string;
  headerInk: string;
  lines: string[];
  width: number;
  height: number;
}

function drawSign(spec: SignSpec): Canvas {
  const canvas = createCanvas(spec.width, spec.height);
  const ctx = canvas.getContext('2d');
  const headerHeight = Math.round(spec.height * 0.3);
  ctx.fillStyle = '#f4f4ef';
  ctx.fillRect(0, 0, spec.width, spec.height);
  ctx.fillStyle = spec.headerColour;
  ctx.fillRect(0, 0, spec.width, headerHeight);
  ctx.strokeStyle = '#1a1a1a';
  ctx.lineWidth = Math.max(6, spec.width / 90);
  ctx.strokeRect(
    ctx.lineWidth / 2,
    ctx.lineWidth / 2,
    spec.width - ctx.lineWidth,
    spec.height - ctx.lineWidth,
  );
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = spec.headerInk;
  ctx.font = `800 ${Math.round(headerHeight * 0.62)}px FixtureSans`;
  ctx.fillText(spec.header, spec.width / 2, headerHeight / 2);
  ctx.fillStyle = '#111111';
  const lineHeight = (spec.height - headerHeight) / (spec.lines.length + 0.6);
  spec.lines.forEach((line, index) => {
    let size = Math.round(lineHeight * 0.62);
    ctx.font = `700 ${size}px FixtureSans`;
    while (ctx.measureText(line).width > spec.width * 0.9) ctx.font = `700 ${--size}px FixtureSans`;
    ctx.fillText(line, spec.width / 2, headerHeight + lineHeight * (index + 0.8));
  });
  return canvas;
}

// Concrete-block wall, floor, pipes, a manhole and stains, so the OCR sees photo clutter, not flat colour.
function drawScene(ctx: SKRSContext2D, size: { width: number; height: number }, random: () => number): void {
  const { width, height } = size;
  const floorTop = height * 0.78;
  const wall = ctx.createLinearGradient(0, 0, width, floorTop);
  wall.addColorStop(0, '#8d8a80');
  wall.addColorStop(1, '#6f6c64');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, floorTop);
  const blockWidth = width / 8;
  const blockHeight = height / 12;
  for (let row = 0; row * blockHeight < floorTop; row++) {
    for (let col = -1; col * blockWidth < width; col++) {
      const shade = 100 + Math.round(random() * 40);
      ctx.fillStyle = `rgb(${shade + 8},${shade + 4},${shade})`;
      const x = col * blockWidth + (row % 2) * (blockWidth / 2);
      ctx.fillRect(x + 3, row * blockHeight + 3, blockWidth - 6, blockHeight - 6);
    }
  }
  const floor = ctx.createLinearGradient(0, floorTop, 0, height);
  floor.addColorStop(0, '#4a4a46');
  floor.addColorStop(1, '#2d2d2a');
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorTop, width, height - floorTop);
  ctx.fillStyle = '#d8b21c';
  ctx.beginPath();
  ctx.moveTo(width * 0.1, height);
  ctx.lineTo(width * 0.3, floorTop);
  ctx.lineTo(width * 0.33, floorTop);
  ctx.lineTo(width * 0.17, height);
  ctx.fill();
  const pipe = ctx.createLinearGradient(0, height * 0.08, 0, height * 0.14);
  pipe.addColorStop(0, '#9aa3a8');
  pipe.addColorStop(0.5, '#dfe5e8');
  pipe.addColorStop(1, '#5b6266');
  ctx.fillStyle = pipe;
  ctx.fillRect(0, height * 0.08, width, height * 0.06);
  ctx.fillStyle = '#3b3f42';
  ctx.fillRect(width * 0.86, 0, width * 0.035, floorTop);
  ctx.fillStyle = '#1f1f1d';
  ctx.beginPath();
  ctx.ellipse(width * 0.72, height * 0.9, width * 0.12, height * 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  for (let stain = 0; stain < 40; stain++) {
    ctx.fillStyle = `rgba(${random() > 0.5 ? '40,30,20' : '230,225,210'},${0.05 + random() * 0.12})`;
    ctx.beginPath();
    ctx.arc(random() * width, random() * height, 10 + random() * 80, 0, Math.PI * 2);
    ctx.fill();
  }
  const light = ctx.createRadialGradient(
    width * 0.5,
    height * 0.4,
    50,
    width * 0.5,
    height * 0.4,
    width * 0.8,
  );
  light.addColorStop(0, 'rgba(255,250,230,0.15)');
  light.addColorStop(1, 'rgba(0,0,0,0.45)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
}

// Solves the 8 unknowns of the homography that maps each `from` point onto its `to` point.
function solveHomography(from: number[][], to: number[][]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as [number, number];
    const [u, v] = to[i] as [number, number];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const factor = rows[r]![col]! / rows[col]![col]!;
      for (let c = col; c < 9; c++) rows[r]![c]! -= factor * rows[col]![c]!;
    }
  }
  return rows.map((row, i) => row[8]! / row[i]!);
}

// Pastes `source` onto the scene inside the quadrilateral `corners` (clockwise from top-left), bilinear.
function pastePerspective(target: ImageData, source: ImageData, corners: number[][]): void {
  const { width: sw, height: sh } = source;
  const h = solveHomography(corners, [
    [0, 0],
    [sw, 0],
    [sw, sh],
    [0, sh],
  ]);
  const xs = corners.map((p) => p[0]!);
  const ys = corners.map((p) => p[1]!);
  for (let y = Math.floor(Math.min(...ys)); y < Math.ceil(Math.max(...ys)); y++) {
    for (let x = Math.floor(Math.min(...xs)); x < Math.ceil(Math.max(...xs)); x++) {
      const w = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / w;
      const v = (h[3]! * x + h[4]! * y + h[5]!) / w;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) continue;
      const u0 = Math.floor(u);
      const v0 = Math.floor(v);
      const fu = u - u0;
      const fv = v - v0;
      const at = (index: number) => (y * target.width + x) * 4 + index;
      for (let c = 0; c < 3; c++) {
        const p = (uu: number, vv: number) => source.data[(vv * sw + uu) * 4 + c]!;
        const top = p(u0, v0) * (1 - fu) + p(u0 + 1, v0) * fu;
        const bottom = p(u0, v0 + 1) * (1 - fu) + p(u0 + 1, v0 + 1) * fu;
        target.data[at(c)] = top * (1 - fv) + bottom * fv;
      }
    }
  }
}

function addNoise(image: ImageData, random: () => number, amplitude: number): void {
  for (let i = 0; i < image.data.length; i += 4) {
    const noise = (random() + random() - 1) * amplitude;
    for (let c = 0; c < 3; c++) image.data[i + c] = image.data[i + c]! + noise;
  }
}

function toSharp(image: ImageData): Sharp {
  return sharp(Buffer.from(image.data.buffer), {
    raw: { width: image.width, height: image.height, channels: 4 },
  }).removeAlpha();
}

async function makeSignPhoto(options: {
  seed: number;
  size: { width: number; height: number };
  sign: SignSpec;
  corners: number[][];
}): Promise<Sharp> {
  const random = createRandom(options.seed);
  const canvas = createCanvas(options.size.width, options.size.height);
  const ctx = canvas.getContext('2d');
  drawScene(ctx, options.size, random);
  const scene = ctx.getImageData(0, 0, options.size.width, options.size.height);
  const sign = drawSign(options.sign);
  pastePerspective(scene, sign.getContext('2d').getImageData(0, 0, sign.width, sign.height), options.corners);
  addNoise(scene, random, 18);
  return toSharp(scene).blur(1.1);
}

async function makeFlatSign(sign: SignSpec): Promise<Sharp> {
  const canvas = drawSign(sign);
  return toSharp(canvas.getContext('2d').getImageData(0, 0, sign.width, sign.height));
}

// 8-bit greyscale BMP (bottom-up rows padded to 4 bytes), so the reader's palette path is exercised too.
function encodeGreyBmp(grey: { data: Uint8Array; width: number; height: number }): Uint8Array {
  const rowSize = Math.ceil(grey.width / 4) * 4;
  const offset = 14 + 40 + 256 * 4;
  const out = Buffer.alloc(offset + rowSize * grey.height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(offset, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(grey.width, 18);
  out.writeInt32LE(grey.height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(8, 28);
  out.writeUInt32LE(rowSize * grey.height, 34);
  out.writeUInt32LE(2835, 38);
  out.writeUInt32LE(2835, 42);
  out.writeUInt32LE(256, 46);
  for (let i = 0; i < 256; i++) out.writeUInt32LE(i * 0x010101, 54 + i * 4);
  for (let y = 0; y < grey.height; y++) {
    const row = grey.data.subarray(y * grey.width, (y + 1) * grey.width);
    out.set(row, offset + (grey.height - 1 - y) * rowSize);
  }
  return out;
}

// A scanned page: typed note drawn at 150 dpi, tilted, speckled, then wrapped as a PDF with only an image.
async function makeScannedPdf(lines: string[]): Promise<Uint8Array> {
  const random = createRandom(55);
  const [width, height] = [1275, 1650];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f3f1ea';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(0.008);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#1d1d1d';
  lines.forEach((line, index) => {
    ctx.font = index === 0 ? '700 34px FixtureSerif' : '25px FixtureSerif';
    ctx.fillText(line, 130, 190 + index * 44);
  });
  const image = ctx.getImageData(0, 0, width, height);
  addNoise(image, random, 22);
  for (let speck = 0; speck < 400; speck++) {
    const at = (Math.floor(random() * height) * width + Math.floor(random() * width)) * 4;
    image.data.fill(60, at, at + 3);
  }
  const jpeg = await toSharp(image).toColourspace('b-w').blur(0.6).jpeg({ quality: 70 }).toBuffer();
  return wrapJpegInPdf({ jpeg, width, height });
}

function wrapJpegInPdf(input: { jpeg: Buffer; width: number; height: number }): Uint8Array {
  const content = 'q 612 0 0 792 0 0 cm /Im0 Do Q';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
    null,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const parts =
      body ??
      `<< /Type /XObject /Subtype /Image /Width ${input.width} /Height ${input.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length ${input.jpeg.length} >>\nstream\n`;
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n${parts}`, 'latin1'),
      body ? Buffer.alloc(0) : Buffer.concat([input.jpeg, Buffer.from('\nendstream', 'latin1')]),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}

// Tuned against tesseract: it reads Caveat's "u" as "v" ("Echafavdage") at most sizes and as soon as the
// paper carries pixel noise; 64 px letters in navy ink on clean ruled paper, on a page wide enough
// (≥ 1600 px) not to be enlarged before OCR, read right.
async function makeHandwrittenNote(lines: string[]): Promise<Buffer> {
  const [width, height] = [1700, 80 + lines.length * 100];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fbf8ee';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = 'rgba(120,150,200,0.35)';
  for (let y = 108; y < height; y += 100) ctx.strokeRect(0, y, width, 0.5);
  ctx.fillStyle = '#15246b';
  lines.forEach((line, index) => {
    ctx.save();
    ctx.translate(80, 100 + index * 100);
    ctx.rotate(index % 2 ? -0.008 : 0.006);
    ctx.font = '64px FixtureHand';
    ctx.fillText(line, 0, 0);
    ctx.restore();
  });
  return toSharp(ctx.getImageData(0, 0, width, height))
    .blur(0.5)
    .png()
    .toBuffer();
}

async function makeTextPdf(input: { pages: string[][]; title: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    autoFirstPage: false,
    // Fixed dates: pdfkit derives the file identifier from them, so reruns give the same bytes.
    info: {
      Title: input.title,
      CreationDate: fixedDate,
      ModDate: fixedDate,
      Producer: 'RisqueVision fixtures',
    },
  });
  doc.registerFont('FixtureSerif', fonts.serif);
  doc.registerFont('FixtureSerifBold', fonts.serifBold);
  for (const paragraphs of input.pages) {
    doc.addPage();
    paragraphs.forEach((paragraph, index) => {
      if (index === 0) doc.font('FixtureSerifBold', 16).text(paragraph, { paragraphGap: 14 });
      else doc.font('FixtureSerif', 12).text(paragraph, { lineGap: 1.5, paragraphGap: 10 });
    });
  }
  return endPdf(doc);
}

// docx and JSZip stamp the current time into the archive; rewrite the dates so reruns give the same bytes.
async function normaliseZip(data: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(data);
  const rebuilt = new JSZip();
  for (const name of Object.keys(zip.files).sort(sortDocxEntries)) {
    const entry = zip.files[name]!;
    if (entry.dir) continue;
    let content: string | Uint8Array = await entry.async('uint8array');
    if (name === 'docProps/core.xml') {
      content = new TextDecoder()
        .decode(content)
        .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '2025-01-15T12:00:00Z');
    }
    rebuilt.file(name, content, { date: fixedDate, compression: 'DEFLATE', createFolders: false });
  }
  return rebuilt.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

// [Content_Types].xml first and word/ early, as Word writes them, so the type can be judged from the head.
function sortDocxEntries(a: string, b: string): number {
  const rank = (name: string) => (name === '[Content_Types].xml' ? 0 : name.startsWith('word/') ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
}

async function makeDocx(pages: string[][]): Promise<Uint8Array> {
  const children = pages.flatMap((paragraphs, pageIndex) =>
    paragraphs.map(
      (text, index) =>
        new Paragraph(
          index === 0
            ? { text, heading: HeadingLevel.HEADING_1, pageBreakBefore: pageIndex > 0 }
            : { text, spacing: { after: 160 } },
        ),
    ),
  );
  const document = new DocxDocument({ creator: 'RisqueVision', sections: [{ children }] });
  return normaliseZip(await Packer.toBuffer(document));
}

function runTool(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'rv-fixtures-'));
  try {
    await writeImages(scratch);
    await writeDocuments(scratch);
    await writeBadFiles();
    writeFixture('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    // Formatted as the project's linter wants it, so a rerun leaves the committed file unchanged.
    const biome = require.resolve('@biomejs/biome/bin/biome');
    runTool(process.execPath, [biome, 'format', '--write', join(outDir, 'manifest.json')]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function writeImages(scratch: string): Promise<void> {
  const french = await makeSignPhoto({
    seed: 11,
    size: { width: 1600, height: 1200 },
    sign: {
      header: 'DANGER',
      headerColour: '#c8102e',
      headerInk: '#ffffff',
      lines: texts.signFr,
      width: 900,
      height: 640,
    },
    corners: [
      [470, 250],
      [1150, 300],
      [1130, 790],
      [490, 800],
    ],
  });
  // Stored turned a quarter-turn with EXIF Orientation 6, as a phone held upright writes it.
  writeFixture(
    'sign-espace-clos-fr.jpg',
    await sharp(await french.rotate(270).png().toBuffer())
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  );
  const english = await makeSignPhoto({
    seed: 12,
    size: { width: 1200, height: 900 },
    sign: {
      header: 'CAUTION',
      headerColour: '#f2c200',
      headerInk: '#111111',
      lines: texts.signEn,
      width: 760,
      height: 520,
    },
    corners: [
      [250, 170],
      [900, 130],
      [930, 620],
      [270, 640],
    ],
  });
  writeFixture('sign-forklift-en.webp', await english.webp({ quality: 80 }).toBuffer());
  writeFixture('handwritten-echafaudage-fr.png', await makeHandwrittenNote(texts.handwriting));
  const flat = (header: string, lines: string[], headerColour: string) =>
    makeFlatSign({ header, headerColour, headerInk: '#ffffff', lines, width: 640, height: 360 });
  const bmp = await (await flat('DANGER', texts.signBmp, '#c8102e'))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  writeFixture(
    'sign-chute-fr.bmp',
    encodeGreyBmp({ data: bmp.data, width: bmp.info.width, height: bmp.info.height }),
  );
  writeFixture(
    'sign-lockout-en.gif',
    await (await flat('WARNING', texts.signGif, '#e85d04')).gif().toBuffer(),
  );
  writeFixture(
    'sign-hearing-en.tiff',
    await (await flat('NOTICE', texts.signTiff, '#0057b8')).tiff({ compression: 'lzw' }).toBuffer(),
  );
  if (hasTool('heif-enc')) {
    const png = join(scratch, 'heic-source.png');
    await (await flat('ATTENTION', texts.signHeic, '#c8102e')).png().toFile(png);
    runTool('heif-enc', ['-q', '55', '-o', join(outDir, 'sign-harnais-fr.heic'), png]);
    process.stdout.write('wrote sign-harnais-fr.heic\n');
  } else {
    console.warn('heif-enc missing (apt-get install libheif-examples): keeping the committed .heic');
  }
}

async function writeDocuments(scratch: string): Promise<void> {
  writeFixture('scan-inspection-toit-fr.pdf', await makeScannedPdf(texts.scannedNote));
  writeFixture('brasserie-description-fr.docx', await makeDocx(texts.breweryDocx));
  writeFixture(
    'warehouse-description-en.pdf',
    await makeTextPdf({ pages: texts.warehousePdf, title: 'Warehouse description' }),
  );
  writeFixture('soudure-atelier-fr.txt', texts.weldingTxt);
  writeFixture('welding-shop-en.rtf', texts.weldingRtf);
  writeFixture('negative-club-lecture-fr.docx', await makeDocx(texts.negativeFr));
  writeFixture(
    'negative-marketing-agenda-en.pdf',
    await makeTextPdf({ pages: texts.negativeEn, title: 'Marketing meeting agenda' }),
  );
  if (hasTool('soffice')) {
    const docx = join(scratch, 'incident-trancheuse-fr.docx');
    writeFileSync(docx, await makeDocx(texts.incidentDoc));
    runTool('soffice', ['--headless', '--convert-to', 'doc', '--outdir', outDir, docx]);
    process.stdout.write('wrote incident-trancheuse-fr.doc\n');
  } else {
    console.warn('soffice missing (apt-get install libreoffice-writer-nogui): keeping the committed .doc');
  }
}

async function writeBadFiles(): Promise<void> {
  const source = readFileSync(join(outDir, 'warehouse-description-en.pdf'));
  writeFixture('bad-truncated.pdf', source.subarray(0, 400));
  if (hasTool('qpdf')) {
    const target = join(outDir, 'bad-encrypted.pdf');
    // AES-128 derives its key from the password and the (static) ID, so reruns give the same bytes.
    const args = [
      '--static-id',
      '--static-aes-iv',
      '--encrypt',
      'secret',
      'owner',
      '128',
      '--use-aes=y',
      '--',
    ];
    runTool('qpdf', [...args, join(outDir, 'warehouse-description-en.pdf'), target]);
    process.stdout.write('wrote bad-encrypted.pdf\n');
  } else {
    console.warn('qpdf missing (apt-get install qpdf): keeping the committed encrypted PDF');
  }
  writeFixture('bad-empty.txt', ' \n\n\t \r\n');
  writeFixture('bad-zero-bytes.jpg', '');
  const zip = new JSZip();
  zip.file('readme.txt', 'Not a PDF at all.', { date: fixedDate, createFolders: false });
  writeFixture('bad-zip-named.pdf', await zip.generateAsync({ type: 'uint8array' }));
  // The start of a Windows executable: "MZ", a DOS stub message and a PE header offset.
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  exe.write('PE\0\0', 0x80, 'latin1');
  writeFixture('bad-exe-named.pdf', exe);
}

await main();

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { woffToTtf } from './woff-to-ttf';

// Resolved through the package so the path holds wherever node_modules is (dev, build, tests).
const fontsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files',
);

export type InterSubset = 'latin' | 'latin-ext';
export type InterWeight = 400 | 600 | 700;
export type InterFace = { weight: InterWeight; style: 'normal' | 'italic' };

export const INTER_FACES: readonly InterFace[] = [
  { weight: 400, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 600, style: 'normal' },
  { weight: 700, style: 'normal' },
];

const cache = new Map<string, Buffer>();

/** One Inter face as TrueType, unpacked once per process. */
export function loadInter(subset: InterSubset, face: InterFace): Buffer {
  const name = `inter-${subset}-${face.weight}-${face.style}.woff`;
  let ttf = cache.get(name);
  if (!ttf) {
    ttf = woffToTtf(readFileSync(join(fontsFolder, name)));
    cache.set(name, ttf);
  }
  return ttf;
}

/** The name a face is registered under in a PDF document. */
export function fontName(subset: InterSubset, face: InterFace): string {
  return `Inter-${subset}-${face.weight}-${face.style}`;
}

type Face = { subset: InterSubset; face: InterFace };
const FACES: readonly Face[] = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  INTER_FACES.map((face) => ({ subset, face })),
);
const NO_CONTEXTUAL_ALTERNATES = { calt: false };
const MAX_SHAPED = 20_000;
let parsed: Map<string, fontkit.Font> | null = null;

/**
 * The faces parsed once per process (pdfkit would parse them again for every document) and shaped
 * without Inter's contextual alternates: they change nothing in running text and cost fontkit several
 * times the rest of shaping.
 */
function parsedFaces(): Map<string, fontkit.Font> {
  parsed ??= new Map(
    FACES.map(({ subset, face }) => {
      const font = fontkit.create(loadInter(subset, face)) as fontkit.Font;
      rememberShaping(font);
      return [fontName(subset, face), font];
    }),
  );
  return parsed;
}

/**
 * Shaping is a pure function of the text, and reports repeat most of their words (labels, level
 * names, the running header and footer, the same measures on many sheets): fontkit's glyph runs are
 * remembered across documents, the largest part of a render otherwise. pdfkit scales the positions
 * of the run it gets in place, so each call gets its own copy of them.
 */
function rememberShaping(font: fontkit.Font): void {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, fontkit.GlyphRun>();
  font.layout = (text, features, ...rest) => {
    if (features) return shape(text, features, ...rest);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= MAX_SHAPED) shaped.clear();
      run = shape(text, NO_CONTEXTUAL_ALTERNATES);
      shaped.set(text, run);
    }
    return Object.assign(Object.create(Object.getPrototypeOf(run)) as fontkit.GlyphRun, run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  };
}

/**
 * Registers every Inter face of both subsets. The latin subset covers French and English
 * (é è à ç œ « » ’ —); the latin-ext subset is the fallback for names such as « Łukasz ». pdfkit embeds
 * only the faces a report draws with, each cut down to the glyphs it uses.
 */
export function registerReportFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, font] of parsedFaces()) {
    // pdfkit 0.20 takes a parsed fontkit font; its types still list file sources only.
    doc.registerFont(name, font as unknown as Buffer);
  }
}

/** Whether the latin subset lacks this character, which the latin-ext subset then draws (as a browser would). */
export function needsExtendedLatin(codePoint: number): boolean {
  const latin = parsedFaces().get(fontName('latin', INTER_FACES[0]!))!;
  return !latin.hasGlyphForCodePoint(codePoint);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';
import { FONT_FAMILY } from './report-theme';
import { woffToTtf } from './woff-to-ttf';

// Resolved through the package so the path holds wherever node_modules is (dev, build, tests).
const fontsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
  'files',
);

export type InterSubset = 'latin' | 'latin-ext';
export type InterFace = { weight: 400 | 600 | 700; style: 'normal' | 'italic' };

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

let ready: Promise<void> | null = null;

/**
 * Registers and loads Inter once per process. The latin subset covers French and English
 * (é è à ç œ « » ’ —); the latin-ext subset is the fallback for names such as « Łukasz ».
 */
export function prepareReportFonts(): Promise<void> {
  ready ??= (async () => {
    const families = [
      [FONT_FAMILY, 'latin'],
      [`${FONT_FAMILY}Ext`, 'latin-ext'],
    ] as const;
    for (const [family, subset] of families) {
      Font.register({
        family,
        fonts: INTER_FACES.map((face) => ({
          src: `data:font/ttf;base64,${loadInter(subset, face).toString('base64')}`,
          fontWeight: face.weight,
          fontStyle: face.style,
        })),
      });
    }
    for (const [family] of families) {
      for (const face of INTER_FACES) {
        const descriptor = { fontFamily: family, fontWeight: face.weight, fontStyle: face.style };
        await Font.load(descriptor);
        const font = Font.getFont(descriptor)?.data as unknown as LoadedFont | undefined;
        if (font) {
          memoizeShaping(font);
          keepLineBreaksInInter(font);
        }
      }
    }
  })();
  return ready;
}

type LoadedFont = {
  layout: (text: string, features?: unknown, ...rest: unknown[]) => unknown;
  hasGlyphForCodePoint: (codePoint: number) => boolean;
};
const MAX_SHAPED = 20_000;

/**
 * Shaping (fontkit's layout) is a pure function of the text and the features, and a report repeats
 * most of its strings on every sheet: labels, level names, badges, the running header and footer.
 * react-pdf shapes every text again, about a third of a render; remembering the glyph runs, which
 * react-pdf only reads, removes most of it.
 */
function memoizeShaping(font: LoadedFont): void {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, unknown>();
  font.layout = (text, features, ...rest) => {
    const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
    let run = shaped.get(key);
    if (run === undefined) {
      if (shaped.size >= MAX_SHAPED) shaped.clear();
      run = shape(text, features, ...rest);
      shaped.set(key, run);
    }
    return run;
  };
}

const LINE_FEED = 0x0a;

/**
 * A line break has no glyph in Inter, so react-pdf would hand it to its last-resort font, Helvetica,
 * which then appears in the PDF as a font that is used but not embedded. Claiming the line break for
 * Inter keeps every font of the report embedded; react-pdf removes the character before drawing.
 */
function keepLineBreaksInInter(font: LoadedFont): void {
  const hasGlyph = font.hasGlyphForCodePoint.bind(font);
  font.hasGlyphForCodePoint = (codePoint) => codePoint === LINE_FEED || hasGlyph(codePoint);
}

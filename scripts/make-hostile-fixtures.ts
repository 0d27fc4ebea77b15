// Writes the hostile upload set (files made to exhaust a reader's memory or time) into a folder, by default
// .tmp/hostile (run: npx tsx scripts/make-hostile-fixtures.ts [folder]). They are tiny on disk but unpack to
// tens or hundreds of MB, so they are made at test time rather than committed. Each is built by streaming:
// one deflated block with a full flush is byte-aligned and independent, so repeating it N times (then an
// empty final block) is a valid deflate stream of N times the text, made in milliseconds.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';

export const HOSTILE_FILES = {
  /** 2,000,000 paragraphs, 64 MB of XML in about 200 KB: it took mammoth to 4.8 GB and killed the server. */
  paragraphs: 'paragraphs-2m.docx',
  /** 400 MB of text in about 400 KB. */
  text400: 'text-400mb.docx',
  /** A DOCX carrying 1 GB of zeros beside a tiny document: the classic high-ratio bomb. */
  zipBomb: 'zip-bomb.docx',
  /** A DOCX whose headers declare a 2 KB document that really inflates to 64 MB. */
  lyingSizes: 'lying-sizes.docx',
  /** A PNG of 20,000 × 20,000 pixels (1.6 GB decoded) in about 50 KB. */
  pixelBomb: 'pixel-bomb.png',
  /** An RTF of 20 MB of nested groups: one state per '{' would hold gigabytes. */
  rtfNesting: 'nesting.rtf',
} as const;

interface RepeatedPart {
  name: string;
  head: string;
  body: string;
  times: number;
  tail: string;
  /** Declared uncompressed size when the archive should lie about it. */
  declaredSize?: number;
}

function deflateRepeated(part: RepeatedPart): { data: Buffer; size: number; crc: number } {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const body = Buffer.from(part.body);
  const block = deflateRawSync(body, flush);
  const chunks = [deflateRawSync(Buffer.from(part.head), flush)];
  let crc = crc32(part.head);
  for (let index = 0; index < part.times; index++) {
    chunks.push(block);
    crc = crc32(body, crc);
  }
  chunks.push(deflateRawSync(Buffer.from(part.tail)));
  crc = crc32(part.tail, crc);
  const size = Buffer.byteLength(part.head) + body.length * part.times + Buffer.byteLength(part.tail);
  return { data: Buffer.concat(chunks), size, crc };
}

/** A minimal ZIP (deflate, no data descriptors) from parts that each repeat one piece of text. */
function writeZip(parts: RepeatedPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size, crc } = deflateRepeated(part);
    const declared = part.declaredSize ?? size;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const documentHead =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const documentTail = '</w:body></w:document>';
const once = (name: string, text: string): RepeatedPart => ({
  name,
  head: text,
  body: '',
  times: 0,
  tail: '',
});

// word/document.xml comes first so that the type check (which looks for "word/" in the first bytes) sees it.
function docx(document: RepeatedPart, extra: RepeatedPart[] = []): Buffer {
  return writeZip([document, once('[Content_Types].xml', contentTypes), ...extra]);
}

// 34 bytes a paragraph, 20,000 to a deflated block: 2,000,000 paragraphs, 68 MB of XML.
const paragraphs = '<w:p><w:r><w:t>x</w:t></w:r></w:p>'.repeat(20_000);

function paragraphsDocx(): Buffer {
  return docx({
    name: 'word/document.xml',
    head: documentHead,
    body: paragraphs,
    times: 100,
    tail: documentTail,
  });
}

function text400Docx(): Buffer {
  const run = `<w:r><w:t>${'Risque de chute et de coupure. '.repeat(32_768)}</w:t></w:r>`;
  const times = Math.ceil((400 * 1024 * 1024) / run.length);
  return docx({
    name: 'word/document.xml',
    head: `${documentHead}<w:p>`,
    body: run,
    times,
    tail: `</w:p>${documentTail}`,
  });
}

function zipBombDocx(): Buffer {
  const document = once(
    'word/document.xml',
    `${documentHead}<w:p><w:r><w:t>Bonjour</w:t></w:r></w:p>${documentTail}`,
  );
  const zeros: RepeatedPart = {
    name: 'word/media/image1.bin',
    head: '',
    body: '\0'.repeat(1024 * 1024),
    times: 1024,
    tail: '',
  };
  return docx(document, [zeros]);
}

function lyingDocx(): Buffer {
  return docx({
    name: 'word/document.xml',
    head: documentHead,
    body: paragraphs,
    times: 100,
    tail: documentTail,
    declaredSize: 2048,
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function pixelBombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // 8-bit
  header.writeUInt8(2, 9); // RGB: 1.2 GB decoded
  const row = Buffer.alloc(1 + side * 3, 0xff);
  row[0] = 0;
  const rowsPerBlock = 20;
  const block = Buffer.concat(Array.from({ length: rowsPerBlock }, () => row));
  const rows: RepeatedPart = {
    name: '',
    head: '',
    body: block.toString('latin1'),
    times: side / rowsPerBlock,
    tail: '',
  };
  // A zlib stream: a 2-byte header, the raw deflate data, then the Adler-32 of the pixels.
  const raw = deflateRepeatedLatin1(rows);
  const zlibData = Buffer.concat([Buffer.from([0x78, 0x9c]), raw, adler32Repeated(row, side)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlibData),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function deflateRepeatedLatin1(part: RepeatedPart): Buffer {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const block = deflateRawSync(Buffer.from(part.body, 'latin1'), flush);
  return Buffer.concat([...Array.from({ length: part.times }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

// Adler-32 of `data` repeated: one pass over the row gives its byte sum and weighted sum, then each repeat
// adds them in constant time (a' = a + S, b' = b + n·a + T).
function adler32Repeated(data: Buffer, times: number): Buffer {
  const modulo = 65521;
  let sum = 0;
  let weighted = 0;
  for (const [index, byte] of data.entries()) {
    sum = (sum + byte) % modulo;
    weighted = (weighted + (data.length - index) * byte) % modulo;
  }
  let a = 1;
  let b = 0;
  for (let index = 0; index < times; index++) {
    b = (b + (data.length % modulo) * a + weighted) % modulo;
    a = (a + sum) % modulo;
  }
  const out = Buffer.alloc(4);
  out.writeUInt32BE(((b << 16) | a) >>> 0);
  return out;
}

function nestingRtf(): Buffer {
  return Buffer.from(`{\\rtf1\\ansi ${'{'.repeat(20 * 1024 * 1024)}Texte${'}'.repeat(16)}}`, 'latin1');
}

/** Writes the hostile set into `folder` (files already there are kept) and returns its paths by role. */
export function makeHostileFixtures(folder: string): Record<keyof typeof HOSTILE_FILES, string> {
  mkdirSync(folder, { recursive: true });
  const makers: Record<keyof typeof HOSTILE_FILES, () => Buffer> = {
    paragraphs: paragraphsDocx,
    text400: text400Docx,
    zipBomb: zipBombDocx,
    lyingSizes: lyingDocx,
    pixelBomb: () => pixelBombPng(),
    rtfNesting: nestingRtf,
  };
  const paths = {} as Record<keyof typeof HOSTILE_FILES, string>;
  for (const [role, name] of Object.entries(HOSTILE_FILES) as [keyof typeof HOSTILE_FILES, string][]) {
    const path = join(folder, name);
    if (!existsSync(path)) writeFileSync(path, makers[role]());
    paths[role] = path;
  }
  return paths;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const folder = resolve(process.argv[2] ?? '.tmp/hostile');
  for (const [role, path] of Object.entries(makeHostileFixtures(folder))) console.log(role, path);
}

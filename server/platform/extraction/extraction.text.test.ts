import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWindows1252 } from './extraction.cp1252';
import { readRtfFile, readTextFile } from './extraction.text';

let folder = '';
async function write(name: string, data: string | Uint8Array): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, data);
  return path;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'rv-text-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('readTextFile', () => {
  it('reads UTF-8, drops the BOM and turns CRLF into LF', async () => {
    const path = await write('utf8.txt', '\ufeffÉchafaudage\r\nau 2e étage\r\n');
    expect(await readTextFile({ path, maxChars: 1000 })).toEqual({
      text: 'Échafaudage\nau 2e étage',
      truncated: false,
    });
  });

  it('falls back to Windows-1252 when the bytes are not valid UTF-8', async () => {
    const path = await write(
      'cp1252.txt',
      Buffer.from([0x93, 0x45, 0x50, 0x49, 0x94, 0x20, 0x96, 0x20, 0xe9, 0x80]),
    );
    expect((await readTextFile({ path, maxChars: 1000 })).text).toBe('“EPI” – é€');
  });

  it('reads UTF-16 little-endian text marked by its BOM', async () => {
    const path = await write('utf16.txt', Buffer.from('\ufeffBruit: 96 dBA', 'utf16le'));
    expect((await readTextFile({ path, maxChars: 1000 })).text).toBe('Bruit: 96 dBA');
  });

  it('stops reading at the cap and says the text was truncated', async () => {
    const path = await write('long.txt', 'x'.repeat(600_000));
    const read = await readTextFile({ path, maxChars: 1000 });
    expect(read.text).toHaveLength(1000);
    expect(read.truncated).toBe(true);
  });

  it('does not split a multi-byte character cut between two read chunks', async () => {
    const path = await write('boundary.txt', `${'a'.repeat(256 * 1024 - 1)}é`);
    expect((await readTextFile({ path, maxChars: 1_000_000 })).text.endsWith('aé')).toBe(true);
  });
});

describe('readRtfFile', () => {
  it('streams an RTF file through the converter', async () => {
    const path = await write(
      'doc.rtf',
      String.raw`{\rtf1\ansi{\fonttbl{\f0 Arial;}}Soudure L\'e9vesque\par}`,
    );
    expect(await readRtfFile({ path, maxChars: 1000 })).toEqual({
      text: 'Soudure Lévesque',
      truncated: false,
    });
  });
});

describe('decodeWindows1252', () => {
  it('maps the 0x80–0x9F range to the euro sign, dashes and quotes, and the rest as Latin-1', () => {
    expect(decodeWindows1252(Uint8Array.from([0x80, 0x85, 0x96, 0x97, 0x91, 0x92, 0xc9, 0x41]))).toBe(
      '€…–—‘’ÉA',
    );
  });
});

describe('tidying text as it streams', () => {
  it('joins a CR LF split across two read chunks into one line break, and drops control characters', async () => {
    const first = 'a'.repeat(256 * 1024 - 1);
    const path = await write('crlf.txt', `${first}\r\nsuite\u0007 du texte\r\nfin`);
    const { text } = await readTextFile({ path, maxChars: 2_000_000 });
    expect(text.endsWith('a\nsuite du texte\nfin')).toBe(true);
    expect(text).not.toContain('\r');
  });
});

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { SCRATCH_MAX_AGE_MS, sweepScratch } from './scratch-sweep';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A DATA_DIR whose scratch folder holds what a process killed mid-analysis left, and a fresh upload. */
function dataDirWithLeftovers(now = Date.now()) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-scratch-'));
  folders.push(dataDir);
  const scratch = join(dataDir, 'tmp');
  mkdirSync(join(scratch, 'analysis-dead', 'pages'), { recursive: true });
  writeFileSync(join(scratch, 'analysis-dead', 'pages', 'page-1.png'), Buffer.alloc(2048));
  writeFileSync(join(scratch, 'upload-dead'), Buffer.alloc(1024));
  writeFileSync(join(scratch, 'upload-live'), Buffer.alloc(1024));
  const old = new Date(now - SCRATCH_MAX_AGE_MS - 60_000);
  utimesSync(join(scratch, 'analysis-dead'), old, old);
  utimesSync(join(scratch, 'upload-dead'), old, old);
  return { dataDir, scratch };
}

describe('scratch folder sweep', () => {
  it('removes entries untouched for longer than the limit, with their contents, and keeps young ones', async () => {
    const { scratch } = dataDirWithLeftovers();
    expect(await sweepScratch({ temporaryDir: scratch, olderThanMs: SCRATCH_MAX_AGE_MS })).toEqual({
      removed: 2,
    });
    expect(await readdir(scratch)).toEqual(['upload-live']);
  });

  it('answers nothing removed for a missing folder', async () => {
    expect(
      await sweepScratch({ temporaryDir: join(tmpdir(), 'rv-no-such-scratch'), olderThanMs: 1 }),
    ).toEqual({
      removed: 0,
    });
  });

  it('clears a dead process’s leftovers when the server starts', async () => {
    const { dataDir, scratch } = dataDirWithLeftovers();
    let context: TestContext | null = null;
    try {
      context = await createTestContext({ env: { DATA_DIR: dataDir } });
      const left = await eventually(async () => {
        const names = await readdir(scratch);
        return names.includes('analysis-dead') || names.includes('upload-dead') ? undefined : names;
      });
      expect(left).toContain('upload-live');
    } finally {
      await context?.close();
    }
  });
});

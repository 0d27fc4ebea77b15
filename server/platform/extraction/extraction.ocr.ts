import { copyFile, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** 'document' for pages of text (scans), 'sparse' for photos where text sits in a few places among clutter. */
export type OcrLayout = 'document' | 'sparse';

export interface OcrPool {
  recognize(input: { image: Buffer; layout: OcrLayout }): Promise<string>;
  /** Starts one worker now, so the first photo does not wait for it. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

// tesseract.js downloads its language data unless langPath names one local folder holding every language,
// and writes a cache into the working folder unless cacheMethod is 'none'; the npm packages ship the data.
async function prepareLanguageData(input: { cacheDir: string; languages: string[] }): Promise<string> {
  const folder = join(input.cacheDir, 'tessdata');
  await mkdir(folder, { recursive: true });
  for (const language of input.languages) {
    const target = join(folder, `${language}.traineddata.gz`);
    const present = await stat(target).then(
      (info) => info.size > 0,
      () => false,
    );
    if (present) continue;
    const packageFolder = dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    await copyFile(join(packageFolder, '4.0.0_best_int', `${language}.traineddata.gz`), target);
  }
  return folder;
}

/**
 * A lazily started pool of long-lived tesseract.js workers (at most two: each is single-threaded WebAssembly
 * holding its own copy of the language models), reused across files until close().
 */
export function createOcrPool(options: { cacheDir: string; languages: string; size: number }): OcrPool {
  const size = Math.min(2, Math.max(1, Math.floor(options.size)));
  const idle: Worker[] = [];
  const waiting: ((worker: Worker | Promise<Worker>) => void)[] = [];
  const ready = new Set<Worker>();
  const starting = new Set<Promise<Worker>>();
  let count = 0;
  let langPath: Promise<string> | null = null;

  async function startWorker(): Promise<Worker> {
    langPath ??= prepareLanguageData({ cacheDir: options.cacheDir, languages: options.languages.split('+') });
    const worker = await createWorker(options.languages, OEM.LSTM_ONLY, {
      langPath: await langPath,
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows a failed job from its message listener, an uncaught
      // exception that would end the server; the job's promise is rejected with the same error anyway.
      errorHandler: () => undefined,
    });
    // Photos carry no resolution; without a value tesseract guesses one and warns on every image.
    await worker.setParameters({ user_defined_dpi: '300' });
    return worker;
  }

  async function launch(): Promise<Worker> {
    count++;
    const pending = startWorker();
    starting.add(pending);
    try {
      const worker = await pending;
      ready.add(worker);
      return worker;
    } catch (error) {
      count--;
      throw error;
    } finally {
      starting.delete(pending);
    }
  }

  function acquire(): Promise<Worker> {
    const worker = idle.pop();
    if (worker) return Promise.resolve(worker);
    if (count < size) return launch();
    return new Promise<Worker>((resolve) => waiting.push(resolve));
  }

  function release(worker: Worker): void {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  return {
    async warmUp() {
      if (count === 0) release(await acquire());
    },
    async recognize(input) {
      const worker = await acquire();
      try {
        const mode = input.layout === 'sparse' ? PSM.SPARSE_TEXT : PSM.AUTO;
        await worker.setParameters({ tessedit_pageseg_mode: mode });
        const result = await worker.recognize(input.image, {}, { text: true });
        release(worker);
        return result.data.text;
      } catch (error) {
        // A worker that failed may be left in any state: replace it rather than reuse it.
        ready.delete(worker);
        count--;
        await worker.terminate().catch(() => undefined);
        waiting.shift()?.(launch());
        throw error;
      }
    },
    async close() {
      await Promise.allSettled([...starting]);
      const workers = [...ready];
      ready.clear();
      idle.length = 0;
      count = 0;
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    },
  };
}

// The analysis budgets of issue #5, measured through the production server over HTTP: the builtin engine end
// to end, extraction against Debian's tools, memory during a 200 MB upload, and the server's own overhead
// around an AI engine. Each function starts its own server on a fresh data folder and returns numbers.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { getResolvedPDFJS } from 'unpdf';
import { groundRisks } from '../server/modules/analyses/grounding';
import { createBuiltinEngine } from '../server/platform/ai/builtin/builtin.engine';
import type { EvidenceDocument } from '../server/platform/ai/engine';
import { weldingAnswerFr } from '../server/platform/ai/testing/analysis-samples';
import { openAiAnswer, startFakeOpenAi } from '../server/platform/ai/testing/fake-openai';
import { createExtractor } from '../server/platform/extraction/extraction.extractor';
import { prepareForOcr } from '../server/platform/extraction/extraction.image';
import { createOcrPool } from '../server/platform/extraction/extraction.ocr';
import type { ExtractionResult } from '../server/platform/extraction/extraction.types';
import { prepareBenchInputs } from './analysis-inputs';
import { type AnalysisRun, runAnalysis, startSeededServer } from './server-start';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
const weldingTxt = join(root, 'fixtures/analysis/soudure-atelier-fr.txt');

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const fields = () => ({
  requestId: randomUUID(),
  area: 'Usine Beaulieu — atelier, entrepôt et quai',
  jurisdiction: 'QC',
  language: 'français',
  mainSector: 'manufacturing',
  subSector: 'manufacturing.machinery-equipment',
  specificActivity: 'manufacturing.machinery-equipment.welding-assembly',
  customInstructions: 'Visite du 12 mars : attention aux espaces clos et à la circulation des chariots.',
  sourceInterface: 'enterprise',
});

const timeMs = async (work: () => unknown) => {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
};
const medianOf3 = async (work: () => unknown) =>
  median([await timeMs(work), await timeMs(work), await timeMs(work)]);
const runTool = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.error}`);
  return result.stdout;
};

/**
 * The builtin engine and grounding timed in this process on the same evidence the server extracts. The engine
 * runs synchronously on the server's event loop, so its progress events reach the stream in one batch with the
 * last file's: their arrival times cannot tell its share, this can.
 */
async function timeEngineInProcess(paths: string[]) {
  const scratch = mkdtempSync(join(tmpdir(), 'rv-bench-engine-'));
  const extractor = createExtractor({ cacheDir: join(scratch, 'cache') });
  try {
    const documents: EvidenceDocument[] = [];
    for (const path of paths) {
      const result = await extractor.extract({ path, originalName: basename(path), outDir: scratch });
      documents.push({
        fileName: basename(path),
        kind: result.kind ?? 'text',
        mimeType: result.mimeType,
        pages: result.pages,
        imagePath: result.image?.normalizedPath ?? null,
      });
    }
    const engine = createBuiltinEngine();
    const input = {
      language: 'fr' as const,
      jurisdiction: 'QC' as const,
      workplace: {
        area: fields().area,
        mainSectorId: 'manufacturing',
        subSectorId: 'manufacturing.machinery-equipment',
        activityId: 'manufacturing.machinery-equipment.welding-assembly',
      },
      instructions: fields().customInstructions,
      documents,
    };
    const { risks } = await engine.analyse(input);
    return {
      engineMs: await medianOf3(() => engine.analyse(input)),
      groundingMs: await medianOf3(() => groundRisks({ drafts: risks, jurisdiction: 'QC', language: 'fr' })),
      textChars: documents.reduce(
        (sum, document) => sum + document.pages.reduce((n, page) => n + page.text.length, 0),
        0,
      ),
    };
  } finally {
    await extractor.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** 5 photos of 12 MP, a 20-page PDF and a 3-page DOCX with the builtin engine: a cold run then a warm one. */
export async function benchBuiltinAnalysis() {
  const inputs = await prepareBenchInputs();
  const paths = [...inputs.photos, inputs.pdf, inputs.docx];
  const seeded = await startSeededServer({ entry });
  let runs: { cold: AnalysisRun; warm: AnalysisRun };
  try {
    runs = {
      cold: await runAnalysis(seeded.session, fields(), paths),
      warm: await runAnalysis(seeded.session, fields(), paths),
    };
  } finally {
    await seeded.stop();
  }
  return { ...runs, inProcess: await timeEngineInProcess(paths) };
}

/** pdf.js as the extractor drives it: opening alone, then opening + getTextContent of every page. */
async function timePdfjs(path: string) {
  const pdfjs = await getResolvedPDFJS();
  const open = () =>
    pdfjs.getDocument({
      url: pathToFileURL(path).href,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
  const openMs = await medianOf3(async () => (await open()).destroy());
  const textMs = await medianOf3(async () => {
    const pdf = await open();
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      await page.getTextContent();
      page.cleanup();
    }
    await pdf.destroy();
  });
  return { openMs, textMs };
}

/**
 * The two OCR passes the extractor makes on a photo (document layout, then sparse text when the first found
 * 1 to 3 words), on a photo with a sign and one without, to show where photo time goes.
 */
async function timeOcrPasses(options: {
  scratch: string;
  photos: string[];
  extract: (path: string) => Promise<ExtractionResult>;
}) {
  const pool = createOcrPool({ cacheDir: join(options.scratch, 'cache'), languages: 'fra+eng', size: 1 });
  try {
    const timePhoto = async (path: string) => {
      const normalized = (await options.extract(path)).image?.normalizedPath as string;
      const meta = await sharp(normalized).metadata();
      const image = await prepareForOcr(sharp(normalized), {
        width: meta.width ?? 0,
        height: meta.height ?? 0,
      });
      const prepareMs = await medianOf3(() =>
        prepareForOcr(sharp(normalized), { width: meta.width ?? 0, height: meta.height ?? 0 }),
      );
      const normaliseMs = await medianOf3(() =>
        sharp(path)
          .autoOrient()
          .resize({ width: 2048, height: 2048, fit: 'inside' })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
      await pool.recognize({ image, layout: 'document' });
      const documentMs = await timeMs(() => pool.recognize({ image, layout: 'document' }));
      const sparseMs = await timeMs(() => pool.recognize({ image, layout: 'sparse' }));
      return { normaliseMs, prepareMs, documentMs, sparseMs };
    };
    return {
      withSign: await timePhoto(options.photos[0] as string),
      withoutSign: await timePhoto(options.photos[1] as string),
    };
  } finally {
    await pool.close();
  }
}

/** The Debian packages the comparison needs and this machine lacks (a fresh machine may have neither). */
function missingDebianTools(): string[] {
  const missing: string[] = [];
  if (spawnSync('pdftotext', ['-v']).status !== 0) missing.push('poppler-utils');
  const languages = spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' });
  if (languages.status !== 0 || !/^fra$/m.test(languages.stdout) || !/^eng$/m.test(languages.stdout)) {
    missing.push('tesseract-ocr', 'tesseract-ocr-fra');
  }
  return missing;
}

/** The project's extractor against pdftotext and the tesseract CLI, on the same files, medians of 3 after a warm-up. */
export async function benchExtractionRatios() {
  const missing = missingDebianTools();
  if (missing.length > 0) return { missing };
  const inputs = await prepareBenchInputs();
  const scratch = mkdtempSync(join(tmpdir(), 'rv-bench-extract-'));
  const extractor = createExtractor({ cacheDir: join(scratch, 'cache') });
  const photo = inputs.photos[0] as string;
  const extract = (path: string) =>
    extractor.extract({ path, originalName: basename(path), outDir: scratch });
  try {
    await extract(inputs.pdf);
    const photoResult = await extract(photo);
    const projectPdfMs = await medianOf3(() => extract(inputs.pdf));
    const pdftotextMs = await medianOf3(() =>
      runTool('pdftotext', ['-enc', 'UTF-8', inputs.pdf, join(scratch, 'out.txt')]),
    );
    const spawnMs = await medianOf3(() => runTool('pdftotext', ['-v']));
    const pdfjs = await timePdfjs(inputs.pdf);
    const projectOcrMs = await medianOf3(() => extract(photo));
    const cliArgs = (image: string) => [image, 'stdout', '-l', 'fra+eng'];
    let cliText = '';
    const tesseractMs = await medianOf3(() => {
      cliText = runTool('tesseract', cliArgs(photo));
    });
    // The CLI on the very pixels the project's OCR reads (≤ 2048 px, greyscale, contrast stretched).
    const normalized = photoResult.image?.normalizedPath as string;
    const meta = await sharp(normalized).metadata();
    const prepared = join(scratch, 'prepared.pgm');
    writeFileSync(
      prepared,
      await prepareForOcr(sharp(normalized), { width: meta.width ?? 0, height: meta.height ?? 0 }),
    );
    const tesseractPreparedMs = await medianOf3(() => runTool('tesseract', cliArgs(prepared)));
    // Starting the CLI and loading fra+eng, which the project's long-lived worker does once.
    const blank = join(scratch, 'blank.png');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(blank);
    const tesseractStartupMs = await medianOf3(() => runTool('tesseract', cliArgs(blank)));
    const passes = await timeOcrPasses({ scratch, photos: inputs.photos, extract });
    const words = (text: string) => text.match(/\p{L}{3,}/gu)?.length ?? 0;
    return {
      projectPdfMs,
      pdftotextMs,
      pdftotextSpawnMs: spawnMs,
      pdfjsOpenMs: pdfjs.openMs,
      pdfjsTextMs: pdfjs.textMs,
      pdfRatio: projectPdfMs / pdftotextMs,
      projectOcrMs,
      tesseractMs,
      tesseractPreparedMs,
      tesseractStartupMs,
      ocrRatio: projectOcrMs / tesseractMs,
      preparedSide: Math.max(meta.width ?? 0, meta.height ?? 0),
      projectWords: words(photoResult.pages.map((page) => page.text).join('\n')),
      cliWords: words(cliText),
      passes,
    };
  } finally {
    await extractor.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const readRssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const readHwmKb = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The server's resident memory while a 200 MB TXT goes through intake, extraction and the builtin engine. */
export async function benchUploadMemory(options: { path?: string; env?: Record<string, string> } = {}) {
  const bigText = options.path ?? (await prepareBenchInputs()).bigText;
  const seeded = await startSeededServer({ entry, env: options.env });
  const pid = seeded.server.process.pid as number;
  try {
    await runAnalysis(seeded.session, fields(), [weldingTxt]);
    await runAnalysis(seeded.session, fields(), [weldingTxt]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) {
      quiet.push(readRssKb(pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const baselineKb = median(quiet);
    // Writing 5 to clear_refs resets the kernel's peak (VmHWM), a check on the 50 ms sampling.
    let hwmReset = true;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      hwmReset = false;
    }
    const samples: { at: number; kb: number }[] = [];
    const sampler = setInterval(() => samples.push({ at: performance.now(), kb: readRssKb(pid) }), 50);
    const startedAt = performance.now();
    let run: AnalysisRun;
    try {
      run = await runAnalysis(seeded.session, fields(), [bigText]);
      // The job's last writes and the closing streams finish after the answer: keep watching a little.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      clearInterval(sampler);
    }
    const hwmKb = hwmReset ? readHwmKb(pid) : 0;
    const received = startedAt + run.stages.uploadMs;
    const answered = startedAt + run.totalMs;
    const peakIn = (from: number, to: number) =>
      Math.max(0, ...samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.kb)) / 1024;
    const sampledPeakKb = Math.max(...samples.map((s) => s.kb));
    return {
      baselineMb: baselineKb / 1024,
      /** The higher of the 50 ms samples and the kernel's own peak (VmHWM, reset before the upload). */
      peakMb: Math.max(sampledPeakKb, hwmKb) / 1024,
      sampledPeakMb: sampledPeakKb / 1024,
      hwmMb: hwmReset ? hwmKb / 1024 : null,
      peakUploadMb: peakIn(startedAt, received),
      peakAfterUploadMb: peakIn(received, answered),
      afterMb: readRssKb(pid) / 1024,
      samples: samples.length,
      run,
      ...(await timeEngineInProcess([bigText])),
    };
  } finally {
    await seeded.stop();
  }
}

/** The server's own time per analysis around an AI engine that answers at once: total minus extraction. */
export async function benchAiOverhead(runs = 5) {
  const provider = await startFakeOpenAi();
  const seeded = await startSeededServer({
    entry,
    env: {
      ANALYSIS_ENGINE: 'openai',
      OPENAI_BASE_URL: `${provider.url}/v1`,
      OPENAI_API_KEY: 'bench',
      AI_DAILY_QUOTA: '1000',
    },
  });
  try {
    const measured: AnalysisRun[] = [];
    for (let run = 0; run <= runs; run++) {
      provider.reply(openAiAnswer(JSON.stringify(weldingAnswerFr)));
      const result = await runAnalysis(seeded.session, fields(), [weldingTxt]);
      if (run > 0) measured.push(result);
    }
    const overheads = measured.map((run) => run.totalMs - (run.stages.files[0]?.ms ?? 0));
    const medianStage = (pick: (run: AnalysisRun) => number) => median(measured.map(pick));
    return {
      medianMs: median(overheads),
      worstMs: Math.max(...overheads),
      runs: measured.length,
      answeredByPost: measured.filter((run) => run.answeredBy === 'post').length,
      providerCalls: provider.requests.length,
      stages: {
        uploadMs: medianStage((run) => run.stages.uploadMs),
        queueMs: medianStage((run) => run.stages.queueMs),
        extractionMs: medianStage((run) => run.stages.files[0]?.ms ?? 0),
        engineMs: medianStage((run) => run.stages.engineMs),
        groundingSavingMs: medianStage((run) => run.stages.groundingSavingMs),
        answerMs: medianStage((run) => run.stages.answerMs),
      },
    };
  } finally {
    await seeded.stop();
    await provider.close();
  }
}

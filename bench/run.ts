// `npm run bench`: the speed and memory figures the issues name, on the production build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAnalysesList } from './analyses-list';
import { benchAiOverhead, benchBuiltinAnalysis, benchExtractionRatios, benchUploadMemory } from './analysis';
import { benchAssistant } from './assistant';
import { benchBackup } from './backup';
import { runEval } from './eval';
import { benchHostileUploads } from './hostile';
import { benchReport } from './report';
import { benchServerMemory } from './server-memory';
import { type AnalysisRun, startServer } from './server-start';
import { measureLandingBundle } from './web-bundle';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
// Always rebuilt: a bundle left from older sources would measure code that no longer exists.
console.log('Building the production bundle first…');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const results: { name: string; value: string; budget: string; ok: boolean | null; notes: string[] }[] = [];
const decimals: Record<string, number> = { KB: 1, MB: 1, '×': 2 };
const record = (name: string, value: number, unit: string, budget?: number) =>
  results.push({
    name,
    value: `${value.toFixed(decimals[unit] ?? 0)} ${unit}`,
    budget: budget === undefined ? '—' : `≤ ${budget} ${unit}`,
    ok: budget === undefined ? null : value <= budget,
    notes: [],
  });
/** An explanation printed under the last recorded row. */
const note = (text: string) => results.at(-1)?.notes.push(text);
const ms = (value: number) => `${Math.round(value)} ms`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Server cold start: the very first start (creates and migrates the embedded database), then new
// processes on that existing database.
const dataDir = mkdtempSync(join(tmpdir(), 'rv-bench-'));
const port = 4390;
const first = await startServer({ entry, dataDir, port });
record('server first start (new embedded database, migrations), to healthy', first.healthyAfterMs, 'ms');

const landing = await measureLandingBundle({
  baseUrl: first.server.baseUrl,
  webRoot: join(root, 'dist/web'),
});
record(`landing page initial JavaScript, gzipped (${landing.files} files)`, landing.jsGzipKb, 'KB', 180);
record('landing page initial CSS, gzipped', landing.cssGzipKb, 'KB');
await first.server.stop();

const restarts: number[] = [];
for (let run = 0; run < 5; run++) {
  const { server, healthyAfterMs } = await startServer({ entry, dataDir, port });
  restarts.push(healthyAfterMs);
  await server.stop();
}
record(
  'server cold start on an existing embedded database (median of 5), to healthy',
  median(restarts),
  'ms',
  3000,
);

// Issue 15: a lean process. The first start builds the embedded database in a child process whose
// memory ends with it; idle figures are 10 s after healthy, with nothing read yet.
const serverMemory = await benchServerMemory({
  entry,
  dataDir: mkdtempSync(join(tmpdir(), 'rv-bench-memory-')),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});
record(
  'server first start on an empty data folder: server process peak RSS',
  serverMemory.first.startHwmMb,
  'MB',
  400,
);
note(
  `with its database-creation child, sampled peak of the process tree ${serverMemory.first.peakTreeMb.toFixed(0)} MB`,
);
record('server idle RSS, embedded database', serverMemory.reopened.idleMb, 'MB', 300);
note(`after the first start, before any restart: ${serverMemory.first.idleMb.toFixed(0)} MB`);
record('server idle RSS, PostgreSQL', serverMemory.postgres.idleMb, 'MB', 150);
rmSync(dataDir, { recursive: true, force: true });

// Other work on the machine slows every figure: say how busy it was.
const loadAtStart = loadavg();

// Issue #5: the analysis budgets, through the production server over HTTP (see bench/analysis.ts).
const shares = (run: AnalysisRun) => {
  const part = (label: string, value: number) =>
    `${label} ${ms(value)} (${Math.round((value / run.totalMs) * 100)}%)`;
  const sum = (pattern: RegExp) =>
    run.stages.files.filter((file) => pattern.test(file.name)).reduce((total, file) => total + file.ms, 0);
  const photos = run.stages.files
    .filter((file) => /\.jpg$/.test(file.name))
    .map((file) => Math.round(file.ms));
  return [
    part('upload+intake', run.stages.uploadMs),
    part('queue', run.stages.queueMs),
    `${part('photos', sum(/\.jpg$/))} [${photos.join(', ')}]`,
    part('PDF', sum(/\.pdf$/)),
    part('DOCX (its arrival also waits for the engine)', sum(/\.docx$/)),
    part('between files', run.stages.betweenFilesMs),
    part('engine', run.stages.engineMs),
    part('grounding+saving', run.stages.groundingSavingMs),
    part('answer', run.stages.answerMs),
  ].join(', ');
};
const answeredByGet = (runs: AnalysisRun[]) => {
  if (runs.every((run) => run.answeredBy === 'post')) return;
  note(
    'the POST answered 499 request.aborted once its upload ended (connectionSignal in analyses.routes treats the ' +
      "request's 'close' as a lost client): times run to the done event + GET /api/analysis/{id}",
  );
};

const builtin = await benchBuiltinAnalysis();
const builtinName = 'builtin analysis, 5 photos of 12 MP + 20-page PDF + 3-page DOCX, to answer';
record(`${builtinName} (cold)`, builtin.cold.totalMs, 'ms', 8000);
note(`stages: ${shares(builtin.cold)}`);
record(`${builtinName} (warm)`, builtin.warm.totalMs, 'ms', 8000);
note(`stages: ${shares(builtin.warm)}`);
note(
  `the builtin engine blocks the event loop, so analysing/grounding/done reach the stream with the last file: ` +
    `timed in-process on the same evidence (${builtin.inProcess.textChars} chars), engine ` +
    `${ms(builtin.inProcess.engineMs)}, grounding ${ms(builtin.inProcess.groundingMs)}; risks found: ${builtin.warm.risks}`,
);
answeredByGet([builtin.cold, builtin.warm]);

const ratios = await benchExtractionRatios();
if (ratios.missing !== undefined) {
  console.warn(`Extraction ratios skipped: apt-get install -y ${ratios.missing.join(' ')}`);
} else {
  record('PDF text, project extractor (20 pages, median of 3)', ratios.projectPdfMs, 'ms');
  record('PDF text, Debian pdftotext (same file, median of 3)', ratios.pdftotextMs, 'ms');
  record('PDF text, project / pdftotext', ratios.pdfRatio, '×');
  const pdfjsBuilderMs = ratios.pdfjsTextMs - ratios.pdfjsOpenMs;
  note(
    `${ratios.pdfRatio > 2 ? 'bounded by' : 'mostly'} pdf.js's JavaScript text layer builder: getTextContent of the ` +
      `20 pages takes ${ms(pdfjsBuilderMs)} (${Math.round((pdfjsBuilderMs / ratios.projectPdfMs) * 100)}% of the ` +
      `extractor's time; opening the document ${ms(ratios.pdfjsOpenMs)}), against all of pdftotext's C++ ` +
      `${ms(ratios.pdftotextMs)}, of which ${ms(ratios.pdftotextSpawnMs)} is starting its process`,
  );
  record('OCR of one 12 MP photo with a sign, project extractor (median of 3)', ratios.projectOcrMs, 'ms');
  record('OCR of the same photo, Debian tesseract -l fra+eng (median of 3)', ratios.tesseractMs, 'ms');
  record('OCR, project / tesseract CLI', ratios.ocrRatio, '×');
  note(
    `${ratios.ocrRatio > 2 ? 'bounded by' : 'checked:'} the project reads a ${ratios.preparedSide} px greyscale, ` +
      `contrast-stretched copy; the CLI takes ${ms(ratios.tesseractPreparedMs)} on those same pixels (downscaling saves ` +
      `it ${ms(ratios.tesseractMs - ratios.tesseractPreparedMs)}), of which ${ms(ratios.tesseractStartupMs)} is ` +
      `starting and loading fra+eng, done once by the project's long-lived worker; words read: project ` +
      `${ratios.projectWords}, CLI ${ratios.cliWords}`,
  );
  const pass = (photo: typeof ratios.passes.withSign) =>
    `normalise ${ms(photo.normaliseMs)}, OCR preparation ${ms(photo.prepareMs)}, document pass ` +
    `${ms(photo.documentMs)}, sparse pass ${ms(photo.sparseMs)}`;
  note(`photo with a sign (sparse pass skipped, ≥ 4 words): ${pass(ratios.passes.withSign)}`);
  note(
    `photo without a sign (sparse pass skipped when the document pass reads no word, timed for reference): ` +
      pass(ratios.passes.withoutSign),
  );
}

const memory = await benchUploadMemory();
record(
  'server RSS rise, 200 MB TXT through intake, extraction and engine (peak − baseline)',
  memory.peakMb - memory.baselineMb,
  'MB',
  64,
);
note(
  `baseline ${memory.baselineMb.toFixed(0)} MB after warm-up, peak ${memory.peakMb.toFixed(0)} MB ` +
    `(sampled every 50 ms: ${memory.sampledPeakMb.toFixed(0)} MB, kernel VmHWM ${memory.hwmMb?.toFixed(0) ?? '—'} MB); ` +
    `sampled peak during the upload ${memory.peakUploadMb.toFixed(0)} MB, from then to the answer ` +
    `${memory.peakAfterUploadMb.toFixed(0)} MB, 2 s after the answer ${memory.afterMb.toFixed(0)} MB`,
);
note(
  `request to answer ${ms(memory.run.totalMs)}: upload+intake ${ms(memory.run.stages.uploadMs)}, extraction and ` +
    `engine ${ms(memory.run.stages.files[0]?.ms ?? 0)} (the engine alone on the ${memory.textChars} kept chars, ` +
    `in-process: ${ms(memory.engineMs)})`,
);
answeredByGet([memory.run]);

const list = await benchAnalysesList();
record('saved-analyses list page, team of 2,000 analyses (p95 of 100 requests)', list.p95Ms, 'ms', 100);
note(`p50 ${ms(list.p50Ms)}; half first pages, half pages further in by cursor`);

const hostile = await benchHostileUploads();
record('server idle RSS before the upload-abuse set', hostile.idleMb, 'MB');
record(
  'server RSS rise during the upload-abuse set (peak − idle)',
  hostile.peakMb - hostile.idleMb,
  'MB',
  300,
);
note(
  `peak ${hostile.peakMb.toFixed(0)} MB; the extraction child's own peak ${hostile.childPeakMb.toFixed(0)} MB; ` +
    `server ${hostile.healthy ? 'up' : 'DOWN'} after the set; each file with a small TXT, request to answer: ` +
    hostile.timings.map((timing) => `${timing.name} ${ms(timing.ms)}`).join(', '),
);

const ai = await benchAiOverhead();
record(
  `server overhead per analysis, OpenAI engine on a fake provider (median of ${ai.runs})`,
  ai.medianMs,
  'ms',
  500,
);
record(
  `server overhead per analysis, OpenAI engine on a fake provider (worst of ${ai.runs})`,
  ai.worstMs,
  'ms',
  500,
);
note(
  `request to answer minus extraction (one TXT); medians: upload+intake ${ms(ai.stages.uploadMs)}, extraction ` +
    `${ms(ai.stages.extractionMs)}, engine ${ms(ai.stages.engineMs)}, grounding+saving ${ms(ai.stages.groundingSavingMs)}, ` +
    `answer ${ms(ai.stages.answerMs)}; on runs this short several stages reach the progress stream in one ` +
    'batch, so only the total is exact',
);
if (ai.answeredByPost < ai.runs) {
  note(
    `${ai.runs - ai.answeredByPost} of ${ai.runs} POSTs answered 499 request.aborted (see above): done event + GET`,
  );
}

const report = await benchReport();
record('PDF report, 50 risks and 10 photos: render (median of 3)', report.renderMs, 'ms', 1500);
record('PDF report, 50 risks and 10 photos: file size', report.bytes / 1024 / 1024, 'MB', 5);

// Issue 12: the builtin engine scored on the labelled corpus of fixtures/eval (bench/eval.ts), measured part.
const evaluation = await runEval();
const share = (name: string, value: number, floor: number) =>
  results.push({
    name,
    value: `${(value * 100).toFixed(1)} %`,
    budget: `≥ ${floor} %`,
    ok: value * 100 >= floor,
    notes: [],
  });
share('builtin engine, eval measured part: hazard recall', evaluation.measure.recall, 90);
share(
  'builtin engine, eval measured part: precision of evidence-based risks',
  evaluation.measure.precision,
  90,
);
record(
  'builtin engine, eval measured part: controlled or absent hazards rated P1/P2',
  evaluation.measure.overratedControlled,
  'risks',
  0,
);
share('builtin engine, eval measured part: quotes verbatim', evaluation.measure.verbatim, 100);
note(
  `${evaluation.measure.scenarios} measured scenarios; tune part (${evaluation.tune.scenarios}): recall ` +
    `${(evaluation.tune.recall * 100).toFixed(1)} %, precision ${(evaluation.tune.precision * 100).toFixed(1)} %, ` +
    `${evaluation.tune.overratedControlled} overrated; ` +
    evaluation.holdouts
      .map(
        ({ round, summary }) =>
          `${round} (${summary.scenarios}, never tuned on): recall ${(summary.recall * 100).toFixed(1)} %, ` +
          `precision ${(summary.precision * 100).toFixed(1)} %, ${summary.overratedControlled} overrated`,
      )
      .join('; '),
);
record(
  'builtin engine on 50,000 characters of evidence (median CPU time)',
  evaluation.speed.warmCpuMs,
  'ms',
  100,
);
note(`wall clock median ${ms(evaluation.speed.warmMs)}, first run ${ms(evaluation.speed.coldMs)}`);

// Issue 11: the assistant's lists and a consolidated answer over 50 selected items (bench/assistant.ts).
const assistant = await benchAssistant();
record('imported-files list, team of 500 library files (p95)', assistant.listsP95Ms.imported, 'ms', 100);
record('regulatory-files list, same team (p95)', assistant.listsP95Ms.regulatory, 'ms', 100);
record('assistant history list, 2,000 consultations (p95)', assistant.listsP95Ms.history, 'ms', 100);
record(
  'consolidated answer, builtin engine, 40 analyses and 10 files selected (median of 5)',
  assistant.answerMedianMs,
  'ms',
  2000,
);
note(`answer of ${assistant.answerChars} characters citing ${assistant.citations} sources`);

// Issue 13: a team's backup and its restore as a new team, 2,000 analyses and 1 GB of files (bench/backup.ts).
const backups = await benchBackup();
record('team backup, 2,000 analyses and 1 GB of files (embedded database)', backups.backup.ms, 'ms');
record('team backup: peak RSS rise while streaming', backups.backup.rssRiseMb, 'MB', 100);
note(
  `archive ${(backups.backup.archiveMb ?? 0).toFixed(0)} MB; RSS of the process with its database open ` +
    `${backups.backup.baselineMb.toFixed(0)} MB before the backup; a second backup in the same process: ` +
    `${ms(backups.backup.secondMs ?? 0)}, RSS rise ${(backups.backup.secondRssRiseMb ?? 0).toFixed(1)} MB`,
);
record('team restore of that archive as a new team (verify, then load)', backups.restore.ms, 'ms');
record('team restore: peak RSS rise while streaming', backups.restore.rssRiseMb, 'MB', 100);

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
console.log('\nRisqueVision benchmark\n');
console.log(
  `${cpus().length} cores; load average (1 / 5 / 15 min) before the analysis figures ${load(loadAtStart)}, ` +
    `at the end ${load(loadavg())}\n`,
);
for (const result of results) {
  const verdict = result.ok === null ? '' : result.ok ? '  ok' : '  OVER BUDGET';
  console.log(
    `${result.name.padEnd(86)} ${result.value.padStart(10)}  ${result.budget.padEnd(10)}${verdict}`,
  );
  for (const line of result.notes) console.log(`    ${line}`);
}
if (results.some((result) => result.ok === false)) process.exitCode = 1;

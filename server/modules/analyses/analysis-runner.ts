import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { EngineName, ProgressEvent } from '../../../common/contract/analysis';
import type { Language } from '../../../common/i18n/language';
import { type AnalysisEngine, EngineError, type EvidenceDocument } from '../../platform/ai/engine';
import { AppError } from '../../platform/errors/app-error';
import { SANDBOX_FAILURES } from '../../platform/extraction/extraction.sandbox';
import type { Extractor } from '../../platform/extraction/extraction.types';
import { translate } from '../../platform/i18n/translate';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/logger/logger';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { AnalysesRepository, AnalysisFileRow, AnalysisRow, FailureEvent } from './analyses.repository';
import { presentAnalysis } from './analysis.presenter';
import { groundRisks } from './grounding';
import type { ProgressHub } from './progress-hub';

export const ANALYSIS_JOB = 'analysis.run';

/** A job whose owner already runs their share waits this long before it asks again. */
const DEFER_SECONDS = 1;

/** Why an engine failed → the error code the user reads; the provider's own 429 is a quota answer. */
const ENGINE_ERROR_CODES: Record<EngineError['reason'], string> = {
  'rate-limited': 'analysis.providerRateLimited',
  timeout: 'analysis.engineTimeout',
  'invalid-answer': 'analysis.engineInvalidAnswer',
  unavailable: 'analysis.engineUnavailable',
};

export function failureEvent(
  code: string,
  language: Language,
  params: Record<string, string | number> = {},
): FailureEvent {
  return {
    stage: 'failed',
    code,
    error: translate({ language, namespace: 'errors', key: code, params }),
    quotaExceeded:
      code === 'analysis.providerRateLimited' || code === 'analysis.quotaExceeded' ? true : undefined,
  };
}

/**
 * Queues a job for the analysis, behind the owner's other unfinished analyses: each of a person's
 * analyses gets a lower priority than the one before, so another person's first analysis goes
 * before someone's second (round robin between people rather than first come, first served).
 */
export async function queueAnalysis(options: {
  jobs: JobQueue;
  repository: AnalysesRepository;
  row: Pick<AnalysisRow, 'id' | 'ownerUserId'>;
  afterSeconds?: number;
}): Promise<void> {
  const others = await options.repository.countActive({
    userId: options.row.ownerUserId,
    except: options.row.id,
  });
  await options.jobs.send(
    ANALYSIS_JOB,
    { analysisId: options.row.id },
    { priority: -others, startAfterSeconds: options.afterSeconds },
  );
}

export interface AnalysisRunnerDependencies {
  repository: AnalysesRepository;
  jobs: JobQueue;
  /** How often a running analysis proves its process alive. */
  heartbeatMs: number;
  /** Analyses one person may run at once while someone else's wait. */
  perUserRunning: number;
  /** Ids of the analyses this process runs now, which recovery must never take for abandoned. */
  runningHere: Set<string>;
  storage: FileStorage;
  extractor: Extractor;
  engineFor: (name: EngineName) => AnalysisEngine;
  timeoutMs: number;
  hub: ProgressHub;
  logger: Logger;
}

/**
 * Runs one analysis as a job: reads each file, asks the engine, grounds the references, then
 * saves the whole result at once. Each stage is recorded so the screen (or a later visit) can
 * follow it. A failure is recorded too, and nothing of a partial result is kept.
 */
export function createAnalysisRunner(deps: AnalysisRunnerDependencies) {
  const emit = async (id: string, event: ProgressEvent) => {
    await deps.repository.appendProgress(id, event);
    deps.hub.notify(id);
  };

  /**
   * Takes the analysis if it is still waiting; a job for an analysis already done, failed or taken
   * by another worker (a duplicate after recovery, a pg-boss retry) ends here without running it.
   */
  async function claim(analysisId: string): Promise<AnalysisRow | null> {
    const row = await deps.repository.claimForRun({ id: analysisId, perUserRunning: deps.perUserRunning });
    if (row) return row;
    const current = await deps.repository.findById(analysisId);
    // Its owner runs their share while others wait: let the others' jobs go first.
    if (current?.status === 'queued')
      await queueAnalysis({ ...deps, row: current, afterSeconds: DEFER_SECONDS });
    return null;
  }

  /**
   * Reads each file from a local copy; the images made from a photo are written to a scratch folder,
   * stored from there, and kept there for the engine until the run ends. `whileReading` runs once,
   * as soon as the first file is in the reader's hands.
   */
  async function extractAll(input: {
    row: AnalysisRow;
    files: AnalysisFileRow[];
    scratch: string;
    whileReading: () => void;
  }): Promise<EvidenceDocument[]> {
    const { row, files, scratch } = input;
    const documents: EvidenceDocument[] = [];
    for (const [index, file] of files.entries()) {
      const position = { fileName: file.originalName, index: index + 1, total: files.length };
      await emit(row.id, { stage: 'extracting', ...position });
      const result = await deps.storage.withLocalCopy(file.storedName, (path) => {
        const reading = deps.extractor.extract({ path, originalName: file.originalName, outDir: scratch });
        // Once the reader has its file (and its child process is forked): blocking work started before
        // would hold the reader's start back instead of overlapping it.
        if (index === 0) setImmediate(input.whileReading);
        return reading;
      });
      if (result.image) {
        for (const made of [result.image.thumbnailPath, result.image.normalizedPath])
          await deps.storage.write(basename(made), createReadStream(made));
      }
      if (result.cause) deps.logger.warn({ err: result.cause, fileId: file.id }, 'extraction failed');
      await deps.repository.recordExtraction({
        fileId: file.id,
        extraction: {
          status: result.error ? 'error' : 'ok',
          code: result.error ?? null,
          pages: result.totalPages ?? result.pages.length,
          ocrPages: result.pages.filter((page) => page.method === 'ocr').length,
          truncated: Boolean(result.truncated),
        },
        pages: result.pages,
        thumbnailName: result.image ? basename(result.image.thumbnailPath) : null,
        normalizedName: result.image ? basename(result.image.normalizedPath) : null,
      });
      // A file that killed or stalled its reader stops the analysis, named, and is never read again: the
      // analysis is failed here, not retried, so a hostile file costs one sandboxed reader at most.
      if (result.error && SANDBOX_FAILURES.has(result.error))
        throw new AppError({
          code: 'analysis.fileUnreadable',
          status: 422,
          params: { file: file.originalName },
        });
      documents.push({
        fileName: file.originalName,
        kind: file.kind,
        mimeType: file.mimeType,
        pages: result.pages,
        imagePath: result.image?.normalizedPath ?? null,
      });
      await emit(row.id, { stage: 'extracted', ...position });
    }
    return documents;
  }

  return async function runAnalysis({ analysisId }: { analysisId: string }): Promise<void> {
    const row = await claim(analysisId);
    if (!row) return;
    deps.runningHere.add(row.id);
    // While this beats, no other instance takes the analysis over; if the process dies, it stops.
    const heartbeat = setInterval(() => {
      deps.repository.beat(row.id).catch((error: unknown) => {
        deps.logger.warn({ err: error, analysisId: row.id }, 'analysis heartbeat not recorded');
      });
    }, deps.heartbeatMs);
    heartbeat.unref();
    let scratch: string | null = null;
    try {
      scratch = await mkdtemp(join(deps.storage.temporaryDir, 'analysis-'));
      // The engine's own preparation (the offline lexicon: most of a first analysis's engine time) is
      // done while the sandboxed reader works on the files and this process would only wait for it.
      const prepareEngine = () => {
        try {
          deps.engineFor(row.engine).prepare?.();
        } catch (error) {
          deps.logger.warn({ err: error, analysisId: row.id }, 'analysis engine not prepared');
        }
      };
      const documents = await extractAll({
        row,
        files: await deps.repository.listFiles(row.id),
        scratch,
        whileReading: prepareEngine,
      });
      const engine = deps.engineFor(row.engine);
      await emit(row.id, { stage: 'analysing' });
      const outcome = await engine.analyse(
        {
          language: row.language,
          jurisdiction: row.jurisdiction,
          workplace: {
            area: row.area,
            mainSectorId: row.mainSectorId,
            subSectorId: row.subSectorId,
            activityId: row.activityId,
          },
          instructions: row.instructions,
          documents,
        },
        { signal: AbortSignal.timeout(deps.timeoutMs) },
      );
      await emit(row.id, { stage: 'grounding' });
      const risks = groundRisks({
        drafts: outcome.risks,
        jurisdiction: row.jurisdiction,
        language: row.language,
      });
      const files = await deps.repository.listFiles(row.id);
      const result = presentAnalysis({
        row,
        files,
        risks,
        engine: { name: outcome.engine, model: outcome.model },
      });
      // Only this attempt's own result counts: an instance that took over a frozen run keeps its own.
      if (await deps.repository.complete({ id: row.id, attempt: row.attempts, result }))
        deps.hub.notify(row.id);
    } catch (error) {
      const known = error instanceof AppError ? error : null;
      const code =
        error instanceof EngineError ? ENGINE_ERROR_CODES[error.reason] : (known?.code ?? 'analysis.failed');
      if (!(error instanceof EngineError) && !known)
        deps.logger.error({ err: error, analysisId: row.id }, 'analysis failed');
      const event = failureEvent(code, row.language, known?.params);
      if (await deps.repository.fail({ id: row.id, event, attempt: row.attempts })) deps.hub.notify(row.id);
    } finally {
      clearInterval(heartbeat);
      deps.runningHere.delete(row.id);
      if (scratch) await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}

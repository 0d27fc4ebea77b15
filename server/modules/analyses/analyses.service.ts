import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type {
  AnalysisFields,
  ProgressEvent,
  SourceInterface,
  WorkplaceAnalysis,
} from '../../../common/contract/analysis';
import { languageFromAnalysisLanguage } from '../../../common/i18n/language';
import type { AnalysisEngine } from '../../platform/ai/engine';
import { AppError, notFound } from '../../platform/errors/app-error';
import { SANDBOX_FAILURES } from '../../platform/extraction/extraction.sandbox';
import type { ExtractionErrorCode } from '../../platform/extraction/extraction.types';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { UserRecord } from '../accounts/accounts.repository';
import type { AnalysesRepository, AnalysisRow, Viewer } from './analyses.repository';
import { type ReceivedFile, receiveAnalysisUpload } from './analysis-intake';
import { failureEvent, queueAnalysis } from './analysis-runner';
import { type ProgressHub, SAFETY_POLL_MS } from './progress-hub';
import { startOfDay } from './quota';
import { resolveSectorFields } from './sector-fields';

// A failed analysis answers with the status that says why (spec: the quota answer is a 429).
const FAILURE_STATUS: Record<string, number> = {
  'analysis.providerRateLimited': 429,
  'analysis.engineTimeout': 504,
  'analysis.engineInvalidAnswer': 502,
  'analysis.engineUnavailable': 502,
  'analysis.failed': 500,
  'analysis.fileUnreadable': 422,
  'analysis.abandoned': 422,
  'analysis.interrupted': 503,
};

const MEGABYTE = 1024 * 1024;

export const viewerOf = (user: UserRecord): Viewer => ({ userId: user.id, teamId: user.team?.id ?? null });

export const isVisibleTo = (row: AnalysisRow, viewer: Viewer) =>
  row.ownerUserId === viewer.userId || (viewer.teamId !== null && row.teamId === viewer.teamId);

export function createAnalysesService(deps: {
  repository: AnalysesRepository;
  storage: FileStorage;
  jobs: JobQueue;
  hub: ProgressHub;
  engine: AnalysisEngine;
  dailyQuota: number;
  /**
   * AI work one person did today (metered analyses and the assistant's AI answers); the analyses'
   * own count when not given.
   */
  aiUsedToday?: (userId: string) => Promise<number>;
  /** Analyses one person may have receiving, waiting or running at once. */
  userActiveLimit: number;
  userStorageQuotaBytes: number;
}) {
  const emit = async (id: string, event: ProgressEvent) => {
    await deps.repository.appendProgress(id, event);
    deps.hub.notify(id);
  };

  async function checkQuota(user: UserRecord) {
    if (!deps.engine.metered) return;
    const used = deps.aiUsedToday
      ? await deps.aiUsedToday(user.id)
      : await deps.repository.countMeteredSince({ userId: user.id, since: startOfDay(new Date()) });
    if (used >= deps.dailyQuota) {
      throw new AppError({
        code: 'analysis.quotaExceeded',
        status: 429,
        params: { limit: deps.dailyQuota },
        extra: { quotaExceeded: true, details: { limit: deps.dailyQuota, used } },
      });
    }
  }

  async function checkActiveLimit(user: UserRecord) {
    // Counted before the insert, so two requests at the same instant may both pass: the limit is
    // there to stop one person filling the queue, and one more analysis does not.
    const active = await deps.repository.countActive({ userId: user.id });
    if (active >= deps.userActiveLimit) {
      throw new AppError({
        code: 'analysis.tooManyActive',
        status: 429,
        params: { limit: deps.userActiveLimit },
      });
    }
  }

  /** Refuses an upload that would take the person's stored files past their quota. */
  async function checkStorage(user: UserRecord, incomingBytes: number) {
    const used = await deps.repository.storedBytes(user.id);
    if (used + incomingBytes > deps.userStorageQuotaBytes) {
      throw new AppError({
        code: 'analysis.storageQuotaExceeded',
        status: 413,
        params: { limit: Math.floor(deps.userStorageQuotaBytes / MEGABYTE) },
      });
    }
  }

  async function createRow(
    user: UserRecord,
    sourceInterface: SourceInterface,
    fields: AnalysisFields,
    announcedBytes: number,
  ) {
    await checkQuota(user);
    await checkActiveLimit(user);
    // The request's length bounds its files: refuse before writing them when it already cannot fit.
    await checkStorage(user, announcedBytes);
    const row = await deps.repository.insertAnalysis({
      requestId: fields.requestId ?? randomUUID(),
      ownerUserId: user.id,
      teamId: user.team?.id ?? null,
      sourceInterface,
      language: languageFromAnalysisLanguage(fields.language),
      jurisdiction: fields.jurisdiction,
      area: fields.area,
      ...resolveSectorFields({
        mainSector: fields.mainSector,
        subSector: fields.subSector,
        activity: fields.specificActivity || fields.specificSector,
      }),
      instructions: fields.customInstructions.trim(),
      engine: deps.engine.name,
      model: deps.engine.model,
      metered: deps.engine.metered,
    });
    if (!row) throw new AppError({ code: 'analysis.requestIdReused', status: 409 });
    // A progress stream opened before the form may be waiting for this request id to appear.
    deps.hub.notify(row.requestId);
    return row;
  }

  // The file that stopped its reader (the runner recorded its extraction code), to name it in the answer.
  async function unreadableFile(id: string): Promise<Record<string, string>> {
    const files = await deps.repository.listFiles(id);
    const file = files.find((entry) => SANDBOX_FAILURES.has(entry.extraction?.code as ExtractionErrorCode));
    return { file: file?.originalName ?? '' };
  }

  /** Resolves with the finished analysis; a closed connection stops the wait, not the job. */
  async function waitForOutcome(id: string, signal: AbortSignal): Promise<WorkplaceAnalysis> {
    const watch = deps.hub.watch([id]);
    try {
      for (;;) {
        const row = await deps.repository.findById(id);
        if (row?.status === 'done' && row.result) return row.result;
        if (row?.status === 'failed') {
          const code = row.errorCode ?? 'analysis.failed';
          const quota = code === 'analysis.providerRateLimited';
          throw new AppError({
            code,
            status: FAILURE_STATUS[code] ?? 500,
            params: code === 'analysis.fileUnreadable' ? await unreadableFile(id) : {},
            extra: quota ? { quotaExceeded: true, details: { provider: true } } : {},
          });
        }
        if (signal.aborted) throw new AppError({ code: 'request.aborted', status: 499 });
        await watch.next(SAFETY_POLL_MS, signal);
      }
    } finally {
      watch.close();
    }
  }

  /**
   * Records why an analysis being received failed, whatever failed: a row left "receiving" would
   * count against its owner's analyses in flight and keep its progress stream open.
   */
  async function failRow(row: AnalysisRow | null, error: unknown) {
    if (!row) return;
    const known = error instanceof AppError ? error : null;
    const code = known?.code ?? 'analysis.failed';
    await deps.repository.fail({ id: row.id, event: failureEvent(code, row.language, known?.params) });
    deps.hub.notify(row.id);
  }

  /** Moves the checked files into storage, records them, and queues the analysis's job. */
  async function storeAndQueue(analysis: AnalysisRow, files: ReceivedFile[]) {
    for (const [position, file] of files.entries()) {
      const storedName = `${file.id}.${file.detected.extension}`;
      await deps.storage.adopt(file.temporaryPath, storedName);
      await deps.repository.insertFile({
        analysisId: analysis.id,
        position,
        originalName: file.originalName,
        storedName,
        mimeType: file.detected.mimeType,
        kind: file.detected.kind,
        size: file.size,
      });
    }
    await emit(analysis.id, { stage: 'received', total: files.length });
    await deps.repository.setStatus(analysis.id, 'queued');
    await queueAnalysis({ jobs: deps.jobs, repository: deps.repository, row: analysis });
  }

  return {
    /**
     * Receives the form and its files, queues the analysis as a job and answers when it is done.
     * The job outlives the request: a closed tab finds its analysis again by its request id.
     */
    async startAnalysis(options: {
      request: FastifyRequest;
      user: UserRecord;
      sourceInterface: SourceInterface;
      signal: AbortSignal;
    }): Promise<WorkplaceAnalysis> {
      let row: AnalysisRow | null = null;
      let received: Awaited<ReturnType<typeof receiveAnalysisUpload>> | null = null;
      const announcedBytes = Number(options.request.headers['content-length'] ?? 0) || 0;
      try {
        received = await receiveAnalysisUpload({
          request: options.request,
          sourceInterface: options.sourceInterface,
          temporaryDir: deps.storage.temporaryDir,
          onFieldsReady: async (fields) => {
            row = await createRow(options.user, options.sourceInterface, fields, announcedBytes);
          },
        });
        row ??= await createRow(options.user, options.sourceInterface, received.fields, announcedBytes);
        await checkStorage(
          options.user,
          received.files.reduce((total, file) => total + file.size, 0),
        );
      } catch (error) {
        await Promise.all((received?.files ?? []).map((file) => rm(file.temporaryPath, { force: true })));
        await failRow(row as AnalysisRow | null, error);
        throw error;
      }
      const analysis = row as AnalysisRow;
      const upload = received as NonNullable<typeof received>;
      try {
        await storeAndQueue(analysis, upload.files);
      } catch (error) {
        await failRow(analysis, error);
        throw error;
      }
      return waitForOutcome(analysis.id, options.signal);
    },

    /** A finished analysis the viewer may see (the owner, or a member of the owner's team). */
    async getAnalysis(options: { id: string; viewer: Viewer }): Promise<WorkplaceAnalysis> {
      const row = await deps.repository.findVisibleResult(options);
      if (!row?.result) throw notFound('analysis.notFound');
      return { ...row.result, savedToStandard: row.savedToStandard };
    },

    /** An uploaded file or its thumbnail, for its viewers only. */
    async openFile(options: { name: string; viewer: Viewer }) {
      const file = await deps.repository.findVisibleFile(options);
      if (!file) throw notFound('analysis.fileNotFound');
      const original = file.storedName === options.name;
      const size = await deps.storage.size(options.name);
      if (size === null) throw notFound('analysis.fileNotFound');
      return {
        stream: deps.storage.read(options.name),
        size,
        mimeType: original ? file.mimeType : 'image/jpeg',
        downloadName: original ? file.originalName : options.name,
        inline: !original || file.kind === 'image' || file.kind === 'pdf',
      };
    },

    /**
     * The progress of the analysis started under `requestId`, as it is recorded (see analyses.routes).
     * A client that sent no request id follows its analysis by the analysis id instead.
     */
    async progressOf(options: { requestId: string; viewer: Viewer }) {
      const row =
        (await deps.repository.findByRequestId(options.requestId)) ??
        (await deps.repository.findById(options.requestId));
      if (!row) return { state: 'pending' as const };
      if (!isVisibleTo(row, options.viewer)) return { state: 'hidden' as const };
      return { state: 'known' as const, id: row.id, events: row.progress };
    },

    /** Follows changes to analyses (see ProgressHub.watch). */
    watch: deps.hub.watch,
  };
}

export type AnalysesService = ReturnType<typeof createAnalysesService>;

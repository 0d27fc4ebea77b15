import { EventEmitter } from 'node:events';
import type { CONSOLIDATED_STAGES } from '../../../common/contract/assistant';

export type ConsolidatedStage = (typeof CONSOLIDATED_STAGES)[number];

/** How long a finished answer's stages wait for a stream that connects late. */
const GRACE_MS = 30_000;
/** No stream stays open longer, and no request id is remembered longer, whatever happens to the answer. */
const STREAM_LIMIT_MS = 120_000;

type ProgressEvent = { stage: ConsolidatedStage } | { end: true };

/**
 * The stages of consolidated answers being composed in this process, by the browser's request id.
 * The stream and the question are two requests of one page; behind a load balancer they reach the
 * same instance only with sticky sessions, otherwise the stream gets keep-alives alone until its
 * limit (the answer itself still arrives with the question). A stream ends with its answer, done or
 * failed, or after two minutes; request ids are forgotten shortly after.
 */
export function createAssistantProgress(options: { graceMs?: number; streamLimitMs?: number } = {}) {
  const graceMs = options.graceMs ?? GRACE_MS;
  const streamLimitMs = options.streamLimitMs ?? STREAM_LIMIT_MS;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const entries = new Map<
    string,
    { stages: ConsolidatedStage[]; finished: boolean; timer: NodeJS.Timeout }
  >();
  const forgetAfter = (requestId: string, ms: number) => {
    const timer = setTimeout(() => entries.delete(requestId), ms);
    timer.unref();
    return timer;
  };
  const entryOf = (requestId: string) => {
    let entry = entries.get(requestId);
    if (!entry) {
      entry = { stages: [], finished: false, timer: forgetAfter(requestId, streamLimitMs) };
      entries.set(requestId, entry);
    }
    return entry;
  };

  /** Ends the answer's streams, whether it succeeded or failed; called twice, the second does nothing. */
  const finish = (requestId: string) => {
    const entry = entryOf(requestId);
    if (entry.finished) return;
    entry.finished = true;
    clearTimeout(entry.timer);
    entry.timer = forgetAfter(requestId, graceMs);
    emitter.emit(requestId, { end: true } satisfies ProgressEvent);
  };

  return {
    publish(requestId: string, stage: ConsolidatedStage) {
      const entry = entryOf(requestId);
      if (entry.finished) return;
      entry.stages.push(stage);
      emitter.emit(requestId, { stage } satisfies ProgressEvent);
      if (stage === 'done') finish(requestId);
    },
    finish,
    /**
     * Stages already published, then each new one; `onEnd` once, when the answer finishes or the
     * stream's time is up. The returned function stops following without calling `onEnd`.
     */
    follow(
      requestId: string,
      handlers: { onStage: (stage: ConsolidatedStage) => void; onEnd: () => void },
    ): () => void {
      const known = entries.get(requestId);
      for (const stage of known?.stages ?? []) handlers.onStage(stage);
      if (known?.finished) {
        handlers.onEnd();
        return () => {};
      }
      const stop = () => {
        clearTimeout(limit);
        emitter.off(requestId, listener);
      };
      const listener = (event: ProgressEvent) => {
        if ('stage' in event) return handlers.onStage(event.stage);
        stop();
        handlers.onEnd();
      };
      const limit = setTimeout(() => listener({ end: true }), streamLimitMs);
      limit.unref();
      emitter.on(requestId, listener);
      return stop;
    },
    /** Request ids remembered now: each is forgotten after its answer, or at the latest after the limit. */
    remembered: () => entries.size,
  };
}

export type AssistantProgress = ReturnType<typeof createAssistantProgress>;

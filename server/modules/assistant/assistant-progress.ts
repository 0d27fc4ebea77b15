import { EventEmitter } from 'node:events';
import type { CONSOLIDATED_STAGES } from '../../../common/contract/assistant';

export type ConsolidatedStage = (typeof CONSOLIDATED_STAGES)[number];

const KEEP_MS = 60_000;

/**
 * The stages of consolidated answers being composed in this process, by the browser's request id.
 * The stream and the question are two requests of one page; behind a load balancer they reach the
 * same instance only with sticky sessions, otherwise the stream gets keep-alives alone (the answer
 * itself still arrives). The last stages are kept a minute for a stream that connects late.
 */
export function createAssistantProgress() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const seen = new Map<string, { stages: ConsolidatedStage[]; timer: NodeJS.Timeout }>();
  return {
    publish(requestId: string, stage: ConsolidatedStage) {
      const entry = seen.get(requestId);
      if (entry) clearTimeout(entry.timer);
      const timer = setTimeout(() => seen.delete(requestId), KEEP_MS);
      timer.unref();
      seen.set(requestId, { stages: [...(entry?.stages ?? []), stage], timer });
      emitter.emit(requestId, stage);
    },
    /** Stages already published, then each new one, until `stop` is called. */
    follow(requestId: string, onStage: (stage: ConsolidatedStage) => void): () => void {
      for (const stage of seen.get(requestId)?.stages ?? []) onStage(stage);
      emitter.on(requestId, onStage);
      return () => emitter.off(requestId, onStage);
    },
  };
}

export type AssistantProgress = ReturnType<typeof createAssistantProgress>;

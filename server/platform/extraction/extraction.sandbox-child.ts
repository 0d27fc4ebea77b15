// The child process that reads untrusted files for the server (see extraction.sandbox.ts). It answers one
// request at a time over IPC; whatever a hostile file does to it (heap exhaustion, a native crash, an endless
// loop) ends this process only, and the server starts another.
import { createExtractor } from './extraction.extractor';
import type { ExtractionResult, ExtractorOptions } from './extraction.types';

export type SandboxCall =
  | { type: 'extract'; input: { path: string; originalName: string; outDir: string } }
  | { type: 'warmUp' };
export type SandboxRequest = SandboxCall & { id: number };

export type SandboxReply =
  | { id: number; result: SandboxResult }
  | { id: number; done: true }
  | { id: number; failed: string };

/** A result made safe for IPC: the cause becomes a plain object the server's logger can print. */
export type SandboxResult = Omit<ExtractionResult, 'cause'> & {
  cause?: { name: string; message: string; stack?: string };
};

function toPlainCause(cause: unknown): SandboxResult['cause'] {
  if (cause instanceof Error) return { name: cause.name, message: cause.message, stack: cause.stack };
  return { name: 'Error', message: String(cause) };
}

const options = JSON.parse(process.env.RV_EXTRACTOR_OPTIONS ?? '{}') as ExtractorOptions;
const extractor = createExtractor(options);
const send = (reply: SandboxReply) => process.send?.(reply);

process.on('message', async (request: SandboxRequest) => {
  try {
    if (request.type === 'warmUp') {
      await extractor.warmUp();
      send({ id: request.id, done: true });
      return;
    }
    const { cause, ...result } = await extractor.extract(request.input);
    send({
      id: request.id,
      result: cause === undefined ? result : { ...result, cause: toPlainCause(cause) },
    });
  } catch (error) {
    send({ id: request.id, failed: String(error) });
  }
});

// The server closing the channel (or dying) ends this process: it must never outlive it.
process.on('disconnect', () => {
  extractor.close().finally(() => process.exit(0));
});

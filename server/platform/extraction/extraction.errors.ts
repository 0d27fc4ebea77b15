import type { ExtractionErrorCode } from './extraction.types';

/** Thrown inside the readers to end a file with a known code; the extractor turns it into `result.error`. */
export class ExtractionError extends Error {
  readonly code: ExtractionErrorCode;

  constructor(code: ExtractionErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractionError';
    this.code = code;
  }
}

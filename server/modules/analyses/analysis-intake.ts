import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  type AnalysisFields,
  analysisFieldsSchema,
  type SourceInterface,
} from '../../../common/contract/analysis';
import { isControlCode, stripBidiControls } from '../../../common/contract/safe-text';
import { bytesToMegabytes, MAX_FILES_PER_ANALYSIS, UPLOAD_RULES } from '../../../common/domain/uploads';
import { AppError } from '../../platform/errors/app-error';
import { DETECTION_HEAD_BYTES, detectFileType } from '../../platform/extraction/extraction.detect';
import type { DetectedType } from '../../platform/extraction/extraction.types';

export interface ReceivedFile {
  id: string;
  temporaryPath: string;
  originalName: string;
  size: number;
  detected: DetectedType;
}

// Names come from the uploader: keep them for display only, never as a path. Bidirectional
// controls go too: they make "facture\u202Efdp.exe" read as another name to whoever sees the list.
const displayName = (name: string) =>
  (
    [...stripBidiControls(name)]
      .filter((character) => !isControlCode(character.charCodeAt(0)))
      .join('')
      .replace(/[\\/]/g, '_')
      .trim() || 'fichier'
  ).slice(0, 200);

/** Writes an upload to disk as it arrives, keeping only its first bytes in memory to judge its type. */
export async function receiveFile(
  part: MultipartFile,
  temporaryDir: string,
): Promise<Omit<ReceivedFile, 'detected'> & { head: Buffer; truncated: boolean }> {
  const id = randomUUID();
  const temporaryPath = join(temporaryDir, `${id}.upload`);
  const chunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (headLength < DETECTION_HEAD_BYTES) {
        const slice = chunk.subarray(0, DETECTION_HEAD_BYTES - headLength);
        chunks.push(slice);
        headLength += slice.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, createWriteStream(temporaryPath, { mode: 0o600 }));
  } catch (error) {
    // A write that failed half-way (a full disk, a broken connection) leaves nothing behind.
    await rm(temporaryPath, { force: true });
    throw error;
  }
  return {
    id,
    temporaryPath,
    originalName: displayName(part.filename),
    size,
    head: Buffer.concat(chunks),
    truncated: part.file.truncated,
  };
}

/**
 * Reads the analysis form as it streams in: text fields, then each file straight to disk, checked
 * for size, emptiness and type (from its bytes). `onFieldsReady` runs once the fields are known and
 * valid, before the files are done, so progress can be followed from the start.
 */
export async function receiveAnalysisUpload(options: {
  request: FastifyRequest;
  sourceInterface: SourceInterface;
  temporaryDir: string;
  onFieldsReady: (fields: AnalysisFields) => Promise<void>;
}): Promise<{ fields: AnalysisFields; files: ReceivedFile[] }> {
  const rules = UPLOAD_RULES[options.sourceInterface];
  const raw: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let fields: AnalysisFields | null = null;
  const parseFields = () => {
    const parsed = analysisFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'request.invalid';
      throw new AppError({ code: code.includes('.') ? code : 'request.invalid', status: 400 });
    }
    return parsed.data;
  };
  // The plugin truncates an oversized file instead of throwing (app.ts), so the refusal names the file.
  const parts = options.request.parts({
    limits: { fileSize: rules.maxFileBytes, files: MAX_FILES_PER_ANALYSIS + 1 },
  });
  // The first refusal is remembered and the rest of the form is still read (and discarded), so the
  // browser receives the answer instead of a broken upload.
  let failure: unknown = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (failure || part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      try {
        if (files.length >= MAX_FILES_PER_ANALYSIS) {
          throw new AppError({
            code: 'analysis.tooManyFiles',
            status: 400,
            params: { max: MAX_FILES_PER_ANALYSIS },
          });
        }
        if (!fields) {
          fields = parseFields();
          await options.onFieldsReady(fields);
        }
        files.push(await checkFile(await receiveFile(part, options.temporaryDir), rules));
      } catch (error) {
        failure = asClientError(error);
        part.file.resume();
      }
    }
  } catch (error) {
    failure ??= asClientError(error);
  }
  try {
    if (failure) throw failure;
    if (files.length === 0) throw new AppError({ code: 'analysis.noFiles', status: 400 });
    fields ??= parseFields();
    return { fields, files };
  } catch (error) {
    await Promise.all(files.map((file) => rm(file.temporaryPath, { force: true })));
    throw error;
  }
}

/** A form cut short or with broken boundaries is the client's error, not the server's. */
export function asClientError(error: unknown): unknown {
  if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
    return new AppError({ code: 'request.malformedMultipart', status: 400 });
  }
  return error;
}

/** Size, emptiness and type (from the bytes) of a file already on disk; a refused file is deleted. */
export async function checkFile(
  received: Awaited<ReturnType<typeof receiveFile>>,
  rules: (typeof UPLOAD_RULES)[SourceInterface],
): Promise<ReceivedFile> {
  const params = { file: received.originalName };
  let error: AppError | null = null;
  const detected = detectFileType({ head: received.head, originalName: received.originalName });
  if (received.truncated) {
    error = new AppError({
      code: 'analysis.fileTooLarge',
      status: 413,
      params: { ...params, limit: bytesToMegabytes(rules.maxFileBytes) },
    });
  } else if (received.size === 0) {
    error = new AppError({ code: 'analysis.fileEmpty', status: 400, params });
  } else if (!detected || !rules.kinds.includes(detected.kind)) {
    error = new AppError({ code: 'analysis.fileTypeNotAllowed', status: 415, params });
  }
  if (error || !detected) {
    await rm(received.temporaryPath, { force: true });
    throw error;
  }
  const { head: _head, truncated: _truncated, ...file } = received;
  return { ...file, detected };
}

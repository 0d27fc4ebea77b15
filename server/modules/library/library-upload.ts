import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_RULES } from '../../../common/domain/uploads';
import { AppError } from '../../platform/errors/app-error';
import { asClientError, checkFile, type ReceivedFile, receiveFile } from '../analyses/analysis-intake';

/** Files a library form may carry at once. */
export const MAX_LIBRARY_FILES = 20;

export interface LibraryUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Files refused one by one (too large, empty, wrong type), named, while the rest are kept. */
  refused: { file: string; error: AppError }[];
}

/**
 * Reads a library form as it streams in, through the analysis screens' intake: each file straight
 * to disk, judged from its bytes, 200 MB at most (the Enterprise rule). A refused file is named and
 * the others go on; a broken form refuses the whole upload.
 */
export async function receiveLibraryUpload(options: {
  request: FastifyRequest;
  fileFields: readonly string[];
  temporaryDir: string;
}): Promise<LibraryUpload> {
  const rules = UPLOAD_RULES.enterprise;
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const refused: LibraryUpload['refused'] = [];
  try {
    const parts = options.request.parts({
      limits: { fileSize: rules.maxFileBytes, files: MAX_LIBRARY_FILES + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (files.length + refused.length >= MAX_LIBRARY_FILES) {
        part.file.resume();
        throw new AppError({
          code: 'analysis.tooManyFiles',
          status: 400,
          params: { max: MAX_LIBRARY_FILES },
        });
      }
      try {
        files.push(await checkFile(await receiveFile(part, options.temporaryDir), rules));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ file: String(error.params?.file ?? part.filename), error });
      }
    }
  } catch (error) {
    await Promise.all(files.map((file) => rm(file.temporaryPath, { force: true })));
    throw asClientError(error);
  }
  return { fields, files, refused };
}

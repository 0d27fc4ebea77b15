import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_REGULATORY_CATEGORY,
  LIBRARY_PAGE_SIZE,
  type LibraryFile,
  type LibraryKind,
} from '../../../common/contract/library';
import type { Language } from '../../../common/i18n/language';
import { cursorOf, cursorText } from '../../db/keyset-page';
import { AppError, notFound } from '../../platform/errors/app-error';
import type { Extractor } from '../../platform/extraction/extraction.types';
import { translate } from '../../platform/i18n/translate';
import type { Logger } from '../../platform/logger/logger';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ReceivedFile } from '../analyses/analysis-intake';
import type { TeamAdmin } from '../assistant/assistant.service';
import type { LibraryFileRow, LibraryRepository } from './library.repository';
import type { LibraryUpload } from './library-upload';

/** Where a library file downloads, by its kind (spec part 2 §7). */
export const downloadPathOf = (file: { id: string; kind: LibraryKind }) =>
  file.kind === 'pdf_report'
    ? `/api/pdf-reports/${file.id}/download`
    : file.kind === 'regulatory'
      ? `/api/regulatory-files/${file.id}/download`
      : `/api/imported-files/${file.id}/download`;

export function presentLibraryFile(row: LibraryFileRow, user: TeamAdmin, language: Language): LibraryFile {
  const uploadedAt = row.createdAt.toISOString();
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    name: row.originalName,
    original_name: row.originalName,
    filename: row.originalName,
    uploadedAt,
    uploadDate: uploadedAt,
    size: row.size,
    file_size: row.size,
    mimeType: row.mimeType,
    mimetype: row.mimeType,
    type: row.mimeType,
    category: row.category,
    description: row.description,
    pages: row.pages,
    textStatus: row.textStatus,
    textWarning: row.textWarning
      ? translate({ language, namespace: 'errors', key: row.textWarning, params: { file: row.originalName } })
      : null,
    canDelete: row.ownerUserId === user.id || user.role === 'admin',
  };
}

/** The team's libraries: files kept with the text read from them, for the assistant to cite. */
export function createLibraryService(deps: {
  repository: LibraryRepository;
  storage: FileStorage;
  extractor: Extractor;
  logger: Logger;
}) {
  /** Stores one checked file, reads its text in the sandbox, and records both together. */
  async function keep(options: {
    user: TeamAdmin;
    kind: LibraryKind;
    file: ReceivedFile;
    category: string;
    description: string;
  }): Promise<LibraryFileRow> {
    const { file } = options;
    const storedName = `${file.id}.${file.detected.extension}`;
    await deps.storage.adopt(file.temporaryPath, storedName);
    const outDir = await mkdtemp(join(deps.storage.temporaryDir, 'library-'));
    try {
      const read = await deps.storage.withLocalCopy(storedName, (path) =>
        deps.extractor.extract({ path, originalName: file.originalName, outDir }),
      );
      const pages = read.pages.filter((page) => page.text.trim().length > 0);
      return await deps.repository.insertFile({
        file: {
          id: file.id,
          teamId: options.user.team.id,
          ownerUserId: options.user.id,
          kind: options.kind,
          originalName: file.originalName,
          storedName,
          mimeType: file.detected.mimeType,
          size: file.size,
          category: options.category,
          description: options.description,
          pages: pages.length,
          textStatus:
            pages.length > 0
              ? 'indexed'
              : !read.error || read.error === 'extraction.empty'
                ? 'empty'
                : 'failed',
          textWarning:
            pages.length > 0
              ? null
              : !read.error || read.error === 'extraction.empty'
                ? 'library.noText'
                : read.error,
        },
        pages,
      });
    } catch (error) {
      await deps.storage.remove(storedName).catch(() => undefined);
      throw error;
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }

  return {
    keep,
    async list(options: {
      user: TeamAdmin;
      kind: LibraryKind;
      cursor?: string;
      limit?: number;
      language: Language;
    }) {
      const page = await deps.repository.listPage({
        teamId: options.user.team.id,
        kind: options.kind,
        cursor: cursorOf(options.cursor),
        limit: options.limit ?? LIBRARY_PAGE_SIZE,
      });
      return {
        success: true as const,
        files: page.rows.map((row) => presentLibraryFile(row, options.user, options.language)),
        total: page.total,
        nextCursor: cursorText(page.next),
      };
    },

    /** Keeps every accepted file of an upload; the refusals are answered one by one. */
    async upload(options: { user: TeamAdmin; kind: LibraryKind; upload: LibraryUpload; language: Language }) {
      const category =
        options.kind === 'regulatory'
          ? options.upload.fields.category?.trim().slice(0, 100) || DEFAULT_REGULATORY_CATEGORY
          : options.kind === 'pdf_report'
            ? 'analysis_report'
            : 'imported';
      const description = options.upload.fields.description?.trim().slice(0, 500) ?? '';
      const kept: LibraryFileRow[] = [];
      for (const file of options.upload.files) {
        kept.push(await keep({ user: options.user, kind: options.kind, file, category, description }));
      }
      return kept.map((row) => presentLibraryFile(row, options.user, options.language));
    },

    async find(options: { user: TeamAdmin; id: string; kind: LibraryKind }) {
      const row = await deps.repository.findFile({
        teamId: options.user.team.id,
        id: options.id,
        kind: options.kind,
      });
      if (!row) throw notFound('library.notFound');
      return row;
    },

    /** Removes the record, its indexed text, and its stored file. */
    async remove(options: { user: TeamAdmin; id: string; kind: LibraryKind }) {
      const row = await deps.repository.findFile({
        teamId: options.user.team.id,
        id: options.id,
        kind: options.kind,
      });
      if (!row) throw notFound('library.notFound');
      if (row.ownerUserId !== options.user.id && options.user.role !== 'admin') {
        throw new AppError({ code: 'library.notYours', status: 403 });
      }
      const storedName = await deps.repository.deleteFile({ teamId: options.user.team.id, id: options.id });
      if (storedName) await deps.storage.remove(storedName);
      return { success: true as const, id: options.id };
    },

    /** Stored files, and those no record refers to (`referenced` holds every name a record names). */
    async storageStats(referenced: ReadonlySet<string>) {
      const names = await deps.storage.list();
      return {
        success: true as const,
        totalFiles: names.length,
        orphanedFiles: names.filter((name) => !referenced.has(name)).length,
      };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;

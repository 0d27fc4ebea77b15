import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importPdfReportFieldsSchema,
  type LibraryKind,
  uploadManyFieldsSchema,
} from '../../../common/contract/library';
import type { RouteName } from '../../../common/contract/routes';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { translate } from '../../platform/i18n/translate';
import type { FileStorage } from '../../platform/storage/file-storage';
import { requireEnterpriseTeam, requireUser } from '../auth/request-auth';
import type { LibraryRepository } from './library.repository';
import type { LibraryService } from './library.service';
import { receiveLibraryUpload } from './library-upload';

/** RFC 5987: the uploader's name, any script, without breaking the header. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The team's document libraries (spec part 2 §7): list, upload, download and delete, by kind. */
export const libraryRoutes =
  (deps: {
    library: LibraryService;
    libraryRepository: LibraryRepository;
    storage: FileStorage;
    config: Pick<Config, 'adminEmails'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const list =
      (kind: LibraryKind) =>
      async (request: FastifyRequest<{ Querystring: { cursor?: string; limit: number } }>) =>
        deps.library.list({
          user: requireEnterpriseTeam(request),
          kind,
          cursor: request.query.cursor,
          limit: request.query.limit,
          language: request.language,
        });
    const download =
      (kind: LibraryKind) =>
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const row = await deps.library.find({
          user: requireEnterpriseTeam(request),
          id: request.params.id,
          kind,
        });
        return reply
          .header('content-type', row.mimeType)
          .header('content-disposition', attachment(row.originalName))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(deps.storage.read(row.storedName));
      };
    const remove = (kind: LibraryKind) => async (request: FastifyRequest<{ Params: { id: string } }>) =>
      deps.library.remove({ user: requireEnterpriseTeam(request), id: request.params.id, kind });

    registerRoute(app, 'importedFiles', list('imported'));
    registerRoute(app, 'importedFilesAlias', list('imported'));
    registerRoute(app, 'regulatoryFiles', list('regulatory'));
    for (const name of ['importedFileDownload', 'importedFileDownloadAlias'] as const satisfies RouteName[]) {
      registerRoute(app, name, download('imported'));
    }
    registerRoute(app, 'regulatoryFileDownload', download('regulatory'));
    registerRoute(app, 'pdfReportDownload', download('pdf_report'));
    for (const name of ['deleteImportedFile', 'deleteImportedFileAlias'] as const satisfies RouteName[]) {
      registerRoute(app, name, remove('imported'));
    }
    registerRoute(app, 'deleteRegulatoryFile', remove('regulatory'));
    registerRoute(app, 'deletePdfReport', remove('pdf_report'));

    // The PDF tile: one file per call, field `file` (spec part 2 §7).
    registerRoute(app, 'uploadFile', async (request) => {
      const user = requireEnterpriseTeam(request);
      const upload = await receiveLibraryUpload({
        request,
        fileFields: ['file'],
        temporaryDir: deps.storage.temporaryDir,
      });
      const refusal = upload.refused[0];
      if (refusal) throw refusal.error;
      if (upload.files.length !== 1) throw new AppError({ code: 'analysis.noFiles', status: 400 });
      const [file] = await deps.library.upload({
        user,
        kind: 'imported',
        upload,
        language: request.language,
      });
      return { success: true as const, file: file as NonNullable<typeof file> };
    });

    // The Word, Photos and Handwritten tiles of both tabs: several files, field `files`, and `type`
    // for the library that keeps them; each refusal is named.
    registerRoute(app, 'uploadRegulatory', async (request) => {
      const user = requireEnterpriseTeam(request);
      const upload = await receiveLibraryUpload({
        request,
        fileFields: ['files'],
        temporaryDir: deps.storage.temporaryDir,
      });
      const fields = uploadManyFieldsSchema.safeParse(upload.fields);
      if (!fields.success || upload.files.length + upload.refused.length === 0) {
        await Promise.all(upload.files.map((received) => rm(received.temporaryPath, { force: true })));
        throw new AppError({
          code: fields.error?.issues[0]?.message ?? 'analysis.noFiles',
          status: 400,
        });
      }
      const files = await deps.library.upload({
        user,
        kind: fields.data.type,
        upload,
        language: request.language,
      });
      const errors = upload.refused.map(({ file, error }) => ({
        file,
        code: error.code,
        error: translate({
          language: request.language,
          namespace: 'errors',
          key: error.code,
          params: error.params,
        }),
      }));
      return {
        success: files.length > 0,
        files,
        errors,
        message: translate({
          language: request.language,
          namespace: 'errors',
          key: 'library.imported',
          params: { count: files.length },
        }),
      };
    });

    registerRoute(app, 'importPdfReport', async (request) => {
      const user = requireEnterpriseTeam(request);
      const upload = await receiveLibraryUpload({
        request,
        fileFields: ['file'],
        temporaryDir: deps.storage.temporaryDir,
      });
      const fields = importPdfReportFieldsSchema.safeParse(upload.fields);
      const refusal = upload.refused[0];
      const file = upload.files[0];
      const notPdf =
        refusal?.error.code === 'analysis.fileTypeNotAllowed' || (file && file.detected.kind !== 'pdf');
      if (notPdf || !fields.success) {
        await Promise.all(upload.files.map((received) => rm(received.temporaryPath, { force: true })));
        throw new AppError({
          code: notPdf ? 'library.pdfOnly' : (fields.error?.issues[0]?.message ?? 'request.invalid'),
          status: notPdf ? 415 : 400,
        });
      }
      if (refusal) throw refusal.error;
      if (!file) throw new AppError({ code: 'analysis.noFiles', status: 400 });
      const [report] = await deps.library.upload({
        user,
        kind: 'pdf_report',
        upload: { ...upload, fields: { description: fields.data.description } },
        language: request.language,
      });
      const kept = report as NonNullable<typeof report>;
      return { success: true as const, id: kept.id, report: kept };
    });

    // Operators only: how much is stored, and how much no record refers to any more.
    registerRoute(app, 'cleanupStats', async (request) => {
      const user = requireUser(request);
      if (!deps.config.adminEmails.includes(user.email.toLowerCase())) {
        throw new AppError({ code: 'auth.forbidden', status: 403 });
      }
      return deps.library.storageStats(await deps.libraryRepository.referencedStoredNames());
    });
  };

import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { AnalysisFile, WorkplaceAnalysis } from '../../../common/contract/analysis';
import type {
  AssistantSaveRequest,
  SaveAnalysisRequest,
  SendEmailRequest,
} from '../../../common/contract/reports';
import { riskIdsOf } from '../../../common/contract/risk-view';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import { createByteLru } from '../../platform/cache/byte-lru';
import type { Mailer } from '../../platform/email/mailer';
import { AppError } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/translate';
import type { Logger } from '../../platform/logger/logger';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { UserRecord } from '../accounts/accounts.repository';
import type { AnalysesRepository, Viewer } from '../analyses/analyses.repository';
import { viewerOf } from '../analyses/analyses.service';
import { type AssistantSave, buildAssistantAnalysis } from './assistant-report';
import { composeReportEmail, REPORT_EMAILS_PER_DAY } from './report-email';
import {
  buildReportModel,
  EmptyReportSelectionError,
  type ReportModel,
  type ReportPaper,
  reportFileName,
} from './report-model';
import type { ReportsRepository } from './reports.repository';

export type ReportFormat = 'pdf' | 'docx';

type TeamMember = UserRecord & { team: NonNullable<UserRecord['team']> };

export interface ReportRenderers {
  pdf(
    model: ReportModel,
    options: { loadImage: (file: AnalysisFile) => Promise<Buffer | null> },
  ): Promise<Buffer>;
  docx(
    model: ReportModel,
    options: { loadImage: (file: AnalysisFile) => Promise<Buffer | null> },
  ): Promise<Buffer>;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Rendered reports kept in memory, keyed by everything they show: the same report asked again (downloaded, then
 * printed or e-mailed; a team opening the same analysis) is laid out once. The model carries the day, not the
 * time, so a key holds for the day at most; 32 MB is some 300 typical reports.
 */
const REPORT_CACHE_BYTES = 32 * 1024 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids in a selection, whether it lists ids or whole risk objects (the Enterprise save payload does). */
function selectionIds(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const risk = item as { risque_id?: unknown; id?: unknown } | null;
    const id = risk?.risque_id ?? risk?.id;
    return typeof id === 'string' ? [id] : [];
  });
}

/** Reports of analyses: rendered on demand, saved, e-mailed; always for the analysis' owner or team. */
export function createReportsService(deps: {
  analyses: AnalysesRepository;
  reports: ReportsRepository;
  storage: FileStorage;
  renderers: ReportRenderers;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  config: Config;
  logger: Logger;
}) {
  const rendered = createByteLru<Buffer>({
    maxBytes: REPORT_CACHE_BYTES,
    sizeOf: (content) => content.length,
  });

  async function mostRecentId(viewer: Viewer): Promise<string | null> {
    return (await deps.analyses.recentVisibleIds({ viewer, limit: 1 }))[0] ?? null;
  }

  async function notFound(viewer: Viewer, language: Language): Promise<AppError> {
    const recent = await deps.analyses.recentVisibleIds({ viewer, limit: 10 });
    const first = recent[0] ?? null;
    return new AppError({
      code: 'reports.analysisNotFound',
      status: 404,
      extra: {
        availableIds: recent,
        mostRecentId: first,
        suggestion: first
          ? translate({ language, namespace: 'api', key: 'reports.suggestion', params: { id: first } })
          : null,
      },
    });
  }

  async function loadAnalysis(options: { id: string; viewer: Viewer; language: Language }) {
    const row = UUID.test(options.id)
      ? await deps.analyses.findVisibleResult({ id: options.id, viewer: options.viewer })
      : null;
    if (!row?.result) throw await notFound(options.viewer, options.language);
    return { row, analysis: { ...row.result, savedToStandard: row.savedToStandard } };
  }

  async function render(options: {
    analysis: WorkplaceAnalysis;
    user: UserRecord;
    selectedRiskIds?: readonly string[];
    paper: ReportPaper;
    format: ReportFormat;
  }) {
    const generatedAt = new Date();
    let model: ReportModel;
    try {
      model = buildReportModel({
        analysis: options.analysis,
        selectedRiskIds: options.selectedRiskIds ?? riskIdsOf(options.analysis),
        preparedBy: {
          name: options.user.name ?? options.user.email,
          organisation: options.user.team?.name ?? '',
        },
        assessor: null,
        generatedAt,
        paper: options.paper,
      });
    } catch (error) {
      if (error instanceof EmptyReportSelectionError)
        throw new AppError({ code: 'reports.noRiskSelected', status: 400 });
      throw error;
    }
    const rows = new Map(
      (await deps.analyses.listFilePictures(options.analysis.id)).map((file) => [file.id, file]),
    );
    const loadImage = async (file: AnalysisFile) => {
      const row = rows.get(file.id);
      const name = row?.normalizedName ?? row?.thumbnailName;
      return name ? buffer(deps.storage.read(name)).catch(() => null) : null;
    };
    // The photos are part of the key by their stored file, which never changes once written.
    const photos = model.images.map(
      ({ file }) => rows.get(file.id)?.normalizedName ?? rows.get(file.id)?.thumbnailName,
    );
    const key = createHash('sha256')
      .update(JSON.stringify([options.format, model, photos]))
      .digest('base64url');
    try {
      const content = await rendered.getOrCompute(key, () =>
        deps.renderers[options.format](model, { loadImage }),
      );
      return {
        content,
        contentType: CONTENT_TYPES[options.format],
        fileName: reportFileName({
          analysisId: options.analysis.id,
          generatedAt,
          extension: options.format,
          timeZone: model.timeZone,
        }),
        riskCount: model.risks.length,
      };
    } catch (error) {
      deps.logger.error({ err: error, analysisId: options.analysis.id }, 'report rendering failed');
      throw new AppError({ code: 'reports.renderFailed', status: 500 });
    }
  }

  return {
    async renderReport(options: {
      id: string;
      user: UserRecord;
      language: Language;
      selectedRiskIds?: readonly string[];
      paper: ReportPaper;
      format: ReportFormat;
    }) {
      const { analysis } = await loadAnalysis({
        id: options.id,
        viewer: viewerOf(options.user),
        language: options.language,
      });
      return render({ ...options, analysis });
    },

    /** Whether an analysis can be reported on; on error, the ids that can (spec: availableIds). */
    async check(options: { id: string; user: UserRecord; language: Language }) {
      await loadAnalysis({ id: options.id, viewer: viewerOf(options.user), language: options.language });
      return { success: true as const, id: options.id };
    },

    async mostRecentId(user: UserRecord) {
      return mostRecentId(viewerOf(user));
    },

    /**
     * Saves an analysis for the team's dashboard and assistant (savedToStandard). The Enterprise form
     * also keeps the chosen risks as a PDF report and says where it is.
     */
    async save(options: {
      body: Exclude<SaveAnalysisRequest, AssistantSaveRequest>;
      user: UserRecord;
      language: Language;
    }) {
      const enterprise = 'analysisData' in options.body ? options.body.analysisData : null;
      const id =
        'analysisData' in options.body ? options.body.analysisData.metadata.id : options.body.analysisId;
      const { row, analysis } = await loadAnalysis({
        id,
        viewer: viewerOf(options.user),
        language: options.language,
      });
      await deps.analyses.markSavedToStandard(row.id);
      const t = (key: string) => translate({ language: options.language, namespace: 'api', key });
      if (!enterprise) {
        return {
          success: true as const,
          analysisId: row.id,
          savedToStandard: true as const,
          message: t(options.user.team ? 'reports.savedForAi' : 'reports.savedMine'),
        };
      }
      const known = new Set(riskIdsOf(analysis));
      const chosen = selectionIds(enterprise.selectedRisks ?? []).filter((riskId) => known.has(riskId));
      const report = await render({
        analysis,
        user: options.user,
        selectedRiskIds: chosen,
        paper: 'LETTER',
        format: 'pdf',
      });
      const storedName = `report-${randomUUID()}.pdf`;
      await deps.storage.write(storedName, Readable.from([report.content]));
      const saved = await deps.reports.insert({
        analysisId: row.id,
        ownerUserId: options.user.id,
        teamId: options.user.team?.id ?? null,
        selectedRiskIds: chosen,
        storedName,
        fileName: report.fileName,
        size: report.content.length,
      });
      return {
        success: true as const,
        analysisId: row.id,
        savedToStandard: true as const,
        filePath: urlOf(routes.savedReport, { params: { id: saved.id } }),
        message: t('reports.saved'),
      };
    },

    /**
     * Keeps the assistant's answer in the team's Analysis Reports: a finished, saved analysis of the
     * team that the lists, the results screen and the PDF read like any other.
     */
    async saveAssistantAnswer(options: { body: AssistantSave; user: TeamMember; language: Language }) {
      const { row, result } = buildAssistantAnalysis({ request: options.body, user: options.user });
      await deps.reports.insertFinishedAnalysis({ ...row, result });
      return {
        success: true as const,
        analysisId: row.id,
        savedToStandard: true as const,
        message: translate({ language: options.language, namespace: 'api', key: 'reports.savedToReports' }),
      };
    },

    async openSavedReport(options: { id: string; user: UserRecord }) {
      const row = UUID.test(options.id)
        ? await deps.reports.findVisible({ id: options.id, viewer: viewerOf(options.user) })
        : null;
      if (!row) throw new AppError({ code: 'reports.notFound', status: 404 });
      return { stream: deps.storage.read(row.storedName), fileName: row.fileName, size: row.size };
    },

    /**
     * Sends the report of the chosen risks as a PDF attachment, in the analysis' language. The
     * message goes out under the product's name to any address, so it names the sending account
     * (subject, body, Reply-To) and an account sends a bounded number a day.
     */
    async sendByEmail(options: { request: SendEmailRequest; user: UserRecord; language: Language }) {
      const verdict = await deps.rateLimiter.hit({
        key: `report-email:${options.user.id}`,
        limit: 30,
        windowSeconds: 3600,
      });
      if (!verdict.allowed) throw new AppError({ code: 'reports.tooManyEmails', status: 429 });
      const { analysis } = await loadAnalysis({
        id: options.request.analysisId,
        viewer: viewerOf(options.user),
        language: options.language,
      });
      // Counted once the analysis is known to be theirs: a refused request uses nothing up.
      const daily = await deps.rateLimiter.hit({
        key: `report-email-day:${options.user.id}`,
        limit: REPORT_EMAILS_PER_DAY,
        windowSeconds: 24 * 3600,
      });
      if (!daily.allowed) {
        throw new AppError({
          code: 'reports.tooManyRecipients',
          status: 429,
          params: { limit: REPORT_EMAILS_PER_DAY },
        });
      }
      const report = await render({
        analysis,
        user: options.user,
        selectedRiskIds: options.request.selectedRisks,
        paper: 'LETTER',
        format: 'pdf',
      });
      const email = composeReportEmail({
        analysis,
        user: options.user,
        riskCount: report.riskCount,
        operator: deps.config.operator,
      });
      try {
        await deps.mailer.send({
          to: options.request.recipientEmail,
          replyTo: options.user.email,
          ...email,
          attachments: [
            { filename: report.fileName, content: report.content, contentType: 'application/pdf' },
          ],
        });
      } catch (error) {
        deps.logger.error({ err: error }, 'report e-mail failed');
        throw new AppError({ code: 'reports.sendFailed', status: 502 });
      }
      return {
        success: true as const,
        message: translate({ language: options.language, namespace: 'api', key: 'reports.emailSent' }),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;

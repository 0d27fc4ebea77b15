import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import type { Citation, ConsolidatedResponse, HistoryItem } from '../../../common/contract/assistant';
import { MAX_SELECTED_ITEMS } from '../../../common/contract/assistant';
import type { LibraryKind } from '../../../common/contract/library';
import { riskViewsOf } from '../../../common/contract/risk-view';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { getHazard } from '../../../common/domain/hazards';
import type { JurisdictionCode } from '../../../common/domain/jurisdictions';
import type { Language } from '../../../common/i18n/language';
import { cursorOf, cursorText } from '../../db/keyset-page';
import type { AnalysisEngine } from '../../platform/ai/engine';
import { AppError, notFound } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/translate';
import type { Logger } from '../../platform/logger/logger';
import type { UserRecord } from '../accounts/accounts.repository';
import type { AssistantRepository, HistoryRow } from './assistant.repository';
import type { AssistantProgress } from './assistant-progress';
import {
  type ComposerAnalysis,
  type ComposerPassage,
  composeConsolidatedAnswer,
} from './consolidated-composer';
import { writeEngineAnswer } from './engine-answer';
import { questionTerms, termsFoundIn, textKeys, withHazardNames } from './question-terms';

/** The team library as the assistant reads it (server/modules/library): names and download links. */
export interface LibraryReader {
  findFiles(options: {
    teamId: string;
    ids: string[];
  }): Promise<{ id: string; kind: LibraryKind; name: string }[]>;
  downloadHref(file: { id: string; kind: LibraryKind }): string;
}

export interface ConsolidatedInput {
  question: string;
  language: Language;
  province: JurisdictionCode;
  selectedAnalyses: string[];
  selectedFiles: string[];
  selectedReports: string[];
  selectedRegulatory: string[];
  newFiles: string[];
  preloadedAnalyses: string[];
  preloadedFiles: string[];
  requestId?: string;
}

/** Passages the search hands to the answer, files and risks together. */
const SEARCH_LIMIT = 30;

const unique = (...lists: string[][]) => [...new Set(lists.flat())];

/** A team administrator and their team: the assistant is the Enterprise plan's (spec part 2 §6). */
export type TeamAdmin = UserRecord & { team: NonNullable<UserRecord['team']> };

function presentHistory(row: HistoryRow, user: TeamAdmin): HistoryItem {
  return {
    id: row.id,
    type: 'direct_gemini',
    timestamp: row.createdAt.toISOString(),
    question: row.question,
    analysis: row.answer,
    fileNames: row.fileNames,
    language: row.language,
    province: row.province,
    citations: row.citations,
    canDelete: row.userId === user.id || user.role === 'admin',
  };
}

function hazardWords(id: unknown): string[] {
  const hazard = typeof id === 'string' ? getHazard(id) : undefined;
  return hazard ? [hazard.name.fr, hazard.name.en, ...hazard.cues.fr, ...hazard.cues.en] : [];
}

/** Reads what a risk says for the composer, whichever language its fields were written in. */
function composerAnalysisOf(row: {
  id: string;
  area: string;
  jurisdiction: JurisdictionCode;
  result: WorkplaceAnalysis | null;
}): ComposerAnalysis {
  const raw = (row.result?.analysis.risques ?? row.result?.analysis.risks ?? []) as Record<string, unknown>[];
  const views = row.result ? riskViewsOf(row.result) : [];
  return {
    id: row.id,
    name: row.area,
    jurisdiction: row.jurisdiction,
    href: `/analysis-results?id=${row.id}`,
    risks: views.map((view, index) => ({
      riskId: view.id,
      title: view.title || view.description.slice(0, 80),
      severity: view.severity,
      hazardId: typeof raw[index]?.hazardId === 'string' ? (raw[index]?.hazardId as string) : null,
      text: [view.description, view.recommendation, ...view.measures].join(' '),
      // The catalogue's names and cues of the hazard, in both languages: an English question finds
      // a French analysis's « soudage » through "welding".
      aliases: hazardWords(raw[index]?.hazardId),
      existingMeasures: Array.isArray(raw[index]?.existingMeasures)
        ? (raw[index]?.existingMeasures as string[])
        : [],
      references: view.references.map((reference) => ({
        id: reference.id,
        citation: reference.citation,
        title: reference.title,
      })),
    })),
  };
}

const consultationName = (row: HistoryRow) =>
  `${row.question.slice(0, 80)} (${row.createdAt.toISOString().slice(0, 10)})`;

/**
 * The paragraphs of earlier consultations that hold a word of the question (by stem, in either
 * language, or a hazard it names), as passages citing the consultation. Their own [n] marks are
 * removed: they pointed at that answer's sources, not this one's.
 */
function consultationPassages(rows: HistoryRow[], question: string): ComposerPassage[] {
  const { terms } = withHazardNames(questionTerms(question));
  return rows.flatMap((row) =>
    row.answer
      .split(/\n+/)
      .map((paragraph) =>
        paragraph
          .replace(/^#+\s*/, '')
          .replace(/\s*\[\d+\]/g, '')
          .trim(),
      )
      .filter((paragraph) => paragraph.length > 0 && termsFoundIn(terms, textKeys(paragraph)).length > 0)
      .slice(0, 5)
      .map((paragraph) => ({
        kind: 'history' as const,
        itemId: row.id,
        name: consultationName(row),
        page: null,
        riskId: null,
        text: paragraph,
        href: urlOf(routes.assistantPdf, { params: { id: row.id }, query: {} }),
      })),
  );
}

/** What the index is asked for: the question's words, then the hazards it names in both languages. */
function searchWords(question: string): string[] {
  const terms = questionTerms(question);
  return [...new Set([...terms.map((term) => term.word), ...withHazardNames(terms).words])];
}

/** The assistant: consolidated answers with their sources, and the team's history of them. */
export function createAssistantService(deps: {
  repository: AssistantRepository;
  progress: AssistantProgress;
  library?: LibraryReader;
  /** The configured engine: an AI one writes the answers, the offline composer when it cannot. */
  engine?: AnalysisEngine;
  /** The daily AI quota shared with the analyses: past it, the offline composer answers. */
  aiQuota?: { dailyQuota: number; usedToday: (userId: string) => Promise<number> };
  logger: Logger;
}) {
  async function answerConsolidated(options: {
    user: TeamAdmin;
    input: ConsolidatedInput;
  }): Promise<ConsolidatedResponse> {
    const { input } = options;
    const teamId = options.user.team.id;
    const step = (stage: 'reading' | 'retrieving' | 'composing' | 'done') =>
      input.requestId ? deps.progress.publish(input.requestId, stage) : undefined;
    step('reading');
    const analysisCandidates = unique(input.selectedAnalyses, input.preloadedAnalyses, input.selectedReports);
    const fileIds = unique(
      input.selectedFiles,
      input.newFiles,
      input.preloadedFiles,
      input.selectedRegulatory,
    );
    if (analysisCandidates.length + fileIds.length === 0) {
      throw new AppError({ code: 'assistant.noSelection', status: 400 });
    }
    if (analysisCandidates.length + fileIds.length > MAX_SELECTED_ITEMS) {
      throw new AppError({ code: 'assistant.tooManyItems', status: 400 });
    }
    const analysisRows = await deps.repository.teamAnalyses({ teamId, ids: analysisCandidates });
    const foundAnalyses = new Set(analysisRows.map((row) => row.id));
    // A selected report is a saved analysis or an imported PDF report (spec part 2 §2.3).
    const reportFiles = input.selectedReports.filter((id) => !foundAnalyses.has(id));
    // The History tab's consultations come as selected analyses too: the spec's call has no field
    // of its own for them (part 2 §7).
    const notAnalyses = unique(input.selectedAnalyses, input.preloadedAnalyses).filter(
      (id) => !foundAnalyses.has(id),
    );
    const consultations = await deps.repository.teamHistory({ teamId, ids: notAnalyses });
    const foundConsultations = new Set(consultations.map((row) => row.id));
    const missingAnalyses = notAnalyses.filter((id) => !foundConsultations.has(id));
    const libraryIds = unique(fileIds, reportFiles);
    const files =
      libraryIds.length > 0 && deps.library ? await deps.library.findFiles({ teamId, ids: libraryIds }) : [];
    const foundFiles = new Set(files.map((file) => file.id));
    if (missingAnalyses.length > 0 || libraryIds.some((id) => !foundFiles.has(id))) {
      throw new AppError({ code: 'assistant.itemNotFound', status: 404 });
    }

    step('retrieving');
    const analyses = analysisRows.map(composerAnalysisOf);
    const fileById = new Map(files.map((file) => [file.id, file]));
    const analysisById = new Map(analyses.map((analysis) => [analysis.id, analysis]));
    const found = await deps.repository.searchPassages({
      teamId,
      analysisIds: analyses.map((analysis) => analysis.id),
      fileIds: files.map((file) => file.id),
      words: searchWords(input.question),
      language: input.language,
      limit: SEARCH_LIMIT,
    });
    const passages: ComposerPassage[] = found.flatMap((passage): ComposerPassage[] => {
      const analysis = passage.analysisId ? analysisById.get(passage.analysisId) : undefined;
      if (analysis) {
        return [
          {
            kind: 'analysis' as const,
            itemId: analysis.id,
            name: analysis.name,
            page: null,
            riskId: passage.riskId,
            text: passage.text,
            href: analysis.href,
          },
        ];
      }
      const file = passage.libraryFileId ? fileById.get(passage.libraryFileId) : undefined;
      if (!file || !deps.library) return [];
      return [
        {
          kind: file.kind,
          itemId: file.id,
          name: file.name,
          page: passage.page,
          riskId: null,
          text: passage.text,
          href: deps.library.downloadHref(file),
        },
      ];
    });

    passages.push(...consultationPassages(consultations, input.question));

    step('composing');
    const question = { question: input.question, language: input.language, province: input.province };
    const overQuota =
      deps.engine?.write && deps.aiQuota
        ? (await deps.aiQuota.usedToday(options.user.id)) >= deps.aiQuota.dailyQuota
        : false;
    const written =
      deps.engine && !overQuota
        ? await writeEngineAnswer({
            engine: deps.engine,
            logger: deps.logger,
            ...question,
            analyses,
            passages,
          })
        : null;
    const offline =
      written ?? composeConsolidatedAnswer({ ...question, analyses, passages, fileCount: files.length });
    // Said first, so no one takes the offline answer for the AI engine's.
    const composed = overQuota
      ? {
          ...offline,
          text: `${translate({
            language: input.language,
            namespace: 'assistant-answer',
            key: 'aiQuotaReached',
            params: { limit: deps.aiQuota?.dailyQuota ?? 0 },
          })}\n\n${offline.text}`,
        }
      : offline;
    const fileNames = [
      ...analyses.map((analysis) => analysis.name),
      ...consultations.map((row) => consultationName(row)),
      ...files.map((file) => file.name),
    ];
    const saved = await deps.repository.insertHistory({
      teamId,
      userId: options.user.id,
      question: input.question,
      answer: composed.text,
      citations: composed.citations satisfies Citation[],
      fileNames,
      selection: {
        analyses: [...analyses.map((analysis) => analysis.id), ...consultations.map((row) => row.id)],
        files: unique(input.selectedFiles, input.newFiles, input.preloadedFiles),
        reports: input.selectedReports,
        regulatory: input.selectedRegulatory,
      },
      language: input.language,
      province: input.province,
      engine: written && deps.engine ? deps.engine.name : 'builtin',
    });
    step('done');
    return {
      success: true,
      analysis: composed.text,
      analysisId: saved.id,
      timestamp: saved.createdAt.toISOString(),
      fileNames,
      citations: composed.citations,
      error: null,
    };
  }

  return {
    async listHistory(options: { user: TeamAdmin; cursor?: string; limit: number }) {
      const page = await deps.repository.listHistory({
        teamId: options.user.team.id,
        cursor: cursorOf(options.cursor),
        limit: options.limit,
      });
      return {
        success: true as const,
        items: page.rows.map((row) => presentHistory(row, options.user)),
        total: page.total,
        nextCursor: cursorText(page.next),
      };
    },

    async findHistory(options: { user: TeamAdmin; id: string }): Promise<HistoryRow> {
      const row = await deps.repository.findHistory({ teamId: options.user.team.id, id: options.id });
      if (!row) throw notFound('assistant.notFound');
      return row;
    },

    async deleteHistory(options: { user: TeamAdmin; id: string }) {
      const row = await deps.repository.findHistory({ teamId: options.user.team.id, id: options.id });
      if (!row) throw notFound('assistant.notFound');
      if (row.userId !== options.user.id && options.user.role !== 'admin') {
        throw new AppError({ code: 'assistant.notYours', status: 403 });
      }
      await deps.repository.deleteHistory({ teamId: options.user.team.id, id: options.id });
      return { success: true as const, id: options.id };
    },

    /**
     * Answers one question from the selected items only. Every id is resolved against the asker's
     * team first: an id that is unknown, or another team's, stops the question before anything is read.
     */
    async analyzeConsolidated(options: { user: TeamAdmin; input: ConsolidatedInput }) {
      try {
        return await answerConsolidated(options);
      } finally {
        // Done or failed, the answer's progress streams end now rather than at their time limit.
        if (options.input.requestId) deps.progress.finish(options.input.requestId);
      }
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;

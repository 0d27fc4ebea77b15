import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import type { assistantSaveRequestSchema } from '../../../common/contract/reports';
import type { JurisdictionCode } from '../../../common/domain/jurisdictions';
import { provisionsFor } from '../../../common/domain/regulations';
import { foldText, normalizeSeverity } from '../../../common/domain/risk';
import { BUILTIN_MODEL } from '../../platform/ai/builtin/builtin.engine';
import type { RiskDraft } from '../../platform/ai/engine';
import { translate } from '../../platform/i18n/translate';
import type { AnalysisRow } from '../analyses/analyses.repository';
import { presentAnalysis } from '../analyses/analysis.presenter';
import { groundRisks } from '../analyses/grounding';

export type AssistantSave = z.infer<typeof assistantSaveRequestSchema>;

const linesOf = (value: string | string[]) =>
  (Array.isArray(value) ? value : value.split(/\r?\n/))
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);

/**
 * The catalogue provisions of the province that the assistant's references name by their citation
 * ("RLRQ c. S-2.1, r. 13, art. 312", in either language). Only those are cited as regulations in the
 * results and the PDF; a reference that does not resolve stays in the record's text as written.
 */
function provisionIdsNamed(references: string[], jurisdiction: JurisdictionCode): string[] {
  const folded = references.map(foldText);
  return provisionsFor(jurisdiction)
    .filter((provision) =>
      [provision.citation.fr, provision.citation.en].some((citation) => {
        const name = foldText(citation);
        return folded.some((reference) => {
          const at = reference.indexOf(name);
          // "art. 3" must not match "art. 33": the citation ends where a word or number ends.
          return at >= 0 && !/[\p{L}\p{N}]/u.test(reference.charAt(at + name.length));
        });
      }),
    )
    .map((provision) => provision.id);
}

/**
 * The assistant's answer as a finished analysis of the team: one risk per answer item, written in the
 * same result shape as the analysis engines' (WorkplaceAnalysis), so the results screen, the lists and
 * the PDF read it like any other. The answer text is the risk's description.
 */
export function buildAssistantAnalysis(options: {
  request: AssistantSave;
  user: { id: string; team: { id: string } };
}): { row: AnalysisRow; result: WorkplaceAnalysis } {
  const { request } = options;
  const language = request.language;
  const jurisdiction = request.workplaceInfo.province;
  const title =
    request.workplaceInfo.specificActivity ||
    translate({ language, namespace: 'api', key: 'reports.assistantRiskTitle' });
  const now = new Date();
  const row: AnalysisRow = {
    id: randomUUID(),
    requestId: randomUUID(),
    ownerUserId: options.user.id,
    teamId: options.user.team.id,
    // The assistant is an Enterprise screen; its saved answers open in the Enterprise results.
    sourceInterface: 'enterprise',
    status: 'done',
    language,
    jurisdiction,
    area: title,
    mainSectorId: null,
    subSectorId: null,
    activityId: null,
    instructions: '',
    engine: 'builtin',
    model: BUILTIN_MODEL,
    metered: false,
    progress: [],
    result: null,
    // Written with the result, when the row is stored (reports.repository).
    listSummary: null,
    errorCode: null,
    heartbeatAt: null,
    attempts: 0,
    savedToStandard: true,
    createdAt: now,
    completedAt: now,
  };
  const items = request.documentAnalyses.flatMap((document) => document.analysis.risksIdentified);
  const drafts: RiskDraft[] = items.map((item, index) => ({
    hazardId: null,
    title: items.length === 1 ? title : `${title} (${index + 1})`,
    severity: normalizeSeverity(item.severity) ?? 'modere',
    likelihood: 'possible',
    description: item.description,
    measures: { elimination: [], substitution: [], engineering: [], administrative: [], ppe: [] },
    recommendation: linesOf(item.recommendations).join('\n'),
    references: provisionIdsNamed(linesOf(item.regulatoryReferences), jurisdiction),
    basis: 'evidence',
    evidence: [],
  }));
  const result = presentAnalysis({
    row,
    files: [],
    risks: groundRisks({ drafts, jurisdiction, language }),
    engine: { name: 'builtin', model: BUILTIN_MODEL },
  });
  // The record keeps the assistant's own document form and file names (spec part 2 §3).
  const documentAnalyses = request.documentAnalyses.map((document) => {
    const fileName = document.fileName ?? request.fileNames[0] ?? '';
    return {
      fileName,
      originalName: fileName,
      analysis: {
        risksIdentified: document.analysis.risksIdentified.map((item) => ({
          riskId: item.riskId,
          severity: item.severity,
          description: item.description,
          recommendations: linesOf(item.recommendations),
          regulatoryReferences: linesOf(item.regulatoryReferences),
        })),
      },
    };
  });
  return {
    row,
    result: {
      ...result,
      fileNames: request.fileNames,
      specificActivity: request.workplaceInfo.specificActivity || null,
      workplaceInfo: {
        ...result.workplaceInfo,
        specificActivity: request.workplaceInfo.specificActivity || null,
      },
      analysis: { ...result.analysis, documentAnalyses },
    },
  };
}

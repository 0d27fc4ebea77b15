import type {
  AnalysisFile,
  DocumentAnalysis,
  EngineName,
  WorkplaceAnalysis,
} from '../../../common/contract/analysis';
import { formatRiskId } from '../../../common/contract/risk-view';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { CONTROL_LEVELS } from '../../../common/domain/hazards';
import { SEVERITIES, SEVERITY_LABELS } from '../../../common/domain/risk';
import { findActivity, findMainSector, findSubSector } from '../../../common/domain/sectors';
import type { Language } from '../../../common/i18n/language';
import { translate } from '../../platform/i18n/translate';
import type { AnalysisFileRow, AnalysisRow } from './analyses.repository';
import { evidenceReadNote } from './evidence-read';
import type { GroundedRisk } from './grounding';

export const uploadUrl = (filename: string) => urlOf(routes.upload, { params: { filename } });

function presentFile(file: AnalysisFileRow, language: Language): AnalysisFile {
  const extraction = file.extraction;
  return {
    id: file.id,
    name: file.originalName,
    path: uploadUrl(file.storedName),
    thumbnailPath: file.thumbnailName ? uploadUrl(file.thumbnailName) : null,
    mimetype: file.mimeType,
    size: file.size,
    kind: file.kind,
    extraction: {
      status: extraction?.status ?? 'ok',
      code: extraction?.code ?? null,
      message: extraction?.code
        ? translate({
            language,
            namespace: 'errors',
            key: extraction.code,
            params: { file: file.originalName },
          })
        : null,
      pages: extraction?.pages ?? 0,
      ocrPages: extraction?.ocrPages ?? 0,
      truncated: extraction?.truncated ?? false,
    },
  };
}

/**
 * The counts by severity and the summary sentence. When the evidence raised nothing, the sentence says what
 * was read and that no hazard was found in it, before any of the sector's typical risks.
 */
function summaryOf(options: {
  risks: GroundedRisk[];
  language: Language;
  files: AnalysisFile[];
  instructions: string;
}): WorkplaceAnalysis['analysis']['summary'] {
  const { risks, language } = options;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate({ language, namespace: 'api', key: `analysis.${key}`, params });
  const bySeverity = { critique: 0, eleve: 0, modere: 0, faible: 0 };
  for (const risk of risks) bySeverity[risk.severity] += 1;
  const read = evidenceReadNote({
    files: options.files,
    instructions: options.instructions,
    bases: risks.map((risk) => risk.basis),
    language,
  });
  const details = SEVERITIES.filter((severity) => bySeverity[severity] > 0)
    .map((severity) => t(`counts.${severity}`, { count: bySeverity[severity] }))
    .join(', ');
  const first = risks.filter((risk) => risk.priority === 1).map((risk) => risk.title);
  const counted =
    risks.length === 0
      ? ''
      : read
        ? t('summarySector', { count: risks.length, details })
        : risks.length === 1
          ? t('summaryOne', { details })
          : t('summary', { total: risks.length, details });
  const text = [read ?? '', counted, first.length > 0 ? t('priorityOne', { titles: first.join(', ') }) : '']
    .filter(Boolean)
    .join(' ');
  return { total: risks.length, bySeverity, text };
}

/**
 * The stored analysis as the spec's result shape: French risk keys for a French analysis, English
 * ones for an English analysis, the document form the saved lists read, and the files as URLs.
 */
export function presentAnalysis(options: {
  row: AnalysisRow;
  files: AnalysisFileRow[];
  risks: GroundedRisk[];
  engine: { name: EngineName; model: string };
}): WorkplaceAnalysis {
  const { row, files, risks } = options;
  const language = row.language;
  const jurisdiction = row.jurisdiction;
  const main = row.mainSectorId ? findMainSector(row.mainSectorId) : undefined;
  const sub = row.subSectorId ? findSubSector(row.subSectorId) : undefined;
  const activity = row.activityId ? findActivity(row.activityId) : undefined;
  const label = (node: { name: { fr: string; en: string } } | undefined) => node?.name[language] ?? null;

  const citations = (risk: GroundedRisk) =>
    risk.references.map((reference) => `${reference.citation} — ${reference.title}`);
  const measures = (risk: GroundedRisk) => CONTROL_LEVELS.flatMap((level) => risk.measures[level]);
  const shared = (risk: GroundedRisk) => ({
    hazardId: risk.hazardId,
    title: risk.title,
    likelihood: risk.likelihood,
    priority: risk.priority,
    measuresByLevel: risk.measures,
    references: risk.references,
    basis: risk.basis,
    evidence: risk.evidence,
    // What the evidence says of the hazard, the controls it names, and the rating before them.
    ...(risk.status ? { status: risk.status } : {}),
    ...(risk.existingMeasures?.length ? { existingMeasures: risk.existingMeasures } : {}),
    ...(risk.inherentSeverity ? { inherentSeverity: risk.inherentSeverity } : {}),
    ...(risk.ratingRationale ? { ratingRationale: risk.ratingRationale } : {}),
  });
  const severityLabel = (risk: GroundedRisk) => SEVERITY_LABELS[risk.severity][language];

  const documentAnalyses: DocumentAnalysis[] = files
    .map((file) => ({
      fileName: file.storedName,
      originalName: file.originalName,
      analysis: {
        risksIdentified: risks
          .map((risk, index) => ({ risk, index }))
          .filter(({ risk }) => risk.evidence.some((item) => item.fileName === file.originalName))
          .map(({ risk, index }) => ({
            riskId: formatRiskId(index),
            severity: severityLabel(risk),
            description: risk.description,
            recommendations: measures(risk),
            regulatoryReferences: citations(risk),
          })),
      },
    }))
    .filter((entry) => entry.analysis.risksIdentified.length > 0);

  const t = (key: string, params?: Record<string, string>) =>
    translate({ language, namespace: 'api', key: `analysis.${key}`, params });
  const method = {
    engine: options.engine.name,
    model: options.engine.model,
    text:
      options.engine.name === 'builtin'
        ? t('methodBuiltin')
        : t('methodAi', { model: options.engine.model, provider: t(`providers.${options.engine.name}`) }),
  };

  const presentedFiles = files.map((file) => presentFile(file, language));
  const body: WorkplaceAnalysis['analysis'] = {
    summary: summaryOf({ risks, language, files: presentedFiles, instructions: row.instructions }),
    method,
    documentAnalyses,
    ...(language === 'fr'
      ? {
          risques: risks.map((risk, index) => ({
            risque_id: formatRiskId(index),
            gravite: severityLabel(risk),
            description: risk.description,
            mesures_protection: measures(risk),
            recommandation: risk.recommendation,
            references_reglementaires: citations(risk),
            ...shared(risk),
          })),
        }
      : {
          risks: risks.map((risk, index) => ({
            id: formatRiskId(index),
            severity: severityLabel(risk),
            description: risk.description,
            protective_measures: measures(risk),
            recommendation: risk.recommendation,
            regulatory_references: citations(risk),
            ...shared(risk),
          })),
        }),
  };

  return {
    id: row.id,
    analysisId: row.id,
    requestId: row.requestId,
    timestamp: row.createdAt.toISOString(),
    area: row.area,
    jurisdiction,
    province: jurisdiction,
    language: language === 'fr' ? 'français' : 'english',
    mainSector: label(main),
    mainSectorId: main?.id ?? null,
    subSector: label(sub),
    subSectorId: sub?.id ?? null,
    specificSector: label(activity),
    specificActivity: label(activity),
    specificActivityId: activity?.id ?? null,
    industrySector: label(activity) ?? label(sub) ?? label(main),
    sourceInterface: row.sourceInterface,
    question: row.instructions,
    fileNames: files.map((file) => file.originalName),
    files: presentedFiles,
    workplaceInfo: {
      area: row.area,
      province: jurisdiction,
      mainSector: label(main),
      subSector: label(sub),
      specificActivity: label(activity),
    },
    savedToStandard: row.savedToStandard,
    source: 'standard',
    engine: options.engine,
    analysis: body,
    warnings: presentedFiles
      .filter((file) => file.extraction.status === 'error' && file.extraction.code)
      .map((file) => ({
        fileName: file.name,
        code: file.extraction.code as string,
        message: file.extraction.message ?? '',
      })),
  };
}

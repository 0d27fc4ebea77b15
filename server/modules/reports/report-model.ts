import type { AnalysisFile, RiskEvidence, WorkplaceAnalysis } from '../../../common/contract/analysis';
import { type RiskView, riskViewsOf } from '../../../common/contract/risk-view';
import {
  CONTROL_LEVEL_LABELS,
  CONTROL_LEVELS,
  type ControlLevel,
} from '../../../common/domain/hazards/types';
import { getJurisdiction, type JurisdictionCode } from '../../../common/domain/jurisdictions';
import {
  LIKELIHOOD_LABELS,
  LIKELIHOODS,
  normalizeSeverity,
  PRIORITIES,
  PRIORITY_JUSTIFICATIONS,
  PRIORITY_LABELS,
  PRIORITY_MATRIX,
  type Priority,
  SEVERITIES,
  SEVERITY_LABELS,
  SEVERITY_PALETTE,
  type Severity,
  type SeverityColor,
  severityColor,
} from '../../../common/domain/risk';
import frReport from '../../../common/i18n/fr/report.json';
import { type Language, languageFromAnalysisLanguage } from '../../../common/i18n/language';
import { dateFormat } from '../../platform/i18n/date-format';
import { translate } from '../../platform/i18n/translate';
import { evidenceReadNote } from '../analyses/evidence-read';

/**
 * The report as plain data in one language: the PDF and DOCX renderers only lay it out, so both
 * documents say exactly the same thing and neither needs to know about i18n or the contract.
 */

export type ReportPaper = 'A4' | 'LETTER';
export type ReportLabels = typeof frReport;
export type Colors = { background: string; text: string };

export type ReportRisk = {
  id: string;
  title: string;
  /** Null when the engine wrote a severity no scale knows; it is then shown as written, in grey. */
  severity: Severity | null;
  severityLabel: string;
  severityColors: Colors;
  likelihoodLabel: string;
  priorityCode: string;
  priorityLabel: string;
  /** The label without its code ("Agir immédiatement"), for layouts that print the code in a badge. */
  priorityAction: string;
  priorityJustification: string;
  priorityColors: Colors;
  description: string;
  /** Quote (already in the language's quotation marks) and where it was found; quote is null for sector risks. */
  evidence: { quote: string | null; source: string }[];
  /** The controls the evidence says are in place, in its own words (issue 12). */
  existingMeasures: string[];
  /** The rating once those controls count, and the severity before them; null when none is named. */
  residual: {
    severityLabel: string;
    severityColors: Colors;
    priorityCode: string;
    priorityAction: string;
    priorityColors: Colors;
    /** "Gravité avant ces mesures : Critique", or null when the engine did not say. */
    inherentNote: string | null;
  } | null;
  /** Why the risk is rated as it is, in words; empty when the engine gave no reason. */
  rationale: string;
  measures: { level: ControlLevel; label: string; items: string[] }[];
  /** Measures of the flat list that no hierarchy level holds (older or AI-written analyses). */
  otherMeasures: string[];
  recommendation: string;
  references: { citation: string; title: string; url: string; generalDuty: boolean }[];
};

export type ReportModel = {
  language: Language;
  paper: ReportPaper;
  /** The client's time zone (from the jurisdiction): the cover's date and the file name's day. */
  timeZone: string;
  analysisId: string;
  labels: ReportLabels;
  area: string;
  /** "Analyse des risques SST · {area}", cut to fit on one line of the running header. */
  runningTitle: string;
  generatedAtLabel: string;
  author: string;
  cover: { rows: { label: string; value: string }[]; reportDate: string };
  preparedBy: { name: string; organisation: string };
  assessor: { name: string; title: string } | null;
  summary: {
    intro: string;
    urgent: string;
    severityCounts: { label: string; count: number; colors: Colors }[];
    priorityCounts: { code: string; label: string; action: string; count: number; colors: Colors }[];
    /** What was read and that no hazard was found in it, when the evidence raised no risk; else null. */
    evidenceRead: string | null;
    /** With more than a handful, recommendations are left to the sheets: a summary stays a summary. */
    priorityOne: { id: string; title: string; recommendation: string | null }[];
  };
  risks: ReportRisk[];
  images: { file: AnalysisFile; name: string }[];
  method: {
    engine: string;
    engineNote: string;
    identification: string;
    matrix: {
      columns: string[];
      rows: { label: string; colors: Colors; cells: { code: string; colors: Colors }[] }[];
    };
    priorities: { code: string; label: string; action: string; justification: string; colors: Colors }[];
    hierarchy: string[];
    files: { name: string; kind: string }[];
  };
  footer: { analysis: string; pageTemplate: string };
};

export type BuildReportModelOptions = {
  analysis: WorkplaceAnalysis;
  selectedRiskIds: readonly string[];
  preparedBy: { name: string; organisation: string };
  assessor?: { name: string; title: string } | null;
  generatedAt: Date;
  paper: ReportPaper;
};

/** Thrown when no selected id names a risk of the analysis; the reports service answers it as a 400. */
export class EmptyReportSelectionError extends Error {
  readonly code = 'reports.noRiskSelected';
}

const SUMMARY_DETAIL_LIMIT = 8;
const PRIORITY_COLOR: Readonly<Record<Priority, SeverityColor>> = {
  1: 'red',
  2: 'orange',
  3: 'yellow',
  4: 'green',
};

/** P1 to P4 in one language: code, label, the label without its code (for badges), why, colours. */
function priorityScale(language: Language) {
  return PRIORITIES.map((priority) => ({
    code: `P${priority}`,
    label: PRIORITY_LABELS[priority][language],
    action: PRIORITY_LABELS[priority][language].replace(/^P\d\s*—\s*/, ''),
    justification: PRIORITY_JUSTIFICATIONS[priority][language],
    colors: SEVERITY_PALETTE[PRIORITY_COLOR[priority]],
  }));
}

// The cover date is the client's calendar day, not the server's: a report made at 21:00 in Vancouver
// must not carry tomorrow's date.
const TIME_ZONES: Readonly<Record<JurisdictionCode, string>> = {
  QC: 'America/Toronto',
  ON: 'America/Toronto',
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  FEDERAL: 'America/Toronto',
};

/** Replaces {{name}} placeholders, for the few labels whose values are known only at render time (page numbers). */
export function fillLabel(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/**
 * `rapport_analyse_sst_{id}_{yyyy-mm-dd}.pdf|.docx`. Pass the model's timeZone so the day is the
 * cover's; without it, Eastern time (most of Canada's workers).
 */
export function reportFileName(options: {
  analysisId: string;
  generatedAt: Date;
  extension: 'pdf' | 'docx' | '.pdf' | '.docx';
  timeZone?: string;
}): string {
  const day = dateFormat('en-CA', { timeZone: options.timeZone ?? 'America/Toronto' }).format(
    options.generatedAt,
  );
  return `rapport_analyse_sst_${options.analysisId}_${day}.${options.extension.replace(/^\./, '')}`;
}

/** Builds the language-resolved report of the selected risks, in the analysis order. */
export function buildReportModel(options: BuildReportModelOptions): ReportModel {
  const { analysis } = options;
  const language = languageFromAnalysisLanguage(analysis.language);
  const t: Translate = (key, params) => translate({ language, namespace: 'report', key, params });
  const labels = resolveLabels(language);
  const timeZone = TIME_ZONES[analysis.jurisdiction];
  const formatDate = (date: Date) =>
    dateFormat(`${language}-CA`, { dateStyle: 'long', timeZone }).format(date);

  const scale = priorityScale(language);
  const selected = new Set(options.selectedRiskIds);
  const sector = analysis.specificActivity ?? analysis.subSector;
  const views = riskViewsOf(analysis);
  const risks = views
    .filter((risk) => selected.has(risk.id))
    .map((risk) => toReportRisk({ risk, language, t, sector, scale }));
  if (risks.length === 0) throw new EmptyReportSelectionError('No selected risk belongs to the analysis');

  const jurisdiction = getJurisdiction(analysis.jurisdiction);
  const jurisdictionName = jurisdiction.name[language];
  const agency = jurisdiction.agency[language];
  const fullName = jurisdiction.fullName[language];
  const engine = t('engineWithModel', {
    engine: t(`engines.${analysis.engine.name}`),
    model: analysis.engine.model,
  });
  const reportDate = formatDate(options.generatedAt);
  const count = (predicate: (risk: ReportRisk) => boolean) => risks.filter(predicate).length;
  const urgent = risks.filter((risk) => risk.priorityCode === 'P1');
  const unknown = count((risk) => risk.severity === null);
  const optionalRow = (label: string, value: string | null) => (value ? [{ label, value }] : []);

  return {
    language,
    paper: options.paper,
    timeZone,
    analysisId: analysis.analysisId,
    labels,
    area: analysis.area,
    runningTitle: truncate(`${labels.runningTitle} · ${analysis.area}`, 90),
    generatedAtLabel: reportDate,
    author: options.preparedBy.organisation || options.preparedBy.name,
    cover: {
      reportDate,
      rows: [
        { label: labels.cover.workplace, value: analysis.area },
        { label: labels.cover.jurisdiction, value: jurisdictionName },
        { label: labels.cover.regulator, value: agency === fullName ? agency : `${agency} — ${fullName}` },
        { label: labels.cover.law, value: jurisdiction.law[language] },
        ...optionalRow(labels.cover.mainSector, analysis.mainSector),
        ...optionalRow(labels.cover.subSector, analysis.subSector),
        ...optionalRow(labels.cover.specificActivity, analysis.specificActivity),
        { label: labels.cover.analysisDate, value: formatDate(new Date(analysis.timestamp)) },
        { label: labels.cover.engine, value: engine },
      ],
    },
    preparedBy: options.preparedBy,
    assessor: options.assessor ?? null,
    summary: {
      intro: t('summary.intro', {
        count: risks.length,
        area: analysis.area,
        jurisdiction: jurisdictionName,
      }),
      urgent: t('summary.urgent', {
        count: urgent.length,
      }),
      evidenceRead: evidenceReadNote({
        files: analysis.files,
        instructions: analysis.question,
        bases: views.map((risk) => risk.basis),
        language,
      }),
      severityCounts: [
        ...SEVERITIES.map((severity) => ({
          label: SEVERITY_LABELS[severity][language],
          count: count((risk) => risk.severity === severity),
          colors: SEVERITY_PALETTE[severityColor(severity)],
        })),
        // An unrecognised severity is counted too, in grey, so the chips add up to the total.
        ...(unknown > 0
          ? [{ label: labels.notSpecified, count: unknown, colors: SEVERITY_PALETTE.grey }]
          : []),
      ],
      priorityCounts: scale.map((item) => ({
        ...item,
        count: count((risk) => risk.priorityCode === item.code),
      })),
      priorityOne: urgent.map(({ id, title, recommendation }) => ({
        id,
        title,
        recommendation: urgent.length <= SUMMARY_DETAIL_LIMIT ? recommendation : null,
      })),
    },
    risks,
    images: analysis.files.filter((file) => file.kind === 'image').map((file) => ({ file, name: file.name })),
    method: {
      engine,
      engineNote: analysis.analysis.method.text,
      identification: t('method.identification', { jurisdiction: `${jurisdictionName}, ${agency}` }),
      matrix: {
        columns: LIKELIHOODS.map((likelihood) => LIKELIHOOD_LABELS[likelihood][language]),
        rows: SEVERITIES.map((severity) => ({
          label: SEVERITY_LABELS[severity][language],
          colors: SEVERITY_PALETTE[severityColor(severity)],
          cells: LIKELIHOODS.map((likelihood) => {
            const priority = PRIORITY_MATRIX[severity][likelihood];
            return { code: `P${priority}`, colors: SEVERITY_PALETTE[PRIORITY_COLOR[priority]] };
          }),
        })),
      },
      priorities: scale,
      hierarchy: CONTROL_LEVELS.map((level) => CONTROL_LEVEL_LABELS[level][language]),
      files: analysis.files.map((file) => ({ name: file.name, kind: t(`fileKinds.${file.kind}`) })),
    },
    footer: { analysis: t('footer.analysis', { id: analysis.analysisId }), pageTemplate: labels.footer.page },
  };
}

type Translate = (key: string, params?: Record<string, string | number>) => string;
function toReportRisk(options: {
  risk: RiskView;
  language: Language;
  t: Translate;
  sector: string | null;
  scale: ReturnType<typeof priorityScale>;
}): ReportRisk {
  const { risk, language, t } = options;
  const severity = normalizeSeverity(risk.severity);
  // The contract makes likelihood and priority required; the view only reads them leniently.
  const priority = options.scale[(risk.priority ?? 4) - 1]!;
  const itemsAt = (level: ControlLevel) =>
    risk.measuresByLevel.find((entry) => entry.level === level)?.items ?? [];
  const classified = new Set(CONTROL_LEVELS.flatMap(itemsAt));
  return {
    id: risk.id,
    title: risk.title,
    severity,
    severityLabel: severity ? SEVERITY_LABELS[severity][language] : risk.severity,
    severityColors: SEVERITY_PALETTE[severityColor(risk.severity)],
    likelihoodLabel: risk.likelihood ? LIKELIHOOD_LABELS[risk.likelihood][language] : '',
    priorityCode: priority.code,
    priorityLabel: priority.label,
    priorityAction: priority.action,
    priorityJustification: priority.justification,
    priorityColors: priority.colors,
    description: risk.description,
    evidence: describeEvidence({ evidence: risk.evidence, t, sector: options.sector }),
    existingMeasures: risk.existingMeasures,
    residual: describeResidual({ risk, language, t, scale: options.scale }),
    rationale: risk.rationale,
    measures: CONTROL_LEVELS.map((level) => ({
      level,
      label: CONTROL_LEVEL_LABELS[level][language],
      items: itemsAt(level),
    })),
    otherMeasures: risk.measures.filter((measure) => !classified.has(measure)),
    recommendation: risk.recommendation,
    references: risk.references.map(({ id: _catalogueId, ...reference }) => reference),
  };
}

function describeResidual(options: {
  risk: RiskView;
  language: Language;
  t: Translate;
  scale: ReturnType<typeof priorityScale>;
}): ReportRisk['residual'] {
  const { residual } = options.risk;
  if (!residual) return null;
  const severity = normalizeSeverity(residual.severity);
  const priority = options.scale[(residual.priority ?? 4) - 1]!;
  return {
    severityLabel: severity ? SEVERITY_LABELS[severity][options.language] : residual.severity,
    severityColors: SEVERITY_PALETTE[severityColor(residual.severity)],
    priorityCode: priority.code,
    priorityAction: priority.action,
    priorityColors: priority.colors,
    inherentNote: residual.inherentSeverity
      ? options.t('risk.inherent', { value: SEVERITY_LABELS[residual.inherentSeverity][options.language] })
      : null,
  };
}

function describeEvidence(options: {
  evidence: RiskEvidence[];
  t: Translate;
  sector: string | null;
}): ReportRisk['evidence'] {
  const { t } = options;
  const sectorNote = (sector: string | null) => ({
    quote: null,
    source: sector ? t('risk.evidenceSector', { sector }) : t('risk.evidenceSectorUnnamed'),
  });
  const items = options.evidence.map((item) => {
    if (item.source === 'sector') return sectorNote(item.quote || options.sector);
    const quote = t('quote', { text: item.quote });
    if (item.source === 'instructions') return { quote, source: t('risk.evidenceInstructions') };
    const file = item.fileName ?? '';
    const place = item.page === null ? file : t('risk.evidencePage', { file, page: item.page });
    return { quote, source: `${place} · ${t(`risk.evidenceMethods.${item.method}`)}` };
  });
  return items.length > 0 ? items : [sectorNote(options.sector)];
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** Every fixed label of the report, read through translate() so the server has one way to find messages. */
function resolveLabels(language: Language): ReportLabels {
  const walk = (node: unknown, path: string): unknown => {
    if (typeof node === 'string') return translate({ language, namespace: 'report', key: path });
    if (Array.isArray(node)) return node.map((_, index) => walk(node[index], `${path}.${index}`));
    return Object.fromEntries(
      Object.entries(node as Record<string, unknown>).map(([key, value]) => [
        key,
        walk(value, path ? `${path}.${key}` : key),
      ]),
    );
  };
  return walk(frReport, '') as ReportLabels;
}

import { z } from 'zod';
import { CONTROL_LEVELS, type ControlLevel, getHazard } from '../../../common/domain/hazards';
import { generalDutyFor, provisionsFor } from '../../../common/domain/regulations';
import {
  foldText,
  LIKELIHOOD_LABELS,
  LIKELIHOODS,
  type Likelihood,
  normalizeSeverity,
  SEVERITIES,
} from '../../../common/domain/risk';
import { residualSeverity } from './builtin/builtin.rating';
import { type AnalysisInput, EngineError, type EvidenceDraft, type RiskDraft } from './engine';
import { sectorLabels } from './prompt';
import { MAX_RISKS } from './prompt-wording';

/** How the AI engines' answer is checked and grounded: parsed leniently, kept only where it can be verified. */

// Tolerant where models differ harmlessly (spelling of an enum, a string for a one-item list), strict where
// the meaning would be lost (no title, an unknown severity).
const list = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : (value ?? [])),
  z.array(z.string()).catch([]),
);
const likelihoodSpellings = new Map<string, Likelihood>(
  LIKELIHOODS.flatMap((value) =>
    [value, LIKELIHOOD_LABELS[value].fr, LIKELIHOOD_LABELS[value].en].map(
      (s) => [spelling(s), value] as const,
    ),
  ),
);
function spelling(value: string): string {
  return foldText(value).replace(/[\s_]+/g, '-');
}
/** One risk of the model's answer; parseAnswer checks each risk on its own. */
export const answerRiskSchema = z.object({
  hazardId: z.string().nullish().catch(null),
  title: z.string().trim().min(1),
  description: z.string().trim(),
  severity: z.string().transform(normalizeSeverity).pipe(z.enum(SEVERITIES)),
  likelihood: z
    .string()
    .transform((value) => likelihoodSpellings.get(spelling(value)))
    .pipe(z.enum(LIKELIHOODS)),
  measures: z.object(Object.fromEntries(CONTROL_LEVELS.map((level) => [level, list]))).catch({}),
  recommendation: z.string().trim().catch(''),
  // Issue 12: optional, so an answer from a model that ignores them still counts as present.
  status: z.enum(['present', 'controlled', 'absent', 'past']).catch('present'),
  existingMeasures: list,
  inherentSeverity: z.string().transform(normalizeSeverity).pipe(z.enum(SEVERITIES)).nullish().catch(null),
  ratingRationale: z.string().trim().nullish().catch(null),
  references: list,
  evidence: z
    .array(
      z
        .object({
          source: z.enum(['file', 'instructions', 'sector']),
          fileName: z.string().nullish(),
          page: z.number().int().nullish().catch(null),
          quote: z.string().nullish(),
        })
        .nullable()
        .catch(null),
    )
    .catch([]),
});
export type AnswerRisk = z.infer<typeof answerRiskSchema>;
export interface AnalysisAnswer {
  risks: AnswerRisk[];
}

/** Reasoning models and json_object servers wrap the JSON in <think> blocks or Markdown fences. */
function unwrap(text: string): string {
  const visible = text.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(visible);
  return fenced?.[1]?.trim() ?? visible;
}

/**
 * Parses and validates the model's answer. A single malformed risk is dropped; an answer with no risks array,
 * or whose risks are all malformed, is an invalid answer.
 */
export function parseAnswer(text: string): AnalysisAnswer {
  let json: unknown;
  try {
    json = JSON.parse(unwrap(text));
  } catch {
    // No cause attached: the parser's message quotes the answer, which quotes the user's documents.
    throw new EngineError('invalid-answer', 'The model did not answer JSON');
  }
  const envelope = z
    .object({ risks: z.array(z.unknown()) })
    .safeParse(Array.isArray(json) ? { risks: json } : json);
  if (!envelope.success) throw new EngineError('invalid-answer', 'The answer has no risks array');
  const risks = envelope.data.risks.flatMap((risk) => {
    const parsed = answerRiskSchema.safeParse(risk);
    return parsed.success ? [parsed.data] : [];
  });
  if (risks.length === 0 && envelope.data.risks.length > 0) {
    throw new EngineError('invalid-answer', 'No risk of the answer matches the schema');
  }
  return { risks };
}

/** Folds case, accents, typographic quotes and spacing, so a faithful quote matches however it is typed. */
function normalizeQuote(text: string): string {
  return foldText(text)
    .replace(/[’‘`´]/g, "'")
    .replace(/["“”«»]/g, ' ')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

// Below this many letters a "quote" would be found almost anywhere and prove nothing.
const MIN_QUOTE_CHARS = 3;

/** True when every part of a quote (parts cut by an ellipsis) occurs in the text, in order. */
export function quoteOccursIn(quote: string, text: string, normalized = normalizeQuote(text)): boolean {
  const parts = quote
    .split(/\[?(?:…|\.\.\.)\]?/)
    .map(normalizeQuote)
    .filter(Boolean);
  if (parts.join('').length < MIN_QUOTE_CHARS) return false;
  let from = 0;
  for (const part of parts) {
    const at = normalized.indexOf(part, from);
    if (at === -1) return false;
    from = at + part.length;
  }
  return true;
}

type Document = AnalysisInput['documents'][number];

/** Keeps a piece of evidence only when it can be checked: the words are in that file (or the instructions). */
function groundEvidence(
  evidence: NonNullable<AnswerRisk['evidence'][number]>,
  context: { input: AnalysisInput; seenImages: ReadonlySet<string>; normalized: (text: string) => string },
): EvidenceDraft | null {
  const quote = evidence.quote?.trim() ?? '';
  if (evidence.source === 'sector') {
    return { source: 'sector', fileName: null, page: null, method: 'profile', quote };
  }
  if (!quote) return null;
  if (evidence.source === 'instructions') {
    const { instructions } = context.input;
    return quoteOccursIn(quote, instructions, context.normalized(instructions))
      ? { source: 'instructions', fileName: null, page: null, method: 'text', quote }
      : null;
  }
  const document = findDocument(context.input.documents, evidence.fileName ?? '');
  if (!document) return null;
  // The page the model named is tried first; a quote found elsewhere is credited to the page it is on.
  const pages = [...document.pages].sort(
    (a, b) => Number(b.page === evidence.page) - Number(a.page === evidence.page),
  );
  const page = pages.find((candidate) =>
    quoteOccursIn(quote, candidate.text, context.normalized(candidate.text)),
  );
  if (page)
    return { source: 'file', fileName: document.fileName, page: page.page, method: page.method, quote };
  // Words not in the OCR text of a picture the model looked at are what it saw: kept, marked as vision.
  if (context.seenImages.has(document.fileName)) {
    return { source: 'file', fileName: document.fileName, page: null, method: 'vision', quote };
  }
  return null;
}

function findDocument(documents: readonly Document[], name: string): Document | undefined {
  const folded = foldText(name);
  return (
    documents.find((document) => document.fileName === name) ??
    documents.find((document) => foldText(document.fileName) === folded)
  );
}

const MAX_EVIDENCE = 5;
const MAX_MEASURES = 8;

function uniqueTrimmed(values: readonly string[], max: number): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, max);
}

/**
 * Turns a validated answer into risk drafts the analysis service can trust: unknown hazard ids become null,
 * references outside the jurisdiction's catalogue are dropped (falling back to the hazard's own catalogue
 * references, then to the general duty), and evidence that cannot be found in the file it names is dropped.
 * A risk left with no checkable evidence is kept as typical of the sector, which is all it can claim.
 * `seenImages` names the pictures actually sent; by default every image with a normalised picture.
 */
export function toRiskDrafts(
  answer: AnalysisAnswer,
  input: AnalysisInput,
  options: { seenImages?: readonly string[] } = {},
): RiskDraft[] {
  const seenImages = new Set(
    options.seenImages ??
      input.documents
        .filter((document) => document.kind === 'image' && document.imagePath)
        .map((d) => d.fileName),
  );
  const catalogue = new Map(
    provisionsFor(input.jurisdiction).map((provision) => [provision.id.toLowerCase(), provision.id]),
  );
  const generalDuty = generalDutyFor(input.jurisdiction).id;
  // Each page is folded once, not once per quote: a file may hold up to 2 million characters.
  const folded = new Map<string, string>();
  const normalized = (text: string) => folded.get(text) ?? folded.set(text, normalizeQuote(text)).get(text)!;
  const sectorReason =
    sectorLabels(input.workplace, input.language).join(' > ') || input.workplace.area.trim();
  const texts = [
    input.instructions,
    ...input.documents.flatMap((document) => document.pages.map((p) => p.text)),
  ];
  // An absent or negated hazard is not a risk, whoever says it (the builtin engine never raises one).
  return answer.risks
    .filter((risk) => risk.status !== 'absent')
    .slice(0, MAX_RISKS)
    .map((risk) => {
      const hazard = risk.hazardId ? getHazard(risk.hazardId.trim().toLowerCase()) : undefined;
      const cited = risk.references.flatMap((id) => catalogue.get(id.trim().toLowerCase()) ?? []);
      const references =
        cited.length > 0
          ? [...new Set(cited)]
          : [...(hazard?.references[input.jurisdiction] ?? [generalDuty])];
      const grounded = risk.evidence.flatMap((item) =>
        item ? (groundEvidence(item, { input, seenImages, normalized }) ?? []) : [],
      );
      const specific = grounded.filter((item) => item.source !== 'sector');
      const kept = new Map(
        (specific.length > 0 ? specific : grounded.filter((item) => item.quote)).map((item) => [
          `${item.source}|${item.fileName}|${item.page}|${item.quote}`,
          item,
        ]),
      );
      const evidence =
        kept.size > 0
          ? [...kept.values()].slice(0, MAX_EVIDENCE)
          : [
              {
                source: 'sector' as const,
                fileName: null,
                page: null,
                method: 'profile' as const,
                quote: sectorReason,
              },
            ];
      const measures = Object.fromEntries(
        CONTROL_LEVELS.map((level) => [level, uniqueTrimmed(risk.measures[level] ?? [], MAX_MEASURES)]),
      ) as Record<ControlLevel, string[]>;
      // Existing measures are the evidence's own words, checked like quotes; a controlled risk shows its residual
      // rating, never above moderate, the same rule as the builtin engine's (builtin.rating.ts).
      const existingMeasures = uniqueTrimmed(risk.existingMeasures, MAX_EVIDENCE).filter((measure) =>
        texts.some((text) => quoteOccursIn(measure, text, normalized(text))),
      );
      const status = risk.status === 'controlled' && existingMeasures.length === 0 ? 'present' : risk.status;
      const inherentSeverity = risk.inherentSeverity ?? risk.severity;
      // Controls the evidence does not show leave the hazard at the rating it has without them.
      const demoted = risk.status === 'controlled' && status === 'present';
      const severity = demoted
        ? inherentSeverity
        : status === 'controlled'
          ? SEVERITIES[
              Math.max(
                SEVERITIES.indexOf(risk.severity),
                SEVERITIES.indexOf(residualSeverity(inherentSeverity)),
              )
            ]!
          : risk.severity;
      return {
        hazardId: hazard?.id ?? null,
        title: risk.title,
        severity,
        status: status as RiskDraft['status'],
        existingMeasures,
        inherentSeverity,
        ...(risk.ratingRationale ? { ratingRationale: risk.ratingRationale } : {}),
        likelihood: risk.likelihood,
        description: risk.description,
        measures,
        recommendation: risk.recommendation,
        references,
        basis: specific.length > 0 ? 'evidence' : 'sector',
        evidence,
      };
    });
}

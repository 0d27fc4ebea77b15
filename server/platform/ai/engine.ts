import type { EngineName, RiskEvidence } from '../../../common/contract/analysis';
import type { ControlLevel } from '../../../common/domain/hazards';
import type { JurisdictionCode } from '../../../common/domain/jurisdictions';
import type { Likelihood, Severity } from '../../../common/domain/risk';
import type { FileKind } from '../../../common/domain/uploads';
import type { Language } from '../../../common/i18n/language';

/** One uploaded file as the engines see it: its text by page, and for images the normalised picture. */
export interface EvidenceDocument {
  fileName: string;
  kind: FileKind;
  mimeType: string;
  pages: { page: number; text: string; method: 'text' | 'ocr' }[];
  /** Normalised JPEG (≤ 2048 px) of an image, for the engines that look at pictures. */
  imagePath: string | null;
}

export interface AnalysisInput {
  /** The language the risks are written in. */
  language: Language;
  jurisdiction: JurisdictionCode;
  workplace: {
    area: string;
    mainSectorId: string | null;
    subSectorId: string | null;
    activityId: string | null;
  };
  instructions: string;
  documents: EvidenceDocument[];
}

/** Where a risk came from; `sector` means it is typical of the sector, with no specific evidence. */
export type EvidenceDraft = RiskEvidence;

/**
 * A risk as an engine proposes it, in the analysis language. References are provision ids from the
 * jurisdiction's catalogue (common/domain/regulations); the analysis service drops any that do not
 * resolve, so nothing uncatalogued is ever shown as a real citation.
 */
export interface RiskDraft {
  hazardId: string | null;
  title: string;
  severity: Severity;
  likelihood: Likelihood;
  description: string;
  measures: Record<ControlLevel, string[]>;
  recommendation: string;
  references: string[];
  basis: 'evidence' | 'sector';
  evidence: EvidenceDraft[];
  /**
   * What the evidence says of the hazard (issue 12): there and uncontrolled, there with controls in place, or
   * a past event. An absent or negated hazard is never a draft. Engines that cannot tell leave it out.
   */
  status?: 'present' | 'controlled' | 'past';
  /** The controls the evidence says are in place, in the evidence's own words. */
  existingMeasures?: string[];
  /** The consequence before controls; `severity` is the residual rating of a controlled risk. */
  inherentSeverity?: Severity;
  /** Why the risk is rated as it is, in words; shown apart from the description. */
  ratingRationale?: string;
}

export interface AnalysisOutcome {
  engine: EngineName;
  model: string;
  risks: RiskDraft[];
}

/**
 * Why a provider call failed, so the service can answer the spec's messages: the provider's own
 * rate limit maps to the quota answer (HTTP 429, quotaExceeded).
 */
export class EngineError extends Error {
  readonly reason: 'rate-limited' | 'timeout' | 'invalid-answer' | 'unavailable';
  constructor(reason: EngineError['reason'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.reason = reason;
  }
}

/** A free-text request: the rules, then the material and the question. */
export interface TextPrompt {
  system: string;
  user: string;
}

/** Turns the evidence of one workplace into risk drafts. */
export interface AnalysisEngine {
  readonly name: EngineName;
  readonly model: string;
  /** True when each analysis counts against the user's daily AI quota. */
  readonly metered: boolean;
  analyse(input: AnalysisInput, options?: { signal?: AbortSignal }): Promise<AnalysisOutcome>;
  /**
   * Builds now what the first analysis would otherwise build on its own time (the offline engine's
   * lexicon), so a runner can do it while the files are still being read. Synchronous; optional.
   */
  prepare?(): void;
  /**
   * The model's plain-text answer to a prompt (the assistant's consolidated answers); the offline
   * engine has none. Failures are EngineErrors, like analyse's.
   */
  write?(prompt: TextPrompt, options?: { signal?: AbortSignal }): Promise<string>;
}

/** The caller's signal, if any, cut short at the engine's own time limit. */
export function withDeadline(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const deadline = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, deadline]) : deadline;
}

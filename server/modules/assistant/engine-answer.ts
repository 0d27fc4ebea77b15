import type { Citation } from '../../../common/contract/assistant';
import { CONSOLIDATED_TIMEOUT_MS } from '../../../common/contract/assistant';
import { getJurisdiction, type JurisdictionCode } from '../../../common/domain/jurisdictions';
import type { Language } from '../../../common/i18n/language';
import type { AnalysisEngine } from '../../platform/ai/engine';
import type { Logger } from '../../platform/logger/logger';
import { type ComposerPassage, rankSources } from './answer-sources';
import type { ComposedAnswer, ComposerAnalysis } from './consolidated-composer';
import { buildConsolidatedPrompt, keepProvidedCitations } from './consolidated-prompt';
import { questionTerms } from './question-terms';

/** Passages the model reads: enough to answer, few enough to stay quick and cheap. */
const SOURCE_LIMIT = 12;
/** Leaves the offline composer time to answer before the page's own time-out when the provider is slow. */
const ENGINE_BUDGET_MS = CONSOLIDATED_TIMEOUT_MS - 5_000;

/**
 * A consolidated answer written by the configured AI engine from the retrieved passages, each
 * citation checked against the passages it was given. Null when the engine writes no text (the
 * offline one), and with a warning in the log when it fails or cites nothing it was given: the
 * caller then answers with the offline composer.
 */
export async function writeEngineAnswer(options: {
  engine: AnalysisEngine;
  logger: Logger;
  question: string;
  language: Language;
  province: JurisdictionCode;
  analyses: ComposerAnalysis[];
  passages: ComposerPassage[];
}): Promise<ComposedAnswer | null> {
  const { engine, logger } = options;
  // The offline engine writes no text: its composer answers.
  if (!engine.write) return null;
  const { sources } = rankSources({
    terms: questionTerms(options.question),
    analyses: options.analyses,
    passages: options.passages,
    limit: SOURCE_LIMIT,
  });
  const context = { engine: engine.name, model: engine.model, sources: sources.length };
  if (sources.length === 0) {
    logger.info(context, 'assistant: no passage answers the question, the offline composer answers');
    return null;
  }
  const prompt = buildConsolidatedPrompt({
    question: options.question,
    language: options.language,
    province: getJurisdiction(options.province).name[options.language],
    sources,
  });
  let written: string;
  try {
    written = await engine.write(prompt, { signal: AbortSignal.timeout(ENGINE_BUDGET_MS) });
  } catch (error) {
    logger.warn(
      { ...context, err: error },
      'assistant: the AI engine failed to answer; falling back to the offline composer',
    );
    return null;
  }
  const { text, cited } = keepProvidedCitations(written, sources.length);
  if (cited.size === 0 || !text) {
    logger.warn(
      context,
      'assistant: the AI answer cited no passage it was given; falling back to the offline composer',
    );
    return null;
  }
  const citations: Citation[] = [...cited]
    .sort((a, b) => a - b)
    .flatMap((ref) => {
      const source = sources[ref - 1];
      if (!source) return [];
      const { found: _found, text: _text, ...citation } = source;
      return [{ ...citation, ref }];
    });
  return { text, citations };
}

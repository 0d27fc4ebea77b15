import type { EngineName } from '../../../common/contract/analysis';
import type { Config } from '../../config';
import { createBuiltinEngine } from './builtin/builtin.engine';
import { type AnalysisEngine, EngineError } from './engine';
import { createGeminiEngine } from './gemini/gemini-engine';
import { createOpenAiEngine } from './openai/openai-engine';

export interface EngineRegistry {
  /** The engine new analyses use (ANALYSIS_ENGINE). */
  active: AnalysisEngine;
  /** The engine an analysis was started with, to finish it after a restart or on another instance. */
  get(name: EngineName): AnalysisEngine;
}

/** Builds the configured engines once; the builtin engine is always available. */
export function createEngineRegistry(config: Config['analysis']): EngineRegistry {
  const builtin = createBuiltinEngine();
  const engines: Partial<Record<EngineName, AnalysisEngine>> = { builtin };
  if (config.gemini.apiKey) {
    engines.gemini = createGeminiEngine({
      apiKey: config.gemini.apiKey,
      model: config.gemini.model,
      baseUrl: config.gemini.baseUrl ?? undefined,
      timeoutMs: config.timeoutMs,
    });
  }
  if (config.openai.apiKey || config.openai.baseUrl) {
    engines.openai = createOpenAiEngine({
      apiKey: config.openai.apiKey ?? 'not-needed',
      baseUrl: config.openai.baseUrl ?? undefined,
      model: config.openai.model,
      sendImages: config.openai.sendImages,
      timeoutMs: config.timeoutMs,
    });
  }
  const active = engines[config.engine];
  if (!active) throw new Error(`analysis engine ${config.engine} is not configured`);
  return {
    active,
    get(name) {
      const engine = engines[name];
      // Finishing an analysis with another engine than the one it was started with would mislabel it.
      if (!engine) throw new EngineError('unavailable', `the ${name} engine is not configured here`);
      return engine;
    },
  };
}

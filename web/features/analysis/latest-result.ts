import type { WorkplaceAnalysis } from '../../../common/contract/analysis';

/** The spec's session-storage key for the latest result (read by /risk-analysis-results). */
export const ANALYSIS_DATA_KEY = 'analysisData';

export function storeLatestResult(result: WorkplaceAnalysis): void {
  try {
    sessionStorage.setItem(ANALYSIS_DATA_KEY, JSON.stringify(result));
  } catch {
    // A full or disabled storage only loses the shortcut; the result is saved on the server.
  }
}

export function readLatestResult(): WorkplaceAnalysis | null {
  try {
    const raw = sessionStorage.getItem(ANALYSIS_DATA_KEY);
    return raw ? (JSON.parse(raw) as WorkplaceAnalysis) : null;
  } catch {
    return null;
  }
}

/** Forgets the latest result when it is the analysis just deleted, so no screen shows it again. */
export function forgetLatestResult(id: string): void {
  try {
    if (readLatestResult()?.id === id) sessionStorage.removeItem(ANALYSIS_DATA_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

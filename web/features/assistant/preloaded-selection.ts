import { PRELOADED_SELECTION_TTL_MS } from '../../../common/contract/assistant';

/** The spec's browser-storage key for a dashboard selection handed to the assistant (part 2 §3). */
export const SELECTED_ANALYSES_KEY = 'selectedAnalyses';

export interface PreloadedEntry {
  id: string;
  name: string;
}

export interface PreloadedSelection {
  analyses: PreloadedEntry[];
  importedFiles: PreloadedEntry[];
  timestamp: number;
  fromDashboard: true;
}

const isEntry = (value: unknown): value is PreloadedEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PreloadedEntry).id === 'string' &&
  typeof (value as PreloadedEntry).name === 'string';

/** Keeps the dashboard's selection (ids and names only) for the assistant page it opens. */
export function storeDashboardSelection(
  selection: Pick<PreloadedSelection, 'analyses' | 'importedFiles'>,
  now = Date.now(),
): void {
  const entry: PreloadedSelection = { ...selection, timestamp: now, fromDashboard: true };
  try {
    localStorage.setItem(SELECTED_ANALYSES_KEY, JSON.stringify(entry));
  } catch {
    // A full or disabled storage only loses the preloading; the items stay selectable in the tabs.
  }
}

/**
 * The dashboard's selection if it came from the dashboard less than 5 minutes ago, or null. The
 * stored entry is removed either way: a selection preloads one assistant page, once.
 */
export function takeDashboardSelection(now = Date.now()): PreloadedSelection | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SELECTED_ANALYSES_KEY);
    localStorage.removeItem(SELECTED_ANALYSES_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PreloadedSelection>;
    const age = now - Number(value.timestamp);
    if (value.fromDashboard !== true || !(age >= 0 && age < PRELOADED_SELECTION_TTL_MS)) return null;
    const analyses = Array.isArray(value.analyses) ? value.analyses.filter(isEntry) : [];
    const importedFiles = Array.isArray(value.importedFiles) ? value.importedFiles.filter(isEntry) : [];
    if (analyses.length + importedFiles.length === 0) return null;
    return { analyses, importedFiles, timestamp: Number(value.timestamp), fromDashboard: true };
  } catch {
    return null;
  }
}

import { beforeEach, describe, expect, it } from 'vitest';
import { PRELOADED_SELECTION_TTL_MS as PRELOAD_VALIDITY_MS } from '../../../common/contract/assistant';
import {
  SELECTED_ANALYSES_KEY,
  storeDashboardSelection,
  takeDashboardSelection,
} from './preloaded-selection';

/** Node has no browser storage: a Map stands in for it. */
function installStorage() {
  const values = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
  });
  return values;
}

const selection = {
  analyses: [{ id: 'a1', name: 'Atelier' }],
  importedFiles: [{ id: 'f1', name: 'plan.pdf' }],
};

describe('dashboard selection for the assistant', () => {
  let values: Map<string, string>;
  beforeEach(() => {
    values = installStorage();
  });

  it('stores the spec fields and gives them back once, then the entry is gone', () => {
    storeDashboardSelection(selection, 1_000);
    expect(JSON.parse(values.get(SELECTED_ANALYSES_KEY) ?? '')).toEqual({
      ...selection,
      timestamp: 1_000,
      fromDashboard: true,
    });
    expect(takeDashboardSelection(2_000)).toEqual({ ...selection, timestamp: 1_000, fromDashboard: true });
    expect(values.has(SELECTED_ANALYSES_KEY)).toBe(false);
    expect(takeDashboardSelection(2_000)).toBeNull();
  });

  it('ignores a selection 5 minutes old or more, and removes it', () => {
    storeDashboardSelection(selection, 0);
    expect(takeDashboardSelection(PRELOAD_VALIDITY_MS - 1)).not.toBeNull();
    storeDashboardSelection(selection, 0);
    expect(takeDashboardSelection(PRELOAD_VALIDITY_MS)).toBeNull();
    expect(values.has(SELECTED_ANALYSES_KEY)).toBe(false);
  });

  it('ignores an entry not from the dashboard, malformed, from the future or empty', () => {
    for (const raw of [
      JSON.stringify({ ...selection, timestamp: 0, fromDashboard: false }),
      '{not json',
      JSON.stringify({ ...selection, timestamp: 10_000, fromDashboard: true }),
      JSON.stringify({ analyses: [], importedFiles: [{ id: 3 }], timestamp: 0, fromDashboard: true }),
    ]) {
      values.set(SELECTED_ANALYSES_KEY, raw);
      expect(takeDashboardSelection(1_000)).toBeNull();
      expect(values.has(SELECTED_ANALYSES_KEY)).toBe(false);
    }
  });
});

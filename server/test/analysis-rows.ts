import { randomUUID } from 'node:crypto';
import type { AnalysesRepository, AnalysisRow } from '../modules/analyses/analyses.repository';

type NewAnalysis = Parameters<AnalysesRepository['insertAnalysis']>[0];

/**
 * An analysis row as the intake inserts it, with no file and no engine run: for the tests that set
 * the state a process left behind themselves.
 */
export async function insertBareAnalysis(
  repository: AnalysesRepository,
  values: Pick<NewAnalysis, 'ownerUserId'> & Partial<NewAnalysis>,
): Promise<AnalysisRow> {
  const row = await repository.insertAnalysis({
    requestId: randomUUID(),
    teamId: null,
    sourceInterface: 'enterprise',
    language: 'fr',
    jurisdiction: 'QC',
    area: 'Atelier',
    mainSectorId: null,
    subSectorId: null,
    activityId: null,
    instructions: '',
    engine: 'builtin',
    model: 'builtin',
    metered: false,
    ...values,
  });
  if (!row) throw new Error('the analysis was not inserted');
  return row;
}

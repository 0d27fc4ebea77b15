import { and, asc, eq, gt, isNotNull, notExists } from 'drizzle-orm';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { riskViewsOf } from '../../../common/contract/risk-view';
import type { Database } from '../../db/client';
import { analyses, passages } from '../../db/schema';

/**
 * What the assistant's full-text search reads of a risk, in the analysis's own language: its title,
 * description, measures, recommendation and the provisions it cites.
 */
export function analysisPassagesOf(result: Pick<WorkplaceAnalysis, 'analysis'>) {
  return riskViewsOf(result).map((risk) => {
    const measures = risk.measures.length > 0 ? risk.measures : risk.measuresByLevel.flatMap((l) => l.items);
    const references =
      risk.references.length > 0
        ? risk.references.map((reference) => `${reference.citation} ${reference.title}`)
        : risk.citations;
    const parts = [risk.title, risk.description, ...measures, risk.recommendation, ...references];
    return { riskId: risk.id, text: parts.filter((part) => part.trim()).join('\n') };
  });
}

/** Writes one passage per risk of a finished team analysis; `db` may be the transaction that finishes it. */
export async function writeAnalysisPassages(
  db: Database,
  options: { teamId: string; analysisId: string; result: Pick<WorkplaceAnalysis, 'analysis'> },
): Promise<number> {
  const values = analysisPassagesOf(options.result)
    .filter((risk) => risk.text)
    .map((risk) => ({ teamId: options.teamId, analysisId: options.analysisId, ...risk }));
  if (values.length > 0) await db.insert(passages).values(values);
  return values.length;
}

const BACKFILL_BATCH = 100;

/**
 * Indexes the finished team analyses that have no passage yet (those finished before analyses were
 * indexed). Idempotent and safe on several instances at once: each analysis is indexed in a
 * transaction holding its row lock, and skipped when passages appeared meanwhile. Answers the number
 * of analyses indexed.
 */
export async function backfillAnalysisPassages(db: Database): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let indexed = 0;
  const unindexed = (id: string) =>
    and(
      eq(analyses.status, 'done'),
      isNotNull(analyses.teamId),
      gt(analyses.id, id),
      notExists(db.select().from(passages).where(eq(passages.analysisId, analyses.id))),
    );
  for (;;) {
    const batch = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(unindexed(after))
      .orderBy(asc(analyses.id))
      .limit(BACKFILL_BATCH);
    for (const { id } of batch) {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ teamId: analyses.teamId, result: analyses.result })
          .from(analyses)
          .where(and(eq(analyses.id, id), eq(analyses.status, 'done')))
          .for('update');
        const [existing] = await tx
          .select({ id: passages.id })
          .from(passages)
          .where(eq(passages.analysisId, id))
          .limit(1);
        if (!row?.teamId || !row.result || existing) return false;
        await writeAnalysisPassages(tx, {
          teamId: row.teamId,
          analysisId: id,
          result: row.result,
        });
        return true;
      });
      if (done) indexed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BACKFILL_BATCH) return indexed;
    after = last.id;
  }
}

import type { DatabaseHandle } from '../../db/client';

const label = (value: string) => value.replace(/["\\\n]/g, '_');

/** Analyses by engine and outcome, and jobs waiting or running, as the whole installation sees them. */
export async function readMetricsFromDatabase(database: DatabaseHandle): Promise<string[]> {
  const analyses = await database.query<{ engine: string; status: string; count: number }>(
    'select engine, status, count(*)::int as count from analyses group by engine, status order by 1, 2',
  );
  const lines = [
    '# HELP rv_analyses Analyses in the database, by engine and status.',
    '# TYPE rv_analyses gauge',
    ...analyses.map(
      (row) => `rv_analyses{engine="${label(row.engine)}",status="${label(row.status)}"} ${row.count}`,
    ),
  ];
  // pg-boss creates its schema on start; before that the queue is simply empty.
  const jobs = await database
    .query<{ name: string; state: string; count: number }>(
      "select name, state::text as state, count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active') group by 1, 2 order by 1, 2",
    )
    .catch(() => []);
  lines.push(
    '# HELP rv_job_queue_depth Jobs waiting or running, by queue and state.',
    '# TYPE rv_job_queue_depth gauge',
    ...jobs.map(
      (row) => `rv_job_queue_depth{queue="${label(row.name)}",state="${label(row.state)}"} ${row.count}`,
    ),
  );
  return lines;
}

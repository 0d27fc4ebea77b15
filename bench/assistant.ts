// Issue 11: the assistant's lists for a team with 2,000 analyses, 500 library files and 2,000
// consultations (p95 ≤ 100 ms), and a consolidated answer by the builtin engine over 50 selected
// items (≤ 2 s), through the production server.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, seedTeamAnalyses, signIn, startServer } from './server-start';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/main.js');
const REQUESTS = 60;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export interface AssistantFigures {
  listsP95Ms: Record<'imported' | 'regulatory' | 'history', number>;
  answerMedianMs: number;
  answerChars: number;
  citations: number;
}

export async function benchAssistant(): Promise<AssistantFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rv-bench-assistant-'));
  const account = { email: 'assistant@usine.example', password: 'Bench-Prevention-2025!' };
  const words = readFileSync(join(root, 'fixtures/analysis/soudure-atelier-fr.txt'), 'utf8');
  try {
    const port = await freePort();
    const database = await seedTeamAnalyses({ entry, dataDir, port, account, total: 2000 });
    for (const kind of ['imported', 'regulatory']) {
      await database.query(
        `insert into library_files (team_id, owner_user_id, kind, original_name, stored_name, mime_type, size,
           category, pages, text_status, created_at)
         select a.team_id, a.owner_user_id, $1, 'document-' || n || '.pdf', $1 || '-' || n || '.pdf',
           'application/pdf', 100000 + n, 'Référence générale', 3, 'indexed', now() - make_interval(secs => n)
         from (select team_id, owner_user_id from analyses limit 1) a, generate_series(1, 250) as n`,
        [kind],
      );
    }
    await database.query(
      `insert into passages (team_id, library_file_id, page, text)
       select team_id, id, p, $1 from library_files, generate_series(1, 3) as p`,
      [words.slice(0, 1800)],
    );
    await database.query(
      `insert into assistant_history (team_id, user_id, question, answer, citations, file_names, selection,
         language, province, engine, created_at)
       select a.team_id, a.owner_user_id, 'Question ' || n, $1, '[]', '[]',
         '{"analyses":[],"files":[],"reports":[],"regulatory":[]}', 'fr', 'QC', 'builtin',
         now() - make_interval(secs => n)
       from (select team_id, owner_user_id from analyses limit 1) a, generate_series(1, 2000) as n`,
      [words.slice(0, 3000)],
    );
    const analysisIds = (await database.query<{ id: string }>('select id from analyses limit 40')).map(
      (row) => row.id,
    );
    const fileIds = (
      await database.query<{ id: string }>("select id from library_files where kind = 'imported' limit 10")
    ).map((row) => row.id);
    await database.close();

    const { server } = await startServer({ entry, dataDir, port });
    const session = await signIn({ baseUrl: server.baseUrl, ...account });
    const get = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie: session } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return performance.now() - started;
    };
    const listsP95Ms = { imported: 0, regulatory: 0, history: 0 };
    for (const [name, path] of [
      ['imported', '/api/imported-files'],
      ['regulatory', '/api/regulatory-files'],
      ['history', '/api/gemini/history'],
    ] as const) {
      const times: number[] = [];
      for (let request = 0; request < REQUESTS; request++) times.push(await get(path));
      listsP95Ms[name] = percentile(times, 0.95);
    }
    const answers: number[] = [];
    let last = { analysis: '', citations: [] as unknown[] };
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/gemini/analyze-consolidated`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify({
          question: 'Quels risques de soudage, de fumées et de chute reviennent entre les sites ?',
          language: 'fr',
          province: 'QC',
          selectedAnalyses: analysisIds,
          selectedFiles: fileIds,
        }),
      });
      last = (await response.json()) as typeof last;
      answers.push(performance.now() - started);
      if (!response.ok) throw new Error(`consolidated answer ${response.status}`);
    }
    await server.stop();
    return {
      listsP95Ms,
      answerMedianMs: percentile(answers, 0.5),
      answerChars: last.analysis.length,
      citations: last.citations.length,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

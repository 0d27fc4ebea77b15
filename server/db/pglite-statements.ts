import { type PGlite, parse, type RowMode } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

interface Statement {
  name: string;
  paramTypes: number[];
}

const joined = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Statement names are unique in the thread, whichever cache made them. */
let named = 0;

/**
 * PGlite's `query` sends a parameterised query to PostgreSQL as six calls into its WebAssembly (parse,
 * describe, bind, describe, execute, sync), and PostgreSQL parses and plans it each time: about five
 * times the cost of the query itself for the small reads that make most requests. Here each text is
 * prepared once as a named statement whose parameter types are described once; a call then binds,
 * describes, executes and syncs in one exchange. Values are written with PGlite's serializers and
 * rows read by PGlite's own result parser, so results are those of `query`. Statements belong to the
 * connection, whatever transaction prepared them; past `limit`, the least recently used are closed.
 * Callers hold PGlite's query lock.
 */
export function createStatementCache(db: PGlite, limit = 500) {
  const statements = new Map<string, Statement>();
  // PGlite's result parser copies its whole table of parsers (hundreds of types) for every query given
  // parsers of its own: the table is built once per set of raw types instead.
  const parserTables = new Map<string, PGlite['parsers']>();
  const parsersKeeping = (rawTypes: number[]) => {
    const key = rawTypes.join(',');
    let table = parserTables.get(key);
    if (!table) {
      table = {
        ...db.parsers,
        ...Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value])),
      };
      parserTables.set(key, table);
    }
    return table;
  };

  const exchange = (parts: Uint8Array[]): Promise<Messages> =>
    db.execProtocolStream(joined([...parts, serialize.sync()]), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `rv_${++named}`;
    const described = await exchange([
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    for (const [oldText, old] of statements) {
      if (statements.size <= limit) break;
      statements.delete(oldText);
      await exchange([serialize.close({ type: 'S', name: old.name })]);
    }
    return statement;
  }

  async function statementFor(text: string) {
    const found = statements.get(text);
    if (!found) return prepare(text);
    statements.delete(text);
    statements.set(text, found);
    return found;
  }

  return {
    get size() {
      return statements.size;
    },

    /** `rawTypes`: type ids whose values are answered as PostgreSQL wrote them. */
    async run(text: string, params: unknown[], options: { rowMode?: RowMode; rawTypes?: number[] }) {
      const statement = await statementFor(text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const write = db.serializers[statement.paramTypes[index] ?? 0];
        return write ? write(value) : String(value);
      });
      const portal = [
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ];
      try {
        const [result] = parse.parseResults(await exchange(portal), parsersKeeping(options.rawTypes ?? []), {
          rowMode: options.rowMode,
        });
        return result ?? { rows: [], fields: [], affectedRows: 0 };
      } catch (error) {
        // A table changed under the statement so that its rows would change shape ("cached plan must
        // not change result type"): close it, so the next call prepares it again.
        if ((error as { code?: string }).code === '0A000') {
          statements.delete(text);
          await exchange([serialize.close({ type: 'S', name: statement.name })]);
        }
        throw error;
      }
    },
  };
}

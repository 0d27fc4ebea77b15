import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database, DatabaseHandle } from '../db/client';
import {
  analyses,
  analysisFiles,
  auditEvents,
  savedReports,
  teamMemberships,
  teams,
  users,
} from '../db/schema';
import { inTransaction, listTables } from '../modules/backups/database-dump';
import type { FileStorage } from '../platform/storage/file-storage';

/** Bytes that differ per file, made in chunks so a large file is never whole in memory. */
export function fileBytes(size: number): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const chunk = randomBytes(Math.min(left, 1 << 20));
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

/**
 * A team with an admin and a member, `count` finished analyses each with one stored file of
 * `fileSize` bytes and a thumbnail, a saved report and an audit event: what backups must carry.
 */
export async function seedTeam(options: {
  db: Database;
  storage: FileStorage;
  name: string;
  count?: number;
  fileSize?: number;
}) {
  const { db, storage } = options;
  const [team] = await db.insert(teams).values({ name: options.name, seats: 7 }).returning();
  if (!team) throw new Error('no team');
  const slug = options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const people = await db
    .insert(users)
    .values([
      { email: `admin@${slug}.test`, name: 'Admin', passwordHash: 'hash-admin', tier: 'enterprise' },
      { email: `member@${slug}.test`, name: 'Membre', passwordHash: 'hash-member', tier: 'enterprise' },
    ])
    .returning();
  const [admin, member] = people;
  if (!admin || !member) throw new Error('no users');
  await db.insert(teamMemberships).values([
    { userId: admin.id, teamId: team.id, role: 'admin' },
    { userId: member.id, teamId: team.id, role: 'member' },
  ]);
  for (let index = 0; index < (options.count ?? 3); index++) {
    const [analysis] = await db
      .insert(analyses)
      .values({
        requestId: randomUUID(),
        ownerUserId: index % 2 === 0 ? admin.id : member.id,
        teamId: team.id,
        sourceInterface: 'enterprise',
        status: 'done',
        language: 'fr',
        jurisdiction: 'QC',
        area: `Atelier ${index} — ${options.name}`,
        engine: 'builtin',
        model: 'builtin',
        metered: false,
        progress: [],
        completedAt: new Date(),
      })
      .returning();
    if (!analysis) throw new Error('no analysis');
    const storedName = `${randomUUID()}.jpg`;
    const thumbnailName = `${randomUUID()}.webp`;
    await storage.write(storedName, fileBytes(options.fileSize ?? 2048));
    await storage.write(thumbnailName, fileBytes(256));
    await db.insert(analysisFiles).values({
      analysisId: analysis.id,
      position: 0,
      originalName: `photo-${index}.jpg`,
      storedName,
      thumbnailName,
      mimeType: 'image/jpeg',
      kind: 'image',
      size: options.fileSize ?? 2048,
      pages: [{ page: 1, text: 'Échafaudage sans garde-corps', method: 'ocr' }],
    });
    if (index === 0) {
      const reportName = `${randomUUID()}.pdf`;
      await storage.write(reportName, fileBytes(1024));
      await db.insert(savedReports).values({
        analysisId: analysis.id,
        ownerUserId: admin.id,
        teamId: team.id,
        selectedRiskIds: ['r1'],
        storedName: reportName,
        fileName: 'rapport.pdf',
        size: 1024,
      });
    }
  }
  await db.insert(auditEvents).values({ type: 'account.created', userId: admin.id, teamId: team.id });
  return { team, admin, member };
}

/** Every row of every public table, as sorted JSON text: two databases compare equal or not. */
export async function tableContents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await inTransaction(database, 'snapshot', listTables);
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await database.query<{ line: string }>(
      `select row_to_json(t)::text as line from "${table.name}" t order by 1`,
    );
    contents[table.name] = rows.map((row) => row.line);
  }
  return contents;
}

export async function fileChecksums(storage: FileStorage): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const name of await storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of storage.read(name)) hash.update(chunk);
    sums[name] = hash.digest('hex');
  }
  return sums;
}

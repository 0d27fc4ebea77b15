import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TeamRole } from '../../../common/domain/access';
import type { Tier } from '../../../common/domain/plans';
import type { Language } from '../../../common/i18n/language';
import type { Database } from '../../db/client';
import { auditEvents, sessions, teamMemberships, teams, users } from '../../db/schema';

/** A person with their team, as every account rule needs them. */
export interface UserRecord {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string | null;
  tier: Tier | null;
  preferredLanguage: Language;
  role: TeamRole | null;
  team: { id: string; name: string; seats: number } | null;
}

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
  tier: users.tier,
  preferredLanguage: users.preferredLanguage,
  role: teamMemberships.role,
  teamId: teams.id,
  teamName: teams.name,
  teamSeats: teams.seats,
};

type UserRow = { [K in keyof typeof userColumns]: unknown };

function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id as string,
    email: row.email as string,
    name: row.name as string | null,
    passwordHash: row.passwordHash as string | null,
    tier: row.tier as Tier | null,
    preferredLanguage: row.preferredLanguage as Language,
    role: row.role as TeamRole | null,
    team: row.teamId
      ? { id: row.teamId as string, name: row.teamName as string, seats: row.teamSeats as number }
      : null,
  };
}

export function createAccountsRepository(db: Database) {
  // A person's team and role come with every read of a person.
  const withTeam = <Query extends PgSelect>(query: Query) =>
    query
      .leftJoin(teamMemberships, eq(teamMemberships.userId, users.id))
      .leftJoin(teams, eq(teams.id, teamMemberships.teamId));
  const selectUsers = () => withTeam(db.select(userColumns).from(users).$dynamic());
  // Every signed-in request asks this: one round trip, its SQL built once.
  const personOfSession = withTeam(
    db
      .select({
        ...userColumns,
        sessionCreatedAt: sessions.createdAt,
        sessionLastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .$dynamic(),
  )
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('person_of_session');

  return {
    /** The person a live (unexpired) session belongs to, with the session's start and last use. */
    async findPersonOfSession(
      idHash: string,
    ): Promise<{ user: UserRecord; createdAt: Date; lastSeenAt: Date } | null> {
      const [row] = await personOfSession.execute({ idHash, now: new Date() });
      return row
        ? { user: toUserRecord(row), createdAt: row.sessionCreatedAt, lastSeenAt: row.sessionLastSeenAt }
        : null;
    },

    /** E-mail addresses are unique whatever their case. */
    async findUserByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await selectUsers().where(sql`lower(${users.email}) = lower(${email})`);
      return row ? toUserRecord(row) : null;
    },

    async findUserById(id: string): Promise<UserRecord | null> {
      const [row] = await selectUsers().where(eq(users.id, id));
      return row ? toUserRecord(row) : null;
    },

    async insertUser(values: {
      email: string;
      name?: string | null;
      passwordHash?: string | null;
      tier?: Tier | null;
      preferredLanguage?: Language;
    }): Promise<string> {
      const [row] = await db
        .insert(users)
        .values({
          email: values.email,
          name: values.name ?? null,
          passwordHash: values.passwordHash ?? null,
          tier: values.tier ?? null,
          preferredLanguage: values.preferredLanguage ?? 'fr',
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      return row.id;
    },

    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async setPreferredLanguage(userId: string, preferredLanguage: Language): Promise<void> {
      await db.update(users).set({ preferredLanguage, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async recordLogin(userId: string): Promise<void> {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async insertTeam(values: { name: string; seats: number }): Promise<string> {
      const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
      if (!row) throw new Error('team insert returned nothing');
      return row.id;
    },

    async findTeamByName(name: string): Promise<{ id: string; seats: number } | null> {
      const [row] = await db
        .select({ id: teams.id, seats: teams.seats })
        .from(teams)
        .where(eq(teams.name, name));
      return row ?? null;
    },

    async findTeamById(id: string): Promise<{ id: string; name: string; seats: number } | null> {
      const [row] = await db
        .select({ id: teams.id, name: teams.name, seats: teams.seats })
        .from(teams)
        .where(eq(teams.id, id));
      return row ?? null;
    },

    async addMembership(values: { userId: string; teamId: string; role: TeamRole }): Promise<void> {
      await db.insert(teamMemberships).values(values);
    },

    async countMembers(teamId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(teamMemberships)
        .where(eq(teamMemberships.teamId, teamId));
      return row?.value ?? 0;
    },

    async listMembers(teamId: string) {
      return db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          role: teamMemberships.role,
          joinedAt: teamMemberships.createdAt,
        })
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.userId))
        .where(eq(teamMemberships.teamId, teamId))
        .orderBy(teamMemberships.createdAt);
    },

    async isMember(options: { userId: string; teamId: string }): Promise<boolean> {
      const [row] = await db
        .select({ userId: teamMemberships.userId })
        .from(teamMemberships)
        .where(and(eq(teamMemberships.userId, options.userId), eq(teamMemberships.teamId, options.teamId)));
      return Boolean(row);
    },

    async recordAuditEvent(event: {
      type: string;
      userId?: string | null;
      teamId?: string | null;
      ip?: string | null;
      userAgent?: string | null;
      details?: Record<string, unknown>;
    }): Promise<void> {
      await db.insert(auditEvents).values({
        type: event.type,
        userId: event.userId ?? null,
        teamId: event.teamId ?? null,
        ip: event.ip ?? null,
        userAgent: event.userAgent?.slice(0, 300) ?? null,
        details: event.details ?? {},
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

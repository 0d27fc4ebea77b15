import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../common/i18n/language';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    // Null until the person sets a password from an invitation or a visitor code.
    passwordHash: text('password_hash'),
    // The plan the person holds in their own name; team members get their access from their role.
    tier: text('tier', { enum: ['conseiller', 'enterprise'] }),
    preferredLanguage: text('preferred_language', { enum: LANGUAGES }).notNull().default('fr'),
    // Profile details the person keeps up to date themselves (issue 14).
    phone: text('phone'),
    company: text('company'),
    position: text('position'),
    // Opt-in: the weekly summary e-mail of new analyses and open critical risks.
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_tier_check', sql`${table.tier} in ('conseiller', 'enterprise')`),
  ],
);

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  seats: integer('seats').notNull().default(5),
  createdAt: createdAt(),
});

// One team per person: a consultant works alone, an enterprise member belongs to exactly one customer.
export const teamMemberships = pgTable(
  'team_memberships',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('team_memberships_team_idx').on(table.teamId)],
);

// The cookie carries a random token; only its SHA-256 is stored, so a database leak opens no session.
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    // What the sessions list shows and revokes by: the browser never sees the token or its hash.
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // two_factor: the short-lived proof that the password was right, while the code is awaited.
    purpose: text('purpose', { enum: ['password_reset', 'invitation', 'two_factor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

export const visitorCodes = pgTable(
  'visitor_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    // The last characters, so an admin can tell codes apart without the list revealing them.
    codeHint: text('code_hint').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    email: text('email'),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('visitor_codes_team_idx').on(table.teamId)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_user_idx').on(table.userId, table.createdAt),
    index('audit_events_team_idx').on(table.teamId, table.createdAt),
  ],
);

// Shared counters for sign-in and reset throttling (see platform/rate-limit).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

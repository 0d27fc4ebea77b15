import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../common/i18n/language';
import { users, visitorCodes } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A visitor who entered a valid code: nothing is created and no session opens until the e-mailed
 * link is followed, so a code holder can neither prove an address they do not read nor open an
 * account that already exists (issue 9, finding 2). Only the link's SHA-256 is kept.
 */
export const visitorVerifications = pgTable(
  'visitor_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => visitorCodes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('visitor_verifications_code_idx').on(table.codeId)],
);

/**
 * Sign-in failures per key (an address and an IP together) with a growing delay: the owner's own
 * mistakes slow them down a little and never lock them out for a fixed quarter of an hour.
 */
export const loginBackoff = pgTable('login_backoff', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  // Failures are forgotten after a quiet day.
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers that signed in to an account before (an httpOnly cookie holding a random token; only its
 * hash is kept): an attack from elsewhere on the same address never slows them down.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238). The secret stays pending until the
 * person proves their app holds it with a first code; `lastTimeStep` refuses a code seen before.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
});

/** One-time codes for a lost phone: only their argon2 hashes are kept, each spent once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

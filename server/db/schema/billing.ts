import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../../common/domain/plans';
import { teams, users } from './accounts';

/**
 * A paid subscription, as Stripe's webhooks last described it. A consultant's belongs to the person
 * (`user_id`); an enterprise one to the team (`team_id`, with the buyer in `user_id`). Accounts an
 * operator created with `npm run user:create` have none and keep their access.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['conseiller', 'enterprise'] }).notNull(),
    billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    index('subscriptions_team_idx').on(table.teamId),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused')`,
    ),
  ],
);

/** Stripe events already handled, by id: Stripe delivers at least once, so a replay must change nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

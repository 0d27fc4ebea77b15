import { and, count, desc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { BillingPeriod, SubscriptionStatus, Tier } from '../../../common/domain/plans';
import type { Database } from '../../db/client';
import { analyses, stripeEvents, subscriptions, teams, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What Stripe says of a subscription: every webhook rewrites these fields. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Subscriptions and handled Stripe events; every read is scoped to a person, a team or a Stripe id. */
export function createBillingRepository(db: Database) {
  return {
    /** Records an event as taken; false when it was already (a replay or a concurrent delivery). */
    async claimEvent(event: { id: string; type: string }): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** Forgets an event whose handling failed, so Stripe's next delivery handles it again. */
    async releaseEvent(id: string): Promise<void> {
      await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
    },

    async saveSubscription(
      values: SubscriptionState & {
        userId: string;
        teamId: string | null;
        tier: Tier;
        billingPeriod: BillingPeriod;
        stripeCustomerId: string;
        stripeSubscriptionId: string;
      },
    ): Promise<void> {
      const { userId: _user, stripeSubscriptionId: _id, ...changes } = values;
      await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.stripeSubscriptionId,
          set: { ...changes, updatedAt: new Date() },
        });
    },

    async findByStripeId(stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
      return row ?? null;
    },

    async updateState(stripeSubscriptionId: string, state: Partial<SubscriptionState>): Promise<void> {
      await db
        .update(subscriptions)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
    },

    /** The subscriptions that give a person access: their own, and their team's. Newest first. */
    async findForPerson(person: { userId: string; teamId: string | null }): Promise<SubscriptionRow[]> {
      const scope: SQL[] = [eq(subscriptions.userId, person.userId)];
      if (person.teamId) scope.push(eq(subscriptions.teamId, person.teamId));
      return db
        .select()
        .from(subscriptions)
        .where(or(...scope))
        .orderBy(desc(subscriptions.updatedAt));
    },

    /** A buyer who already had an account gets the plan they paid for in their own name. */
    async setUserTier(options: { userId: string; tier: Tier }): Promise<void> {
      await db
        .update(users)
        .set({ tier: options.tier, updatedAt: new Date() })
        .where(eq(users.id, options.userId));
    },

    /** An enterprise subscription brings at least its plan's seats to the team. */
    async raiseTeamSeats(options: { teamId: string; seats: number }): Promise<void> {
      const [team] = await db.select({ seats: teams.seats }).from(teams).where(eq(teams.id, options.teamId));
      if (team && team.seats < options.seats)
        await db.update(teams).set({ seats: options.seats }).where(eq(teams.id, options.teamId));
    },

    /** Analyses started since `since`: the team's for its administrator, otherwise the person's own. */
    async countAnalysesSince(options: {
      userId: string;
      teamId: string | null;
      since: Date;
    }): Promise<number> {
      const owner = options.teamId
        ? eq(analyses.teamId, options.teamId)
        : eq(analyses.ownerUserId, options.userId);
      const [row] = await db
        .select({ value: count() })
        .from(analyses)
        .where(
          and(
            owner,
            gte(analyses.createdAt, options.since),
            inArray(analyses.status, ['queued', 'running', 'done']),
          ),
        );
      return row?.value ?? 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

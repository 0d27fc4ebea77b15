import { seatsOf, type Tier } from '../../../common/domain/plans';
import { isLanguage, type Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import type { Mailer } from '../../platform/email/mailer';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import { sendInvitationEmail } from '../auth/auth.emails';
import type { AuthService } from '../auth/auth.service';
import type { BillingRepository } from './billing.repository';

export interface Buyer {
  email: string;
  /** The account that started the checkout while signed in, when there was one. */
  userId: string | null;
  /** The name Stripe collected: the team's name for an enterprise buyer. */
  name: string | null;
  language: string | null;
}

export interface BuyerAccount {
  user: UserRecord;
  teamId: string | null;
  /** A new account: the caller e-mails the invitation to create a password. */
  created: boolean;
}

/**
 * The account a completed checkout pays for. A new buyer gets an account of the tier (an enterprise
 * buyer, a team with the plan's seats, as its administrator) and the same invitation e-mail as
 * `npm run user:create --invite`; an existing one gets the tier, or their team the seats.
 */
export function createBillingAccounts(deps: {
  accounts: AccountsRepository;
  billing: BillingRepository;
  auth: AuthService;
  mailer: Mailer;
  config: Config;
}) {
  async function createBuyer(buyer: Buyer, tier: Tier): Promise<BuyerAccount> {
    const language: Language = buyer.language && isLanguage(buyer.language) ? buyer.language : 'fr';
    const userId = await deps.accounts.insertUser({
      email: buyer.email,
      name: buyer.name,
      tier,
      preferredLanguage: language,
    });
    let teamId: string | null = null;
    if (tier === 'enterprise') {
      teamId = await deps.accounts.insertTeam({ name: buyer.name ?? buyer.email, seats: seatsOf(tier) });
      await deps.accounts.addMembership({ userId, teamId, role: 'admin' });
    }
    await deps.accounts.recordAuditEvent({
      type: 'account.created',
      userId,
      teamId,
      details: { via: 'stripe checkout', tier },
    });
    const user = await deps.accounts.findUserById(userId);
    if (!user) throw new Error('account vanished after creation');
    return { user, teamId, created: true };
  }

  async function upgrade(user: UserRecord, tier: Tier): Promise<BuyerAccount> {
    if (tier === 'conseiller') {
      if (!user.tier) await deps.billing.setUserTier({ userId: user.id, tier });
      return { user, teamId: null, created: false };
    }
    if (user.team && user.role === 'admin') {
      await deps.billing.raiseTeamSeats({ teamId: user.team.id, seats: seatsOf(tier) });
      return { user, teamId: user.team.id, created: false };
    }
    if (!user.team) {
      await deps.billing.setUserTier({ userId: user.id, tier });
      const teamId = await deps.accounts.insertTeam({ name: user.name ?? user.email, seats: seatsOf(tier) });
      await deps.accounts.addMembership({ userId: user.id, teamId, role: 'admin' });
      return { user, teamId, created: false };
    }
    // A member of another customer's team holds one team only: the plan stays in their own name.
    await deps.billing.setUserTier({ userId: user.id, tier });
    return { user, teamId: null, created: false };
  }

  return {
    async accountFor(buyer: Buyer, tier: Tier): Promise<BuyerAccount> {
      const existing =
        (buyer.userId ? await deps.accounts.findUserById(buyer.userId) : null) ??
        (await deps.accounts.findUserByEmail(buyer.email));
      return existing ? upgrade(existing, tier) : createBuyer(buyer, tier);
    },

    /** The set-password invitation, in the buyer's language, through the existing invitation flow. */
    async invite(userId: string): Promise<void> {
      const user = await deps.accounts.findUserById(userId);
      if (!user || user.passwordHash) return;
      const token = await deps.auth.createInvitation(user.id);
      await sendInvitationEmail({ mailer: deps.mailer, config: deps.config, user, token });
    },
  };
}

export type BillingAccounts = ReturnType<typeof createBillingAccounts>;

import type { TeamRole } from '../../../common/domain/access';
import { ENTERPRISE_SEATS, type Tier } from '../../../common/domain/plans';
import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import type { Mailer } from '../../platform/email/mailer';
import { sendInvitationEmail } from '../auth/auth.emails';
import type { AuthService } from '../auth/auth.service';
import type { PasswordHasher } from '../auth/passwords';
import type { AccountsRepository, UserRecord } from './accounts.repository';

export class AccountExistsError extends Error {}

export interface CreateAccountOptions {
  email: string;
  name?: string | null;
  tier: Tier | null;
  /** Team name; enterprise accounts always get one (created when new). */
  team?: string | null;
  role?: TeamRole | null;
  seats?: number;
  password?: string | null;
  /** Without a password: e-mail an invitation to create one, and return its link. */
  invite?: boolean;
  language?: Language;
}

/** Creates people from the command line and the demo accounts: one path, the same rules. */
export function createAccountsService(deps: {
  accounts: AccountsRepository;
  auth: AuthService;
  passwords: PasswordHasher;
  mailer: Mailer;
  config: Config;
}) {
  return {
    async createAccount(
      options: CreateAccountOptions,
    ): Promise<{ user: UserRecord; inviteUrl: string | null }> {
      const email = options.email.trim().toLowerCase();
      if (await deps.accounts.findUserByEmail(email))
        throw new AccountExistsError(`${email} already has an account`);
      const teamName =
        options.team ?? (options.tier === 'enterprise' ? (email.split('@')[1] ?? email) : null);
      const userId = await deps.accounts.insertUser({
        email,
        name: options.name ?? null,
        tier: options.tier,
        passwordHash: options.password ? await deps.passwords.hash(options.password) : null,
        preferredLanguage: options.language ?? 'fr',
      });
      if (teamName) {
        const team = await deps.accounts.findTeamByName(teamName);
        const teamId =
          team?.id ??
          (await deps.accounts.insertTeam({ name: teamName, seats: options.seats ?? ENTERPRISE_SEATS }));
        const role = options.role ?? (options.tier === 'enterprise' ? 'admin' : 'member');
        await deps.accounts.addMembership({ userId, teamId, role });
      }
      await deps.accounts.recordAuditEvent({
        type: 'account.created',
        userId,
        details: { via: 'command line' },
      });
      const user = await deps.accounts.findUserById(userId);
      if (!user) throw new Error('account vanished after creation');
      if (!options.invite || options.password) return { user, inviteUrl: null };
      const token = await deps.auth.createInvitation(user.id);
      const inviteUrl = await sendInvitationEmail({ mailer: deps.mailer, config: deps.config, user, token });
      return { user, inviteUrl };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

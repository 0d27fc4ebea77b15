import { randomInt } from 'node:crypto';
import type { CreateVisitorCodeRequest, TeamResponse, VisitorCode } from '../../../common/contract/teams';
import { normalizeVisitorCode } from '../../../common/contract/visitor';
import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/email/mailer';
import { AppError, notFound } from '../../platform/errors/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import { createSecretToken, hashToken } from '../auth/tokens';
import { toVisitorCode, visitorCodeStatus } from './teams.presenter';
import type { TeamsRepository } from './teams.repository';
import { sendVisitorLinkEmail } from './visitor.emails';
import { invalidCode, redeemVisitorLink } from './visitor-redemption';

// No 0/O, 1/I/L: codes are read aloud and typed from paper.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export function generateVisitorCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

// One refusal for every reason a code fails (unknown, revoked, expired, used up, no seat left,
// another address): a guesser learns nothing about which codes exist.

// Short: the link stands in for a password check.
const VISITOR_LINK_LIFETIME_MS = 30 * 60 * 1000;
const tooMany = (retryAfter: number) =>
  new AppError({ code: 'request.rateLimited', status: 429, extra: { retryAfter } });

type AdminUser = UserRecord & { team: NonNullable<UserRecord['team']> };

/** An enterprise team: its members, its seats and the visitor codes its administrators hand out. */
export function createTeamsService(deps: {
  db: Database;
  teams: TeamsRepository;
  accounts: AccountsRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  config: Config;
}) {
  return {
    async describeTeam(admin: AdminUser): Promise<TeamResponse> {
      const members = await deps.accounts.listMembers(admin.team.id);
      return {
        team: {
          id: admin.team.id,
          name: admin.team.name,
          seats: admin.team.seats,
          seatsUsed: members.length,
        },
        members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
      };
    },

    async listCodes(admin: AdminUser): Promise<VisitorCode[]> {
      return (await deps.teams.listCodes(admin.team.id)).map(toVisitorCode);
    },

    /** Creates a code; the whole code is returned this once and only its hash is kept. */
    async createCode(options: {
      admin: AdminUser;
      request: CreateVisitorCodeRequest & { email?: string | null };
    }): Promise<{ code: string; visitorCode: VisitorCode }> {
      // A code is a promise of a seat: none is handed out once the plan's seats are all taken.
      const used = await deps.accounts.countMembers(options.admin.team.id);
      if (used >= options.admin.team.seats) {
        throw new AppError({
          code: 'teams.noSeatLeft',
          status: 409,
          params: { seats: options.admin.team.seats },
          extra: { seats: options.admin.team.seats, seatsUsed: used },
        });
      }
      const code = generateVisitorCode();
      const row = await deps.teams.insertCode({
        teamId: options.admin.team.id,
        codeHash: hashToken(code),
        codeHint: code.slice(-4),
        role: options.request.role,
        email: options.request.email ?? null,
        maxUses: options.request.maxUses,
        expiresAt: new Date(Date.now() + options.request.expiresInDays * 24 * 3600 * 1000),
        createdBy: options.admin.id,
      });
      await deps.accounts.recordAuditEvent({
        type: 'visitor.code_created',
        userId: options.admin.id,
        teamId: options.admin.team.id,
        details: { codeId: row.id, role: row.role, maxUses: row.maxUses },
      });
      return { code, visitorCode: toVisitorCode(row) };
    },

    async revokeCode(options: { admin: AdminUser; id: string }): Promise<VisitorCode> {
      const row = await deps.teams.revokeCode({ id: options.id, teamId: options.admin.team.id });
      if (!row) throw notFound();
      await deps.accounts.recordAuditEvent({
        type: 'visitor.code_revoked',
        userId: options.admin.id,
        teamId: options.admin.team.id,
        details: { codeId: row.id },
      });
      return toVisitorCode(row);
    },

    /**
     * A visitor enters a code. A code never signs in to nor changes an account (issue 9, finding
     * 2): the address gets a one-time link, and the answer is the same whether or not it already
     * has an account. A new visitor joins only when they follow the link (confirmAccess).
     */
    async requestAccess(options: {
      name: string;
      email: string;
      code: string;
      language: Language;
      ip: string | null;
      userAgent: string | null;
    }): Promise<{ email: string }> {
      const verdict = await deps.rateLimiter.hit({
        key: `visitor:ip:${options.ip}`,
        limit: 10,
        windowSeconds: 900,
      });
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      const email = options.email.toLowerCase();
      const row = await deps.teams.findCodeByHash(hashToken(normalizeVisitorCode(options.code)));
      if (!row || visitorCodeStatus(row) !== 'active' || (row.email && row.email !== email))
        throw invalidCode();
      const team = await deps.accounts.findTeamById(row.teamId);
      // Checked here for a prompt answer, and again when the link is followed.
      if (!team || (await deps.accounts.countMembers(row.teamId)) >= team.seats) throw invalidCode();

      // A code holder must not flood someone's mailbox: past this, the same answer, no e-mail.
      const mailVerdict = await deps.rateLimiter.hit({
        key: `visitor:email:${email}`,
        limit: 3,
        windowSeconds: 3600,
      });
      if (!mailVerdict.allowed) return { email };
      const existing = await deps.accounts.findUserByEmail(email);
      const token = createSecretToken();
      await deps.teams.insertVerification({
        tokenHash: hashToken(token),
        codeId: row.id,
        email,
        name: options.name,
        language: options.language,
        expiresAt: new Date(Date.now() + VISITOR_LINK_LIFETIME_MS),
      });
      await sendVisitorLinkEmail({
        mailer: deps.mailer,
        config: deps.config,
        to: email,
        name: options.name,
        team: team.name,
        token,
        existingAccount: Boolean(existing),
        language: existing?.preferredLanguage ?? options.language,
      });
      await deps.accounts.recordAuditEvent({
        type: 'visitor.link_sent',
        userId: existing?.id ?? null,
        teamId: row.teamId,
        ip: options.ip,
        userAgent: options.userAgent,
        details: { codeId: row.id, existingAccount: Boolean(existing) },
      });
      return { email };
    },

    async pruneVisitorLinks(): Promise<void> {
      await deps.teams.deleteDeadVerifications();
    },

    /** Follows the e-mailed link: the new visitor joins the code's team, or the owner signs in. */
    async confirmAccess(options: {
      token: string;
      ip: string | null;
      userAgent: string | null;
    }): Promise<{ user: UserRecord; role: 'admin' | 'member'; joined: boolean }> {
      const verdict = await deps.rateLimiter.hit({
        key: `visitor:link:ip:${options.ip}`,
        limit: 30,
        windowSeconds: 900,
      });
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
      const redemption = await redeemVisitorLink({
        db: deps.db,
        tokenHash: hashToken(options.token),
        ip: options.ip,
        userAgent: options.userAgent,
      });
      if (!redemption.joined) {
        await deps.accounts.recordAuditEvent({
          type: 'visitor.link_sign_in',
          userId: redemption.userId,
          ip: options.ip,
          userAgent: options.userAgent,
        });
      }
      const user = await deps.accounts.findUserById(redemption.userId);
      if (!user) throw new AppError({ code: 'visitor.linkInvalid', status: 400 });
      return { user, role: redemption.role, joined: redemption.joined };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

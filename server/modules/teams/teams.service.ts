import { randomInt } from 'node:crypto';
import type { CreateVisitorCodeRequest, TeamResponse, VisitorCode } from '../../../common/contract/teams';
import { normalizeVisitorCode } from '../../../common/contract/visitor';
import type { Language } from '../../../common/i18n/language';
import { AppError, notFound } from '../../platform/errors/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import { hashToken } from '../auth/tokens';
import { toVisitorCode, visitorCodeStatus } from './teams.presenter';
import type { TeamsRepository } from './teams.repository';

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
const invalidCode = () => new AppError({ code: 'visitor.codeInvalid', status: 400 });

type AdminUser = UserRecord & { team: NonNullable<UserRecord['team']> };

/** An enterprise team: its members, its seats and the visitor codes its administrators hand out. */
export function createTeamsService(deps: {
  teams: TeamsRepository;
  accounts: AccountsRepository;
  rateLimiter: RateLimiter;
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
     * A visitor enters a code: they join the code's team with its role and get a session. A code
     * never opens an account that already has a password (that would let a code holder take it over).
     */
    async redeemCode(options: {
      name: string;
      email: string;
      code: string;
      language: Language;
      ip: string | null;
      userAgent: string | null;
    }): Promise<{ user: UserRecord; role: 'admin' | 'member' }> {
      const verdict = await deps.rateLimiter.hit({
        key: `visitor:ip:${options.ip}`,
        limit: 10,
        windowSeconds: 900,
      });
      if (!verdict.allowed) {
        throw new AppError({
          code: 'request.rateLimited',
          status: 429,
          extra: { retryAfter: verdict.retryAfterSeconds },
        });
      }
      const email = options.email.toLowerCase();
      const row = await deps.teams.findCodeByHash(hashToken(normalizeVisitorCode(options.code)));
      if (!row || visitorCodeStatus(row) !== 'active' || (row.email && row.email !== email))
        throw invalidCode();

      const existing = await deps.accounts.findUserByEmail(email);
      if (existing?.passwordHash) throw new AppError({ code: 'visitor.accountExists', status: 409 });
      if (existing?.team && existing.team.id !== row.teamId) throw invalidCode();
      const joining = !existing?.team;
      if (joining) {
        const seats = (await deps.accounts.findTeamById(row.teamId))?.seats ?? 0;
        if ((await deps.accounts.countMembers(row.teamId)) >= seats) throw invalidCode();
      }
      if (!(await deps.teams.spendCode(row.id))) throw invalidCode();

      const userId =
        existing?.id ??
        (await deps.accounts.insertUser({
          email,
          name: options.name,
          tier: row.role === 'admin' ? 'enterprise' : 'conseiller',
          preferredLanguage: options.language,
        }));
      if (joining) await deps.accounts.addMembership({ userId, teamId: row.teamId, role: row.role });
      await deps.accounts.recordAuditEvent({
        type: 'visitor.code_used',
        userId,
        teamId: row.teamId,
        ip: options.ip,
        userAgent: options.userAgent,
        details: { codeId: row.id, role: row.role },
      });
      const user = await deps.accounts.findUserById(userId);
      if (!user) throw invalidCode();
      return { user, role: row.role };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;

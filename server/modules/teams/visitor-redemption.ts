import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../common/domain/access';
import type { Database } from '../../db/client';
import {
  auditEvents,
  teamMemberships,
  teams,
  users,
  visitorCodes,
  visitorVerifications,
} from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import { visitorCodeStatus } from './teams.presenter';

export const invalidCode = () => new AppError({ code: 'visitor.codeInvalid', status: 400 });

export type Redemption =
  | { joined: true; userId: string; role: TeamRole; teamId: string; codeId: string }
  | { joined: false; userId: string; role: TeamRole };

/**
 * Follows an e-mailed visitor link, all in one transaction: the link is spent; an address that
 * has an account by now is only signed in (nothing about it changes, the code is not spent);
 * otherwise the code and the team rows are locked, the seat and the code are checked again, one
 * use is counted, the person and their membership are created. Any failure undoes all of it, so a
 * code never loses a use without someone joining.
 */
export async function redeemVisitorLink(options: RedemptionOptions): Promise<Redemption> {
  try {
    return await redeemOnce(options);
  } catch (error) {
    // Two links for one new address followed at the same moment (PostgreSQL runs them side by side):
    // the second insert meets the first's account. Once that one is committed, the same link finds
    // the account and signs its owner in, as for any address that has one.
    if (!isUniqueViolation(error)) throw error;
    return redeemOnce(options);
  }
}

interface RedemptionOptions {
  db: Database;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function redeemOnce(options: RedemptionOptions): Promise<Redemption> {
  return options.db.transaction(async (tx) => {
    const [link] = await tx
      .update(visitorVerifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(visitorVerifications.tokenHash, options.tokenHash),
          isNull(visitorVerifications.usedAt),
          gt(visitorVerifications.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!link) throw new AppError({ code: 'visitor.linkInvalid', status: 400 });

    const [existing] = await tx
      .select({ id: users.id, role: teamMemberships.role })
      .from(users)
      .leftJoin(teamMemberships, eq(teamMemberships.userId, users.id))
      .where(sql`lower(${users.email}) = lower(${link.email})`);
    if (existing) return { joined: false, userId: existing.id, role: existing.role ?? 'member' };

    const [code] = await tx.select().from(visitorCodes).where(eq(visitorCodes.id, link.codeId)).for('update');
    if (!code || visitorCodeStatus(code) !== 'active' || (code.email && code.email !== link.email))
      throw invalidCode();
    const [team] = await tx
      .select({ seats: teams.seats })
      .from(teams)
      .where(eq(teams.id, code.teamId))
      .for('update');
    const [members] = await tx
      .select({ value: count() })
      .from(teamMemberships)
      .where(eq(teamMemberships.teamId, code.teamId));
    if (!team || (members?.value ?? 0) >= team.seats) throw invalidCode();

    await tx
      .update(visitorCodes)
      .set({ uses: sql`${visitorCodes.uses} + 1` })
      .where(eq(visitorCodes.id, code.id));
    const [user] = await tx
      .insert(users)
      .values({
        email: link.email,
        name: link.name,
        tier: code.role === 'admin' ? 'enterprise' : 'conseiller',
        preferredLanguage: link.language,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('visitor insert returned nothing');
    await tx.insert(teamMemberships).values({ userId: user.id, teamId: code.teamId, role: code.role });
    await tx.insert(auditEvents).values({
      type: 'visitor.code_used',
      userId: user.id,
      teamId: code.teamId,
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      details: { codeId: code.id, role: code.role },
    });
    return { joined: true, userId: user.id, role: code.role, teamId: code.teamId, codeId: code.id };
  });
}

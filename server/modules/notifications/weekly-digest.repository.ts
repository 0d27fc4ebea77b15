import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import type { TeamRole } from '../../../common/domain/access';
import type { Tier } from '../../../common/domain/plans';
import type { Language } from '../../../common/i18n/language';
import type { Database } from '../../db/client';
import { analyses, teamMemberships, users } from '../../db/schema';

export interface DigestRecipient {
  id: string;
  email: string;
  name: string | null;
  preferredLanguage: Language;
  tier: Tier | null;
  role: TeamRole | null;
  teamId: string | null;
}

export interface DigestAnalysis {
  id: string;
  area: string;
  createdAt: Date;
  result: WorkplaceAnalysis | null;
}

// Open critical risks are looked for in this many of the latest finished analyses, which bounds
// the work of one digest however long a team has used the product.
const RECENT_ANALYSES = 200;

/** What the weekly summary reads: who asked for it and the analyses each of them may see. */
export function createWeeklyDigestRepository(db: Database) {
  /** A team member sees the team's analyses; someone without a team, their own. */
  const scopeOf = (recipient: DigestRecipient): SQL =>
    recipient.teamId ? eq(analyses.teamId, recipient.teamId) : eq(analyses.ownerUserId, recipient.id);

  const selectRecipients = () =>
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        preferredLanguage: users.preferredLanguage,
        tier: users.tier,
        role: teamMemberships.role,
        teamId: teamMemberships.teamId,
      })
      .from(users)
      .leftJoin(teamMemberships, eq(teamMemberships.userId, users.id));

  return {
    async listRecipients(): Promise<DigestRecipient[]> {
      return selectRecipients().where(eq(users.weeklyDigest, true));
    },

    async findRecipient(userId: string): Promise<DigestRecipient | null> {
      const [row] = await selectRecipients().where(eq(users.id, userId));
      return row ?? null;
    },

    /** The latest finished analyses the recipient may see, newest first. */
    async recentAnalyses(options: { recipient: DigestRecipient }): Promise<DigestAnalysis[]> {
      return db
        .select({
          id: analyses.id,
          area: analyses.area,
          createdAt: analyses.createdAt,
          result: analyses.result,
        })
        .from(analyses)
        .where(and(scopeOf(options.recipient), eq(analyses.status, 'done')))
        .orderBy(desc(analyses.createdAt))
        .limit(RECENT_ANALYSES);
    },
  };
}

export type WeeklyDigestRepository = ReturnType<typeof createWeeklyDigestRepository>;

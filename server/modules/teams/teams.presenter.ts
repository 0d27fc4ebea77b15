import type { VisitorCode, VisitorCodeStatus } from '../../../common/contract/teams';
import type { VisitorCodeRow } from './teams.repository';

export function visitorCodeStatus(row: VisitorCodeRow, now = new Date()): VisitorCodeStatus {
  if (row.revokedAt) return 'revoked';
  if (row.uses >= row.maxUses) return 'used-up';
  if (row.expiresAt <= now) return 'expired';
  return 'active';
}

export function toVisitorCode(row: VisitorCodeRow): VisitorCode {
  return {
    id: row.id,
    hint: row.codeHint,
    role: row.role,
    email: row.email,
    maxUses: row.maxUses,
    uses: row.uses,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    status: visitorCodeStatus(row),
  };
}

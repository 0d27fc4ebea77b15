import type { AuthUser } from '../../../common/contract/auth';
import { accessTierOf } from '../../../common/domain/access';
import type { UserRecord } from '../accounts/accounts.repository';

/** What the browser may know of the signed-in person: no hash, no session, no token. */
export function toAuthUser(user: UserRecord): AuthUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    tier: accessTierOf({ tier: user.tier, role: user.role }),
    role: user.role,
    team: user.team ? { id: user.team.id, name: user.team.name } : null,
    preferredLanguage: user.preferredLanguage,
  };
}

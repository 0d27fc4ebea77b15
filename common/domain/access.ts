import type { Tier } from './plans';

export type TeamRole = 'admin' | 'member';

/**
 * Which screens a person uses. A team administrator uses the enterprise screens; any other team
 * member is an analyst for the team and uses the consultant screens; someone without a team uses
 * the plan in their own name (or none).
 */
export function accessTierOf(options: { tier: Tier | null; role: TeamRole | null }): Tier | null {
  if (options.role === 'admin') return 'enterprise';
  if (options.role === 'member') return 'conseiller';
  return options.tier;
}

/** Where a person lands after signing in: the tier's home (spec part 1 §4). */
export function homePathOf(tier: Tier | null | undefined): string {
  if (tier === 'enterprise') return '/dashboard';
  if (tier === 'conseiller') return '/conseiller-sst';
  return '/';
}

/**
 * A "go back to" target must stay on this site: a path, not `//host` or a URL, and never an API
 * address (which would answer JSON to a browser).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/api/') || value === '/api' || value.startsWith('/login')) return null;
  return value;
}

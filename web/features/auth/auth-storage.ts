import type { AuthUser } from '../../../common/contract/auth';

// The spec's browser keys. They hold what the screens display and nothing secret: the session
// itself is an httpOnly cookie the page cannot read.
export const STORED_USER_KEY = 'risquevision_user';
export const AUTH_MARKER_KEY = 'auth_token';
export const AUTH_MARKER = 'authenticated';
export const VISITOR_TOKEN_KEY = 'visitor_access_token';

export type StoredUser = Pick<AuthUser, 'email' | 'tier' | 'name' | 'role'>;

/** The user kept from the last check, if both keys are there; unreadable data clears both. */
export function readStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(STORED_USER_KEY);
    if (!raw || localStorage.getItem(AUTH_MARKER_KEY) !== AUTH_MARKER) return null;
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof parsed?.email !== 'string') throw new Error('unreadable stored user');
    return {
      email: parsed.email,
      tier: parsed.tier ?? null,
      name: parsed.name ?? null,
      role: parsed.role ?? null,
    };
  } catch {
    clearStoredSession();
    return null;
  }
}

export function storeUser(user: AuthUser): void {
  const stored: StoredUser = { email: user.email, tier: user.tier, name: user.name, role: user.role };
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(stored));
  localStorage.setItem(AUTH_MARKER_KEY, AUTH_MARKER);
}

export function clearStoredSession(): void {
  for (const key of [STORED_USER_KEY, AUTH_MARKER_KEY, VISITOR_TOKEN_KEY]) localStorage.removeItem(key);
}

import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';

/** A completed sign-in, kept on the account and in the audit log (with its second factor, if any). */
export async function recordSignIn(
  accounts: AccountsRepository,
  options: {
    user: UserRecord;
    ip: string | null;
    userAgent: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await accounts.recordLogin(options.user.id);
  await accounts.recordAuditEvent({
    type: 'auth.login',
    userId: options.user.id,
    teamId: options.user.team?.id,
    ip: options.ip,
    userAgent: options.userAgent,
    ...(options.details ? { details: options.details } : {}),
  });
}

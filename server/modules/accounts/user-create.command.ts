import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '../../../common/contract/password-rules';
import { isTier } from '../../../common/domain/plans';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/i18n/language';
import { isCommonPassword } from '../auth/common-passwords';
import type { AccountsService, CreateAccountOptions } from './accounts.service';

export const USAGE = `Usage: npm run user:create -- --email <address> --tier conseiller|enterprise
       [--name <full name>] [--team <team name>] [--role admin|member] [--seats <n>]
       [--language fr|en] (--password <password> | --invite)

  --invite   e-mails a set-password link (valid 7 days) and prints it
  Honours DATA_DIR and DATABASE_URL like the server.`;

export class UsageError extends Error {}

/** Reads the command line into account options, or explains what is wrong. */
export function parseUserCreateArguments(argv: string[]): CreateAccountOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      tier: { type: 'string' },
      name: { type: 'string' },
      team: { type: 'string' },
      role: { type: 'string' },
      seats: { type: 'string' },
      language: { type: 'string' },
      password: { type: 'string' },
      invite: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    throw new UsageError('--email needs an e-mail address');
  if (!isTier(values.tier)) throw new UsageError('--tier must be conseiller or enterprise');
  if (values.role && values.role !== 'admin' && values.role !== 'member')
    throw new UsageError('--role must be admin or member');
  if (values.language && values.language !== 'fr' && values.language !== 'en')
    throw new UsageError('--language must be fr or en');
  if (Boolean(values.password) === values.invite) throw new UsageError('give either --password or --invite');
  if (values.password && values.password.length < PASSWORD_MIN_LENGTH)
    throw new UsageError(`--password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  if (values.password && isCommonPassword(values.password))
    throw new UsageError('--password is on the list of common passwords: choose another');
  const seats = values.seats === undefined ? undefined : Number(values.seats);
  if (seats !== undefined && (!Number.isInteger(seats) || seats < 1))
    throw new UsageError('--seats must be a whole number of at least 1');
  return {
    email: values.email,
    tier: values.tier,
    name: values.name ?? null,
    team: values.team ?? null,
    role: (values.role as 'admin' | 'member' | undefined) ?? null,
    seats,
    language: (values.language as Language | undefined) ?? DEFAULT_LANGUAGE,
    password: values.password ?? null,
    invite: values.invite,
  };
}

/** Creates the account and says what was done, in lines for the terminal. */
export async function runUserCreate(options: {
  accountsService: AccountsService;
  account: CreateAccountOptions;
}) {
  const { user, inviteUrl } = await options.accountsService.createAccount(options.account);
  const lines = [
    `Created ${user.email} (${user.tier}${user.team ? `, ${user.role} of "${user.team.name}"` : ''}).`,
  ];
  if (inviteUrl) lines.push(`Invitation e-mailed. Set-password link (valid 7 days):`, inviteUrl);
  return lines;
}

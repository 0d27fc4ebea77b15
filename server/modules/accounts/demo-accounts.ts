import { randomBytes } from 'node:crypto';
import type { AccountsRepository } from './accounts.repository';
import type { AccountsService } from './accounts.service';

export interface DemoAccount {
  email: string;
  password: string;
  tier: 'conseiller' | 'enterprise';
}

/**
 * On the first start of an empty database, two accounts to try the product with: a consultant and
 * an enterprise team administrator, with random passwords that the caller prints once.
 */
export async function createDemoAccounts(deps: {
  accounts: AccountsRepository;
  accountsService: AccountsService;
}): Promise<DemoAccount[]> {
  if ((await deps.accounts.countUsers()) > 0) return [];
  const password = () => randomBytes(9).toString('base64url');
  const demo: DemoAccount[] = [
    { email: 'conseiller@demo.risquevision.ca', password: password(), tier: 'conseiller' },
    { email: 'entreprise@demo.risquevision.ca', password: password(), tier: 'enterprise' },
  ];
  await deps.accountsService.createAccount({
    email: demo[0]!.email,
    name: 'Camille Tremblay',
    tier: 'conseiller',
    password: demo[0]!.password,
  });
  await deps.accountsService.createAccount({
    email: demo[1]!.email,
    name: 'Alex Gagnon',
    tier: 'enterprise',
    team: 'Construction Démo inc.',
    role: 'admin',
    seats: 5,
    password: demo[1]!.password,
  });
  return demo;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, signIn } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { AccountExistsError } from './accounts.service';
import { createDemoAccounts } from './demo-accounts';
import { parseUserCreateArguments, runUserCreate } from './user-create.command';

describe('creating accounts from the command line', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const run = (argv: string[]) =>
    runUserCreate({
      accountsService: context.container.accountsService,
      account: parseUserCreateArguments(argv),
    });

  it('creates a consultant who can sign in', async () => {
    const lines = await run([
      '--email',
      'Nora@Conseil.ca',
      '--tier',
      'conseiller',
      '--password',
      'Longue-phrase-1',
    ]);
    expect(lines[0]).toBe('Created nora@conseil.ca (conseiller).');
    expect(await signIn(context, 'nora@conseil.ca', 'Longue-phrase-1')).toMatch(/^rv_session=/);
  });

  it('creates an enterprise administrator with their team', async () => {
    const lines = await run([
      '--email',
      'chef@usine.ca',
      '--tier',
      'enterprise',
      '--team',
      'Usine Nord',
      '--password',
      'Longue-phrase-2',
    ]);
    expect(lines[0]).toBe('Created chef@usine.ca (enterprise, admin of "Usine Nord").');
  });

  it('invites by e-mail and prints the set-password link', async () => {
    const lines = await run([
      '--email',
      'ana@usine.ca',
      '--tier',
      'enterprise',
      '--team',
      'Usine Nord',
      '--role',
      'member',
      '--invite',
    ]);
    expect(lines[0]).toBe('Created ana@usine.ca (enterprise, member of "Usine Nord").');
    expect(lines[2]).toMatch(
      /^http:\/\/localhost:3000\/set-password\?token=[\w-]{40,}&tier=conseiller&action=create$/,
    );
    expect(outboxMessages(context).at(-1)).toContain('To: ana@usine.ca');
  });

  it('refuses an address that already has an account, whatever its case', async () => {
    await expect(
      run(['--email', 'NORA@conseil.ca', '--tier', 'conseiller', '--invite']),
    ).rejects.toThrowError(AccountExistsError);
  });
});

describe('demo accounts', () => {
  it('are created on an empty database only, and both can sign in', async () => {
    const context = await createTestContext();
    const demo = await createDemoAccounts(context.container);
    expect(demo.map((account) => account.tier)).toEqual(['conseiller', 'enterprise']);
    for (const account of demo) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: account.password },
      });
      expect(response.json().user.tier).toBe(account.tier);
    }
    expect(await createDemoAccounts(context.container)).toEqual([]);
    await context.close();
  });
});

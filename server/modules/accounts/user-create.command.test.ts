import { describe, expect, it } from 'vitest';
import { parseUserCreateArguments, UsageError } from './user-create.command';

describe('npm run user:create arguments', () => {
  it('reads a consultant with a password', () => {
    expect(
      parseUserCreateArguments(['--email', 'a@b.ca', '--tier', 'conseiller', '--password', 'longenough']),
    ).toMatchObject({
      email: 'a@b.ca',
      tier: 'conseiller',
      password: 'longenough',
      invite: false,
      language: 'fr',
    });
  });

  it('reads an enterprise admin invited by e-mail', () => {
    expect(
      parseUserCreateArguments([
        '--email',
        'a@b.ca',
        '--tier',
        'enterprise',
        '--team',
        'Équipe',
        '--role',
        'admin',
        '--invite',
      ]),
    ).toMatchObject({ team: 'Équipe', role: 'admin', invite: true, password: null });
  });

  it.each([
    [['--tier', 'conseiller', '--invite'], /--email/],
    [['--email', 'a@b.ca', '--tier', 'gold', '--invite'], /--tier/],
    [['--email', 'a@b.ca', '--tier', 'conseiller'], /either --password or --invite/],
    [
      ['--email', 'a@b.ca', '--tier', 'conseiller', '--password', 'x', '--invite'],
      /either --password or --invite/,
    ],
    [['--email', 'a@b.ca', '--tier', 'conseiller', '--password', 'short-pw1'], /10 characters/],
    [['--email', 'a@b.ca', '--tier', 'conseiller', '--password', 'Password123'], /common passwords/],
    [['--email', 'a@b.ca', '--tier', 'conseiller', '--invite', '--role', 'owner'], /--role/],
    [['--email', 'a@b.ca', '--tier', 'conseiller', '--invite', '--seats', '0'], /--seats/],
  ])('explains what is wrong with %j', (argv, message) => {
    expect(() => parseUserCreateArguments(argv)).toThrowError(UsageError);
    expect(() => parseUserCreateArguments(argv)).toThrowError(message);
  });

  it('rejects unknown options', () => {
    expect(() => parseUserCreateArguments(['--email', 'a@b.ca', '--admin'])).toThrowError();
  });
});

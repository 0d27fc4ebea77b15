import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleWorkplaceAnalysis } from '../../../common/contract/analysis.example';
import { createAccount, outboxMessages } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { sendWeeklyDigests, WEEKLY_DIGEST_CRON } from './weekly-digest';

const NOW = new Date('2026-03-16T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000);

/** The plain-text part of an .eml, quoted-printable undone. */
const textOf = (message: string) =>
  message
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replace(/=/g, ''), 'hex').toString('utf8'));

describe('the weekly summary e-mail', () => {
  let context: TestContext;

  async function insertAnalysis(options: {
    ownerId: string;
    teamId: string | null;
    area: string;
    createdAt: Date;
  }) {
    await context.database.query(
      `insert into analyses (request_id, owner_user_id, team_id, source_interface, status, language,
         jurisdiction, area, engine, model, metered, result, created_at)
       values (gen_random_uuid(), $1, $2, 'enterprise', 'done', 'fr', 'QC', $3, 'builtin', 'm', false, $4, $5)`,
      [
        options.ownerId,
        options.teamId,
        options.area,
        JSON.stringify(exampleWorkplaceAnalysis),
        options.createdAt,
      ],
    );
  }

  beforeAll(async () => {
    context = await createTestContext();
    const admin = await createAccount(context, {
      email: 'chef@brasserie.ca',
      tier: 'enterprise',
      team: 'Brasserie',
    });
    const consultant = await createAccount(context, { email: 'solo@prevention.ca', tier: 'conseiller' });
    const english = await createAccount(context, { email: 'quiet@prevention.ca', tier: 'conseiller' });
    await createAccount(context, { email: 'off@prevention.ca', tier: 'conseiller' });
    await context.database.query(
      `update users set weekly_digest = true, preferred_language = case when email = 'solo@prevention.ca' then 'en' else 'fr' end
       where email in ('chef@brasserie.ca', 'solo@prevention.ca', 'quiet@prevention.ca')`,
    );
    const team = admin.team?.id ?? null;
    await insertAnalysis({
      ownerId: admin.id,
      teamId: team,
      area: 'Salle de brassage',
      createdAt: daysAgo(2),
    });
    await insertAnalysis({
      ownerId: admin.id,
      teamId: team,
      area: 'Entrepôt ancien',
      createdAt: daysAgo(40),
    });
    await insertAnalysis({
      ownerId: consultant.id,
      teamId: null,
      area: 'Atelier client',
      createdAt: daysAgo(1),
    });
    expect(english.email).toBe('quiet@prevention.ca');
  });
  afterAll(() => context.close());

  it('runs on Mondays at noon UTC', () => {
    expect(WEEKLY_DIGEST_CRON).toBe('0 12 * * 1');
  });

  it('sends each person who turned it on what they may see, in their language, and no one else', async () => {
    const sent = await sendWeeklyDigests(context.container.weeklyDigest, NOW);
    // quiet@ has nothing new and no open critical risk; off@ never asked.
    expect(sent).toBe(2);
    const messages = outboxMessages(context).map(textOf);
    expect(messages).toHaveLength(2);
    const team = messages.find((message) => message.includes('To: chef@brasserie.ca')) ?? '';
    const solo = messages.find((message) => message.includes('To: solo@prevention.ca')) ?? '';

    expect(team).toContain('Votre résumé hebdomadaire RisqueVision');
    expect(team).toContain("Voici le résumé de l'équipe pour la semaine du 9 mars 2026 au 16 mars 2026.");
    expect(team).toContain('1 nouvelle analyse terminée :');
    expect(team).toContain('• Salle de brassage (14 mars 2026) : 2 risque(s) relevé(s)');
    expect(team).not.toContain('Entrepôt ancien (');
    // The example's critical risk (confined space) is open in both team analyses, old and new.
    expect(team).toContain('2 risques critiques ouverts à traiter :');
    expect(team).toContain('• Espace clos (Salle de brassage, 14 mars 2026)');
    expect(team).toContain('• Espace clos (Entrepôt ancien, 4 février 2026)');
    expect(team).toContain('http://localhost:3000/dashboard');
    expect(team).not.toContain('Atelier client');

    expect(solo).toContain('Your weekly RisqueVision summary');
    expect(solo).toContain('1 new completed analysis:');
    expect(solo).toContain('• Atelier client (March 15, 2026): 2 risk(s) found');
    expect(solo).toContain('1 open critical risk to address:');
    expect(solo).toContain('http://localhost:3000/conseiller-sst');
    expect(solo).not.toContain('Salle de brassage');
  });

  it('stops when the person turns it off', async () => {
    const before = outboxMessages(context).length;
    await context.database.query(`update users set weekly_digest = false`);
    expect(await sendWeeklyDigests(context.container.weeklyDigest, NOW)).toBe(0);
    expect(outboxMessages(context)).toHaveLength(before);
  });
});

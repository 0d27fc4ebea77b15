import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workplaceAnalysisSchema } from '../../../common/contract/analysis';
import { createAccount, signIn } from '../../test/accounts-helpers';
import { fixture, multipart, postMultipart } from '../../test/multipart';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 12: when the evidence raises nothing, the result says what was read, with the real counts.
describe('an analysis whose evidence raises no hazard', () => {
  let context: TestContext;
  let cookie: string;

  beforeAll(async () => {
    context = await createTestContext();
    await createAccount(context, { email: 'camille@conseil.ca', tier: 'conseiller' });
    cookie = await signIn(context, 'camille@conseil.ca');
  }, 60_000);
  afterAll(() => context.close());

  const analyse = async (fields: Record<string, string>) => {
    const form = multipart({ requestId: randomUUID(), area: 'Bureau', jurisdiction: 'QC', ...fields }, [
      fixture('negative-club-lecture-fr.docx'),
      fixture('negative-marketing-agenda-en.pdf'),
    ]);
    const response = await postMultipart(context.app, { url: '/api/analyze-conseiller-sst', cookie, form });
    expect(response.statusCode, response.body).toBe(200);
    return workplaceAnalysisSchema.parse(response.json().analysisData);
  };

  it('says what was read and that no hazard was found in it', async () => {
    const analysis = await analyse({
      language: 'français',
      customInstructions: 'Réunion du comité : ordre du jour.',
    });
    expect(analysis.analysis.summary).toMatchObject({
      total: 0,
      text: "Lu : 2 fichiers (1 PDF d'une page, 1 document) et vos instructions (6 mots). Aucun danger n'y a été relevé.",
    });
  });

  it('says it before the sector’s typical risks, which it names as such', async () => {
    const analysis = await analyse({ language: 'english', mainSector: 'construction' });
    const risks = analysis.analysis.risks ?? [];
    expect(risks.length).toBeGreaterThan(0);
    expect(risks.every((risk) => risk.basis === 'sector')).toBe(true);
    expect(analysis.analysis.summary.text).toMatch(
      new RegExp(
        `^Read: 2 files \\(1 PDF of one page, 1 document\\)\\. No hazard was found in it\\. ${risks.length} risks? typical of the sector, to check on site: `,
      ),
    );
  });
});

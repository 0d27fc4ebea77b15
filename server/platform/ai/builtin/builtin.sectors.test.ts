import { describe, expect, it } from 'vitest';
import { findQuantities } from './builtin.quantities';
import { stemKeysOf } from './builtin.stems';
import { evidenceIds, risksOf } from './builtin.test-support';

// Issue 12: sectors the spec's eight did not cover, and paraphrases of common injuries.
describe('builtin engine: new sectors and paraphrase', () => {
  it('finds the farm hazards of the issue’s visit notes', async () => {
    const text =
      'The farmhand entered the manure pit without an air test. The power take-off shaft between the tractor ' +
      'and the pump is unguarded. The tractor has no rollover protective structure.';
    const ids = evidenceIds(await risksOf(text, { language: 'en', jurisdiction: 'ON' }));
    expect(ids).toEqual(expect.arrayContaining(['confined-spaces', 'power-take-off', 'tractor-rollover']));
  });

  it.each([
    ['A strong smell of ammonia near the compressor room.', 'ammonia-refrigeration'],
    ['Trimmers cut fillets eight hours a day and complain of wrist pain.', 'repetitive-work'],
    ['Trimmers cut fillets eight hours a day and complain of wrist pain.', 'sharp-tools'],
    ['Hot oil splashes the cooks’ forearms.', 'burns-scalds'],
    ['The mechanic clears jams on the conveyor while it is running.', 'hazardous-energy'],
    ['Two nurses caught tuberculosis from a patient last year.', 'biological-agents'],
    ['L’huile bouillante gicle sur les avant-bras des cuisiniers.', 'burns-scalds'],
    ['Les préposées soulèvent seules les résidents du lit au fauteuil.', 'patient-handling'],
  ])('« %s » raises %s', async (text, hazardId) => {
    expect(evidenceIds(await risksOf(text, { language: 'en' }))).toContain(hazardId);
  });

  it('reads a paraphrase family through Snowball stems, in either language', async () => {
    expect(stemKeysOf('brulures')).toEqual(stemKeysOf('brulure'));
    const ids = evidenceIds(
      await risksOf('Les cuisiniers ont des cloques sur les bras à cause de la friteuse.'),
    );
    expect(ids).toContain('burns-scalds');
    const staff = evidenceIds(await risksOf('The nurses describe exhaustion after months of overtime.'));
    expect(staff).toContain('psychosocial-risks');
  });

  it('reads temperatures that burn skin, with or without the scale named', () => {
    const names = (text: string) => findQuantities(text, 0, text.length).map((q) => q.name);
    expect(names('Purged plastic drips at 230 degrees.')).toContain('@temp-burning');
    expect(names('L’huile est à 180 °C.')).toContain('@temp-burning');
    expect(names('Il fait 38 °C dans la serre.')).not.toContain('@temp-burning');
  });

  it('reads a distance kept from a line or an edge as no height, and a distance fallen as one', () => {
    const names = (text: string) => findQuantities(text, 0, text.length).map((q) => q.name);
    expect(names('Boom kept clear of the feeder: our limit of approach is 4.5 m.')).not.toContain(
      '@height-3m',
    );
    expect(names('Distance d’approche minimale de 3 m respectée par le camion-nacelle.')).not.toContain(
      '@height-3m',
    );
    expect(names('He fell a distance of 4 m onto the concrete.')).toContain('@height-3m');
  });
});

describe('builtin engine: a word that is a cue of two hazards is read in one sense', () => {
  it('reads the sense the sentence confirms with other words', async () => {
    const risks = await risksOf('Dans la galerie du niveau 600, des blocs de roche se détachent du toit.', {
      sector: 'mining-metals.underground-mining',
    });
    expect(evidenceIds(risks)).toContain('ground-control');
    expect(evidenceIds(risks)).not.toContain('roof-work');
  });

  it('otherwise reads the sense typical of the chosen sector', async () => {
    const wind = await risksOf(
      'The technician felt faint in the nacelle and was lowered by the rescue team.',
      {
        language: 'en',
        sector: 'renewable-energy.wind',
      },
    );
    expect(evidenceIds(wind)).not.toContain('aerial-work-platforms');
    const roofing = await risksOf('Le couvreur travaille seul sur le toit.', {
      sector: 'construction.residential.roofing',
    });
    expect(evidenceIds(roofing)).toContain('roof-work');
  });
});

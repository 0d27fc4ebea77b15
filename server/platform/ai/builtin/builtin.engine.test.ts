import { describe, expect, it } from 'vitest';
import { getHazard } from '../../../../common/domain/hazards';
import { getProvision } from '../../../../common/domain/regulations';
import { priorityOf } from '../../../../common/domain/risk';
import type { EvidenceDocument } from '../engine';
import { CONCEPT_RULES } from './builtin.lexicon';
import { documentOf, evidenceIds, idsOf, risksOf } from './builtin.test-support';

describe('builtin engine: negations and controls in place', () => {
  it.each([
    ['Il n’y a aucun espace clos dans l’établissement.', 'confined-spaces'],
    ['There are no confined spaces on site.', 'confined-spaces'],
    ['Le bâtiment ne contient pas d’amiante.', 'asbestos'],
  ])('« %s » does not raise %s', async (text, hazardId) => {
    expect(evidenceIds(await risksOf(text))).not.toContain(hazardId);
  });

  // Issue 12: a control in place no longer hides the hazard; it becomes a controlled risk at its residual
  // rating (P3 or P4), whose existing measures quote the sentence.
  it.each([
    ['Le port du harnais est respecté en tout temps.', 'falls-from-height'],
    ['Les garde-corps sont en place sur toute la mezzanine.', 'falls-from-height'],
    ['Guardrails are in place on all platforms.', 'falls-from-height'],
  ])('« %s » raises %s only as a controlled risk', async (text, hazardId) => {
    const risk = (await risksOf(text)).find((r) => r.hazardId === hazardId);
    expect(risk).toMatchObject({ status: 'controlled', existingMeasures: [text] });
    // The passage is listed as a measure in place, not quoted again as an observation in the description.
    expect(risk?.description).not.toContain(text);
    expect(priorityOf(risk!).priority).toBeGreaterThanOrEqual(3);
  });

  it('lowers the likelihood when the control is said to be in place', async () => {
    const [risk] = (
      await risksOf('Les couvreurs travaillent en hauteur. Le port du harnais est respecté.')
    ).filter((r) => r.hazardId === 'falls-from-height');
    // The next sentence gives the control of the work the first one names: a controlled risk, rated residual.
    expect(risk?.status).toBe('controlled');
    expect(risk?.likelihood).toBe('rare');
    expect(risk?.existingMeasures).toEqual(['Le port du harnais est respecté.']);
    expect(risk?.ratingRationale).toContain('mesures en place');
  });

  it('keeps a hazard present when its control is only required, not said to be in place', async () => {
    const [risk] = (
      await risksOf('Les couvreurs travaillent en hauteur. Le port du harnais est obligatoire.')
    ).filter((r) => r.hazardId === 'falls-from-height');
    expect(risk?.status).toBe('present');
  });

  it('keeps a hazard declared absent out of the sector profile', async () => {
    const risks = await risksOf('Il n’y a aucun espace clos dans l’usine.', {
      sector: 'manufacturing.food-beverage',
    });
    expect(idsOf(risks)).not.toContain('confined-spaces');
  });
});

describe('builtin engine: OCR noise and file names', () => {
  it('reads « Echafavdage sans garde-corps » from a photo', async () => {
    const risks = await risksOf('Echafavdage sans garde-corps\nau 2e étage !', { method: 'ocr' });
    expect(evidenceIds(risks)).toEqual(expect.arrayContaining(['scaffolds', 'falls-from-height']));
    const falls = risks.find((risk) => risk.hazardId === 'falls-from-height')!;
    expect(falls.evidence[0]).toMatchObject({
      source: 'file',
      method: 'ocr',
      page: 1,
      fileName: 'notes.txt',
    });
  });

  it('repairs a misread letter in a sign (« HARNAlS OBLIGATOIRE », « ESPACE CL0S »)', async () => {
    expect(evidenceIds(await risksOf('HARNAlS OBLIGATOIRE', { method: 'ocr' }))).toContain(
      'falls-from-height',
    );
    expect(evidenceIds(await risksOf('DANGER\nESPACE CL0S', { method: 'ocr' }))).toContain('confined-spaces');
  });

  it('uses the file name when a photo gives no text', async () => {
    const photo: EvidenceDocument = {
      fileName: 'echafaudage-sans-garde-corps.jpg',
      kind: 'image',
      mimeType: 'image/jpeg',
      pages: [],
      imagePath: '/tmp/x.jpg',
    };
    const risks = await risksOf(null, { documents: [photo] });
    expect(evidenceIds(risks)).toEqual(expect.arrayContaining(['scaffolds', 'falls-from-height']));
    expect(risks[0]!.evidence[0]).toEqual({
      source: 'file',
      fileName: 'echafaudage-sans-garde-corps.jpg',
      page: null,
      method: 'text',
      quote: 'echafaudage-sans-garde-corps.jpg',
    });
  });

  it('uses the file name when the photo’s writing says nothing', async () => {
    const photo = { ...documentOf('AYP ~', 'ocr', 'chantier-toit-sans-harnais.jpg') };
    const risks = await risksOf(null, { documents: [photo] });
    expect(evidenceIds(risks)).toContain('falls-from-height');
    expect(risks[0]!.evidence[0]).toMatchObject({ page: null, quote: 'chantier-toit-sans-harnais.jpg' });
  });

  it('finds nothing in a camera file name', async () => {
    const photo: EvidenceDocument = {
      fileName: 'IMG_2041.HEIC',
      kind: 'image',
      mimeType: 'image/heic',
      pages: [],
      imagePath: null,
    };
    expect(await risksOf(null, { documents: [photo] })).toEqual([]);
  });
});

describe('builtin engine: sector profile, instructions and output', () => {
  it('returns nothing without evidence or sector', async () => {
    expect(await risksOf(null)).toEqual([]);
    expect(await risksOf('Réunion du comité social : choix du restaurant pour le souper.')).toEqual([]);
  });

  it('lists at most five typical hazards of the chosen activity, marked as such', async () => {
    const risks = await risksOf(null, { sector: 'construction.residential.roofing' });
    expect(risks.length).toBeGreaterThan(0);
    expect(risks.length).toBeLessThanOrEqual(5);
    expect(idsOf(risks)).toContain('roof-work');
    for (const risk of risks) {
      expect(risk.basis).toBe('sector');
      expect(risk.evidence).toEqual([
        {
          source: 'sector',
          fileName: null,
          page: null,
          method: 'profile',
          quote: expect.stringContaining('Construction'),
        },
      ]);
      expect(risk.description).toContain('Typique de ce secteur');
      const hazard = getHazard(risk.hazardId!)!;
      expect(risk.likelihood).not.toBe(hazard.likelihood);
    }
  });

  it('adds typical hazards the evidence did not raise, after the evidence at equal priority', async () => {
    const risks = await risksOf('Deux couvreurs sur le toit à 6 m sans harnais.', {
      sector: 'construction.residential.roofing',
    });
    const falls = risks.find((risk) => risk.hazardId === 'falls-from-height')!;
    expect(falls.basis).toBe('evidence');
    expect(falls.likelihood).toBe('likely');
    expect(new Set(idsOf(risks)).size).toBe(risks.length);
    expect(risks.filter((risk) => risk.basis === 'sector').length).toBeLessThanOrEqual(5);
  });

  it('reads the instructions as evidence', async () => {
    const risks = await risksOf(null, {
      instructions: 'Les employés entrent dans le silo pour le nettoyer.',
    });
    expect(risks[0]).toMatchObject({ hazardId: 'confined-spaces', basis: 'evidence' });
    expect(risks[0]!.evidence[0]).toMatchObject({ source: 'instructions', fileName: null, page: null });
  });

  it('writes the risk in English with the catalogue measures and the jurisdiction’s references', async () => {
    const [risk] = await risksOf('Workers climb into the tank to clean it.', {
      language: 'en',
      jurisdiction: 'ON',
    });
    const hazard = getHazard('confined-spaces')!;
    expect(risk).toMatchObject({ title: hazard.name.en, recommendation: hazard.recommendation.en });
    expect(risk!.description).toContain(
      'Observed: “Workers climb into the tank to clean it.” (file notes.txt)',
    );
    expect(risk!.references).toEqual([...hazard.references.ON]);
    for (const id of risk!.references) expect(getProvision(id)?.jurisdiction).toBe('ON');
    expect(risk!.measures.engineering.length).toBeGreaterThan(0);
  });

  it('leaves an omitted level of the hierarchy empty', async () => {
    const [risk] = await risksOf('Un collègue fait des blagues sexistes et des remarques déplacées.');
    expect(risk?.hazardId).toBe('harassment');
    expect(risk?.measures.ppe).toEqual([]);
  });

  it('sorts by priority, caps the list and is deterministic', async () => {
    const text = [
      'Les employés descendent dans la cuve sans surveillant.',
      'Le chariot élévateur recule près des piétons.',
      'On enlève le protecteur de la scie.',
      'Les fûts de 60 kg sont soulevés à bras.',
      'Le plancher est mouillé.',
      'Il faut crier pour s’entendre.',
      'La soudure dégage des fumées.',
      'Travail à chaud près des chiffons huileux.',
      'Chambre froide à -25 °C.',
      'Les couvreurs travaillent sur le toit sans harnais.',
      'Échafaudage sans garde-corps.',
      'Échelle non attachée.',
      'Bouteilles d’acétylène non attachées.',
      'Produits chimiques sans étiquette.',
      'Travail dans une tranchée de 2 m de profondeur.',
      'Un client agressif a menacé la caissière.',
      'Poussière de béton lors de la coupe.',
    ].join(' ');
    const risks = await risksOf(text);
    expect(risks.length).toBe(15);
    const priorities = risks.map((risk) => priorityOf(risk).priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(await risksOf(text)).toEqual(risks);
  });

  it('has concept rules for at least 40 hazards', () => {
    expect(new Set(CONCEPT_RULES.map((rule) => rule.hazard)).size).toBeGreaterThanOrEqual(40);
    for (const rule of CONCEPT_RULES) expect(getHazard(rule.hazard), rule.hazard).toBeDefined();
  });
});

describe('builtin engine: existing measures', () => {
  it('lists no measure for a hazard that a sentence of controls only names in passing', async () => {
    const text = [
      'Fosse de déchargement : espace clos, entrée sur permis seulement.',
      '',
      'Étape 4 – Vibreur. 104 dBA au vibreur.',
      'Mesures : double protection auditive dans la fosse, affiches posées. ✔',
    ].join('\n');
    const risks = await risksOf(text, { language: 'fr', jurisdiction: 'AB' });
    const noise = risks.find((risk) => risk.hazardId === 'noise');
    expect(noise?.existingMeasures?.join(' ')).toContain('double protection auditive');
    for (const risk of risks.filter((r) => r.hazardId !== 'noise'))
      expect((risk.existingMeasures ?? []).join(' '), risk.hazardId ?? '').not.toContain(
        'protection auditive',
      );
  });
});

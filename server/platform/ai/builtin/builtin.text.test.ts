import { describe, expect, it } from 'vitest';
import { getHazard } from '../../../../common/domain/hazards';
import { foldText } from '../../../../common/domain/risk';
import { IGNORED_CUES, WEAK_CUES } from './builtin.lexicon-cues';
import { readSegment } from './builtin.matcher';
import { findQuantities, quietReading } from './builtin.quantities';
import { quoteOf, segmentText } from './builtin.segments';
import { keyOf, tokenize } from './builtin.tokens';

const keys = (text: string) => tokenize(text).map((token) => token.key);
const quantities = (text: string) => findQuantities(text, 0, text.length).map((q) => q.name);
const hazardsIn = (text: string, ocr = false) =>
  readSegment({ text, segment: { start: 0, end: text.length }, ocr }).hits.map((hit) => hit.hazardId);

describe('builtin normalisation', () => {
  it('folds case and accents and stems plurals and inflections in both languages', () => {
    expect(keyOf('Échafaudages')).toBe(keyOf('échafaudage'));
    expect(keyOf('descendent')).toBe(keyOf('descendre'));
    expect(keyOf('mouillée')).toBe(keyOf('mouillé'));
    expect(keyOf('travaux')).toBe(keyOf('travail'));
    expect(keyOf('travaillent')).toBe(keyOf('travail'));
    expect(keyOf('guarding')).toBe(keyOf('guards'));
    expect(keyOf('batteries')).toBe(keyOf('battery'));
  });

  it('keeps English agent nouns and -ent nouns apart from their roots', () => {
    expect(keyOf('trucker')).not.toBe(keyOf('truck'));
    expect(keyOf('solvent')).not.toBe(keyOf('solve'));
  });

  it('undoes common OCR confusions (u/v, rn/m, digits inside words)', () => {
    expect(keyOf('Echafavdage')).toBe(keyOf('échafaudage'));
    expect(keyOf('CL0S')).toBe(keyOf('clos'));
    expect(keyOf('harnais')).toBe(keyOf('hamais'));
  });

  it('reads words whatever their script, and keeps offsets past characters outside the basic plane', () => {
    const text = '🚧 Échafaudage | naïf Øresund 𝐀';
    expect(tokenize(text).map((token) => text.slice(token.start, token.end))).toEqual([
      'Échafaudage',
      'naïf',
      'Øresund',
      '𝐀',
    ]);
    expect(keys('sé\u00ADcurité')).toEqual(keys('sécurité'));
  });

  it('reads an acronym’s plural as the acronym, and a short word in capitals as written', () => {
    expect(tokenize('PFDs SDSs CO Is').map((token) => token.upper)).toEqual([true, true, true, false]);
  });

  it('rejoins a word hyphenated at a line end and splits a number from its unit', () => {
    expect(keys('chariot élé-\nvateur')).toEqual(keys('chariot élévateur'));
    expect(keys('60kg')).toEqual(['60', 'kg']);
  });

  it('reads quantities with their thresholds', () => {
    expect(quantities('des fûts de 60 kg')).toEqual(['@load-heavy', '@load-very-heavy']);
    expect(quantities('boxes of 25 kg')).toEqual(['@load-heavy']);
    expect(quantities('sur le toit à 5 m de hauteur')).toEqual(['@height-3m']);
    // A size is no height: "mats 3 x 10 ft", « une dalle de 4 m x 6 m ».
    expect(quantities('rubber mats, 3 x 10 ft each')).toEqual([]);
    expect(quantities('une dalle de 4 m x 6 m')).toEqual([]);
    expect(quantities('au 2e étage')).toEqual(['@height-3m']);
    expect(quantities('une tranchée de 2 m de profondeur')).toEqual(['@depth']);
    expect(quantities('96 dBA au poste de meulage')).toEqual(['@noise-85']);
    expect(quantities('the tent sat by the stage speakers, 100+ dB')).toEqual(['@noise-85', '@noise-100']);
    expect(quantities('a freezer at −25 °C')).toEqual(['@temp-cold', '@temp-freezing']);
    expect(quantities('Temperature near the ovens: 33°C.')).toEqual(['@temp-hot']);
    expect(quantities('un bâtiment construit en 1962')).toEqual(['@old-building']);
    expect(quantities('des quarts de 12 heures')).toEqual(['@long-shift']);
    expect(quantities('9,000 square metres; hash 3d07-11e8-90db')).toEqual([]);
  });

  it('reads voltages of 600 V and more, thousands spaced or not, and a spaced dash as no minus sign', () => {
    expect(quantities('transfo de 15 000 V au banc')).toEqual(['@voltage-high']);
    expect(quantities('the 25 kV primary')).toEqual(['@voltage-high']);
    expect(quantities('a 12 V battery and a 120 V outlet')).toEqual([]);
    expect(quantities('Sat Jul 12 – 12 °C, light wind')).toEqual([]);
    expect(quantities('à l’aube : – 12 °C au quai')).toEqual(['@temp-cold', '@temp-freezing']);
  });

  it('reads noise as within the limit only where the sentence says so, and every figure is under 85 dBA', () => {
    expect(quietReading('Bruit : 76 dBA au poste d’emballage, sous la limite.')).toBe(true);
    expect(quietReading('Noise surveyed at 72 dB, below the limit.')).toBe(true);
    expect(quietReading('82 dB in the toddler room at lunch.')).toBe(false);
    expect(quietReading('76 dBA à l’emballage et 92 dBA à la scie, sous la limite ailleurs.')).toBe(false);
  });

  it('reads a figure below zero as cold where the sentence speaks of heat or cold', () => {
    expect(quantities('Chauffage brisé à -28, les pieds engourdis.')).toEqual([
      '@temp-cold',
      '@temp-freezing',
    ]);
    expect(quantities('-31 avec refroidissement éolien ce matin')).toEqual(['@temp-cold', '@temp-freezing']);
    expect(quantities('-33 with the wind chill')).toEqual(['@temp-cold', '@temp-freezing']);
    expect(quantities('Rangées C14 -22, page -3')).toEqual([]);
  });

  it('reads numbers written in words, in French and English, and quotes them whole', () => {
    expect(quantities('les préposés font des quarts de treize heures')).toEqual(['@long-shift']);
    expect(quantities('nurses work sixteen-hour shifts at the weekend')).toEqual(['@long-shift']);
    expect(quantities('des poches de quarante kilos')).toEqual(['@load-heavy']);
    expect(quantities('bags of fifty pounds')).toEqual(['@load-heavy']);
    expect(quantities('il y a deux heures de pause et dix employés')).toEqual([]);
    expect(quantities('des quarts de dix-sept heures')).toEqual(['@long-shift']);
    // Inside a word, a number is no number: "often" holds no "ten", « grandeux » no « deux ».
    expect(quantities('often-hour shifts, kitten kg, grandeux mètres')).toEqual([]);
    const text = 'des quarts de treize heures';
    const [quantity] = findQuantities(text, 0, text.length);
    expect(text.slice(quantity!.start, quantity!.end)).toBe('treize heures');
  });
});

/** The text of each segment a page is cut into. */
const piecesOf = (text: string) => segmentText(text, 'text').map((span) => text.slice(span.start, span.end));

describe('builtin segments and quotes', () => {
  it('joins wrapped PDF lines and keeps headings apart', () => {
    const text = 'Order picking\nPickers lift boxes of 25 kg from\nfloor level. Next sentence.';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      'Order picking',
      'Pickers lift boxes of 25 kg from\nfloor level.',
      'Next sentence.',
    ]);
  });

  it('quotes a table row’s sentence without the cell border it starts or ends on', () => {
    const text = '2 | Dome | Guard missing on the tail pulley. | Major NC | Fit the guard |';
    const second = segmentText(text, 'text')[1]!;
    expect(quoteOf(text, second, second)).toBe('Major NC | Fit the guard');
  });

  it('ends a table row at its line even when its last cell is an empty dash', () => {
    expect(
      piecesOf('1 | Yard | Loader alone at night | Compliant | –\n2 | Dome | Guard missing | NC | Fix'),
    ).toEqual(['1 | Yard | Loader alone at night | Compliant | –', '2 | Dome | Guard missing | NC | Fix']);
  });

  it('starts a new segment at each message or log entry stamped with its time', () => {
    const text =
      '17:02 Marc (contremaître) : la ligne 2 repart tantôt, le convoyeur a encore bloqué avec des sacs enroulés\n' +
      '17:04 Julie : c’est Sam qui l’a débloqué à la main, juste le bouton d’arrêt, aucun cadenas\n' +
      '[17:05] Sam: it took thirty seconds and nobody was near the panel anyway so relax\n' +
      'Réjean 22:20 : ok je le note aussi, en attendant prends le quai 8 pour décharger';
    const spans = piecesOf(text);
    expect(spans).toEqual(text.split('\n'));
  });

  it('starts a new segment at each checklist item opened by its number or code', () => {
    const text =
      'E1 Cueillette les bras au-dessus des épaules toute la journée, aucune rotation de tâches organisée\n' +
      'E2 Sécateurs affûtés et rangés dans leur étui : O\n' +
      '1.2 Douche oculaire rincée chaque semaine et consignée dans le registre de la salle\n' +
      '1.3 Extincteur inspecté : C\n' +
      '4) Harnais inspectés avant chaque montée par le chef d’équipe du quart';
    const spans = piecesOf(text);
    expect(spans).toEqual(text.split('\n'));
  });

  it('ends a sentence after "CO." but not after « Co. », the company', () => {
    const text = 'Nobody is monitoring CO. Lots of rebar lies uncapped. Acme Co. supplies the forms.';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      'Nobody is monitoring CO.',
      'Lots of rebar lies uncapped.',
      'Acme Co. supplies the forms.',
    ]);
  });

  it('ends a sentence after « min. » or "etc." when a capital follows, not after « prof. 6 m »', () => {
    const text =
      'Dispatch called back within 4 min. Lease road is glare ice. Puits humide (prof. 6 m), pompe #2 à changer.';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      'Dispatch called back within 4 min.',
      'Lease road is glare ice.',
      'Puits humide (prof. 6 m), pompe #2 à changer.',
    ]);
  });

  it('ends each answered line of a form, however long, and keeps a question with its answer', () => {
    const text =
      'Meules des affûteuses : capots en place et jeu de 3 mm ajusté sur chaque machine : Oui\n' +
      'Brouillard d’huile au-dessus des affûteuses automatiques de la salle : Non – capteur débranché\n' +
      'Eyewash at the CIP station flushed weekly and logged? NO - last entry in March\n' +
      'Kayla 11:20: ok marco is here, we lock out the disconnect and pull the string fuses\n' +
      'Before touching anything.';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      'Meules des affûteuses : capots en place et jeu de 3 mm ajusté sur chaque machine : Oui',
      'Brouillard d’huile au-dessus des affûteuses automatiques de la salle : Non – capteur débranché',
      'Eyewash at the CIP station flushed weekly and logged? NO - last entry in March',
      'Kayla 11:20: ok marco is here, we lock out the disconnect and pull the string fuses\nBefore touching anything.',
    ]);
  });

  it('ends a line answered after an arrow, and starts an item at its tick or cross', () => {
    const text =
      'Hotte des friteuses : système d’extinction inspecté en mars, filtres lavés → conforme\n' +
      'Plancher de la ligne chaude : huile devant les friteuses, pas de tapis antidérapant → NON conforme\n' +
      '✔ Chocks and cones placed per standard on every turn — 5/5\n' +
      '✘ Hearing protection: 3 of 7 agents had muffs around the neck';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      'Hotte des friteuses : système d’extinction inspecté en mars, filtres lavés → conforme',
      'Plancher de la ligne chaude : huile devant les friteuses, pas de tapis antidérapant → NON conforme',
      '✔ Chocks and cones placed per standard on every turn — 5/5',
      '✘ Hearing protection: 3 of 7 agents had muffs around the neck',
    ]);
  });

  it('ends a line opened by a cross ✘ even when the next line is an ordinary one', () => {
    const text =
      '✘ Hearing protection: 2 of 5 loaders had muffs around the neck at the compactor (92 dBA)\n' +
      'Propane forklift: removed in 2022, electric pallet jacks only now.';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      '✘ Hearing protection: 2 of 5 loaders had muffs around the neck at the compactor (92 dBA)',
      'Propane forklift: removed in 2022, electric pallet jacks only now.',
    ]);
  });

  it('starts an item at its empty box ☐ and ends a line answered « → À CORRIGER »', () => {
    const text =
      '☐ Trancheuse : protège-lame enlevé, le commis tranche sans gant → À CORRIGER\n' +
      '☐ Chambre froide : poignée intérieure testée → CONFORME';
    const spans = piecesOf(text);
    expect(spans).toEqual([
      '☐ Trancheuse : protège-lame enlevé, le commis tranche sans gant → À CORRIGER',
      '☐ Chambre froide : poignée intérieure testée → CONFORME',
    ]);
  });

  it('reads a short OCR page as one sign', () => {
    const text = 'HEARING PROTECTION\nREQUIRED IN THIS AREA';
    expect(segmentText(text, 'ocr')).toEqual([{ start: 0, end: text.length }]);
    expect(hazardsIn(text, true)).toContain('noise');
  });

  it('cuts a long sentence around the match, at word boundaries', () => {
    const text = `${'mot '.repeat(80)}le chariot élévateur recule ${'fin '.repeat(80)}`;
    const start = text.indexOf('chariot');
    const quote = quoteOf(text, { start: 0, end: text.length }, { start, end: start + 18 });
    expect(quote.length).toBeLessThanOrEqual(204);
    expect(quote).toMatch(/^….*chariot élévateur.*…$/);
  });
});

describe('builtin context reading', () => {
  it('tells a missing control from one in place', () => {
    expect(hazardsIn('Travail sur le toit sans harnais.')).toContain('falls-from-height');
    expect(
      readSegment({ text: 'Le port du harnais est respecté.', segment: { start: 0, end: 32 }, ocr: false }),
    ).toMatchObject({
      hits: [],
      safe: [{ hazardId: 'falls-from-height' }],
      status: 'controlled',
    });
  });

  it('does not let a negated hazard or a negated incident count', () => {
    const text = 'Il n’y a pas de bruit et aucun accident.';
    const reading = readSegment({ text, segment: { start: 0, end: text.length }, ocr: false });
    expect(reading.absent).toContain('noise');
    expect(reading.incident).toBe(false);
  });

  it('reads a word by what it is in each text, whatever an earlier analysis read it as', () => {
    // « Il porte » makes « porte » the verb there; a door in the next analysis is still a door.
    expect(hazardsIn('Il porte un casque.')).toEqual([]);
    expect(hazardsIn('La porte de la chambre froide s’est refermée toute seule.')).toContain(
      'walk-in-freezer-entrapment',
    );
  });

  it('keeps concept rules local: the words must be close together', () => {
    const far = `Les fils ${'sont rangés dans la remise avec les outils et le matériel de la saison '.repeat(2)}exposés.`;
    expect(hazardsIn(far)).not.toContain('electrical-contact');
    expect(hazardsIn('Les fils électriques sont dénudés.')).toContain('electrical-contact');
  });

  it('names only catalogue cues as weak or ignored', () => {
    for (const [hazardId, cues] of [...Object.entries(WEAK_CUES), ...Object.entries(IGNORED_CUES)]) {
      const hazard = getHazard(hazardId);
      expect(hazard, hazardId).toBeDefined();
      const known = new Set([...hazard!.cues.fr, ...hazard!.cues.en].map(foldText));
      for (const cue of cues) expect(known.has(foldText(cue)), `${hazardId}: ${cue}`).toBe(true);
    }
  });
});

describe('builtin hyphenated compounds', () => {
  const read = (text: string) => readSegment({ text, segment: { start: 0, end: text.length }, ocr: false });

  it('reads a hazard word qualifying something else as no hazard', () => {
    expect(
      hazardsIn('Each clerk has a height-adjustable counter for working at height-adjustable stools.'),
    ).toEqual([]);
    expect(hazardsIn('Chaque poste a une table de travail en hauteur réglable.')).not.toContain('noise');
  });

  it('reads "X-free" as the hazard said to be absent', () => {
    const reading = read('The new ceiling tiles are asbestos-free.');
    expect(reading.hits.map((hit) => hit.hazardId)).not.toContain('asbestos');
    expect(reading.absent).toContain('asbestos');
  });

  it('reads a protective compound as a measure, in place when the sentence says so', () => {
    const reading = read('All visitors wear noise-cancelling earmuffs supplied at the gate.');
    expect(reading.hits.filter((hit) => hit.hazardId === 'noise' && hit.danger)).toEqual([]);
  });

  it('does not read a spaced phrase marker inside its hyphenated compound', () => {
    // « take off » (a guard taken away) is a defeat; a "take-off" is a part of a tractor.
    const shaft = read('The power take-off guard of the baler is in place.');
    expect(shaft.hits.filter((hit) => hit.danger)).toEqual([]);
    const removed = read('The mechanic would take off the baler guard to clear jams.');
    expect(removed.hits.some((hit) => hit.danger)).toBe(true);
  });
});

describe('builtin language of a sentence', () => {
  it('does not read French cues, folded into English words, in an English sentence', () => {
    const text = 'The pay rate of the seasonal staff is reviewed at the end of March.';
    expect(readSegment({ text, segment: { start: 0, end: text.length }, ocr: false }).hits).toEqual([]);
  });

  it('keeps reading them in French, and English cues in French sentences', () => {
    expect(hazardsIn('Le boutefeu a signalé un raté dans le trou de mine du front de taille.')).toContain(
      'blasting',
    );
    expect(hazardsIn('Il glisse sur une marche de l’escalier mouillé.')).toContain('slips-trips');
  });
});

describe('builtin word senses', () => {
  it.each([
    ['Ice cream is hardened overnight in the blast chiller.', 'blasting'],
    ['Chef knives hang on a magnetic knife rack above the prep sink.', 'racking-collapse'],
    ['Each entrant carries a personal gas monitor clipped to the vest.', 'office-ergonomics'],
    ['Castings cool in their sand moulds before shakeout.', 'mould'],
    ['Les employés rangent leurs vélos sur le rack à vélos près de l’entrée.', 'racking-collapse'],
    ['Le peintre ponce l’ancienne peinture et la poussière retombe sur le plancher.', 'wood-dust'],
    ['The painter sands the old primer and the dust settles on the trim.', 'wood-dust'],
  ])('« %s » does not raise %s', (text, hazardId) => {
    const { hits } = readSegment({ text, segment: { start: 0, end: text.length }, ocr: false });
    expect(hits.filter((hit) => hit.weight >= 1).map((hit) => hit.hazardId)).not.toContain(hazardId);
  });

  it('keeps the hazard sense where the neighbours do not change it', () => {
    expect(hazardsIn('The blaster loads the holes before the blast.')).toContain('blasting');
    expect(hazardsIn('Mould grows on the basement walls after the flood.')).toContain('mould');
    expect(
      hazardsIn('Le menuisier ponce les planches de chêne et la poussière envahit l’atelier.'),
    ).toContain('wood-dust');
  });
});

describe('builtin segments: a checklist printed to PDF', () => {
  it('keeps a column’s « O/N » header and a section title in capitals on their own lines', () => {
    const page = [
      'Liste de démarrage de la cabine, remplie par Kevin L. le 12 novembre, deux ailes et un capot',
      'O/N Élément',
      'O Ventilateurs d’extraction de la cabine en marche, manomètre dans le vert, filtres changés',
      'AUDIT INTERNE',
      'Une seule armoire pour les inflammables, fermée.',
    ].join('\n');
    const lines = segmentText(page, 'text').map(({ start, end }) => page.slice(start, end));
    expect(lines).toEqual(page.split('\n'));
  });
});

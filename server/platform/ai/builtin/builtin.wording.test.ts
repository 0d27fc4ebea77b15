import { describe, expect, it } from 'vitest';
import { priorityOf } from '../../../../common/domain/risk';
import { findQuantities } from './builtin.quantities';
import { evidenceIds, evidenceIdsIn, risksOf } from './builtin.test-support';

// Fresh wording for each class of reading error found on the first holdout: each sentence failed before its fix.
const EN = { language: 'en', jurisdiction: 'ON' } as const;
const quantities = (text: string) => findQuantities(text, 0, text.length).map((q) => q.name);

describe('builtin engine: wording it was not tuned on', () => {
  it('reads a time of day as no shift length, and a range of clock times as one', () => {
    expect(quantities('La fête du quartier commence dimanche à 14 h.')).toEqual([]);
    expect(quantities('The network meeting starts at 13 h 30.')).toEqual([]);
    expect(quantities('Les gardiens font des quarts de 18 h à 6 h.')).toEqual([
      '@long-shift',
      '@clock-range',
    ]);
    // Hours of work, whatever their length, for the rules about when people work (« seul de 23 h à 7 h »).
    expect(quantities('Seul de 23 h à 7 h.')).toEqual(['@clock-range']);
  });

  it('reads a range of figures from its lower figure, so a negation before it reaches it', async () => {
    const text = 'Loads of 40-60 kg';
    const [range] = findQuantities(text, 0, text.length);
    expect(text.slice(range!.start, range!.end)).toBe('40-60 kg');
    const ids = evidenceIds(
      await risksOf(
        'Since the shop closed its tire bay, there is no manual handling of 60-100 kg wheels.',
        EN,
      ),
    );
    expect(ids).not.toContain('manual-handling');
    // The range itself still reads as its upper figure.
    expect(
      evidenceIds(await risksOf('Les préposés soulèvent des sacs de 15-25 kg toute la journée.')),
    ).toContain('manual-handling');
  });

  it('reads an event word that names what a device watches for as no event', async () => {
    const risks = await risksOf(
      'The boiler room has carbon monoxide detectors and a gas leak alarm, and the crew held a spill response drill.',
      EN,
    );
    expect(risks.filter((r) => r.status === 'past').map((r) => r.hazardId)).toEqual([]);
    const french = await risksOf(
      'La salle de réfrigération à l’ammoniac est munie de détecteurs de fuite reliés à une alarme.',
    );
    const ammonia = french.find((r) => r.hazardId === 'ammonia-refrigeration');
    expect(ammonia?.status).toBe('controlled');
    expect(priorityOf(ammonia!).priority).toBeGreaterThanOrEqual(3);
  });
});

describe('builtin engine: words in another sense, and controls named in fresh words', () => {
  it('reads « portent » (they wear) as no door and no harbour', async () => {
    const ids = evidenceIds(await risksOf('Sur le quai, les pêcheurs portent des bottes et des gants.'));
    expect(ids).not.toContain('loading-docks');
  });

  it('reads a flotation garment worn near the water as a control in place', async () => {
    const risks = await risksOf(
      'Sur le ponton, les guides portent en tout temps un vêtement de flottaison et une bouée de sauvetage est accrochée au quai.',
    );
    const water = risks.find((r) => r.hazardId === 'working-over-water');
    expect(water?.status).toBe('controlled');
    expect(priorityOf(water!).priority).toBeGreaterThanOrEqual(3);
  });

  it('reads the gases of a multi-gas test at normal readings as the test, not as findings', async () => {
    const tank = evidenceIds(
      await risksOf(
        'Avant de souder dans le ballast : permis signé, lectures O2 20,8 %, LIE 0 %, CO 0 ppm, H2S 0 ppm, surveillant au trou d’homme.',
      ),
    );
    expect(tank).not.toContain('carbon-monoxide');
    expect(tank).not.toContain('explosive-atmospheres');
    expect(tank).not.toContain('hydrogen-sulfide');
    const monitor = evidenceIds(
      await risksOf(
        'The welders clip on a four-gas monitor (CO/H2S/LEL/O2) bump tested at the start of shift.',
        EN,
      ),
    );
    expect(monitor).not.toContain('carbon-monoxide');
    // A reading out of the normal range is a finding, list or not.
    const high = await risksOf('Gas test at the hatch: O2 20.9 %, LEL 0 %, CO 65 ppm, H2S 0 ppm.', EN);
    expect(evidenceIds(high)).toContain('carbon-monoxide');
    const low = await risksOf('Gas test at the hatch: O2 18.2 %, LEL 0 %, CO 0 ppm, H2S 0 ppm.', EN);
    expect(evidenceIds(low)).toContain('oxygen-deficient-inert-gas');
  });

  it('reads utility locates done before digging as a control, and none called in as a danger', async () => {
    const located = await risksOf(
      'Before the backhoe started, the locates were called in and the gas line was marked and exposed by daylighting.',
      EN,
    );
    const utilities = located.find((r) => r.hazardId === 'underground-utilities');
    expect(utilities?.status).toBe('controlled');
    expect(priorityOf(utilities!).priority).toBeGreaterThanOrEqual(3);
    const blind = await risksOf('Nobody called for locates before the backhoe dug along the gas line.', EN);
    expect(priorityOf(blind.find((r) => r.hazardId === 'underground-utilities')!).priority).toBe(1);
    // « Info-Ex » is the locate service, not any « info ».
    const called = await risksOf('Appel à Info-Ex fait lundi avant de creuser.');
    expect(called.find((r) => r.hazardId === 'underground-utilities')?.status).toBe('controlled');
    expect(
      await evidenceIdsIn('Pour ton info, on fait pu de moulage en résine depuis l’an passé.'),
    ).not.toContain('underground-utilities');
  });

  it('reads no trip hazard in a floor and a cable at either end of a long clause', async () => {
    const ids = evidenceIds(
      await risksOf(
        'The warehouse floor was repainted in spring by a contractor who also replaced the worn cables of the hoist.',
        EN,
      ),
    );
    expect(ids).not.toContain('slips-trips');
  });
});

describe('builtin engine: crushing needs a body', () => {
  it('reads a body part crushed or pinched, by anything, as caught-in-between, and « s’est fait » as an event', async () => {
    const risks = await risksOf('Hier, un livreur s’est fait coincer la main dans la porte du camion.');
    expect(risks.find((r) => r.hazardId === 'caught-in-between')?.status).toBe('past');
    const english = await risksOf('A cleaner got two fingers pinched in the fire door.', EN);
    expect(evidenceIds(english)).toContain('caught-in-between');
  });

  it('reads no crushing hazard in what is crushed on purpose', async () => {
    const ids = evidenceIds(
      await risksOf('The nurse crushes the pills into applesauce for residents who cannot swallow.', EN),
    );
    expect(ids).not.toContain('caught-in-between');
  });
});

describe('builtin engine: psychosocial risks in everyday words', () => {
  it('reads time off for the mind, timed quotas and hostile callers', async () => {
    const english = evidenceIds(
      await risksOf('Two dispatchers are off work with burnout after months of abusive callers.', EN),
    );
    expect(english).toEqual(expect.arrayContaining(['psychosocial-risks', 'workplace-violence']));
    const french = evidenceIds(
      await risksOf(
        'Les conseillères doivent tenir des quotas chronométrés et deux d’entre elles sont en arrêt de travail pour anxiété.',
      ),
    );
    expect(french).toContain('psychosocial-risks');
  });
});

describe('builtin engine: a control done by a professional', () => {
  it('reads workstations assessed or adjusted by an ergonomist as office ergonomics in hand', async () => {
    const risks = await risksOf('Every desk was assessed by an ergonomist in the spring.', EN);
    const office = risks.find((r) => r.hazardId === 'office-ergonomics');
    expect(office?.status).toBe('controlled');
    expect(office?.basis).toBe('evidence');
  });
});

describe('builtin engine: posture and floor paraphrase', () => {
  it('reads a task done overhead as an awkward posture, and no posture in a thing placed overhead', async () => {
    expect(
      evidenceIds(await risksOf('The painters roll the ceilings overhead most of the day.', EN)),
    ).toContain('awkward-postures');
    expect(evidenceIds(await risksOf('Les plâtriers poncent au plafond pendant des heures.'))).toContain(
      'awkward-postures',
    );
    expect(evidenceIds(await risksOf('The lights are installed overhead in the gym.', EN))).not.toContain(
      'awkward-postures',
    );
  });

  it('reads a floor strewn with scraps as a trip hazard', async () => {
    expect(evidenceIds(await risksOf('Le sol de l’atelier est jonché de retailles de bois.'))).toContain(
      'slips-trips',
    );
  });
});

describe('builtin engine: status words keep their inflection', () => {
  it('reads a team (« équipe ») as no equipped control, a "monitor" or a "check" as no monitoring', async () => {
    const team = await risksOf('L’équipe de jour travaille dans une tranchée de 2 m de profondeur.');
    expect(team.find((r) => r.hazardId === 'excavation-trenching')?.status).toBe('present');
    const screen = await risksOf('The monitor in the office shows the crew entering the digester.', EN);
    expect(screen.find((r) => r.hazardId === 'confined-spaces')?.status).toBe('present');
    const ladder = await risksOf('Operators climb the ladder to check the tank level.', EN);
    expect(ladder.find((r) => r.hazardId === 'ladders')?.status).toBe('present');
  });

  it('reads a weak -ing cue only as the activity: the ground is no grounding', async () => {
    const risks = await risksOf('Two labourers dig beside the trench while the ground is still frozen.', EN);
    expect(evidenceIds(risks)).not.toContain('electrical-contact');
    expect(risks.find((r) => r.hazardId === 'excavation-trenching')?.status).toBe('present');
  });
});

describe('builtin engine: a night shift says when, not that anyone is tired', () => {
  it('raises no fatigue from a night shift named as a time, and raises it for nights in a row', async () => {
    expect(
      evidenceIds(await risksOf('On the night shift the security guard also waters the plants.', EN)),
    ).not.toContain('fatigue-shift-work');
    expect(evidenceIds(await risksOf('Les infirmières font quatre quarts de nuit d’affilée.'))).toContain(
      'fatigue-shift-work',
    );
  });
});

describe('builtin engine: a hazard word that dates another finding', () => {
  it('reads « after the blast » as a time, and an event after a fall as an event', async () => {
    const ids = evidenceIds(
      await risksOf('The crew scales the loose rock from the drift back after the blast.', EN),
    );
    expect(ids).toContain('ground-control');
    expect(ids).not.toContain('blasting');
    const fall = await risksOf('Après la chute de l’échelle, le peintre a été hospitalisé.');
    expect(fall.find((r) => r.hazardId === 'ladders')?.status).toBe('past');
  });
});

describe('builtin engine: a symptom is the sign of the cause the evidence names', () => {
  it('attributes sore wrists to laptop work, and to repetitive work only when no cause is named', async () => {
    const office = evidenceIds(
      await risksOf(
        'Staff spend all day at laptops on kitchen tables and several complain of sore wrists.',
        EN,
      ),
    );
    expect(office).toContain('office-ergonomics');
    expect(office).not.toContain('repetitive-work');
    expect(evidenceIds(await risksOf('Plusieurs caissières ont des douleurs aux poignets.'))).toContain(
      'repetitive-work',
    );
  });
});

describe('builtin engine: substitution, harm verbs and enclosure', () => {
  it('reads a hazard replaced by something else as absent', async () => {
    const ids = evidenceIds(
      await risksOf('The propane forklifts were replaced by walk-behind electric pallet jacks.', EN),
    );
    expect(ids).not.toContain('forklifts');
  });

  it('reads a person hit, struck or run over as a past event', async () => {
    const french = await risksOf('Le chariot élévateur a heurté un piéton près du quai de chargement.');
    expect(french.find((r) => r.hazardId === 'forklifts')?.status).toBe('past');
    const english = await risksOf('The courier was hit by a reversing van in the yard.', EN);
    expect(english.find((r) => r.hazardId === 'pedestrian-vehicle-traffic')?.status).toBe('past');
  });

  it('reads a fully enclosed drive as a control in place', async () => {
    const risks = await risksOf('The conveyor’s drive chain is fully enclosed.', EN);
    const evidence = risks.filter((r) => r.basis === 'evidence');
    expect(evidence.length).toBeGreaterThan(0);
    for (const risk of evidence) expect(risk.status, risk.hazardId ?? '').toBe('controlled');
  });
});

describe('builtin engine: more paraphrase families', () => {
  it('reads counts of items per shift as repetitive work', async () => {
    expect(
      evidenceIds(await risksOf('Packers close thousands of parcels per shift on the line.', EN)),
    ).toContain('repetitive-work');
  });

  it('reads a floor covered in water or grease as a slip hazard', async () => {
    expect(evidenceIds(await risksOf('Le sol de la plonge est couvert d’eau savonneuse.'))).toContain(
      'slips-trips',
    );
  });

  it('reads work inside a vessel as a confined space', async () => {
    expect(
      evidenceIds(await risksOf('Deux mécaniciens travaillent dans la citerne pour changer un joint.')),
    ).toContain('confined-spaces');
  });

  it('reads blood samples handled as a biological hazard', async () => {
    expect(evidenceIds(await risksOf('Clerks sort blood samples into racks for the courier.', EN))).toContain(
      'biological-agents',
    );
  });
});

describe('builtin engine: negation scope and missing measures', () => {
  it('reaches a negation over articles (« none of the staff work alone »)', async () => {
    expect(evidenceIds(await risksOf('None of the cashiers works alone after 9 p.m.', EN))).not.toContain(
      'working-alone',
    );
  });

  it('reads a missing measure as confirming its hazard (« soudent sans aspiration »)', async () => {
    const risks = await risksOf('Les soudeurs travaillent dans un garage fermé, sans aspiration.');
    expect(evidenceIds(risks)).toContain('welding-fumes');
  });

  it('reads a robber’s knife as the robbery, not as a tool’s edge, and a butter knife as nothing', async () => {
    const holdup = await evidenceIdsIn(
      'Last winter a man jumped the counter at the gas bar, said he had a knife and emptied the till.',
      'en',
    );
    const french = await evidenceIdsIn(
      'La nuit dernière, un homme a sauté par-dessus le comptoir, un couteau à la main.',
    );
    for (const ids of [holdup, french]) {
      expect(ids).toContain('robbery-cash-handling');
      expect(ids).not.toContain('sharp-tools');
    }
    expect(await evidenceIdsIn('He spread the jam with a butter knife.', 'en')).not.toContain('sharp-tools');
    expect(await evidenceIdsIn('The prep cook cut his thumb on the boning knife.', 'en')).toContain(
      'sharp-tools',
    );
  });

  it('reads a walk-in freezer’s release handle as entrapment, and as cold work only with time spent in it', async () => {
    const handle = await evidenceIdsIn(
      'Chambre froide : poignée de sortie intérieure testée, ça ouvre de l’intérieur.',
    );
    expect(handle).toContain('walk-in-freezer-entrapment');
    expect(handle).not.toContain('cold-stress');
    const cold = await evidenceIdsIn(
      'Walk-in freezer at -25 °C: the inside release handle is broken and pickers stay in 2 h without freezer suits.',
      'en',
    );
    expect(cold).toContain('walk-in-freezer-entrapment');
    expect(cold).toContain('cold-stress');
  });

  it('reads an injury to a body part, a splash or a robbery as a past event', async () => {
    const cut = await risksOf('A baker cut his finger on the bread slicer this morning.', EN);
    expect(cut.some((r) => r.status === 'past')).toBe(true);
    const robbed = await risksOf('The night clerk was robbed at the till in March.', EN);
    expect(robbed.some((r) => r.status === 'past')).toBe(true);
  });

  it('reads a loud show for an audience as no noise hazard', async () => {
    expect(
      evidenceIds(await risksOf('The school band was loud and the audience applauded for minutes.', EN)),
    ).not.toContain('noise');
  });
});

describe('builtin engine: a third round of fresh sentences', () => {
  it('reads a hyphenated quantity (« a 25-kg sack », "a 12-foot ladder")', () => {
    expect(quantities('they carry a 25-kg sack')).toEqual(['@load-heavy']);
    expect(quantities('a 60-pound box')).toEqual(['@load-heavy']);
    expect(quantities('a 12-foot ladder')).toEqual(['@height-3m']);
  });

  it('reads « entre dans » as entering a confined space', async () => {
    expect(evidenceIds(await risksOf('Le cultivateur entre dans le silo pour défaire une voûte.'))).toContain(
      'confined-spaces',
    );
  });

  it('reads an electric shock received as a past event', async () => {
    const risks = await risksOf('An apprentice got a shock from the live panel last week.', EN);
    expect(risks.some((r) => r.hazardId === 'electrical-contact' && r.status === 'past')).toBe(true);
  });

  it('reads a measure worn or in place as a control even when no cue names it, and agreed participles', async () => {
    const noise = await risksOf('In the press shop hearing protection is worn at all times.', EN);
    expect(noise.find((r) => r.hazardId === 'noise')?.status ?? 'controlled').toBe('controlled');
    const gas = await risksOf(
      'Les bouteilles d’acétylène sont attachées au mur et verrouillées dans une cage.',
    );
    const cylinders = gas.find((r) => r.hazardId === 'compressed-gases');
    expect(cylinders?.status).toBe('controlled');
  });

  it('reads back pain alone as no manual handling, and leaking diesel as a fuel', async () => {
    expect(
      evidenceIds(await risksOf('The wellness seminar covers sleep, diet and back pain.', EN)),
    ).not.toContain('manual-handling');
    const fuel = evidenceIds(await risksOf('The diesel tank behind the shop leaks onto the gravel.', EN));
    expect(fuel).toContain('flammable-liquids');
    expect(fuel).not.toContain('diesel-exhaust');
  });
});

describe('builtin engine: a control reaches its own clause', () => {
  it('keeps a hazard of another clause uncontrolled (« cadenassé …, mais le plancher est couvert d’huile »)', async () => {
    const french = await risksOf(
      'La presse est cadenassée pendant le réglage, mais le sol tout autour est couvert d’huile.',
    );
    expect(french.find((r) => r.hazardId === 'slips-trips')?.status).toBe('present');
    const english = await risksOf(
      'Guardrails are in place along the loading platform, and two clerks carry 30 kg crates down the stairs.',
      EN,
    );
    expect(english.find((r) => r.hazardId === 'manual-handling')?.status).toBe('present');
    expect(english.find((r) => r.hazardId === 'falls-from-height')?.status ?? 'controlled').toBe(
      'controlled',
    );
  });
});

describe('builtin engine: a hazard taken away', () => {
  it('reads equipment out of service or a material removed by a contractor as absent, in rules too', async () => {
    expect(
      evidenceIds(await risksOf('Le vieux chariot élévateur a été retiré du service en janvier.')),
    ).not.toContain('forklifts');
    expect(
      evidenceIds(await risksOf('The asbestos pipe lagging was removed by a licensed contractor.', EN)),
    ).not.toContain('asbestos');
  });
});

describe('builtin engine: a measure in use, and nobody hurt', () => {
  it('reads a patient-lift device in use as a control, and a negated injury as no event', async () => {
    const risks = await risksOf(
      'Les préposées utilisent toujours le verticalisateur et aucune n’a été blessée depuis le printemps.',
    );
    const handling = risks.find((r) => r.hazardId === 'patient-handling');
    expect(handling?.status).toBe('controlled');
    const english = await risksOf('Aides always use slide sheets, and nobody was injured this year.', EN);
    expect(english.find((r) => r.hazardId === 'patient-handling')?.status).toBe('controlled');
  });
});

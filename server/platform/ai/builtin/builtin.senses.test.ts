import { describe, expect, it } from 'vitest';
import { priorityOf } from '../../../../common/domain/risk';
import type { RiskDraft } from '../engine';
import { isTradeProse } from './builtin.senses';
import {
  evidenceIds,
  evidenceIdsIn,
  evidenceRisk,
  itDoesNotRaise,
  itRaises,
  risksOf,
} from './builtin.test-support';

// Second holdout, one test per class of reading error, in wording of our own: each failed before its fix.
const EN = { language: 'en', jurisdiction: 'ON' } as const;

/** The status of the evidence risk `text` raises for `hazardId`, if any. */
const statusIn = async (text: string, hazardId: string) => (await evidenceRisk(text, hazardId, EN))?.status;

/** The sentence, in its language, raises no evidence risk for the hazard. */
const none = async (text: string, hazardId: string, language: 'fr' | 'en') =>
  expect(await evidenceIdsIn(text, language)).not.toContain(hazardId);

describe('builtin engine: words in a harmless sense', () => {
  it('reads figures that fall, lamps that burn out, a blast of sound and food served hot as no hazard', async () => {
    const ids = evidenceIds(
      await risksOf(
        'In the parts room, three of the ceiling lamps burned out last week. Since the upgrade, a shrill tone blasted ' +
          'through the earpiece of the dispatcher. Rental income for scaffolds dropped 15% over the winter.',
        EN,
      ),
    );
    expect(ids).not.toContain('burns-scalds');
    expect(ids).not.toContain('blasting');
    expect(ids).not.toContain('falls-from-height');
    expect(ids).not.toContain('falling-objects');
    const french = evidenceIds(await risksOf('Les ventes d’échafaudages ont chuté de 12 % au printemps.'));
    expect(french).not.toContain('falls-from-height');
  });

  it('still reads a fall, a burn and a blast in their hazardous sense', async () => {
    const risks = await risksOf(
      'A roofer fell from the eaves last month. The cook burned her wrist on the grill. The crew loads the blast holes by hand.',
      EN,
    );
    expect(evidenceIds(risks)).toEqual(expect.arrayContaining(['burns-scalds', 'blasting']));
  });

  it('reads figures of speech (heavy lifting on a flyer, crush Q4, on its own) as no hazard', async () => {
    const memo =
      'Marketing did the heavy lifting on the flyer. Let’s crush Q4. Crews can keep working offline and the app ' +
      'catches up on its own.';
    expect(evidenceIds(await risksOf(memo, EN))).toEqual([]);
    const literal = await risksOf(
      'The stock clerks do the heavy lifting of 30 kg cartons by hand, and the night cleaner works on his own.',
      EN,
    );
    expect(evidenceIds(literal)).toEqual(expect.arrayContaining(['manual-handling', 'working-alone']));
  });

  it('reads a document about trade (a price list, a lunch menu) as no account of work', async () => {
    const ids = evidenceIds(
      await risksOf(
        'Spring flyer: extension ladders now $149, chainsaws reduced by $60, and prices on propane cylinders held. ' +
          'Margins on welding helmets improved. Our lunch counter serves chili and a grilled cheese.',
        EN,
      ),
    );
    expect(ids).toEqual([]);
    const menu = evidenceIds(
      await risksOf(
        'Menu de la semaine à la cafétéria : lundi, pâté chinois; mardi, soupe du jour bien chaude et sandwich; ' +
          'vendredi, poisson frit. Café à 1 $.',
      ),
    );
    expect(menu).toEqual([]);
  });

  it('reads a property listing and a book club’s notes as no account of work', async () => {
    const listing = evidenceIds(
      await risksOf(
        'Just listed: 3 bedrooms, 1,800 sq ft, private rooftop deck with hot tub, heated floors, gas range. ' +
          'Sellers motivated. Open house Sunday.',
        EN,
      ),
    );
    expect(listing).toEqual([]);
    const club = evidenceIds(
      await risksOf(
        'Club de lecture : le roman du mois raconte la chute d’une famille. Le personnage de la mère, explosive, ' +
          'a divisé les lecteurs; la fin « coup de poing » a plu. Prochain livre au chapitre 3.',
      ),
    );
    expect(club).toEqual([]);
  });

  it('reads a listing with its home inspection, a sports column with its « équipe » and a garden column as no work', async () => {
    const listing = evidenceIds(
      await risksOf(
        'À VENDRE – 429 000 $. Bungalow de 3 chambres, terrain de 6 000 pi², toiture refaite, détecteur de monoxyde ' +
          'de carbone. Inspection préachat disponible. Visites libres dimanche, courtière immobilière sur place.',
      ),
    );
    expect(listing).toEqual([]);
    const column = evidenceIds(
      await risksOf(
        'Chronique du lundi : l’équipe s’écroule encore, coincée au 7e rang du classement. Les partisans huent, ' +
          'l’entraîneur parle d’une glace mince après le match et d’un vacarme assourdissant au Centre Bell.',
      ),
    );
    expect(column).toEqual([]);
    const garden = evidenceIds(
      await risksOf(
        'Garden column: burned tomato leaves are sunscald from the heat wave. Readers ask about wasps in the ' +
          'fallen plums; rake them up. Old ladders make good bean trellises in a small garden.',
        EN,
      ),
    );
    expect(garden).toEqual([]);
  });

  it('still reads a workplace note that names a price or a garden as work', async () => {
    expect(
      evidenceIds(
        await risksOf(
          'Garden centre: the staff unload 40 kg bags of soil by hand from the trailer all morning. Bags $12.',
          EN,
        ),
      ),
    ).toContain('manual-handling');
  });

  it('reads a robber’s knife as violence, not a cutting tool', async () => {
    const ids = evidenceIds(
      await risksOf('Le voleur cagoulé avait un couteau dans la poche et a menacé la caissière.', {
        language: 'fr',
      }),
    );
    expect(ids).not.toContain('sharp-tools');
    expect(ids).toContain('workplace-violence');
  });

  it('reads no confined space in a hose hooked to a tank’s inlet, an office’s CO2 or a first-aid attendant', async () => {
    expect(
      await evidenceIdsIn(
        'Le livreur a branché son boyau sur l’entrée du réservoir de chlore, sans vérifier l’étiquette.',
        'fr',
      ),
    ).not.toContain('confined-spaces');
    expect(
      await evidenceIdsIn('Third-floor offices feel stuffy; CO2 inside reached 1,300 ppm by 3 pm.', 'en'),
    ).not.toContain('confined-spaces');
    expect(await evidenceIdsIn('Our first aid attendant is on the night crew.', 'en')).not.toContain(
      'confined-spaces',
    );
    expect(
      await evidenceIdsIn('Two labourers went into the septic tank to clear the inlet.', 'en'),
    ).toContain('confined-spaces');
  });

  it('reads a recipe, a hiking blog and a film review as no account of work', async () => {
    const recipe = evidenceIds(
      await risksOf(
        'Recette des beignes de ma tante : ingrédients, 3 tasses de farine, 2 cuillères à soupe de sucre. Chauffez ' +
          'l’huile à 180 °C; un couteau bien aiguisé pour les trous.',
        { language: 'fr' },
      ),
    );
    expect(recipe).toEqual([]);
    const blog = evidenceIds(
      await risksOf(
        'Hiking blog, day 2 on the trail: ladders up the cliff, I slipped in the mud and fell on my back.',
        EN,
      ),
    );
    expect(blog).toEqual([]);
    const review = evidenceIds(
      await risksOf(
        'Movie review ★★☆☆☆: the film traps miners after an explosion; a crane drops a cage, a B-movie.',
        EN,
      ),
    );
    expect(review).toEqual([]);
  });

  it('reads a fall on a yard’s ice, a drunk patient and a crab plant’s sorting table in their own sense', async () => {
    expect(
      await evidenceIdsIn('Chute sur la glace dans la cour de l’école à la récréation.', 'fr'),
    ).not.toContain('wind-turbine-ice-throw');
    expect(
      await evidenceIdsIn('At triage an intoxicated patient shoved the clerk into the counter.', 'en'),
    ).not.toContain('impairment');
    expect(
      await evidenceIdsIn('Table de tri du crabe : plancher mouillé, bouts de carapace partout.', 'fr'),
    ).not.toContain('sawmill-equipment');
  });

  it('reads a bottle’s cap and a grease plug (« bouchon ») as no earplug', async () => {
    expect(
      await evidenceIdsIn('Au labo, un vieux flacon d’éther avec des cristaux autour du bouchon.'),
    ).not.toContain('noise');
    expect(
      await evidenceIdsIn('Les cols bleus dégagent un bouchon de graisse dans la conduite.'),
    ).not.toContain('noise');
  });

  it('reads a slide in the standings as no slip', async () => {
    expect(
      evidenceIds(await risksOf('Le Canadien perd encore et la glissade au classement se poursuit.')),
    ).not.toContain('slips-trips');
  });
});

describe('builtin engine: access equipment on the way to the hazard', () => {
  it('reads a ladder climbed down into a pit or a tank as the way to a confined space, not a ladder risk', async () => {
    const ids = evidenceIds(
      await risksOf(
        'To free the float switch, the helper climbs down the steel ladder into the septic tank with no air monitor.',
        EN,
      ),
    );
    expect(ids).toContain('confined-spaces');
    expect(ids).not.toContain('ladders');
    const defect = evidenceIds(await risksOf('The fixed ladder into the cistern has two cracked rungs.', EN));
    expect(defect).toContain('ladders');
  });

  it('reads lamps that are out as poor lighting, and burnt-out people as no burn', async () => {
    const risks = await risksOf(
      'Trois luminaires de la cage d’escalier sont grillés depuis un mois. Our evening cleaners say they are burned out.',
    );
    expect(evidenceIds(risks)).toContain('inadequate-lighting');
    expect(evidenceIds(risks)).not.toContain('burns-scalds');
  });
});

describe('builtin engine: controls and removals stated in a sentence', () => {
  const ratedLow = (risks: RiskDraft[], id: string) => {
    const risk = risks.find((r) => r.hazardId === id);
    return !risk || (risk.status === 'controlled' && priorityOf(risk).priority >= 3);
  };

  it('reads equipment without its protection that was sold or scrapped as gone, not as a missing control', async () => {
    const risks = await risksOf(
      'Our two loaders are fitted with ROPS, and the older loader that had no ROPS was scrapped in June.',
      EN,
    );
    expect(
      risks.filter((r) => r.basis === 'evidence' && r.status !== 'controlled').map((r) => r.hazardId),
    ).toEqual([]);
  });

  it('reads a device tested, calibrated or cleaned by someone, and a barrier that protects, as controls', async () => {
    const french = await risksOf(
      'Le système d’extinction de la cuisine a été entretenu par le fournisseur en mai. ' +
        'Des barrières de béton protègent l’aire de travail sur l’autoroute.',
    );
    expect(ratedLow(french, 'fryer-grease-fire')).toBe(true);
    expect(ratedLow(french, 'work-zone-traffic')).toBe(true);
    const english = await risksOf(
      'The cooler latch was swapped for one with an inside handle, and we tested it twice. ' +
        'The compressor now sits in an acoustic enclosure.',
      EN,
    );
    expect(english.find((r) => r.hazardId === 'walk-in-freezer-entrapment')?.status).toBe('controlled');
    expect(ratedLow(english, 'noise')).toBe(true);
  });

  it('reads hearing or eye protectors as PPE, not machine guards', async () => {
    const ids = evidenceIds(
      await risksOf('Les protecteurs auditifs sont distribués, mais personne ne contrôle s’ils sont portés.'),
    );
    expect(ids).not.toContain('machine-guarding');
  });
});

describe('builtin engine: concepts said in everyday words', () => {
  it('reads gas from manure or sewage by its effect, dust of animal houses, and bakers with a runny nose', async () => {
    const french = evidenceIds(
      await risksOf(
        'En vidant la fosse à purin, le voisin a eu un violent mal de tête et des nausées. ' +
          'Dans le poulailler, la poussière reste en suspension toute la matinée.',
      ),
    );
    expect(french).toEqual(expect.arrayContaining(['hydrogen-sulfide', 'organic-dust-farmers-lung']));
    const english = evidenceIds(
      await risksOf(
        'Two of the pastry bakers sneeze all morning and one now uses an inhaler for asthma.',
        EN,
      ),
    );
    expect(english).toContain('flour-dust-sensitization');
  });

  it('reads heat by its effect, staff worn out and short-handed, and being made to stay past the shift', async () => {
    const heat = evidenceIds(
      await risksOf('Sur le chantier de pavage, il faisait 33 °C et un manœuvre a vomi en fin de journée.'),
    );
    expect(heat).toContain('heat-stress');
    const care = evidenceIds(
      await risksOf(
        'The home-care aides are drained and half of them talk about quitting. ' +
          'Night clerks are forced to stay for a double when the relief calls in sick.',
        EN,
      ),
    );
    expect(care).toEqual(expect.arrayContaining(['psychosocial-risks', 'fatigue-shift-work']));
  });

  it('reads a worker punched or bitten, a boat loaded above its rail, and a hand caught in a line', async () => {
    const violence = await risksOf('Lundi, un client a giflé une caissière à la fermeture.');
    expect(violence.find((r) => r.hazardId === 'workplace-violence')).toBeDefined();
    const marine = evidenceIds(
      await risksOf(
        'The skiff was overloaded with cages stacked above the rail. A crewman had his hand wrapped in the hauling line.',
        EN,
      ),
    );
    expect(marine).toEqual(expect.arrayContaining(['vessel-stability-capsizing', 'caught-in-between']));
    const dog = await risksOf(
      'The meter reader met two loose dogs at the farm. She was bitten on the ankle.',
      EN,
    );
    expect(dog.find((r) => r.hazardId === 'dog-bites')?.status).toBe('past');
  });
});

describe('builtin engine: hazard words naming goods, covers and durations', () => {
  it('reads roofing as goods or a hatch, a tarp over a floor, and the time something took as no hazard', async () => {
    const ids = evidenceIds(
      await risksOf(
        'The yard crew unloads pallets of shingles from the supplier every Monday. The roof hatch of the pump house stays padlocked. ' +
          'Before the rain, the carpenters will tarp the deck. The ambulance took 14 hours to reach the lodge.',
        EN,
      ),
    );
    expect(ids).not.toContain('roof-work');
    expect(ids).not.toContain('cargo-securement');
    expect(ids).not.toContain('fatigue-shift-work');
  });

  it('reads heat-resistant gloves as a burn control, not heat stress', async () => {
    const risks = await risksOf(
      'Les boulangers portent des gants résistants à la chaleur pour sortir les plaques du four.',
    );
    expect(risks.find((r) => r.hazardId === 'burns-scalds')?.status).toBe('controlled');
    expect(evidenceIds(risks)).not.toContain('heat-stress');
  });
});

describe('builtin engine: equipment that only says who the people are', () => {
  it('reads "the crane operators complain of solvent vapours" as a solvent exposure, not a crane risk', async () => {
    const ids = evidenceIds(
      await risksOf(
        'Les conducteurs de grue se plaignent des vapeurs de solvant qui montent de la cabine de peinture.',
      ),
    );
    expect(ids).toContain('solvents');
    expect(ids).not.toContain('cranes-rigging');
    const crane = evidenceIds(
      await risksOf('The crane operators lift bundles of rebar over the site office.', EN),
    );
    expect(crane).toContain('cranes-rigging');
  });
});

describe('builtin engine: negations that affirm, people exhausted, cold said the Canadian way', () => {
  it('reads "not the only one" as affirming, and an exhausted person as no engine exhaust', async () => {
    const ids = evidenceIds(
      await risksOf('Luc is not the only cook who is exhausted and talking about quitting.', EN),
    );
    expect(ids).toContain('psychosocial-risks');
    expect(ids).not.toContain('diesel-exhaust');
  });

  it('reads a temperature below zero without a unit as cold', async () => {
    const ids = evidenceIds(
      await risksOf('Les releveurs de compteurs marchent toute la journée à -28 dehors.'),
    );
    expect(ids).toContain('cold-stress');
  });
});

describe('builtin engine: livestock by species and the aids that keep handlers apart', () => {
  it('reads boars and stallions as livestock, and a sorting board in use as the control', async () => {
    const risks = await risksOf(
      'To load the stallion, the grooms always use a hog panel and stay out of kicking range.',
      EN,
    );
    expect(risks.find((r) => r.hazardId === 'livestock-handling')?.status).toBe('controlled');
    const french = evidenceIds(
      await risksOf('Le verrat a coincé un employé contre la barrière de l’enclos.'),
    );
    expect(french).toContain('livestock-handling');
  });
});

describe('builtin engine: a rule word spelled like a sign in capitals', () => {
  it('reads a lowercase "exit" in a rule although the catalogue also has the sign EXIT', async () => {
    const ids = evidenceIds(
      await risksOf('Delivery vans cut through the staff exit of the depot at speed.', EN),
    );
    expect(ids).toContain('pedestrian-vehicle-traffic');
  });
});

describe('builtin engine: what a document is about shows in its opening', () => {
  const menu =
    'Menu du jour : soupe du jour servie chaude, plat du jour, desserts maison, prix du lunch 14 $, promotions. ';
  it('reads a menu as trade prose, and a long work report that ends on one as a report', () => {
    expect(isTradeProse(menu.repeat(3))).toBe(true);
    const report = 'Inspection du quai 3 : rampe de chargement vérifiée, cales de roues en place. '.repeat(
      200,
    );
    expect(report.length).toBeGreaterThan(12_000);
    expect(isTradeProse(report + menu.repeat(40))).toBe(false);
  });
  it('reads a heritage statement, a road test, an athlete’s profile and a peer review as no account of work', () => {
    for (const text of [
      'STATEMENT OF SIGNIFICANCE – Old Creamery, Truro. Heritage value: the creamery, built in 1911 with clapboard walls and a steep gable, recalls the dairy farmers who shipped cream here. Character-defining elements include the cornices and the loading door.',
      'ESSAI ROUTIER – Le VUS compact de l’année. Le constructeur annonce 250 chevaux et 7,9 L/100 km; nous avons obtenu 8,6 L/100 km en hiver. Le prix de base est de 41 000 $, et le système d’infodivertissement reste lent.',
      'NOS ATHLÈTES – Marie-Ève Landry, née à Rimouski en 2005, a remporté deux médailles aux championnats canadiens de ski de fond. Elle vise maintenant le podium aux Jeux d’hiver du Canada.',
      'Manuscript ID: STR-2025-118. Reviewer 1 – Recommendation: minor revision. The authors test welded steel joints under cyclic loading; the crack growth data are new, but the operators of the test rig should be named.',
    ])
      expect(isTradeProse(text), text).toBe(true);
  });

  it('reads a product’s press release and a credit union president’s message as no account of work', () => {
    expect(
      isTradeProse(
        'PRESS RELEASE – The TrailPro X2 phone ships with an IP68 rating, a 110 dB speaker and a frame drop-tested from 2 m. Pre-orders open today.',
      ),
    ).toBe(true);
    expect(
      isTradeProse(
        'Mot de la présidente. Chers sociétaires, votre caisse a versé une ristourne record cette année; merci de votre confiance.',
      ),
    ).toBe(true);
  });

  it('reads a grain market newsletter and a financial planner’s column as no account of work', () => {
    for (const text of [
      'GRAIN DESK – Canola bids slid again this week on the futures board. Our advice: hedge a third of your bushels on the next rally and keep to your marketing plan. Join our webinar on deferred contracts; this is market commentary, not financial advice.',
      'VOS FINANCES – par votre planificatrice financière. Les marchés boursiers ont reculé : pensez à votre REER, à votre CELI et à une échelle de CPG. Ce texte ne constitue pas un conseil personnalisé, prenez rendez-vous pour en parler à votre caisse.',
    ])
      expect(isTradeProse(text), text).toBe(true);
  });

  it('reads a francization committee’s minutes, a contest’s release and a customer survey as no account of work', () => {
    for (const text of [
      'Comité de francisation – procès-verbal. Le comité valide le glossaire de 212 termes de l’interface : « pitch » devient calage des pales, « hub » devient moyeu. Budget de traduction approuvé; jeu-questionnaire de terminologie au dîner de Noël.',
      'COMMUNIQUÉ – Pour diffusion immédiate. Les chasse-neige de la Ville ont un nom! Plus de 600 propositions d’élèves ont été reçues au concours; chaque classe gagnante recevra une photo, et les mentions spéciales du jury seront exposées à l’hôtel de ville.',
      'Subject: 2025 customer survey results. Overall satisfaction 4.3 / 5, NPS +41; 180 customers surveyed. Customers liked our pricing on stair stringers; invoices missing PO numbers drew 6 comments. The shop will deburr cut ends before shipping.',
    ])
      expect(isTradeProse(text), text).toBe(true);
  });

  it('reads a shop’s checklist or a tech’s notes as work, whatever leisure words they share', () => {
    // "start-up", "reviewed" and a boss are also a founder's post, a customer's review and a game's; the shop,
    // its gloves and its checklist say whose page this is.
    const checklist =
      'Paint booth start-up checklist, reviewed by the boss. Y Gloves and respirator on the sprayer. ' +
      'Y Shop fans on. N Drum dolly missing, ISO drums moved by hand.';
    expect(isTradeProse(checklist)).toBe(false);
    const notes =
      'Mon boss veut qu’on finisse le tournoi de réparations avant le dîner. Au chantier, gants et harnais. ';
    expect(isTradeProse(notes)).toBe(false);
    expect(
      isTradeProse('Boss fight walkthrough: drink two potions, dodge the golems, respawn at the checkpoint.'),
    ).toBe(true);
  });
  it('reads a golf course guide, a quilt show card and a home-brewing log as leisure', () => {
    expect(
      isTradeProse('Hole 11, par 5: three fairway bunkers on the left, a birdie chance from the tee box.'),
    ).toBe(true);
    expect(
      isTradeProse('Quilt show entry: appliqué headframe, pieced sky, free-motion quilted ridges.'),
    ).toBe(true);
    expect(
      isTradeProse('Brassage maison : empâtage à 67 °C, moût clair, drêches au compost, brassin no 12.'),
    ).toBe(true);
  });
});

describe('builtin engine: things named beside a hazard’s place that are not its source', () => {
  it('reads a vehicle as a carbon monoxide source only when its engine runs in the closed place', async () => {
    expect(
      await evidenceIdsIn('Lunch in the shade of the garage, cooler in the back of my truck.', 'en'),
    ).not.toContain('carbon-monoxide');
    expect(
      await evidenceIdsIn('The delivery truck idles in the garage with the doors closed.', 'en'),
    ).toContain('carbon-monoxide');
    expect(await evidenceIdsIn('Le camion tourne au ralenti dans le garage fermé.', 'fr')).toContain(
      'carbon-monoxide',
    );
    // Fuel-burning equipment needs no word of running: it is there to be run.
    expect(await evidenceIdsIn('A propane heater warms the basement workshop.', 'en')).toContain(
      'carbon-monoxide',
    );
  });

  it('reads a stage prop as no saw and a shade tarp as no load', async () => {
    expect(
      await evidenceIdsIn('In act two the villain waves a prop chainsaw, chain taken off.', 'en'),
    ).not.toContain('chainsaws');
    expect(await evidenceIdsIn('Le bûcheron utilise une tronçonneuse sans frein de chaîne.', 'fr')).toContain(
      'chainsaws',
    );
    expect(
      await evidenceIdsIn('Volunteers put up shade tarps over the sorting tables at noon.', 'en'),
    ).not.toContain('cargo-securement');
  });

  it('reads a wharf where boats land as no truck’s loading dock', async () => {
    expect(
      await evidenceIdsIn('Déchargement des casiers au quai : le bateau accoste à marée basse.', 'fr'),
    ).not.toContain('loading-docks');
    expect(
      await evidenceIdsIn('At dock 4 the trailer crept forward while the forklift was inside.', 'en'),
    ).toContain('loading-docks');
  });
});

describe('builtin engine: ordinary workplaces in unusual genres (holdout 19)', () => {
  it('reads words beside a cue that put it in another sense', async () => {
    await none(
      'Petit récap de la réunion de lundi pour ceux qui étaient absents.',
      'needlestick-sharps',
      'fr',
    );
    await none('22h10 Ronde au toit du stationnement P4, rien à signaler.', 'roof-work', 'fr');
    await none('Les fouilles de bagages se font avec des gants minces.', 'excavation-trenching', 'fr');
    await none(
      'Au quai de fouille des remorques, l’escalier roulant est neuf.',
      'excavation-trenching',
      'fr',
    );
    await none('On met des gouttes de vif-argent à la seringue dans les tubes.', 'needlestick-sharps', 'fr');
    await none('Les fumoirs au bran de scie d’érable boucanent fort le matin.', 'wood-dust', 'fr');
    await none('Kevin et Marc ont leur cours de secourisme depuis mars.', 'pedestrian-vehicle-traffic', 'fr');
    // A driver who hit a guardrail is no pedestrian hit by a vehicle.
    await none(
      'He fell asleep at the wheel and hit the guardrail; the car was written off.',
      'pedestrian-vehicle-traffic',
      'en',
    );
    await none(
      'CO monitors are interlocked with the exhaust fans of the pit lane.',
      'machine-guarding',
      'en',
    );
    await none('Technicians carve the plaster positive moulds for each socket.', 'mould', 'en');
    await none(
      'Band saw for aluminum and plastics only, blade guard at stock height.',
      'sawmill-equipment',
      'en',
    );
    await none('The trash compactor out back is keyed; only the lead runs it.', 'mobile-equipment', 'en');
    await none('The pool ladder’s bottom rung is loose again.', 'ladders', 'en');
    await none('The trail crosses the pressure ridge at the plowed bridge.', 'snow-removal-plowing', 'en');
    await none('Compresseur de l’atelier : soupape de sûreté testée en mars.', 'steam-boilers', 'fr');
    await none('La presse à roulements de pédalier est au mur du fond.', 'power-presses', 'fr');
    await none('C’est moi qui coupe les tiges au couteau le matin.', 'workplace-violence', 'fr');
    await none('Le fauteuil était sur le tréteau pendant le rembourrage.', 'scaffolds', 'fr');
    await none('Router with trim bit and dust extraction, face shield on.', 'hot-work', 'en');
    // A coast's shore is no trench's shoring.
    await none('Shore lead: Annie K. The crew waits on the shore for the barge.', 'formwork-shoring', 'en');
    await none('She brings the stick back to shore every time.', 'excavation-trenching', 'en');
  });

  it('reads a dog’s adoption listing and a crossword as no account of work', async () => {
    const dog = [
      'Meet Pepper! Adoption fee $250, spayed, house-trained, good with kids.',
      'She pulls on the leash, so a front-clip harness is a must. Thunderstorms make her nervous.',
      'Her foster family says she gets loud when the doorbell rings.',
    ].join('\n');
    expect(evidenceIds(await risksOf(dog, EN))).toEqual([]);
    const crossword =
      'PUZZLE PAGE. Crossword No. 412, last week’s solution below. Across: 4. A crush in Grade 7 (6). 9. Fell from a ladder (4).';
    expect(evidenceIds(await risksOf(crossword, EN))).toEqual([]);
  });

  it('reads emergency equipment named alone as no hazard of its own', async () => {
    const ids = await evidenceIdsIn(
      'Orientation: exits, extinguishers, eyewash flushed weekly, spill kit.',
      'en',
    );
    expect(ids).not.toContain('corrosives');
    expect(ids).not.toContain('hot-work');
    // Beside the hazard it serves, it is that hazard's measure.
    const acid = await risksOf(
      'Battery acid is topped up at the charger; eyewash flushed weekly beside it.',
      EN,
    );
    expect(acid.find((risk) => risk.hazardId === 'corrosives')?.status).toBe('controlled');
  });
});

describe('builtin engine: common workplaces in their own words (holdout 20)', () => {
  itRaises([
    ['Le berger allemand du client est pas toujours attaché quand on arrive.', 'dog-bites', 'fr'],
    ['The client’s German shepherd charges the gate when we ring.', 'dog-bites', 'en'],
    [
      'Le panneau de la pompe a pas de couvercle, fils à l’air, l’eau dégoutte dessus.',
      'electrical-contact',
      'fr',
    ],
    ['The pump panel has no cover and live wires are showing.', 'electrical-contact', 'en'],
    [
      'Welding bench by the parts counter: no fume extraction, unit "on order" since June.',
      'welding-fumes',
      'en',
    ],
    ['The combine was idling inside the bay for twenty minutes, shop air hazy.', 'diesel-exhaust', 'en'],
    [
      'A full barrel rolled off the top rack and smashed on the floor beside the cellar hand.',
      'falling-objects',
      'en',
    ],
    [
      'The boom came within 3 m of the distribution line before someone shouted.',
      'overhead-power-lines',
      'en',
    ],
    ['Small diesel weep at the transfer pump flange again, pads under it.', 'flammable-liquids', 'en'],
  ]);

  it('reads words beside a cue that put it in another sense', async () => {
    // A coffee roastery burns beans; a shelter's staff who search beds dig nothing.
    await none('GRILLE D’INSPECTION – Brûlerie du Faubourg, Sherbrooke', 'burns-scalds', 'fr');
    await none('Le soir, on fouille les lits avant le coucher.', 'excavation-trenching', 'fr');
    // A dialysis needle's safety sheath and a news truck's mast interlock guard no machine.
    await none(
      'Les aiguilles à fistule avec dispositif de protection sont en rupture de stock.',
      'machine-guarding',
      'fr',
    );
    await none('The "no raise under lines" mast interlock is in 2 of 3 trucks.', 'machine-guarding', 'en');
    // A production line is no power line.
    await none('A sanitor reached under line 3 to pull out a chunk.', 'overhead-power-lines', 'en');
    // A sewing machine's needle guard is still a guard.
    expect(
      evidenceIds(
        await risksOf('The needle guard of the sewing machine was taken off and never put back.', EN),
      ),
    ).toContain('machine-guarding');
  });

  it('reads work ended, equipment not used since a year and levels under a figure as not there', async () => {
    await none(
      'Engine exhaust – the plant ended diesel production in 2023; no engines are started indoors.',
      'diesel-exhaust',
      'en',
    );
    await none('Ozone generator for barrel sanitation: not used since 2023, unplugged.', 'ozone', 'en');
    await none(
      'Chaufferettes au propane : on n’en loue pas l’été, on en a plus en inventaire depuis 2022.',
      'carbon-monoxide',
      'fr',
    );
    await none('Bruit en cabine – mesures toutes sous 80 dBA aux postes.', 'noise', 'fr');
    // More of it, or too few, is still there; a figure above the limit still speaks.
    expect(
      evidenceIds(await risksOf('Chaufferettes au propane dans les tentes : on en a plus que l’an passé.')),
    ).toContain('carbon-monoxide');
    expect(evidenceIds(await risksOf('Grinder at 96 dBA, the rest of the shop under 80 dBA.', EN))).toContain(
      'noise',
    );
  });
});

describe('builtin engine: surveys that found nothing, saws named for their noise, a sky at night (holdout 20)', () => {
  it('reads a survey that found none of the hazard as the hazard not there', async () => {
    await none('The 2022 asbestos survey found no asbestos in the engine hall gaskets.', 'asbestos', 'en');
    await none('L’inventaire de 2021 n’a trouvé aucune amiante dans les plâtres.', 'asbestos', 'fr');
    // What the survey did not find is not what the sentence goes on to show.
    expect(
      await evidenceIdsIn(
        'The asbestos survey found no sign of damage, but the pipe lagging in the boiler room is asbestos and crumbling.',
        'en',
      ),
    ).toContain('asbestos');
  });

  it('reads a cabinet shop’s saws and saws named for their noise as no sawmill', async () => {
    await none(
      'Ripping sheet goods on the sliding table saw: kickback, hand into blade.',
      'sawmill-equipment',
      'en',
    );
    const table = [
      'Task | Hazard | Controls | Status',
      '| Whole floor | loud saws 92 dBA | earplugs/earmuffs mandatory, annual audiometry | OK |',
    ].join('\n');
    await none(table, 'sawmill-equipment', 'en');
  });

  it('reads a planet transiting and degrees of altitude as no asbestos board and no heat', async () => {
    const sky = [
      'Jupiter showed the Great Red Spot transiting around 21:30.',
      'Aurora kicked up after 1 a.m.: a faint arc at first, then pillars to 40° altitude.',
    ].join('\n');
    expect(await evidenceIdsIn(sky, 'en')).toEqual([]);
    expect(await evidenceIdsIn('Panneaux de transite dans la chaufferie, cassés.', 'fr')).toContain(
      'asbestos',
    );
  });
});

describe('builtin engine: leisure genres of round 21', () => {
  it('reads a running plan, a weather column, a science fair report and a game walkthrough as no account of work', async () => {
    const plan = [
      'Club de course – PLAN D’ENTRAÎNEMENT DEMI-MARATHON, semaines 9 à 12.',
      'Jeudi : côtes. Attention, les trottoirs sont en réparation, y a des trous pis des cônes.',
      'Samedi : sortie longue 18 km, départ 6 h 30 parce qu’on annonce 30 °C avec l’humidex.',
      'Orages : si on entend le tonnerre pendant une sortie, on rentre au chalet.',
    ].join('\n');
    expect(await evidenceIdsIn(plan, 'fr')).toEqual([]);
    const weather = [
      'CHRONIQUE MÉTÉO – texte lu en ondes. Aujourd’hui : 29 degrés, humidex de 37, avertissement de chaleur.',
      'Ce soir : front froid, risque d’orages violents avec beaucoup de foudre. Dimanche : ensoleillé, indice UV de 8.',
    ].join('\n');
    expect(await evidenceIdsIn(weather, 'fr')).toEqual([]);
    const fair = [
      'Grade 7 Science Fair – Which fizz is the biggest? Testing homemade volcanoes.',
      'Hypothesis: more vinegar (5% acetic acid) makes a bigger eruption with baking soda.',
      'Safety: I wore safety glasses because vinegar stings if it splashes in your eyes.',
      'Conclusion: my hypothesis was mostly right, the volcano stopped growing once the baking soda ran out.',
    ].join('\n');
    expect(await evidenceIdsIn(fair, 'en')).toEqual([]);
    const walkthrough = [
      'Chapter 4 Walkthrough (community wiki). You start on a conveyor belt carrying you toward the crusher.',
      'The wooden scaffold over the lava collapses; you do not respawn at the checkpoint. Boss: the Forge Golem.',
    ].join('\n');
    expect(await evidenceIdsIn(walkthrough, 'en')).toEqual([]);
  });
});

describe('builtin engine: words of round 22 in another sense, controls in their trade’s words', () => {
  it('reads budget cuts, a schoolyard supervisor, dish gloves, a room’s door and a fuel tank as no hazard', async () => {
    await none(
      'Depuis les coupures de septembre, il y a une seule intervenante la nuit.',
      'sharp-tools',
      'fr',
    );
    await none(
      'Témoin : Luc, surveillant de la cour, a appelé la technicienne avec son walkie.',
      'confined-spaces',
      'fr',
    );
    await none('Use the long rubber gloves at the dish pit, both pairs are torn.', 'live-line-work', 'en');
    await none('The calm room door has a vision panel and no lock.', 'hazardous-energy', 'en');
    // A tank filled up at is a fuel supply; a tank entered is still a confined space.
    const sign = await evidenceRisk(
      'DANGER ESPACE CLOS ENTRÉE INTERDITE SANS PERMIS\nOn fait le plein au réservoir du garage seulement, aucun bidon dans la cabine.',
      'confined-spaces',
    );
    expect(sign?.evidence.map((evidence) => evidence.quote)).toEqual([
      'DANGER ESPACE CLOS ENTRÉE INTERDITE SANS PERMIS',
    ]);
    expect(
      await evidenceIdsIn(
        'Nettoyage du réservoir de diesel : on entre par le trou d’homme sans test de gaz.',
        'fr',
      ),
    ).toContain('confined-spaces');
  });

  it('reads knee pads, a catchpole and a time-delay safe as the controls of their hazards', async () => {
    expect(
      await statusIn('Kneeling: both of us use gel knee pads, replaced when worn.', 'awkward-postures'),
    ).toBe('controlled');
    expect(
      await statusIn(
        'Dog-at-large calls: catchpole and bite gloves in both trucks; officers go two-up.',
        'dog-bites',
      ),
    ).toBe('controlled');
    expect(
      await statusIn(
        'Cash: under $100 in the till, the rest in the time-delay safe, cameras working.',
        'robbery-cash-handling',
      ),
    ).toBe('controlled');
  });

  it('reads a screenplay and a creative brief as no account of work', async () => {
    const film = [
      'EXT. SEA ICE – DAY. FADE IN:',
      'Wind drives loose snow across the sea ice. ANNIE (16) kneels beside her grandfather’s old snowmobile.',
      'She smells gas on her mitts and makes a face. CUT TO:',
      'INT. HOUSE – NIGHT. GRANDFATHER (V.O.) tells the story of the storm.',
    ].join('\n');
    expect(await evidenceIdsIn(film, 'en')).toEqual([]);
    const brief = [
      'BRIEF CRÉATIF – lancement de 3 sauces piquantes. Public cible : 25-40 ans, amateurs de sensations.',
      'Noms : « Étincelle », « Coup de chaleur » et « Explosion nucléaire ». Slogan à trouver, ton publicitaire audacieux.',
      'Influenceurs : 5 créateurs de contenu culinaire.',
    ].join('\n');
    expect(await evidenceIdsIn(brief, 'fr')).toEqual([]);
  });
});

describe('builtin engine: words of round 23 in another sense', () => {
  it('reads "happened", a stage fog machine, moulded ear plugs and a service « branchement » as no hazard', async () => {
    await none(
      'Two hand injuries were reported last year; both happened before the new guard.',
      'caught-in-between',
      'en',
    );
    await none(
      'Machine à brouillard : utilisée seulement sous le chapiteau, 5 minutes par soir.',
      'metalworking-fluids',
      'fr',
    );
    await none('Ear plugs: the custom moulded ones are in the office, pick yours up.', 'mould', 'en');
    await none(
      'Appel à Hydro pour couper et déplacer le branchement de la maison jeudi.',
      'tree-felling',
      'fr',
    );
    await none(
      'Cash-out is done in the office with the door locked and two people.',
      'emergency-preparedness',
      'en',
    );
    await none(
      'Unit 4 disconnect locked out with my lock before opening the blower door.',
      'emergency-preparedness',
      'en',
    );
    // Still read in their own sense.
    expect(await statusIn('Black mould on the ceiling tiles of the lunch room.', 'mould')).toBe('present');
    expect(await evidenceIdsIn('On coupe les branches près de la ligne.', 'fr')).toContain('tree-felling');
    expect(await evidenceIdsIn('The back exit door was locked with a chain.', 'en')).toContain(
      'emergency-preparedness',
    );
    expect(await evidenceIdsIn('Sa main a été happée par le rouleau.', 'fr')).toContain('caught-in-between');
  });

  it('reads a poem, a comedy set, a family packing list as no account of work', async () => {
    const poem = [
      'Verglas (extrait de « Saisons », poèmes, recueil de 2019)',
      'la nuit a tendu ses fils électriques entre nos maisons',
      'maman coupe les oignons avec le couteau de grand-mère',
    ].join('\n');
    expect(await evidenceIdsIn(poem, 'fr')).toEqual([]);
    const set = [
      'Open mic, Thursday. My dad does the Christmas lights every year on a ladder older than me. (laughs)',
      'My mom holds the bottom. She is not a safety system, she is a witness.',
    ].join('\n');
    expect(await evidenceIdsIn(set, 'en')).toEqual([]);
    const packing = [
      'CAMPING PACKING LIST – campground on the lake. Mom: add to it, do not delete!',
      '[x] life jackets for the kids  [x] bear spray  [ ] sharp knife  [x] propane bottles for the stove',
    ].join('\n');
    expect(await evidenceIdsIn(packing, 'en')).toEqual([]);
  });
});

describe('builtin engine: round 24’s genres', () => {
  it('reads a guided meditation, a dating profile and an obstacle race guide as no account of work', async () => {
    const meditation = [
      'Méditation de fin de cours de yoga. Laisse 3 respirations entre chaque paragraphe.',
      'Écoute le bruit des vagues en bas, fort, puis plus doux. Tu te penches un peu et tu te laisses porter.',
      'Namaste.',
    ].join('\n');
    expect(await evidenceIdsIn(meditation, 'fr')).toEqual([]);
    const profile = [
      'Célibataire, 34 ans. Ma sœur m’a dit d’écrire de quoi de pas plate.',
      'Je suis une fille assez explosive (dans le bon sens), je chante faux dans le char.',
      'Ce que j’aime : les feux de camp, l’escalade au gym, une bière froide après le ski à -25.',
    ].join('\n');
    expect(await evidenceIdsIn(profile, 'fr')).toEqual([]);
    const race = [
      'RACE DAY GUIDE – obstacle course, 10 km. Pick up your bib and sign the waiver.',
      'KM 3 – drag a 40 kg sled 25 m up the hill. KM 7 – run through dangling live wire strands.',
      'Race may pause for lightning. Lifeguards at the finish line pond.',
    ].join('\n');
    expect(await evidenceIdsIn(race, 'en')).toEqual([]);
  });
});

describe('builtin engine: round 25’s genres', () => {
  it('reads a candidate’s flyer and a model railway’s build log as no account of work', async () => {
    const flyer = [
      'A FRESH START FOR CITY HALL — vote for council on October 20, advance polls at the arena.',
      'Small businesses are drowning in red tape; the reports pile up like snowbanks and every fall we tighten our belts.',
      'I will roll up my sleeves and put out the fires others keep lighting.',
    ].join('\n');
    expect(await evidenceIdsIn(flyer, 'en')).toEqual([]);
    const railway = [
      'Build log, HO scale layout, update 9. The helix is done and the 2% grade works.',
      'My test train of grain hoppers ran away down the grade and piled up at the bottom. Dead short at the reversing section.',
      'Still to do: the 1:87 crane for the wreck train and a new sound decoder.',
    ].join('\n');
    expect(await evidenceIdsIn(railway, 'en')).toEqual([]);
  });
});

describe('builtin engine: round 26’s genres', () => {
  it('reads a photo club’s contest critiques as no account of work', async () => {
    const critiques = [
      'Concours photo du club – critiques du jury.',
      'Photo 12 – « Sur le toit du monde » : belle mise au point, mais le ciel est surexposé, les hautes lumières sont brûlées.',
      'Photo 31 – « Verglas » : le bruit numérique à 6400 ISO est très présent. Apportez vos trépieds samedi.',
    ].join('\n');
    expect(await evidenceIdsIn(critiques, 'fr')).toEqual([]);
  });
});

describe('builtin engine: round 27’s senses — a month, an assailant’s drink, a protection inside the term', () => {
  it('reads "March" before or after a date as the month, not a step', async () => {
    expect(await evidenceIdsIn('Inspection report – March 4, 2026', 'en')).not.toContain('slips-trips');
    expect(await evidenceIdsIn('Staff training to be completed by March 30.', 'en')).not.toContain(
      'slips-trips',
    );
  });

  it('reads a drunk assailant as violence, and impairment only when the one impaired is at work', async () => {
    const customer = await evidenceIdsIn(
      'At closing a drunk customer shoved the cashier into the shelf.',
      'en',
    );
    expect(customer).toContain('workplace-violence');
    expect(customer).not.toContain('impairment');
    const visitor = await evidenceIdsIn(
      'Un visiteur ivre a bousculé la réceptionniste contre le comptoir.',
      'fr',
    );
    expect(visitor).not.toContain('impairment');
    expect(
      await evidenceIdsIn('A forklift operator came in drunk and shoved a coworker at the dock.', 'en'),
    ).toContain('impairment');
  });

  it('reads "no slip-resistant footwear" as a measure missing, not as slipping absent', async () => {
    expect(
      await evidenceIdsIn('Dishwashers work in running shoes, no slip-resistant footwear.', 'en'),
    ).toContain('slips-trips');
  });
});

describe('builtin engine: round 28’s senses — a roadside ditch, a chain under tension', () => {
  it('reads a car gone into the ditch as driving, not as a trench', async () => {
    const ids = await evidenceIdsIn(
      'Une préposée s’est endormie au volant en rentrant chez elle et a fini dans le fossé.',
      'fr',
    );
    expect(ids).toContain('road-traffic-driving');
    expect(ids).not.toContain('confined-spaces');
    expect(ids).not.toContain('trenching-excavation');
  });

  it('reads a chain or a line under tension as a load held, not as a live conductor', async () => {
    expect(
      await evidenceIdsIn(
        'La chaîne d’amarrage s’est libérée d’un coup sous tension et a fouetté le quai.',
        'fr',
      ),
    ).not.toContain('electrical-contact');
    expect(
      await evidenceIdsIn('Le panneau était encore sous tension pendant le remplacement.', 'fr'),
    ).toContain('electrical-contact');
  });
});

describe('builtin engine: round 28’s words — jellyfish, a collar grabbed, a crossing guard, a street light out', () => {
  itRaises([
    [
      'Les sauveteurs se font piquer par des méduses presque chaque semaine en août.',
      'wildlife-insects',
      'fr',
    ],
    ['Two swim instructors were stung by jellyfish off the north dock.', 'wildlife-insects', 'en'],
    ['Un passager saoul a agrippé le chauffeur par le collet au terminus.', 'workplace-violence', 'fr'],
    [
      'Les automobilistes contournent la brigadière au coin de l’école sans ralentir.',
      'pedestrian-vehicle-traffic',
      'fr',
    ],
    [
      'The crossing guard at Elm and 5th says drivers roll through while kids are still crossing.',
      'pedestrian-vehicle-traffic',
      'en',
    ],
    ['Le lampadaire de la sortie des employés est brûlé depuis un mois.', 'inadequate-lighting', 'fr'],
  ]);
});

describe('builtin engine: round 28’s words — a dust collector on fire, hydrogen balloons, the phone at the wheel, deer on the highway', () => {
  itRaises([
    ['Hier, petit feu de poussières de plastique dans le collecteur du broyeur.', 'combustible-dust', 'fr'],
    [
      'The weather balloons are inflated with hydrogen from a cylinder rack in the shed.',
      'explosive-atmospheres',
      'en',
    ],
    ['Le patron tolère les textos au volant.', 'road-traffic-driving', 'fr'],
    ['Our meter readers nearly hit a moose twice on the highway last month.', 'road-traffic-driving', 'en'],
    [
      'Un camion de livraison a passé collé collé sur notre fourgonnette stationnée.',
      'road-traffic-driving',
      'fr',
    ],
  ]);
  itDoesNotRaise([
    ['UPS room: hydrogen detector over the battery strings tested quarterly.', 'explosive-atmospheres', 'en'],
  ]);
});

describe('builtin engine: a respirator cartridge’s rating (round 28)', () => {
  itDoesNotRaise([
    [
      'Les opérateurs portent le demi-masque avec cartouches gaz acides au nettoyage des cuves.',
      'corrosives',
      'fr',
    ],
    [
      'Les opérateurs portent le demi-masque avec cartouches gaz acides au nettoyage des cuves.',
      'hydrogen-sulfide',
      'fr',
    ],
  ]);
  itRaises([['Acid gas from the scrubber bypass set off the H2S monitor.', 'hydrogen-sulfide', 'en']]);
});

describe('builtin engine: round 28’s genres', () => {
  it('reads a patient’s discharge instructions as no account of work', async () => {
    const instructions = [
      'Urgence – CONSIGNES AU CONGÉ',
      'Diagnostic : fracture du poignet droit à la suite d’une chute sur la glace en pelletant l’entrée.',
      'Repos 48 h : limitez les écrans et le bruit. Acétaminophène au besoin, évitez l’ibuprofène.',
      'Revenez si la douleur augmente. Questions : Télé-Soins 811. Rendez-vous chez votre médecin de famille dans 1 semaine.',
    ].join('\n');
    expect(await evidenceIdsIn(instructions, 'fr')).toEqual([]);
  });

  it('reads a fashion column as no account of work', async () => {
    const column = [
      'Fall trends: what to keep from the runways.',
      'The oxblood coat was loud and meant to stop traffic. Keep it.',
      'Skip it: jeans so distressed they look like they went through a shredder, and handbags too small for a phone.',
    ].join('\n');
    expect(await evidenceIdsIn(column, 'en')).toEqual([]);
  });
});

describe('builtin engine: a spill kit and a drill practised (round 28)', () => {
  itDoesNotRaise([
    ['Next steps: spill kit and a written procedure; clear the lift table and use it.', 'slips-trips', 'en'],
    ['Fire drill held in May, everyone out in 3 minutes.', 'portable-power-tools', 'en'],
  ]);
  itRaises([['Oil spills on the shop floor are left until the end of the shift.', 'slips-trips', 'en']]);
});

describe('builtin engine: a person who bites or strikes, a gym, a fish, a rattle (round 29)', () => {
  itDoesNotRaise([
    ['Un élève en crise a mordu l’éducatrice à la main et l’a frappée à l’épaule.', 'dog-bites', 'fr'],
    ['Un élève en crise a mordu l’éducatrice à la main et l’a frappée à l’épaule.', 'struck-by', 'fr'],
    ['A member dropped a plate by the squat rack and walked off.', 'racking-collapse', 'en'],
    ['A member dropped a plate by the squat rack and walked off.', 'awkward-postures', 'en'],
    ['[02:10 – fish holding behind a boulder]', 'fish-hold-atmospheres', 'en'],
    ['The tailgate rattled all the way to the site.', 'wildlife-insects', 'en'],
    ['Pierres chaudes : le chauffe-pierres est réglé à 60 °C.', 'heat-stress', 'fr'],
    ['Passengers often stow bags above shoulder height.', 'workplace-violence', 'en'],
  ]);
  itRaises([
    [
      'Un élève en crise a mordu l’éducatrice à la main et l’a frappée à l’épaule.',
      'workplace-violence',
      'fr',
    ],
    ['The client’s dog bit the technician on the forearm.', 'dog-bites', 'en'],
    ['A resident shoved the aide against the wall.', 'workplace-violence', 'en'],
    ['Il y a une flaque d’eau savonneuse devant les laveuses depuis deux semaines.', 'slips-trips', 'fr'],
    ['Le soir, la gérante compte la caisse au comptoir, la porte débarrée.', 'robbery-cash-handling', 'fr'],
    ['The manager carries the deposit to the bank alone after close.', 'robbery-cash-handling', 'en'],
    ['Les préposées trient les draps souillés de vomi à mains nues.', 'biological-agents', 'fr'],
  ]);
  itDoesNotRaise([['Elle attend au comptoir de la caisse avec son sac.', 'robbery-cash-handling', 'fr']]);
});

describe('builtin engine: a lease’s building rules and a documentary’s narration (round 29)', () => {
  it('reads the rules annexed to a lease as no account of work', async () => {
    const rules = [
      'Règlements de l’immeuble – annexe au bail du logement 4',
      'Le loyer est payable le premier du mois. Les locataires sortent leurs poubelles le mardi.',
      'Bruit. Silence après 23 h.',
      'Il est interdit de jeter des meubles dans la chute à déchets.',
      'Coupures d’eau : le propriétaire avise les locataires 24 h d’avance.',
    ].join('\n');
    expect(await evidenceIdsIn(rules, 'fr')).toEqual([]);
  });

  it('reads a wildlife documentary’s narration as no account of work', async () => {
    const script = [
      'NARRATION – Episode 2, recording draft',
      '[00:12 – wolves crossing the frozen lake]',
      'NARRATOR: The pack moves at dawn. The lead female guards the pups while the others hunt.',
      '[01:05 – a bull moose charging through deep snow]',
      'NARRATOR: He crashes through the drifts, breaking the ice at the creek.',
    ].join('\n');
    expect(await evidenceIdsIn(script, 'en')).toEqual([]);
  });
});

describe('builtin engine: words round 30’s and 31’s writers used in another sense', () => {
  itDoesNotRaise([
    ['Sprained wrist (X-ray at the hospital, no fracture).', 'ionizing-radiation', 'en'],
    ['Lift’s hung up on the dock plate, tow company coming.', 'tree-felling', 'en'],
    ['Where conifers fell short, aspen and shrubs took over the burned plots.', 'tree-felling', 'en'],
    ['Some customers get loud – last week a man screamed at the cashier for five minutes.', 'noise', 'en'],
    ['Les requalifications se font maintenant au champ de tir régional.', 'aquatic-rescue-lifeguards', 'fr'],
    ['Lors de l’arrestation, le suspect a mordu l’agente à l’avant-bras.', 'dog-bites', 'fr'],
    ['The neighbour’s dog bit a client on the calf at the door.', 'workplace-violence', 'en'],
    ['The 6 m extension ladder rides on the van rack between jobs.', 'racking-collapse', 'en'],
    ['The precast beams cure under tarps with a propane heater inside.', 'cargo-securement', 'en'],
    ['Le pistolet a un cran de sûreté, on l’engage quand on se déplace.', 'cranes-rigging', 'fr'],
    ['La soupe s’est renversée sur le comptoir, on a tout essuyé.', 'tractor-rollover', 'fr'],
    ['The ATV tipped on the rough shore ice and threw the officer off.', 'tractor-rollover', 'en'],
    ['Saw the nurse at the clinic, lost no time.', 'psychosocial-risks', 'en'],
    ['About 20 vertical bars sticking up from the culvert forms.', 'robbery-cash-handling', 'en'],
    ['Client : usine de décorticage du chanvre.', 'seafood-processing-asthma', 'fr'],
  ]);
  itRaises([
    ['The ATV tipped on the rough shore ice and threw the officer off.', 'atv-utv', 'en'],
    ['Le tracteur s’est renversé dans le fossé en fauchant le talus.', 'tractor-rollover', 'fr'],
    [
      'Le décorticage du crabe se fait à la main sous la vapeur des cuiseurs.',
      'seafood-processing-asthma',
      'fr',
    ],
    ['A stick-up at the counter last month: the clerk handed over the cash.', 'robbery-cash-handling', 'en'],
    ['Tarping the load on the flatbed means climbing on the deck.', 'cargo-securement', 'en'],
    ['The pallet racks in aisle 4 have a bent upright.', 'racking-collapse', 'en'],
    ['Lors de l’arrestation, le suspect a mordu l’agente à l’avant-bras.', 'workplace-violence', 'fr'],
    ['The neighbour’s dog bit a client on the calf at the door.', 'dog-bites', 'en'],
    ['Last Thursday a limb hung up and dropped beside the ground worker.', 'tree-felling', 'en'],
    ['Les requalifications des sauveteurs sont à jour.', 'aquatic-rescue-lifeguards', 'fr'],
    [
      'The radiographer shoots X-rays of welds on the pipeline with a radioactive source.',
      'ionizing-radiation',
      'en',
    ],
    ['The crusher is very loud, we shout to be heard.', 'noise', 'en'],
  ]);
});

describe('builtin engine: words round 32’s and 33’s writers used in another sense', () => {
  itDoesNotRaise([
    ['Les opérateurs n’ont pas de cadenas personnels, seuls les mécaniciens en ont.', 'working-alone', 'fr'],
    ['Sur les trois opérateurs présents, un seul portait ses bouchons.', 'working-alone', 'fr'],
    ['Elle a mélangé l’eau de Javel avec le nettoyant dans une chaudière de 20 L.', 'confined-spaces', 'fr'],
    ['Chaque casque a maintenant un bouton de coupure rapide.', 'sharp-tools', 'fr'],
    ['Temps au congélateur limité à 20 min, pis pause au chaud dans la cuisine.', 'heat-stress', 'fr'],
    ['The ammonia from the manure in the barn stings the eyes.', 'ammonia-refrigeration', 'en'],
    ['The tide here runs about 8 m and comes in fast up the channels.', 'falls-from-height', 'en'],
    ['Le camion reste à l’entrée du tunnel de 40 m avec un boyau de 30 m.', 'falls-from-height', 'fr'],
  ]);
  itRaises([
    [
      'Le technicien fait seul la ronde des voûtes le samedi, sans appel de vérification.',
      'working-alone',
      'fr',
    ],
    ['La chaudière à vapeur n’a pas été inspectée depuis 2021.', 'steam-boilers', 'fr'],
    ['Il s’est fait une coupure profonde à la main avec le couteau à désosser.', 'sharp-tools', 'fr'],
    ['Ammonia smell near the compressor room of the ice rink plant.', 'ammonia-refrigeration', 'en'],
    ['Les couvreurs travaillent au bord du toit à 9 m du sol, sans harnais.', 'falls-from-height', 'fr'],
  ]);
});

describe('builtin engine: words round 34’s and 35’s writers used in another sense', () => {
  // Falling asleep, a can's « bouchon », « 45 min de route » and drills on record already read right: guards.
  itDoesNotRaise([
    ['By 3 pm half the committee was falling asleep in the windowless room.', 'falling-objects', 'en'],
    ['The stores clerk says the tool crib is out of size L respirators again.', 'child-care-postures', 'en'],
    ['He climbed onto the roof of the cube van to strap down the ladders.', 'roof-work', 'en'],
    ['Le bidon de soude caustique fuyait un peu au bouchon.', 'noise', 'fr'],
    [
      'Les seringues passent dans des blindages en tungstène avant l’injection.',
      'excavation-trenching',
      'fr',
    ],
    ['Fouilles au retour des sorties et à l’arrivée des nouveaux.', 'excavation-trenching', 'fr'],
    ['Un coup d’arc, il a eu les « yeux dans le sable » jusqu’au matin.', 'silica', 'fr'],
    ['La gestionnaire de garde est à 45 min de route.', 'road-traffic-driving', 'fr'],
    ['Abandon-ship drills are logged monthly.', 'portable-power-tools', 'en'],
    [
      'Le répartiteur confirme la coupure de la caténaire avant la descente sur la voie.',
      'sharp-tools',
      'fr',
    ],
    ['Leur séparation a été « explosive », raconte une amie du couple.', 'blasting', 'fr'],
    [
      'Two cooks with sore eyes were checked at first aid and went back to the line.',
      'first-aid-emergency',
      'en',
    ],
    ['The music stand’s legs lock at 30°, 60° and 90°.', 'heat-stress', 'en'],
    ['The night alarm panel beeps several times an hour.', 'repetitive-work', 'en'],
    ['The lifeguard adds the weekly shock to the pool before opening.', 'electrical-contact', 'en'],
    ['Nettoyage au plomb : aspirateur HEPA et méthode humide seulement.', 'heat-stress', 'fr'],
    ['Avant d’entrer dans la cour, regarder s’il y a un chien et klaxonner.', 'confined-spaces', 'fr'],
    ['On meule pis on sable l’alu seulement au poste ventilé.', 'silica', 'fr'],
    ['Tout le monde fait la fouille des divans avec la pince et des gants.', 'excavation-trenching', 'fr'],
    [
      'Les huards sont revenus et les cyanobactéries aussi : association des riverains, bilan de l’été, baignade à éviter.',
      'aquatic-rescue-lifeguards',
      'fr',
    ],
    [
      'Riders in full gear (helmet, jacket, boots) warm up the bikes on the rollers.',
      'caught-in-between',
      'en',
    ],
  ]);
  itRaises([
    ['Il fait chaud et humide dans la buanderie tout l’été.', 'heat-stress', 'fr'],
    ['The crew chief fell asleep at the wheel on the drive back from the camp.', 'fatigue-shift-work', 'en'],
    ['A pallet fell from the top beam and landed beside the picker.', 'falling-objects', 'en'],
    [
      'Workers stand on the roof of the trailer, 4 m up, with nothing to tie off to.',
      'falls-from-height',
      'en',
    ],
    ['La tranchée de 2,5 m n’a aucun blindage ni étançonnement.', 'excavation-trenching', 'fr'],
  ]);
});

describe('builtin engine: a door is no port', () => {
  it('reads « la porte du quai » as a dock’s door, and a wharf in port as work by the water', async () => {
    await none('Un gars du quai est passé devant la porte de l’entrepôt.', 'working-over-water', 'fr');
    expect(await evidenceIdsIn('Au port, le quai est glacé ce matin.', 'fr')).toContain('working-over-water');
    expect(await evidenceIdsIn('The wharf in the home port is icy.', 'en')).toContain('working-over-water');
  });
});

describe('builtin engine: a lifting or conveying aid proposed is no machine on site', () => {
  itDoesNotRaise([
    ['Recommend a roller conveyor between the sorting table and the freezer.', 'conveyors', 'en'],
    ['Suggestion : un petit palan électrique au-dessus de la cuve.', 'overhead-cranes-hoists', 'fr'],
    [
      'Options: a scissor-lift table at the packing line, or two-person lifts.',
      'aerial-work-platforms',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['On attend une soumission pour un convoyeur entre la table et la salle.', 'conveyors', 'fr'],
  ]);
  itRaises([
    ['Recommend guarding the conveyor tail pulley, which is open at knee height.', 'conveyors', 'en'],
    ['The roller conveyor between the tables has no guard at its tail pulley.', 'conveyors', 'en'],
  ]);
});

describe('builtin engine: a dismantling told as a date, heaters hauled away', () => {
  itDoesNotRaise([
    ['Plus de silane dans le labo depuis le démantèlement du vieux réacteur en 2021.', 'demolition', 'fr'],
    ['No solvent paint has been used since the demolition of the old spray booth.', 'demolition', 'en'],
    ['The town hauled away the propane tanks behind the arena.', 'compressed-gases', 'en'],
    ['Facilities took away the jerry cans of gas from the porch.', 'flammable-liquids', 'en'],
  ]);
  itRaises([
    [
      'Démolition du mur de blocs au 2e : pas d’écran, débris qui tombent dans la ruelle.',
      'demolition',
      'fr',
    ],
  ]);
});

describe('builtin engine: one ambiguous word is half a clue, however many terms read it', () => {
  itDoesNotRaise([
    ['Nobody else stands at the open booth door while spraying.', 'pesticides', 'en'],
    ['A gasket let go during the wash and sprayed dilute acid on a fitter’s forearm.', 'pesticides', 'en'],
  ]);
  itRaises([['The crew sprays herbicide on the rail ballast from the hi-rail truck.', 'pesticides', 'en']]);
});

describe('builtin engine: a bumper takes the shocks, a driver’s back takes the road', () => {
  itDoesNotRaise([['L’apprenti ponçait un pare-chocs à la porte ouverte.', 'whole-body-vibration', 'fr']]);
  itRaises([
    [
      'Le chauffeur du camion reçoit des chocs dans le dos toute la journée sur le chemin forestier.',
      'whole-body-vibration',
      'fr',
    ],
  ]);
});

describe('builtin engine: a basement, a wet bench, a winter entrance with no salt', () => {
  itDoesNotRaise([
    ['Taches noires au plafond de la salle, odeur de sous-sol humide.', 'slips-trips', 'fr'],
    ['Le HF s’utilise seulement au banc humide no 3.', 'heat-stress', 'fr'],
    ['Aucun sable ni abrasif contenant de la silice sur place.', 'slips-trips', 'fr'],
  ]);
  itRaises([
    ['Le plancher du sous-sol est mouillé et glissant.', 'slips-trips', 'fr'],
    ['L’entrée du client est en pente, pas de sel ni de sable ce matin.', 'slips-trips', 'fr'],
  ]);
});

describe('builtin engine: a procedure’s numbered steps', () => {
  it('reads « Step 1 » as no stair step, even where slips are typical of the sector', async () => {
    const steps = 'Step 1 – Unload the trucks at the dock\nStep 2 – Move furniture\nStep 3 – Filing cabinets';
    const sector = 'transport-warehousing.warehousing.receiving-shipping';
    expect(evidenceIds(await risksOf(steps, { language: 'en', sector }))).not.toContain('slips-trips');
  });
  itRaises([['The second step of the stairs is cracked and wet.', 'slips-trips', 'en']]);
  it('reads a numbered step as the title of its hazard and controls lines', async () => {
    const jha = [
      'Step 3 – Induced voltage on the dead line',
      'Hazard: voltage induced from the live circuit alongside.',
      'Controls in place: grounds applied at both ends, equipotential mat, all crew inside the zone.',
    ].join('\n');
    const risk = await evidenceRisk(jha, 'step-touch-potential', { language: 'en' });
    expect(risk === undefined || risk.status === 'controlled').toBe(true);
  });
});

describe('builtin engine: words of round 46 in another sense', () => {
  itDoesNotRaise([
    ['During the canal transit two deckhands got less than six hours of rest.', 'asbestos', 'en'],
    ['CITY TRANSIT – JOINT HEALTH AND SAFETY COMMITTEE', 'asbestos', 'en'],
    [
      'Chain slings only: a synthetic sling was burned through by sulphur last year.',
      'helicopter-operations',
      'en',
    ],
    ['Le vieux camion malaxeur boucane noire en montant la rampe.', 'dough-mixers', 'fr'],
    ['Un manchon voisin a fait défaut dans la voûte : bruit sourd, éclair et fumée.', 'lightning', 'fr'],
    ['Danger : boulons grippés, meulage, coupures.', 'biological-agents', 'fr'],
    ['Remarques : 4 à 12 °C le matin, vêtements chauds fournis.', 'harassment', 'fr'],
    ['DAILY SITE LOG – Rock scaling and bolting, Cut 7B', 'tree-felling', 'en'],
    ['No blasting on this contract: everything is bars and airbags.', 'airbag-srs', 'en'],
  ]);
  itRaises([
    ['Old Transite siding on the pump house, cracked.', 'asbestos', 'en'],
    ['The new LHD has been blowing blue smoke since Monday.', 'diesel-exhaust', 'en'],
    ['Le vieux camion malaxeur boucane noire en montant la rampe.', 'diesel-exhaust', 'fr'],
  ]);
});

describe('builtin engine: words of round 48 in another sense', () => {
  itDoesNotRaise([
    ['Couleur : environ 38 sur l’échelle SRM, noir d’encre.', 'ladders', 'fr'],
    [
      'On roule les tables sur la tranche et on les soulève à deux pour les monter sur la scène.',
      'ladders',
      'fr',
    ],
    ['On roule les tables sur la tranche jusqu’à la scène.', 'excavation-trenching', 'fr'],
    [
      'Attendees: Carla (GM), Ryan (night facility attendant), Priya (front desk lead)',
      'confined-spaces',
      'en',
    ],
    ['A traveller cornered a student counsellor behind the brochure rack.', 'racking-collapse', 'en'],
  ]);
  itRaises([
    ['La tranchée de 2 m n’est pas étançonnée.', 'excavation-trenching', 'fr'],
    ['Le commis monte sur une chaise pour atteindre la tablette du haut.', 'ladders', 'fr'],
  ]);
});

describe('builtin engine: a gas reading at background', () => {
  itDoesNotRaise([
    ['Lecture au détecteur dans la galerie : CO 8 ppm, NO2 zéro, oxygène 20,9.', 'carbon-monoxide', 'fr'],
  ]);
  itRaises([
    ['Lecture au détecteur dans la galerie : CO 45 ppm, NO2 zéro, oxygène 20,9.', 'carbon-monoxide', 'fr'],
  ]);
});

describe('builtin engine: « avant » that says where, a car that tilts on a lift', () => {
  itRaises([['Le bras avant du pont élévateur no 1 glisse quand on monte une auto.', 'vehicle-lifts', 'fr']]);
  itDoesNotRaise([
    [
      'Une voiture a penché sur le pont élévateur mardi avec Marc en dessous.',
      'vessel-stability-capsizing',
      'fr',
    ],
  ]);
});

describe('builtin engine: a centrifuge bucket, a steam blast, a patient sling, glare ice, a turning radius, a box hung up', () => {
  itDoesNotRaise([
    [
      'La technicienne a placé les tubes dans la nacelle de la centrifugeuse sans couvercle.',
      'aerial-work-platforms',
      'fr',
    ],
    ['A jet of hot water and a blast of steam came out of the sterilizer door.', 'blasting', 'en'],
    ['The cylinder filling bench is set behind a blast wall of steel plate.', 'blasting', 'en'],
    [
      'Two patients share the only ceiling lift and the large slings are back from the laundry.',
      'cranes-rigging',
      'en',
    ],
    ['The walkway to the bins was glare ice this morning.', 'inadequate-lighting', 'en'],
    ['Le tracteur de pelouse a un rayon de braquage très court.', 'robbery-cash-handling', 'fr'],
    ['Le tracteur de pelouse a un rayon de braquage très court.', 'workplace-violence', 'fr'],
    ['The baler stopped with a carton hung up in the chamber.', 'tree-felling', 'en'],
    ['The guests were fine; one guide was injured by a falling rock.', 'workplace-violence', 'en'],
  ]);
  itRaises([
    ['The blaster charged the holes and cleared the area before the blast.', 'blasting', 'en'],
    ['The rigger checks every sling before the crane lifts the beam.', 'cranes-rigging', 'en'],
    [
      'Nos gars travaillent dans la nacelle à 10 m au-dessus du stationnement.',
      'aerial-work-platforms',
      'fr',
    ],
    ['Lors du braquage, deux hommes cagoulés ont exigé la caisse.', 'robbery-cash-handling', 'fr'],
    ['The cutter left a spruce hung up in a birch at the edge of the block.', 'tree-felling', 'en'],
    ['Un client m’a couvert d’injures parce que sa commande était en retard.', 'workplace-violence', 'fr'],
  ]);
});

describe('builtin engine: a tarot reading and a cottage’s welcome book are no account of work', () => {
  it('reads them as leisure and raises nothing from their storms, towers and ladders', async () => {
    const reading =
      'Salut Mireille, voici ton tirage de tarot. La Tour : la foudre frappe le toit et deux personnages tombent. ' +
      'Les arcanes majeurs disent que ton projet tombé à l’eau reviendra. Le Pendu : regarde les choses à l’envers.';
    const cottage =
      'Welcome to the cottage! The wifi password is on the fridge. Marshmallows for the fire pit are in the pantry. ' +
      'The ladder to the loft is steep. Check-out time is 11 a.m.; please keep the noise down after dark.';
    expect(isTradeProse(reading)).toBe(true);
    expect(isTradeProse(cottage)).toBe(true);
    expect(await evidenceIdsIn(reading, 'fr')).toEqual([]);
    expect(await evidenceIdsIn(cottage, 'en')).toEqual([]);
  });
});

describe('builtin engine: a bottle jack, « numéro un », one handrail, a lift’s signaller, an alignment rack', () => {
  itDoesNotRaise([
    [
      'Le char était sur le cric bouteille pis sur des blocs, pis Ben était couché en dessous pour le silencieux.',
      'compressed-gases',
      'fr',
    ],
    ['Le nouveau chariot, ça a marché numéro un.', 'dangerous-goods-transport', 'fr'],
    [
      'Escalier : marches de bois usées et lustrées, une seule main courante qui branle.',
      'working-alone',
      'fr',
    ],
    ['Marc est signaleur pendant le levage des fermes et ne fait que ça.', 'work-zone-traffic', 'fr'],
    [
      'Marc est signaleur pendant le levage des fermes et ne fait que ça.',
      'pedestrian-vehicle-traffic',
      'fr',
    ],
    ['The tech runs the car onto the alignment rack.', 'racking-collapse', 'en'],
  ]);
  itRaises([
    ['La nuit, une seule préposée est en poste pour tout l’étage.', 'working-alone', 'fr'],
    [
      'Rue fermée d’un côté, cônes, flèche lumineuse et signaleur, mais les autos passent vite.',
      'work-zone-traffic',
      'fr',
    ],
  ]);
});

describe('builtin engine: a distress button is an alarm', () => {
  itDoesNotRaise([
    ['La gardienne de nuit porte un bouton de détresse relié à la centrale.', 'psychosocial-risks', 'fr'],
  ]);
  itRaises([
    ['La gardienne de nuit porte un bouton de détresse relié à la centrale.', 'working-alone', 'fr'],
  ]);
});

describe('builtin engine: a floor « comme de la glace » is slippery, no road', () => {
  itDoesNotRaise([['Once stripped, the hallway tile is like glare ice.', 'road-traffic-driving', 'en']]);
  itRaises([
    ['Once stripped, the hallway tile is like glare ice.', 'slips-trips', 'en'],
    ['The county road is glare ice past the quarry gate.', 'road-traffic-driving', 'en'],
  ]);
});

describe('builtin engine: a receiving dock, ankle-deep holes, an oil-modified urethane', () => {
  itDoesNotRaise([
    ['Le livreur a glissé sur la glace au quai de réception ce matin.', 'working-over-water', 'fr'],
    ['The soccer field has ankle-deep holes near both goals.', 'excavation-trenching', 'en'],
    ['The gym floor gets a water-based urethane finish in August.', 'isocyanates', 'en'],
  ]);
  itRaises([
    ['Le pêcheur travaille seul sur le quai du port, sans veste, à marée haute.', 'working-over-water', 'fr'],
    ['The body shop sprays a two-component urethane clear coat in the booth.', 'isocyanates', 'en'],
  ]);
});

describe('builtin engine: a belt tripped, a hoist’s sling tag, a rink’s padding', () => {
  itDoesNotRaise([
    ['Pull cords tested on Monday; every one of them tripped the belt.', 'slips-trips', 'en'],
    [
      'The gantry was load tested in May and the sling tag is good until March.',
      'helicopter-operations',
      'en',
    ],
    [
      'À la dernière course, la patineuse a chuté et a glissé dans les coussins protecteurs.',
      'machine-guarding',
      'fr',
    ],
  ]);
});

describe('builtin engine: a rack that holds no stored load', () => {
  it('still reads racking named with its inspection as storage racking under control', async () => {
    const risk = await evidenceRisk(
      'The racking was inspected by an engineer in March.',
      'racking-collapse',
      {
        language: 'en',
      },
    );
    expect(risk?.status).toBe('controlled');
  });

  itDoesNotRaise([
    [
      'Kayla: there’s a wasp nest under the racking at C-14, got stung twice on the arm.',
      'racking-collapse',
      'en',
    ],
    ['Set up the workstations and the server racks for the new clients.', 'racking-collapse', 'en'],
    ['Les VFI sont sur le rack à côté du pick-up.', 'racking-collapse', 'fr'],
  ]);
  itRaises([
    [
      'Aisle 22, bay 6: front upright bent 5 cm, no column protector, pallets still on levels 3 and 4.',
      'racking-collapse',
      'en',
    ],
  ]);
});

describe('builtin engine: a roof named as part of a building, not worked on', () => {
  itDoesNotRaise([
    ['Le ventilateur d’extraction sur le toit tournait à moitié, courroie lâche.', 'roof-work', 'fr'],
    ['By mid-morning a blue haze hangs at roof level in the welding bays.', 'roof-work', 'en'],
    ['Water had leaked from the roof onto the pallet of flour.', 'roof-work', 'en'],
  ]);
  itRaises([
    ['Trois couvreurs posent du bardeau sur le toit, sans harnais.', 'roof-work', 'fr'],
    ['Two roofers were working on the warehouse roof near the stack.', 'roof-work', 'en'],
  ]);
});

describe('builtin engine: one hand truck, not one worker', () => {
  itDoesNotRaise([
    ['Un seul diable pour 6 livreurs, les caisses de 25 kg se portent à bras.', 'working-alone', 'fr'],
  ]);
});

describe('builtin engine: one big room', () => {
  itDoesNotRaise([['Bâtiment de 1992, un seul grand local, bureau à l’avant.', 'working-alone', 'fr']]);
});

describe('builtin engine: a seat that takes a boat’s shocks', () => {
  itDoesNotRaise([
    ['The patrol boat now has shock-mitigating suspension seats.', 'electrical-contact', 'en'],
  ]);
});

describe('builtin engine: guards posted for a blast', () => {
  itDoesNotRaise([
    ['Guards posted on both access roads, siren sounded, all clear at 14:10.', 'machine-guarding', 'en'],
  ]);
});

describe('builtin engine: words of another trade or of aftercare', () => {
  itDoesNotRaise([
    ['Lors de la fouille d’un arrivant, l’agent a trouvé une seringue.', 'excavation-trenching', 'fr'],
    ['Le ventilateur d’extraction fait un bruit de ferraille.', 'noise', 'fr'],
    ['Ça sent l’humide derrière l’armoire de séchage.', 'heat-stress', 'fr'],
    ['Mesure au radiamètre : 12 µSv/h au contact, bruit de fond à 1 m.', 'noise', 'fr'],
    ['Rivet gun and bucking bar use on the fuselage.', 'chainsaws', 'en'],
    ['Heavy pigeon droppings on the floor and on the gear boxes.', 'falling-objects', 'en'],
    [
      'He pulled debris off the trash rack with a pike pole; the trash rack bars are bent and overloaded.',
      'racking-collapse',
      'en',
    ],
    ['Just doing my notes out loud, my hands are froze.', 'noise', 'en'],
    ['The light curtain was flickering last week.', 'inadequate-lighting', 'en'],
    ['Le couteau diviseur et la garde sont sur la scie à table.', 'sharp-tools', 'fr'],
    ['Bay 2: the aerial ladder truck was on the hoist, mechanical locks engaged.', 'ladders', 'en'],
    ['Glace, premiers soins, retour au travail le lendemain.', 'first-aid-emergency', 'fr'],
    [
      'One dog bit a volunteer through the crate (superficial, washed, first aid, form filled).',
      'first-aid-emergency',
      'en',
    ],
  ]);
  itRaises([
    ['Le bruit des presses est assourdissant, personne ne porte de bouchons.', 'noise', 'fr'],
    ['Heavy pigeon droppings on the floor of the hoist house.', 'bird-droppings', 'en'],
    ['La trousse de premiers soins est vide depuis un mois.', 'first-aid-emergency', 'fr'],
  ]);
});

describe('builtin engine: a thing that fell and struck someone', () => {
  itRaises([
    ['Le rouleau de papier de fond de 12 pieds est tombé hier à côté de Maxime.', 'falling-objects', 'fr'],
    [
      'Un collier de serrage (≈ 0,8 kg) est tombé de la grille d’éclairage et a frappé le machiniste à l’épaule.',
      'falling-objects',
      'fr',
    ],
  ]);
  itDoesNotRaise([
    [
      'L’an passé, deux rouleaux sont tombés de la remorque sur la route 75 (sangles usées).',
      'falling-objects',
      'fr',
    ],
    [
      'Chariots sur les tuyaux de chauffage : Mateo est tombé vendredi du chariot à ciseaux à 2,5 m.',
      'falling-objects',
      'fr',
    ],
  ]);
});

describe('builtin engine: water kept in a cooler for the heat', () => {
  it('reads no cold room in it, in a sector where cold is typical', async () => {
    const text =
      'Wed Jul 16\nHeat: 31 °C by 2 pm. Tractor cab A/C works; spray truck A/C weak. Water in cooler. ' +
      'Took the afternoon on shop work.';
    const risk = await evidenceRisk(text, 'cold-stress', {
      ...EN,
      jurisdiction: 'AB',
      sector: 'public-administration.roads-transport.road-maintenance',
    });
    expect(risk).toBeUndefined();
  });
});

describe('builtin engine: first aid named in brackets after an injury', () => {
  itDoesNotRaise([
    [
      'Une surveillante s’est brûlé le poignet en décembre (rougeur, premiers soins).',
      'first-aid-emergency',
      'fr',
    ],
  ]);
});

describe('builtin engine: emergency lights, a concrete mixer, a plowed road, vehicle technicians, a welder’s arc', () => {
  itDoesNotRaise([
    ['Commentaire : 2 sorties dégagées, éclairage d’urgence testé le 1er oct.', 'inadequate-lighting', 'fr'],
    [
      'On vide des sacs de ciment de 40 kg et de sable à la main dans le malaxeur, trois groupes par semaine.',
      'dough-mixers',
      'fr',
    ],
    ['No. Policy is 2 sleds minimum off the plowed road.', 'snow-removal-plowing', 'en'],
    [
      'Amende pour avoir stationné dans une zone interdite pendant les opérations de déneigement.',
      'snow-removal-plowing',
      'fr',
    ],
    [
      'Persons contacted: fleet supervisor; 2 emergency vehicle technicians (EVTs).',
      'emergency-response-driving',
      'en',
    ],
    [
      'Welding screen missing; a technician in the aisle was exposed to arc flash from 3 m.',
      'arc-flash',
      'en',
    ],
  ]);
  itRaises([
    ['Switchgear racked in live, no arc flash suit, no face shield.', 'arc-flash', 'en'],
    ['Le pétrin à spirale n’a pas de grille, la boulangère y met la main.', 'dough-mixers', 'fr'],
  ]);
});

describe('builtin engine: French « divers », a road’s bend, a squatter, a twisted knee, a press’s CO2', () => {
  itDoesNotRaise([
    [
      'Divers : la fontaine d’eau du 2e est réparée, le stationnement sera repeint en mai.',
      'occupational-diving',
      'fr',
    ],
    ['Divers | nouveau fournisseur de café, salle de repos repeinte.', 'occupational-diving', 'fr'],
    ['Logging trucks come around the bend fast on the haul road.', 'occupational-diving', 'en'],
    ['Des squatteurs ont dormi dans l’entrepôt vacant cet hiver.', 'awkward-postures', 'fr'],
    ['Maria missed a step on the mezzanine stairs and twisted her knee.', 'awkward-postures', 'en'],
    ['Le système d’extinction au CO2 de la presse 4 a été inspecté en mars.', 'fryer-grease-fire', 'fr'],
    ['Coaches refill the white powder chalk bags before each class.', 'fentanyl-opioid-exposure', 'en'],
  ]);
  itRaises([
    ['Two divers went down to the intake screen without a standby diver.', 'occupational-diving', 'en'],
    ['The mechanics work twisting under the dashboards for hours.', 'awkward-postures', 'en'],
    ['Tilers spend the shift squatting over the floor tiles.', 'awkward-postures', 'en'],
    ['A deckhand twisted his ankle on the wet ramp, two days lost.', 'slips-trips', 'en'],
    ['Un sachet de poudre blanche trouvé dans une enveloppe au courrier.', 'fentanyl-opioid-exposure', 'fr'],
  ]);
});

describe('builtin engine: a spa’s limited warranty and a game’s review', () => {
  it('reads them as no account of work', () => {
    expect(
      isTradeProse(
        'LIMITED WARRANTY – Aurora saunas. Aurora warrants to the original purchaser that the heater is free of defects for 2 years. Not covered: damage from lightning, improper wiring or a heater placed near curtains. Send proof of purchase with any claim.',
      ),
    ).toBe(true);
    expect(
      isTradeProse(
        'TEST – Camion Lourd Simulateur (Xbox, PS5). Le mode multijoueur est réussi : vos chauffeurs virtuels livrent dans une ville fictive, la météo virtuelle est superbe.',
      ),
    ).toBe(true);
  });
});

describe('builtin engine: a cleaner sprayed, room attendants, jugs on the floor, a tarp under scraping', () => {
  itDoesNotRaise([
    ['Oven cleaner (caustic spray): the porters keep spraying it with bare hands.', 'pesticides', 'en'],
    [
      'Grievance filed by the room attendants of the Bayview Inn about their quotas.',
      'confined-spaces',
      'en',
    ],
    ['Six 20 L jugs of sulphuric acid sitting on the floor by the door.', 'child-care-postures', 'en'],
    ['For the old siding he planned a paper dust mask and a tarp, nothing else.', 'cargo-securement', 'en'],
  ]);
  itRaises([
    ['They spray the herbicide from the same sprayer as the caustic cleaner.', 'pesticides', 'en'],
    ['The educators spend hours sitting on the floor with the toddlers.', 'child-care-postures', 'en'],
  ]);
});

describe('builtin engine: a show’s haze machine, a chest freezer, sorting tables, snowmobile parts', () => {
  itDoesNotRaise([
    [
      'La troupe a apporté sa machine à brume à l’huile minérale pour le deuxième acte.',
      'metalworking-fluids',
      'fr',
    ],
    ['Le frigoriste vidangeait un congélateur coffre de 1992 au centre de tri.', 'cold-stress', 'fr'],
    [
      'The height-adjustable sorting tables ended floor-level lifting of parcel bins.',
      'sawmill-equipment',
      'en',
    ],
    ['Le camion livre deux boîtes de pièces de motoneige au garage.', 'atv-utv', 'fr'],
  ]);
  itRaises([
    [
      'The fog machine runs all evening in the closed barn and the actors are coughing.',
      'indoor-air-quality',
      'en',
    ],
    ['Glycol haze through the second act, the dancers complain of a dry throat.', 'indoor-air-quality', 'en'],
    ['Nos guides partent seuls en VTT, sans casque, dans le fond du bois.', 'atv-utv', 'fr'],
  ]);
});

describe('builtin engine: first aid given, a search round, a show’s haze machine removed', () => {
  itDoesNotRaise([
    ['Premiers soins, 12 jours de pansements pour la brûlure.', 'first-aid-emergency', 'fr'],
    [
      'Marie a glissé dans l’escalier et s’est foulé la cheville (premiers soins, elle a fini son quart).',
      'first-aid-emergency',
      'fr',
    ],
    [
      'Forklift driver’s first aid assessment: nothing to treat, back on the line.',
      'first-aid-emergency',
      'en',
    ],
    [
      '☑ Salle blindée du linac : ronde de fouille terminée, porte verrouillée.',
      'excavation-trenching',
      'fr',
    ],
    ['- Haze machine removed from the show this year (the singers’ throats).', 'indoor-air-quality', 'en'],
  ]);
});

describe('builtin engine: a procedure still to draft', () => {
  it('reads « manager to draft » as no control in place', async () => {
    expect(
      await statusIn(
        'The night cleaner works alone; the manager is to draft a lone-worker procedure.',
        'working-alone',
      ),
    ).toBe('present');
  });
});

describe('builtin engine: a live demonstration, appliances taken apart, an ice machine', () => {
  itDoesNotRaise([
    ['Scope: live demonstration program, gift shop, exhibit maintenance', 'hazardous-energy', 'en'],
    ['Démantèlement des frigos : la tôle est coupée à la cisaille.', 'demolition', 'fr'],
    ['Vestiaire propre, machine à glace OK, stationnement dégagé.', 'slips-trips', 'fr'],
  ]);
  itRaises([
    ['Ice on the floor by the ice cream freezer, nobody salted it.', 'slips-trips', 'en'],
    ['The annex wall is being demolished with the excavator next week.', 'demolition', 'en'],
  ]);
});

describe('builtin engine: pigeon droppings are their own hazard', () => {
  itDoesNotRaise([['Thick pigeon droppings cover the belfry floor.', 'biological-agents', 'en']]);
  itRaises([
    ['Thick pigeon droppings cover the belfry floor.', 'bird-droppings', 'en'],
    ['Fientes de pigeons et crottes de souris partout dans le grenier.', 'biological-agents', 'fr'],
  ]);
});

describe('builtin engine: a log slipped off on a beach', () => {
  itDoesNotRaise([['Aisha slipped off a driftwood log and cut her shin.', 'tree-felling', 'en']]);
  itRaises([['The faller left the log hung up and walked under it.', 'tree-felling', 'en']]);
});

describe('builtin engine: an oven cleaner', () => {
  itDoesNotRaise([['Le nettoyant à four est vaporisé à mains nues par les préposés.', 'burns-scalds', 'fr']]);
  itRaises([['Le cuisinier s’est brûlé l’avant-bras sur la porte du four.', 'burns-scalds', 'fr']]);
});

describe('builtin engine: a pail carried in, a mine’s roof, a pay scale, the free hand, wrecked gear', () => {
  itDoesNotRaise([
    ['Mathieu est rentré dans la bergerie avec la chaudière.', 'confined-spaces', 'fr'],
    ['Le toit travaille depuis le tir d’hier, des roches tombent au-dessus du front.', 'roof-work', 'fr'],
    [
      'Peu importe l’échelon salarial, le bas de l’échelle a les mêmes chances que les cadres.',
      'ladders',
      'fr',
    ],
    ['Il coupe avec la droite et n’a pas de gant sur la main libre.', 'road-traffic-driving', 'fr'],
    ['Said his earmuffs got wrecked last week so he wears nothing in his ears.', 'demolition', 'en'],
  ]);
  itRaises([
    ['Le mécanicien est entré dans la chaudière sans permis.', 'confined-spaces', 'fr'],
    ['Tiens le bas de l’échelle pendant que je monte au toit.', 'ladders', 'fr'],
    ['Il texte au volant, pas de mains libres dans le camion.', 'road-traffic-driving', 'fr'],
  ]);
});

describe('builtin engine: an x-ray at the clinic, tires over a mezzanine, a dam’s siren, a welder booked', () => {
  itDoesNotRaise([
    ['He went to the hospital, x-ray showed no fracture.', 'ionizing-radiation', 'en'],
    ['Il garroche les pneus par-dessus le bord de la mezzanine.', 'falls-overboard', 'fr'],
    ['La sirène en aval du barrage a été testée ce matin.', 'emergency-response-driving', 'fr'],
    ['Faut appeler le soudeur pour la rampe du quai.', 'welding-fumes', 'fr'],
    ['Brûlure à l’avant-bras. Premiers soins, puis la clinique.', 'first-aid-emergency', 'fr'],
  ]);
  itRaises([
    ['The dental x-ray unit is used with no lead apron.', 'ionizing-radiation', 'en'],
    ['Le soudeur soude sans écran dans l’atelier.', 'welding-fumes', 'fr'],
  ]);
});

describe('builtin engine: a nozzle, a cupboard, caustic soda, a plan’s scaffolding, a car that leans, metal fume fever', () => {
  itDoesNotRaise([
    [
      'Il dit que tout le monde le fait de même parce que la lance marche mal depuis un mois.',
      'workplace-violence',
      'fr',
    ],
    ['Les portables sont rangés dans le placard du 2e.', 'dangerous-goods-transport', 'fr'],
    ['Le raccord de la soude est à côté de celui de l’alun, sans étiquette.', 'hot-work', 'fr'],
    ['On monte l’échafaudage du projet avec les comités.', 'scaffolds', 'fr'],
    ['L’arrimage avec le calendrier scolaire reste à faire.', 'cargo-securement', 'fr'],
    [
      'Sur le pont no 1, la voiture a penché vers l’arrière quand Luc a forcé sur les boulons du berceau.',
      'awkward-postures',
      'fr',
    ],
    [
      'Il a fait une espèce de grippe le soir après une journée de soudure sur du galvanisé.',
      'biological-agents',
      'fr',
    ],
    [
      'Une planche d’érable a été rejetée vers l’arrière par la déligneuse et a frappé l’aide-opérateur à la hanche.',
      'workplace-violence',
      'fr',
    ],
  ]);
  itRaises([
    ['Le client a lancé une chaise sur la caissière.', 'workplace-violence', 'fr'],
    ['Il soude les supports sans écran ni extinction à proximité.', 'hot-work', 'fr'],
    ['Twelve-hour night shifts, five in a row, and the crew is exhausted.', 'fatigue-shift-work', 'en'],
    [
      'Le bateau a penché sur tribord avec les casiers empilés sur le pont.',
      'vessel-stability-capsizing',
      'fr',
    ],
  ]);
  // A fire « during the night shift » in a hospital's laundry tells when it happened.
  it('reads a fire during the night shift as no night work', async () => {
    const risk = await evidenceRisk(
      'Dryers: May 3 – lint fire in dryer #1 during the night shift, put out with the extinguisher by the aide.',
      'fatigue-shift-work',
      { language: 'en', sector: 'health-care.hospitals.environmental-services' },
    );
    expect(risk).toBeUndefined();
  });
});

describe('builtin engine: bear spray, a pile that leans', () => {
  it('reads « carry your spray » after a grizzly as bear spray, no pesticide', async () => {
    const text =
      'Jo 6:58 AM: Grizzly tracks by the compost again, the fence was off all night. Carry your spray\nSam 7:02 AM: got mine';
    const options = { language: 'en', sector: 'agriculture.horticulture.vegetable-farms' } as const;
    expect(await evidenceRisk(text, 'pesticides', options)).toBeUndefined();
    expect(await evidenceRisk(text, 'wildlife-insects', options)).toBeDefined();
  });
  itDoesNotRaise([['La pile de palettes penche encore.', 'awkward-postures', 'fr']]);
});

describe('builtin engine: growth, crashes, radios, candles and other senses', () => {
  itDoesNotRaise([
    ['Les ventes ont connu une hausse explosive au printemps.', 'blasting', 'fr'],
    ['Bead blasting is done in a closed cabinet.', 'blasting', 'en'],
    ['Le cours traite des krachs éclair sur les marchés.', 'lightning', 'fr'],
    ['We keep in touch by HF radio twice a day from the outpost.', 'hydrofluoric-acid', 'en'],
    ['On tient le poteau jusqu’à ce qu’il tienne debout tout seul.', 'working-alone', 'fr'],
    ['Une entente d’évacuation par hélicoptère est signée pour le chantier.', 'helicopter-operations', 'fr'],
    ['La boutique Chandelles La Flambée ouvre à 10 h.', 'vehicle-lifts', 'fr'],
    ['Les cabines ont leur protection contre les chutes d’objets, vérifiée.', 'falls-from-height', 'fr'],
    ['Le soudeur se glisse en dessous pour le plancher du char.', 'slips-trips', 'fr'],
    ['First aid Oct 4: a packer pinched a finger in the case erector.', 'first-aid-emergency', 'en'],
    [
      'Aucune personne salariée ne verra de coupure de salaire à cause du nouveau classement.',
      'sharp-tools',
      'fr',
    ],
    ['Nous lançons des campagnes « coup de poing » chaque automne.', 'workplace-violence', 'fr'],
    ['Le technicien remplace la pile à côté du fer à souder.', 'hot-work', 'fr'],
    ['Their hands went numb in wet gloves on the sorting line.', 'hand-arm-vibration', 'en'],
    ['When you are under a raised dump box, pin it and crib it.', 'child-care-postures', 'en'],
    ['The courthouse runs a baggage x-ray at the door.', 'ionizing-radiation', 'en'],
    ['Attendant on shift, with the kit and the stretcher.', 'confined-spaces', 'en'],
  ]);
});

describe('builtin engine: a poly hoarding, a duress pendant, an ID lanyard, a fuel attendant, first aid declined', () => {
  itDoesNotRaise([
    ['The building will be hoarded in poly for the winter.', 'home-care-environments', 'en'],
    ['An uncapped needle was on the floor of the exam room.', 'rebar-impalement', 'en'],
    ['Duress pendants page overhead and the switchboard.', 'arc-flash', 'en'],
    ['Attendants trained on the emergency fuel shut-off.', 'confined-spaces', 'en'],
    ['Customer slipped at the door, no injury, declined first aid.', 'first-aid-emergency', 'en'],
    ['Chaque fauteuil a son écran anti-lumière bleue fixé à la lampe.', 'forklifts', 'fr'],
  ]);
  it('reads a grabbed lanyard as an assault, not a fall arrest', async () => {
    expect(
      await evidenceRisk('He grabbed my lanyard and pulled.', 'falls-from-height', { language: 'en' }),
    ).toBeUndefined();
  });
});

describe('builtin engine: an uncapping line, a blowout season, a blast hood, a curtain’s counterweight', () => {
  itDoesNotRaise([
    ['Staff restack honey supers onto the uncapping line all day.', 'rebar-impalement', 'en'],
    ['Frankly, the spring was a blowout season for our sales team.', 'well-control-blowout', 'en'],
    ['Slings inspected Friday, tags good till October.', 'helicopter-operations', 'en'],
    ['Moulds are preheated and dry before every pour.', 'mould', 'en'],
    ['Le chariot de contrepoids de la perche 8 est descendu trop vite.', 'forklifts', 'fr'],
    ['Hazards: static spark during solvent transfer.', 'hot-work', 'en'],
    ['The pipe surface is blasted by one blaster in a supplied-air blast hood.', 'blasting', 'en'],
  ]);
});

describe('builtin engine: an epoxy floor, a file that could blow up, a plow blade welded, the edge of a channel', () => {
  itDoesNotRaise([
    ['Salt on the floor and the old epoxy worn smooth by the doors.', 'epoxy-resins', 'en'],
    ['Quand un dossier menaçait de nous exploser dans les mains, on l’appelait.', 'workplace-violence', 'fr'],
    ['Les lames de chasse-neige sont rechargées et soudées au fond du garage.', 'snow-removal-plowing', 'fr'],
    ['On les sort à bras, penché par-dessus le bord du canal.', 'falls-overboard', 'fr'],
  ]);
});

describe('builtin engine: grit put down, a vert ramp’s deck, a rooftop unit, a lift attendant, a dash warning light', () => {
  itDoesNotRaise([
    ['The crew put down grit on the ramp after the spill.', 'harassment', 'en'],
    [
      'Also Amir works on top of the 3 m vert deck to change coping with no railing on the back side of the deck.',
      'falls-overboard',
      'en',
    ],
    ['Workers fit HVAC roof pods from a gantry platform 3.4 m high.', 'roof-work', 'en'],
    ['Levage de 6 unités de ventilation sur le toit de l’usine, max 2,8 t à 24 m.', 'roof-work', 'fr'],
    ['Attendants at the base load the bikes onto the chair.', 'confined-spaces', 'en'],
    ['Any warning light on the dash: tag it out.', 'inadequate-lighting', 'en'],
    ['Je vais mettre des balles rondes devant les postes.', 'hay-bales', 'fr'],
    ['Dégraissant et nettoyant à jantes transvidés dans des vaporisateurs.', 'tire-servicing', 'fr'],
  ]);
});

describe('builtin engine: an agenda’s « Divers », a four-wheeled cart, a wrecked neck', () => {
  itDoesNotRaise([
    ['7. Divers\nKim dit que la nouvelle cuisinière fonctionne bien.', 'occupational-diving', 'fr'],
    ['Le chariot à quatre roues pour les caisses de lait est brisé.', 'atv-utv', 'fr'],
    ['Everybody tattoos bent over and Morgan’s neck is wrecked.', 'demolition', 'en'],
  ]);
});

describe('builtin engine: a lead truck, a wharf’s crib, a vibrating grizzly, a stacker conveyor, lifeguards, tips in an apron, a bus in a ditch', () => {
  itDoesNotRaise([
    [
      'Mobile closure: lead paint truck and shadow truck with arrow board, radios between trucks.',
      'lead',
      'en',
    ],
    ['The divers checked the rock-filled crib and its toe along the old wharf.', 'child-care-postures', 'en'],
    ['The vibrating grizzly ahead of the jaw crusher was plugged again.', 'wildlife-insects', 'en'],
    ['The radial stacker conveyor was moved to the sand pile.', 'forklifts', 'en'],
    ['Guards off the chairs and inside the building.', 'machine-guarding', 'en'],
    ['On ne garde pas l’argent des pourboires dans la poche du tablier.', 'inadequate-ppe', 'fr'],
    ['Un autobus a glissé dans le fossé mardi, sans blessé.', 'confined-spaces', 'fr'],
  ]);
});

describe('builtin engine: a single fan, a knockout punch, a depot for hazardous products, shouting over music, the Coast Guard', () => {
  itDoesNotRaise([
    ['Un seul ventilateur de chantier, arrêté à mon arrivée.', 'working-alone', 'fr'],
    ['Third, the drill press and the knockout punch.', 'workplace-violence', 'en'],
    ['Plus de décapant : tout a été apporté au dépôt de produits dangereux.', 'robbery-cash-handling', 'fr'],
    ['On crie par-dessus la musique pis les ventilateurs, 3 pratiques par jour.', 'harassment', 'fr'],
    ['Twice-daily VHF check-ins with Coast Guard Radio are done.', 'machine-guarding', 'en'],
  ]);
});

describe('builtin engine: a question or a rumour about asbestos', () => {
  itDoesNotRaise([
    [
      '- Ancien bâtiment des chaudières : question d’un jeune sur l’amiante du calorifugeage.',
      'asbestos',
      'fr',
    ],
    ['Sep 4 | Basement corridor | Question about asbestos in the floor.', 'asbestos', 'en'],
    ['Just to be clear about the asbestos rumour going around the office.', 'asbestos', 'en'],
  ]);
  itRaises([['The pipe lagging in the basement contains asbestos and is damaged.', 'asbestos', 'en']]);
});

describe('builtin engine: a supplier’s payment terms, a window-tint shop’s film', () => {
  it('reads a notice of new payment terms as no account of work', () => {
    expect(
      isTradeProse(
        'AVIS À LA CLIENTÈLE – Nouvelles conditions de paiement. Les factures sont payables en 30 jours; un escompte de 2 % s’applique en 10 jours. Les demandes de crédit joindront vos états financiers, pour protéger notre fonds de roulement.',
      ),
    ).toBe(true);
  });

  it('reads a window-tint shop’s film and a French « appliqué » as work, not as a movie or a quilt', async () => {
    const visit =
      'Pose de film teinté. Les installateurs coupent le film sur les vitres avec des lames à casser; le film colle, le film se replie. ' +
      'Le scellant est appliqué à la main. Un installateur s’est coupé le pouce en cassant une lame.';
    expect(isTradeProse(visit)).toBe(false);
    expect(await evidenceIdsIn(visit, 'fr')).toContain('sharp-tools');
  });
});

describe('builtin engine: a bagger’s heat sealer, a round of the boat cradles after a storm', () => {
  itDoesNotRaise([
    ['Ensacheuse no 3 arrêtée : un sac coincé dans la soudeuse.', 'hot-work', 'fr'],
    [
      'Après chaque tempête, on fait la tournée des bers et on resserre les chaînes.',
      'road-traffic-driving',
      'fr',
    ],
  ]);
  itRaises([
    ['Le livreur fait sa tournée sur la route 132 même pendant les tempêtes.', 'road-traffic-driving', 'fr'],
  ]);
});

describe('builtin engine: a bend in metal is no diver’s bends', () => {
  itDoesNotRaise([
    ['The press brake operator steadies the long sheet through the bend.', 'occupational-diving', 'en'],
    ['Pipe crew sets the mandrel in the bending machine before each bend.', 'occupational-diving', 'en'],
  ]);
});

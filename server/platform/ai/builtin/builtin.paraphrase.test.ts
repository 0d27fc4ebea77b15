import { describe, expect, it } from 'vitest';
import {
  evidenceIds,
  evidenceIdsIn,
  evidenceRisk,
  itDoesNotRaise,
  itRaises,
  itReadsStatus,
  risksOf,
} from './builtin.test-support';

describe('builtin engine: paraphrase in French', () => {
  it.each([
    ['Après chaque brassin, les employés descendent dans la cuve pour la nettoyer.', 'confined-spaces'],
    ['Le mécanicien retire le protecteur de la presse pour aller plus vite.', 'machine-guarding'],
    ['On débloque le convoyeur sans arrêter la machine.', 'hazardous-energy'],
    ['Le chariot élévateur recule dans l’allée où marchent les piétons.', 'pedestrian-vehicle-traffic'],
    ['Deux employés montent sur la mezzanine sans garde-corps pour ranger des boîtes.', 'falls-from-height'],
    ['Les sacs de ciment de 40 kg sont transportés à la main jusqu’au deuxième.', 'manual-handling'],
    ['Près de la presse, il faut crier pour se faire entendre.', 'noise'],
    ['Le plancher de la cuisine est souvent glissant à cause de la graisse.', 'slips-trips'],
    ['Les préparateurs passent deux heures dans l’entrepôt à -20 °C.', 'cold-stress'],
    ['La soudure se fait sur de l’acier galvanisé et la fumée envahit l’atelier.', 'welding-fumes'],
    ['On meule les pièces près des boîtes de carton, les étincelles volent partout.', 'hot-work'],
    ['L’opérateur met la main dans les rouleaux et se fait happer le gant.', 'caught-in-between'],
    // Any tense of a rule's verb: the rule lists « monter », the evidence says « montait ».
    ['L’apprenti montait les paquets de bardeaux de 30 kg sur l’épaule.', 'manual-handling'],
    ['Salle de décorticage à environ 5 °C, gants de coton mouillés.', 'cold-stress'],
    ['Le chef nous crie après et nous traite de noms devant les serveurs.', 'harassment'],
    [
      'Il était tout seul dans la bâtisse jusqu’à 1 h du matin et personne savait où il était.',
      'working-alone',
    ],
    ['Les gars trouvent des seringues dans les poubelles et les ramassent à la main.', 'needlestick-sharps'],
    ['Une meute de chiens errants rôde autour du garage le soir.', 'dog-bites'],
    ['La gastro a fait le tour de l’équipe en novembre.', 'biological-agents'],
    ['Sur l’autoroute, le chargement a bougé dans un virage.', 'cargo-securement'],
  ])('« %s » raises %s', async (text, hazardId) => {
    expect(evidenceIds(await risksOf(text))).toContain(hazardId);
  });
});

describe('builtin engine: paraphrase in English', () => {
  it.each([
    ['Workers climb into the tank to scrape the residue.', 'confined-spaces'],
    ['The operator removed the guard to clear a jam.', 'machine-guarding'],
    ['He cleared a jam while the machine was running.', 'hazardous-energy'],
    ['The lift truck backs up through the aisle where pedestrians walk.', 'pedestrian-vehicle-traffic'],
    ['Roofers work on the roof with no harness.', 'falls-from-height'],
    ['Boxes weigh 30 kg and are carried up the stairs.', 'manual-handling'],
    ['The compressor room is so loud you have to shout to be heard.', 'noise'],
    ['The floor near the dishwasher is always wet.', 'slips-trips'],
    ['Staff spend hours in the walk-in freezer.', 'cold-stress'],
    ['Welding fumes rise to the ceiling of the shop.', 'welding-fumes'],
    ['Sparks from the grinder land on cardboard and oily rags.', 'hot-work'],
    ['Uprights of the racking are bent from forklift impacts.', 'racking-collapse'],
    ['We still have one person on overnight at both stores.', 'working-alone'],
    ['The supervisor calls the agents incompetent in front of the team.', 'harassment'],
    ['No fall protection on the roof.', 'roof-work'],
    ['No fall protection on the roof.', 'falls-from-height'],
    ['Drivers tarp by climbing on top of the load, 3-4 m off the ground.', 'falls-from-height'],
    ['Crews spent 11 days on the interface fire in heavy smoke.', 'wildfire-smoke'],
    ['The peer support team met both crews after the fire with two child fatalities.', 'traumatic-events'],
    ['Two staff slipped this season near the bench door.', 'slips-trips'],
    ['The east parking lot lights burnt out three weeks ago.', 'inadequate-lighting'],
    ['One agent had tinnitus for two days after a shriek in the headset.', 'acoustic-shock-headsets'],
    ['The educator lost her voice by Thursday.', 'voice-strain'],
    ['Upright 14-03 has a dent in the upright at 1 m, still loaded.', 'racking-collapse'],
    ['The floor is iced at the freezer door again.', 'slips-trips'],
    ['Fallers work 400 m apart with no cell coverage.', 'working-alone'],
  ])('"%s" raises %s', async (text, hazardId) => {
    expect(evidenceIds(await risksOf(text, { language: 'en' }))).toContain(hazardId);
  });
});

describe('builtin engine: whole paragraphs', () => {
  it('reads a French kitchen description like an analyst', async () => {
    const text = [
      'Cuisine du restaurant Le Vieux Moulin.',
      'Les cuisiniers travaillent debout toute la journée près des fours et la température dépasse souvent 32 °C en été.',
      'Le plancher derrière la plonge est souvent mouillé et glissant.',
      'Les couteaux sont aiguisés chaque matin et un commis s’est coupé la semaine dernière.',
      'On nettoie la friteuse avec un dégraissant caustique sans lunettes.',
      'La porte de la chambre froide ne s’ouvre pas de l’intérieur.',
    ].join(' ');
    const ids = evidenceIds(await risksOf(text));
    expect(ids).toEqual(
      expect.arrayContaining([
        'heat-stress',
        'prolonged-standing',
        'slips-trips',
        'sharp-tools',
        'corrosives',
        'inadequate-ppe',
        'emergency-preparedness',
        // A cold room's door that does not open from inside is entrapment, not cold work.
        'walk-in-freezer-entrapment',
      ]),
    );
    for (const unrelated of ['confined-spaces', 'falls-from-height', 'noise', 'forklifts'])
      expect(ids).not.toContain(unrelated);
  });

  it('reads an English site visit like an analyst', async () => {
    const text = [
      'Site visit at the new school.',
      'Two labourers were digging a trench about 2 m deep with no shoring.',
      'An excavator swings close to the workers and its backup alarm is broken.',
      'The crew cuts concrete blocks dry, raising silica dust everywhere.',
      'There is no first aid kit on site.',
      'Workers on the second floor deck stand near an unprotected edge.',
    ].join(' ');
    const risks = await risksOf(text, { language: 'en' });
    const ids = evidenceIds(risks);
    expect(ids).toEqual(
      expect.arrayContaining([
        'excavation-trenching',
        'mobile-equipment',
        'silica',
        'first-aid-emergency',
        'falls-from-height',
      ]),
    );
    for (const unrelated of ['confined-spaces', 'cold-stress', 'working-over-water', 'formwork-shoring'])
      expect(ids).not.toContain(unrelated);
    expect(risks.find((risk) => risk.hazardId === 'falls-from-height')?.severity).toBe('critique');
  });
});

describe('builtin engine: paraphrase families added for issue 12', () => {
  itRaises([
    ['Le bûcheron abat des bouleaux secs sans vérifier leur inclinaison.', 'tree-felling', 'fr'],
    ['The faller drops spruce on a steep slope with no escape path cleared.', 'tree-felling', 'en'],
    ['Les couvreurs arrachent le vieux revêtement de la maison construite en 1955.', 'asbestos', 'fr'],
    ['The crew tore out the ceiling of a school built in 1972 without testing it.', 'asbestos', 'en'],
    ['Le câble passe sur le treuil juste à côté des jambes du matelot.', 'caught-in-between', 'fr'],
    [
      'The mooring line runs onto the capstan right where the deckhand plants his feet.',
      'caught-in-between',
      'en',
    ],
    ['Des panneaux de verre sont appuyés contre la colonne sans retenue.', 'falling-objects', 'fr'],
    ['Steel plates are stored on edge in the yard and are not secured.', 'falling-objects', 'en'],
    ['Le manœuvre se tient dans le rayon de giration de la pelle.', 'struck-by', 'fr'],
    ['Helpers stand in the line of fire of the tensioned cable.', 'struck-by', 'en'],
    ['Un intrus a menacé la réceptionniste avec un couteau.', 'workplace-violence', 'fr'],
    ['A thief threatened the night clerk before leaving.', 'workplace-violence', 'en'],
    ['Les opérateurs descendent dans le poste de pompage pour retirer les débris.', 'confined-spaces', 'fr'],
    ['Technicians go down into the culvert to clear the grate.', 'confined-spaces', 'en'],
    ['Les emballeurs travaillent dans une salle à 2 °C.', 'cold-stress', 'fr'],
    ['On the packing line the area is kept at 3 °C all day.', 'cold-stress', 'en'],
    // Holdout 8's everyday words, in sentences of their own.
    ['Les éducatrices crient toute la journée au gymnase et finissent enrouées.', 'voice-strain', 'fr'],
    ['Coaches are yelling over the music all day and go home hoarse.', 'voice-strain', 'en'],
    ['À la plonge, j’ai les mains toutes craquées depuis l’hiver.', 'wet-work-dermatitis', 'fr'],
    ['The caissière stands 10 h a day on the concrete floor behind the counter.', 'prolonged-standing', 'en'],
    ['Les caissières sont debout 9 h par jour sur le béton.', 'prolonged-standing', 'fr'],
    ['Le livreur est debout depuis 4 h ce matin et conduit encore.', 'fatigue-shift-work', 'fr'],
    ['Les ruches de bourdons sont posées entre les rangs de concombres.', 'wildlife-insects', 'fr'],
    ['A rattler was sunning on the pipe rack by the separator.', 'wildlife-insects', 'en'],
    [
      'The batteries of the scooter are crushed and hissing in the corner of the shop.',
      'lithium-batteries',
      'en',
    ],
    ['La batterie du vélo électrique est gonflée et fume sur l’établi.', 'lithium-batteries', 'fr'],
    ['Paint chips from the old hull tested positive for lead.', 'lead', 'en'],
    ['The tech pulls a hot crucible out of the furnace with short tongs.', 'burns-scalds', 'en'],
    ['Sunday I was out there by myself at the reservoir, nobody covering.', 'working-alone', 'en'],
    ['Chaudière d’appoint dans la salle mécanique, purge jamais faite.', 'steam-boilers', 'fr'],
    ['Au poste 12, l’aussière avant a cédé pendant le virage du navire.', 'mooring-line-snapback', 'fr'],
    ['The stern line parted while the ferry swung off the berth.', 'mooring-line-snapback', 'en'],
    [
      'Cleaning the lathe, his glove got caught on the chuck and pulled his arm in.',
      'caught-in-between',
      'en',
    ],
    [
      'En nettoyant le rouleau, son gant s’est pris et le bras entraîné jusqu’au coude.',
      'caught-in-between',
      'fr',
    ],
    ['Le client au comptoir a tenté de me frapper avec son sac.', 'workplace-violence', 'fr'],
    ['The man in room 6 swung at him when the orderly changed his dressing.', 'workplace-violence', 'en'],
    [
      'Éclairage du stationnement en panne depuis lundi, les commis sortent à 23 h.',
      'inadequate-lighting',
      'fr',
    ],
    ['Driver logged 14 h driving, over the 13 h limit, to make the ferry.', 'fatigue-shift-work', 'en'],
    ['Au quai 3, il faisait -25 °C toute la nuit au chargement des remorques.', 'cold-stress', 'fr'],
    ['A socket wrench dropped from the top of the tower and landed by the van.', 'falling-objects', 'en'],
    ['Une caisse de 15 kg est tombée du camion sur le pied du livreur.', 'falling-objects', 'fr'],
    ['The flagger slipped walking down into the icy ditch.', 'slips-trips', 'en'],
    ['Mezzanine thermometer read 34C at 2 pm, pickers were dizzy.', 'heat-stress', 'en'],
    ['Flaggers are exposed to traffic noise all day at the interchange.', 'noise', 'en'],
    ['Crew replacing loose shingles on the roof at 8 m, no harness.', 'roof-work', 'en'],
    ['La caissière s’est coupée avec un couteau en ouvrant une caisse de carton.', 'sharp-tools', 'fr'],
    ['Worker complained of back pain from trench digging by hand all week.', 'excavation-trenching', 'en'],
    ['Plow crew out since 18:00, back at 08:30 — that’s 14.5 hrs on shift.', 'fatigue-shift-work', 'en'],
    [
      'Les boîtes de papier sont empilées jusqu’au plafond et ça penche vers l’allée.',
      'falling-objects',
      'fr',
    ],
    ['Depuis le départ de Luc, je suis toute seule de minuit à 8 h.', 'working-alone', 'fr'],
    ['After three split shifts in a row she got about 4 hours of sleep.', 'fatigue-shift-work', 'en'],
    ['The lineman had slept four hours before the storm call-out.', 'fatigue-shift-work', 'en'],
    ['La répartitrice a dormi deux heures entre ses deux quarts.', 'fatigue-shift-work', 'fr'],
    ['Au retour de la tournée, je cognais des clous au volant.', 'fatigue-shift-work', 'fr'],
    ['The security guard did five nights of 12 hours this week.', 'fatigue-shift-work', 'en'],
    [
      'Le flexible hydraulique de la pelle a éclaté, huile dans le visage du mécano.',
      'hydraulic-injection',
      'fr',
    ],
  ]);

  itDoesNotRaise([
    ['Two spare propane tanks are strapped inside the van.', 'confined-spaces', 'en'],
    ['The staff wait while customers line up at the service counter.', 'hazardous-energy', 'en'],
    ['Les réservoirs de propane sont fixés à l’intérieur du camion.', 'confined-spaces', 'fr'],
    ['Le livreur est debout depuis 4 h ce matin et conduit encore.', 'prolonged-standing', 'fr'],
    ['Fingers white and numb after the shift outside — frostnip, per the nurse.', 'hand-arm-vibration', 'en'],
    ['The driver was going over the speed limit on the haul road.', 'fatigue-shift-work', 'en'],
    [
      'Les traitements se font de nuit, avec un délai de réentrée de 12 h affiché à la porte.',
      'fatigue-shift-work',
      'fr',
    ],
    [
      'Orchard spraying is done at night; re-entry interval of 12 h posted at the gate.',
      'fatigue-shift-work',
      'en',
    ],
    ['The scaffold has been up since Monday on the north wall.', 'fatigue-shift-work', 'en'],
    ['Noise exceeds the limit for most of the shift at the planer.', 'fatigue-shift-work', 'en'],
    ['Standing water on the concrete floor by the drain.', 'prolonged-standing', 'en'],
    ['The worker fell off the ladder while carrying a box of tools.', 'falling-objects', 'en'],
    ['Le flexible hydraulique de la presse à injection a été remplacé.', 'hydraulic-injection', 'fr'],
    ['Photo 2: storage room 4C, shelving overloaded.', 'cold-stress', 'en'],
    [
      'Trancheuse à charcuterie : protège-lame enlevé, le commis tranche à mains nues.',
      'excavation-trenching',
      'fr',
    ],
    ['Room 33C on the second floor is the new training room.', 'heat-stress', 'en'],
  ]);
});

describe('builtin engine: words kept apart and phrases read in context', () => {
  itRaises([
    ['Foundry sand dust is swept up dry at the end of each shift.', 'silica', 'en'],
    ['Le monteur travaille à 15 m du sol sur la tour de télécommunication.', 'falls-from-height', 'fr'],
    ['The rigger spends the morning 20 metres up on the mast.', 'falls-from-height', 'en'],
    ['The racking beams in the parts warehouse are bent from impacts.', 'racking-collapse', 'en'],
    [
      'Les trieuses répètent des mouvements rapides des mains pendant tout le quart.',
      'repetitive-work',
      'fr',
    ],
    ['Sorters make rapid movements with both hands through the whole shift.', 'repetitive-work', 'en'],
    ['Un préposé accompagne un résident atteint de la grippe jusqu’à sa chambre.', 'biological-agents', 'fr'],
    ['Lab technicians culture Legionella from cooling tower water.', 'biological-agents', 'en'],
    ['Deux animaliers sont devenus allergiques aux animaux de laboratoire.', 'biological-agents', 'fr'],
    ['Several shrimp peelers have developed wheezing at work.', 'biological-agents', 'en'],
  ]);

  itDoesNotRaise([
    ['The carpenters are sanding the oak trim in the hallway.', 'silica', 'en'],
    ['The steel beams of the gym roof show cracked paint.', 'racking-collapse', 'en'],
    ['The crew placed cones along the side of the road.', 'falls-overboard', 'en'],
    ['Paint cans are stored on shelves above shoulder height.', 'awkward-postures', 'en'],
    ['Les contenants sont rangés sur une tablette au-dessus de la tête.', 'awkward-postures', 'fr'],
    ['Parking officers work downtown on foot.', 'office-ergonomics', 'en'],
  ]);
});

describe('builtin engine: the words of care, child care, retail and municipal work (holdout 11)', () => {
  itRaises([
    ['Le dogue du client n’est jamais attaché et il grogne quand on sort du camion.', 'dog-bites', 'fr'],
    ['A loose dog lunged at the meter reader on Elm Street.', 'dog-bites', 'en'],
    ['La semaine passée, le chien du voisin a pincé la cheville du facteur.', 'dog-bites', 'fr'],
    ['Je fais la fermeture toute seule jusqu’à minuit au dépanneur.', 'working-alone', 'fr'],
    ['I close the pharmacy by myself on Sundays.', 'working-alone', 'en'],
    ['Veilleur de nuit : seul de 22 h à 6 h au poste de garde.', 'working-alone', 'fr'],
    ['L’éducatrice s’est blessée au dos en soulevant un poupon du parc.', 'manual-handling', 'fr'],
    ['Staff lift infants into the high chairs all day.', 'manual-handling', 'en'],
    ['Les sacs de terreau sont trop lourds pour une seule commis.', 'manual-handling', 'fr'],
    ['The recycling bins are way too heavy to pull up the ramp.', 'manual-handling', 'en'],
    ['He tipped the full tote over by hand. Lower back strain the next day.', 'manual-handling', 'en'],
    [
      'Au four à pain, la pâtissière retire les plaques avec des gants longs résistants à la chaleur.',
      'burns-scalds',
      'fr',
    ],
    ['The school bus driver was unloading when she slipped and fell on the ice.', 'slips-trips', 'en'],
    ['Le brigadier a chuté sur la glace devant l’école.', 'slips-trips', 'fr'],
    ['-33 with the wind chill and the crossing guards stand there an hour.', 'cold-stress', 'en'],
    ['Chauffage de la niveleuse brisé à -28, les pieds engourdis.', 'cold-stress', 'fr'],
    ['Un client fait des commentaires à caractère sexuel aux caissières.', 'harassment', 'fr'],
    ['The manager wants us to chase shoplifters out to the parking lot.', 'shoplifter-intervention', 'en'],
    ['Chez l’usager, le fils fume dans le salon pendant nos soins.', 'indoor-air-quality', 'fr'],
  ]);

  itDoesNotRaise([
    // Measured and said to be within the limit: not a noise hazard; a level alone still may be.
    ['Bruit : 76 dBA au poste d’emballage, sous la limite; aucune protection requise.', 'noise', 'fr'],
    ['The goalie fell on the ice twice in the third period.', 'slips-trips', 'en'],
    ['Une chute de glace du toit du garage a brisé le pare-brise.', 'slips-trips', 'fr'],
    [
      'Pumping station: mechanical ventilation runs continuously, gas detector bump-tested.',
      'underground-ventilation',
      'en',
    ],
    ['The welds smoke a lot inside the booth and the welders get headaches.', 'indoor-air-quality', 'en'],
    ['we dont have to climb on the milk crates anymore, there is a step stool now.', 'ladders', 'en'],
    [
      'Best man’s toast: to the bride and groom! He has been climbing ladders all his life — the corporate ones. Raise your glasses to their marriage!',
      'ladders',
      'en',
    ],
    [
      'Épisode 6 : les finalistes sortent leurs couteaux devant les juges, et la pression monte dans la cuisine de l’émission de télé.',
      'sharp-tools',
      'fr',
    ],
  ]);

  it('keeps the mine hazards for mines', async () => {
    expect(
      evidenceIds(
        await risksOf(
          'Underground at the 900 level: the auxiliary ventilation fan was off and the drift was hazy.',
          { language: 'en' },
        ),
      ),
    ).toContain('underground-ventilation');
  });
});

describe('builtin engine: retail, energy, utilities, kitchens and fishing in their own words (holdout 12)', () => {
  itRaises([
    [
      'Un client a lancé une chaise vers la caissière quand on a refusé le remboursement.',
      'workplace-violence',
      'fr',
    ],
    ['The sous-chef threw a pot at the dishwasher during the rush.', 'workplace-violence', 'en'],
    ['Le gérant insulte les commis devant les clients.', 'harassment', 'fr'],
    ['Dishwashers have their hands in hot soapy water most of the shift.', 'wet-work-dermatitis', 'en'],
    [
      'CO2 at 1,600 ppm in the classroom by noon; students and teacher complain of headaches.',
      'indoor-air-quality',
      'en',
    ],
    ['The front steps are ice every morning at the depot.', 'slips-trips', 'en'],
    [
      'Une rafale a emporté un panneau de l’étalage extérieur jusque dans le stationnement.',
      'falling-objects',
      'fr',
    ],
    ['Cartons of bleach leaning over the aisle from the top shelf above customers.', 'falling-objects', 'en'],
    ['The hydraulic hose on the crane has a pinhole leak near the fitting.', 'hydraulic-injection', 'en'],
    ['Avec les casiers empilés sur le pont, le bateau penche à bâbord.', 'vessel-stability-capsizing', 'fr'],
    ['The deckhands had been on deck for 20 hours straight.', 'fatigue-shift-work', 'en'],
  ]);

  itDoesNotRaise([
    ['Roof membrane sampled for asbestos in 2023: none detected.', 'asbestos', 'en'],
    ['Welding on the overhead steam line in unit 3 under a hot work permit.', 'overhead-power-lines', 'en'],
    ['Radio check with shore every two hours from the mussel lease.', 'formwork-shoring', 'en'],
    ['Float suits on; a throw bag and ice picks in the truck.', 'wind-turbine-ice-throw', 'en'],
    ['Détecteur 4 gaz vérifié au gaz étalon ce matin.', 'livestock-handling', 'fr'],
    ['Servers carry the plate racks to the dish pit.', 'racking-collapse', 'en'],
    ['Spill kit on the island next to the fuel tank.', 'slips-trips', 'en'],
    ['Mandatory rest breaks every hour above humidex 35.', 'fatigue-shift-work', 'en'],
    [
      '★★★★☆ Reviewed by SnowDad, verified purchase. Pros: throws snow 10 m. Cons: heavy to push, loud (98 dB), so I wear ear muffs. Would buy again.',
      'noise',
      'en',
    ],
  ]);

  it('rates a thing thrown at someone as danger, which raises the likelihood', async () => {
    const risk = await evidenceRisk('A customer threw a coffee at the cashier.', 'workplace-violence', {
      language: 'en',
    });
    expect(risk?.ratingRationale ?? '').toMatch(/danger/i);
  });

  it('reads an exit asked to be kept clear and answered « NON » as a missing control', async () => {
    const risk = await evidenceRisk(
      'Sortie de secours arrière dégagée? NON — des palettes bloquent la porte.',
      'emergency-preparedness',
      {
        language: 'fr',
      },
    );
    expect(risk?.status).toBe('present');
  });
});

describe('builtin engine: leisure, money and fresh workplaces in their own words (holdout 14)', () => {
  itRaises([
    ['Au quai, on a déchargé les casiers 14 h sans pause.', 'fatigue-shift-work', 'fr'],
    ['Our fishing trips run 18-20 h, with sleep taken in turns.', 'fatigue-shift-work', 'en'],
    ['Two of the loaders are working doubles again this week.', 'fatigue-shift-work', 'en'],
    [
      'À la salle d’embaumement, les vapeurs de formol piquent les yeux; la hotte est brisée.',
      'sterilants-disinfectants',
      'fr',
    ],
    [
      'Les boyaux de 150 psi du compresseur n’ont pas de câbles anti-fouet aux raccords.',
      'compressed-air-hoses',
      'fr',
    ],
    [
      'Depuis les décès d’adolescents de l’automne, le personnel n’a eu aucun soutien.',
      'traumatic-events',
      'fr',
    ],
    ['He threw a mug against the wall next to me.', 'workplace-violence', 'en'],
    ['Nobody flagged the file and I was sent alone at 9 pm.', 'working-alone', 'en'],
    ['Mme B. fume au lit avec son concentrateur d’oxygène.', 'compressed-gases', 'fr'],
    [
      'A car went right through our cones; no arrow board and no blocker truck today.',
      'work-zone-traffic',
      'en',
    ],
    ['The tech stands in the line of pull during the frame pull.', 'struck-by', 'en'],
    ['Pendant le tirage, le technicien se tenait dans l’axe de la chaîne.', 'struck-by', 'fr'],
    [
      'The night driver dozed off at the wheel on the 401 and clipped the median.',
      'road-traffic-driving',
      'en',
    ],
    ['Le livreur s’est endormi au volant en revenant de Rimouski.', 'road-traffic-driving', 'fr'],
    ['Hausse des courriels injurieux envoyés aux préposées du comptoir.', 'harassment', 'fr'],
    ['Last week the trench had a cave-in on its north side.', 'excavation-trenching', 'en'],
    ['Le soudeur n’a pas de lunettes IR devant le four de fusion.', 'non-ionizing-radiation', 'fr'],
    ['The glassblowers look into the glory hole without infrared glasses.', 'non-ionizing-radiation', 'en'],
    ['L’enseignante a la voix éteinte dès le mercredi.', 'voice-strain', 'fr'],
    ['La soupape du stérilisateur fuit, un jet de vapeur sort à hauteur de visage.', 'burns-scalds', 'fr'],
    ['Steam is leaking from the flange next to the walkway.', 'burns-scalds', 'en'],
    ['After the second restart the operator smelled gas at the burner.', 'natural-gas-leaks', 'en'],
    ['At the viewing, the father shouted at our attendant, really aggressive.', 'workplace-violence', 'en'],
    ['The guide took the snowmachine out alone to break trail.', 'atv-utv', 'en'],
    ['Les boîtes d’archives moisies sont restées au sous-sol.', 'mould', 'fr'],
    ['Deer ticks were everywhere in the plantation rows this fall.', 'wildlife-insects', 'en'],
    ['Two wolves were seen near the camp kitchen last night.', 'wildlife-insects', 'en'],
    ['Heaters and fans run on extension cords daisy-chained along the stalls.', 'electrical-contact', 'en'],
    ['The show uses a class 4 laser over the audience seats.', 'non-ionizing-radiation', 'en'],
    [
      'Dock hands turn the floatplane by hand during hot turns, the prop still spinning.',
      'aircraft-ramp-operations',
      'en',
    ],
    ['Staff report 12-hour days, six days a week, all summer.', 'fatigue-shift-work', 'en'],
    ['La gardienne fait seule la ronde de l’entrepôt le dimanche.', 'working-alone', 'fr'],
    ['La poussière fine s’accumule sur les poutres de l’usine d’ensachage.', 'combustible-dust', 'fr'],
    ['On the lake the sled hit overflow and sank into the slush.', 'working-over-water', 'en'],
    ['Un invité en état d’ébriété a empoigné la guide par le bras.', 'workplace-violence', 'fr'],
    ['Un raton laveur est sorti du conduit de la cheminée pendant le ramonage.', 'wildlife-insects', 'fr'],
    [
      'Reaching the top shelf takes shoulder flexion past 90° dozens of times an hour.',
      'awkward-postures',
      'en',
    ],
    ['Score REBA de 11 au poste d’emballage.', 'awkward-postures', 'fr'],
    ['Sawdust in the cyclone ignited when a spark got through.', 'combustible-dust', 'en'],
    ['Un enfant s’est penché pour ramasser son sac devant l’autobus.', 'school-bus-danger-zone', 'fr'],
    ['C’est mon 12e quart d’affilée et je suis au volant ce soir.', 'fatigue-shift-work', 'fr'],
    ['We check the ice thickness with an auger before the crew walks out.', 'working-over-water', 'en'],
    ['Écailles envoyées au labo : 0,8 % de plomb.', 'lead', 'fr'],
    ['Au poste de pressage il fait 34 °C sans ventilateur ni eau à proximité.', 'heat-stress', 'fr'],
    ['Le petit part en quatre-roues dans l’érablière sans casque.', 'atv-utv', 'fr'],
    ['En branchant la sableuse, j’ai senti un choc dans le bras.', 'electrical-contact', 'fr'],
    ['They decant 35% hydrogen peroxide into jugs without a face shield.', 'corrosives', 'en'],
    [
      'The server room has Inergen suppression and nobody knows how to isolate it.',
      'oxygen-deficient-inert-gas',
      'en',
    ],
    ['Crew on the hopper cars during moves, no blue flag on the track.', 'rail-operations', 'en'],
    ['The grate over the hopper auger is cracked open at one corner.', 'grain-augers', 'en'],
    ['He stood in the blind spot of the shuttle car.', 'pedestrian-vehicle-traffic', 'en'],
    ['No rescue plan for a worker left hanging in his harness.', 'emergency-preparedness', 'en'],
    ['The primer chips were sampled in March: 6,200 ppm lead.', 'lead', 'en'],
    ['Le plancher de béton est poli à sec, sans eau.', 'silica', 'fr'],
    ['The mason cut the stone (pierre calcaire) with a dry saw.', 'silica', 'en'],
  ]);

  itDoesNotRaise([
    [
      'Ronde 4 du tournoi : les pions noirs avancent comme un bélier, le roi blanc est coincé dans le coin derrière ses pions, échec et mat au 31e coup.',
      'caught-in-between',
      'fr',
    ],
    [
      "Carte des vins : cépage syrah, millésime 2020, tanins fumés, une chaleur d'alcool en bouche; une cuvée explosive avec le gibier, vendangée à -10 °C.",
      'blasting',
      'fr',
    ],
    [
      'Session recap: the wizard cast a lightning spell, the goblins dropped their loot and the dungeon ceiling fell on the paladin.',
      'lightning',
      'en',
    ],
    [
      'Quarterly commentary: our portfolio trimmed its energy holdings as oil futures fell off a cliff; bond yields and dividends held up for investors.',
      'falling-objects',
      'en',
    ],
    ['Le dosimètre porté par le trieur donnait 91 dBA sur le quart.', 'ionizing-radiation', 'fr'],
    ['Ok je le note, en attendant prends le chariot 8.', 'confined-spaces', 'fr'],
    ['Le vernis (naphta, point d’éclair 38 °C) est rangé dans l’armoire.', 'lightning', 'fr'],
    ['Le vernis (naphta, point d’éclair 38 °C) est rangé dans l’armoire.', 'heat-stress', 'fr'],
    ['Cave de fermentation : les cuves sont lavées le lundi.', 'excavation-trenching', 'fr'],
    ['Le câble de la grue de quai est effiloché près du crochet.', 'electrical-contact', 'fr'],
    ['The swimmer was brought aboard with the rescue sling.', 'helicopter-operations', 'en'],
    ['The aide moved her with the ceiling lift and the sling.', 'cranes-rigging', 'en'],
    ['Pad crew spraying Type IV de-icing fluid on the wings.', 'pesticides', 'en'],
    ['Reefer racks on deck read 90 dBA.', 'racking-collapse', 'en'],
    ['Compressor room at 78 dBA, within the limit; no hearing protection required.', 'noise', 'en'],
    ['Compressor room at 78 dBA, within the limit; no hearing protection required.', 'inadequate-ppe', 'en'],
    ['Bureau : 45 dBA, sous la limite, pas de protection auditive requise.', 'inadequate-ppe', 'fr'],
    ['Le plancher humide de la salle de lavage est glissant le matin.', 'heat-stress', 'fr'],
    ['The mice live in ventilated cage racks along the wall.', 'racking-collapse', 'en'],
    ['Propane cylinders ride strapped to the rear rack of the truck.', 'racking-collapse', 'en'],
    ['The crew hangs solar modules on the racking of rows 10 to 14.', 'racking-collapse', 'en'],
    ['Les sorties de secours sont éclairées et dégagées.', 'lightning', 'fr'],
    ['Stack and roof inspection: done by the contractor in October.', 'roof-work', 'en'],
    ['The tank overflow line drains into the sump.', 'working-over-water', 'en'],
    ['The Wolves took a calculated risk in the third period and won in overtime.', 'wildlife-insects', 'en'],
    ['Ensilage : tout est en balles rondes enrobées, posées sur un seul rang.', 'working-alone', 'fr'],
    ['The wash water is at 65 °C in the tunnel washer.', 'heat-stress', 'en'],
    ['Inspection de la toiture : faite par un entrepreneur en octobre.', 'roof-work', 'fr'],
    ['The quad carries a passenger on its rack, nobody wears a helmet.', 'racking-collapse', 'en'],
    ['Le robinet d’arrêt d’urgence du gaz est identifié en jaune.', 'machine-guarding', 'fr'],
    ['The roof fan over the grill works fine.', 'roof-work', 'en'],
    ['The roof bolter was three cuts behind the face.', 'roof-work', 'en'],
    ['Les casques d’écoute des agents n’ont pas de limiteur acoustique.', 'inadequate-ppe', 'fr'],
    ['No latex gloves on the unit since 2019, only nitrile.', 'inadequate-ppe', 'en'],
    [
      'Changements de couches : gants jetables et lavage des mains à chaque table.',
      'wet-work-dermatitis',
      'fr',
    ],
    [
      'Biosecurity at the barn door: boot dip, coveralls and hand washing on the way out.',
      'wet-work-dermatitis',
      'en',
    ],
    ['De la poussière s’accumule sur le toit de la cabine du chargeur.', 'roof-work', 'fr'],
    ['Le char a fini sur le toit dans le fossé.', 'roof-work', 'fr'],
    ['Signaleur désigné pour la grue pendant le levage du transformateur.', 'work-zone-traffic', 'fr'],
    ['Analyses de plomb négatives sur toutes les cloisons échantillonnées.', 'lead', 'fr'],
    // « burn* » is read as « bum » (OCR folds « rn »), which is not "bump".
    ['The four-gas monitor was bump tested this morning before entry.', 'burns-scalds', 'en'],
    // Prefixes that took other words: « ache* » took « achète », "numb*" took "numbers", « berge* » took « berger ».
    ['Le commis achète lui-même ses protège-poignets au magasin.', 'repetitive-work', 'fr'],
    ['The wrist rests have their serial numbers written on them.', 'repetitive-work', 'en'],
    ['Le berger stationne son tracteur près de la grange.', 'tractor-rollover', 'fr'],
    // « poli » (polished) written out: as a prefix it took "police" and « politique ».
    ['The police closed the road beside the concrete barriers.', 'silica', 'en'],
    // Degrees of a neck's flexion, a liquid's heat: no hot workplace.
    ['Cou fléchi à 40° pendant toute la finition des couronnes.', 'heat-stress', 'fr'],
    ['Drain pan holds hot oil (50 °C) after the gearbox change.', 'heat-stress', 'en'],
    ['Heated gloves issued to the whole crew — no issue there.', 'inadequate-ppe', 'en'],
    ['Coupure de courant de 20 minutes dans l’usine ce matin.', 'sharp-tools', 'fr'],
    ['Shore power cords run along the dock to each slip.', 'formwork-shoring', 'en'],
    ['Shore power.', 'excavation-trenching', 'en'],
    ['This production has no open flame at all.', 'hot-work', 'en'],
    ['6 Hub entry | Permit space | NOT IN SCOPE, no hub entry today', 'confined-spaces', 'en'],
    // A test's negative result beside what it tested for.
    ['BIOSÉCURITÉ : troupeau négatif au dépistage de la grippe aviaire.', 'zoonoses', 'fr'],
    ['Toxicology: no alcohol, cannabis or other drugs detected.', 'impairment', 'en'],
    // A hyphenated cue keeps its small word: "cave-in" is no French « cave ».
    ['Les caves d’affinage sont à 11 °C et 95 % d’humidité.', 'excavation-trenching', 'fr'],
    ['On Friday Pierre ran the saw on the fence boards.', 'silica', 'en'],
    ['When we run the generator, it sits 6 m from the window.', 'psychosocial-risks', 'en'],
    // « injuriés » folded, and the stems of « injurier », are the English "injuries".
    ['Two workers with minor injuries after the van slid on ice.', 'harassment', 'en'],
    [
      'Our apprentice hit the guardrail with his pickup; the worker beside him was shaken.',
      'workplace-violence',
      'en',
    ],
    ['The shop no longer accepts truck/OTR tires.', 'tire-servicing', 'en'],
    ['Blasting: none this week, next shot planned in May.', 'blasting', 'en'],
    ['Sautage : aucun cette semaine, le prochain est prévu en mai.', 'blasting', 'fr'],
    [
      'Travel diary, day 3: camping by the lake, a kayak trip to the falls, the museum in town; I slipped on the wet rocks and scraped my knee.',
      'slips-trips',
      'en',
    ],
    [
      'Festival programme: 8 pm, the headliner Chainsaw Lullaby; new album out, concert under the big tent.',
      'chainsaws',
      'en',
    ],
  ]);

  it.each([
    ['Peinture au plomb : écailles de la rampe analysées — négatif (rapport du 3 mai).', 'lead', 'fr'],
    ['Asbestos: floor tile in the boiler room sampled last spring, none detected.', 'asbestos', 'en'],
  ] as const)(
    'reads a sample’s negative result as the item’s hazard absent: « %s »',
    async (text, hazardId, language) => {
      expect(await evidenceIdsIn(text, language)).not.toContain(hazardId);
      // A positive one is a finding.
      const positive = text.replace(
        /négatif|none detected/,
        language === 'fr' ? 'positif' : 'chrysotile found',
      );
      expect(await evidenceIdsIn(positive, language)).toContain(hazardId);
    },
  );

  it.each([
    [
      'Horoscope de la semaine. SAGITTAIRE – Vous êtes coincé entre deux feux au travail. VERSEAU – La pleine lune vous donne un coup de chaleur.',
      'fr',
    ],
    [
      'Obituary. Passed away peacefully at 91, a retired lumberjack who loved his chainsaw. Survived by his wife. In lieu of flowers, donations to the hospital.',
      'en',
    ],
    [
      'Curling: the skip made a double takeout that blasted two stones out of the four-foot; provincials resume Sunday.',
      'en',
    ],
    [
      'Patch notes 2.1: fixed a bug where players took fall damage on ladders; forklift cooldown reduced; respawn faster.',
      'en',
    ],
  ] as const)(
    'reads a horoscope, an obituary, a curling report or patch notes as no account of work: « %s »',
    async (text, language) => {
      expect(await evidenceIdsIn(text, language)).toEqual([]);
    },
  );

  it.each([
    [
      'Patron de tricot : mitaines « Grand froid ». Montez 40 mailles sur les aiguilles, tricotez en côtes; si une maille file comme une échelle, reprenez le rang. Laine : 2 pelotes.',
      'fr',
    ],
    [
      'Bulletin scolaire, 4e année. Maude aide ses camarades en sciences, mais elle coupe la parole; en éducation physique, elle a peur de tomber à la poutre.',
      'fr',
    ],
    [
      'Rulebook: 2-5 players. Each turn, roll the dice; if your climber reaches the ladder space, move up a level. A cave-in token traps all meeples on the game board.',
      'en',
    ],
    [
      'Audio guide, stop 4: the artist painted this storm in acrylic on canvas; critics were shocked by its violent colours. The artists of the group painted fire and falling ice.',
      'en',
    ],
  ] as const)(
    'reads a knitting pattern, a report card, a game rulebook or an audio guide as no account of work: « %s »',
    async (text, language) => {
      expect(await evidenceIdsIn(text, language)).toEqual([]);
    },
  );

  it('reads « aucune » before a control as the control missing, not the hazard absent', async () => {
    expect(
      await evidenceIdsIn('Chaudière à vapeur : aucune inspection de la soupape depuis 2021.', 'fr'),
    ).toContain('steam-boilers');
  });
});

describe('builtin engine: unusual trades in their own words (holdout 18)', () => {
  itRaises([
    ['The old Massey has no rollbar and the orchard rows run down a steep bank.', 'tractor-rollover', 'en'],
    ['Pickers are bent double over the rows from dawn to noon.', 'awkward-postures', 'en'],
    ['Les cueilleurs sont pliés en deux toute la matinée dans le champ.', 'awkward-postures', 'fr'],
    ['At 28 knots the hull keeps slamming into the waves for two hours.', 'whole-body-vibration', 'en'],
    ['The lab found tremolite fibres in the local carving stone.', 'asbestos', 'en'],
    ['He slipped with the drawknife while peeling the log.', 'sharp-tools', 'en'],
    ['Two nurse tanks are towed to the field behind the pickup.', 'dangerous-goods-transport', 'en'],
    ['The sprout inhibitor is fogged into the potato bins on Thursday.', 'pesticides', 'en'],
    ['Pyrotechnic cartridges are fired to scare gulls off the runway.', 'blasting', 'en'],
    ['The cooler door would not open from the inside yesterday.', 'walk-in-freezer-entrapment', 'en'],
    ['Backstage stairs are steep with no handrail and one bare bulb.', 'slips-trips', 'en'],
    ['L’escalier de la cave est raide, sans main courante.', 'slips-trips', 'fr'],
    ['The settling ponds are 3 m deep with slick clay banks.', 'working-over-water', 'en'],
    ['Deux bassins de décantation de 2 m de creux, pas de bouée.', 'working-over-water', 'fr'],
    ['Carvers grind soapstone all day at the kitchen table.', 'silica', 'en'],
    ['Sun. My nose and forearms burn by noon on the dock.', 'non-ionizing-radiation', 'en'],
    ['Pounding all day: the RIB runs at 30 knots into a short chop.', 'whole-body-vibration', 'en'],
    ['Two 300 HP outboards run wide open for the whole tour.', 'noise', 'en'],
    ['Last spring one buggy went onto its side in the muskeg.', 'mobile-equipment', 'en'],
    ['Harvest days run 05:30–19:00 for six weeks straight.', 'fatigue-shift-work', 'en'],
    ['Vendredi, une pile de casiers a viré et est tombée près du chariot.', 'falling-objects', 'fr'],
    ['Le bac à retailles de verre déborde sous le banc.', 'broken-glass-dishware', 'fr'],
    ['Le tracteur à vapeur de 1910 sort pour la fête des moissons.', 'steam-boilers', 'fr'],
    ['A guard was stuck by an uncapped needle in a coat pocket.', 'needlestick-sharps', 'en'],
    ['The surface grinder runs with its enclosure door off since May.', 'machine-guarding', 'en'],
    ['Twice this month he came at me; on Friday he grabbed my hair.', 'workplace-violence', 'en'],
    ['Hier soir, il s’en est pris à moi dans la cuisine.', 'workplace-violence', 'fr'],
    ['Totes weigh 12 kg.\nPickers lift about 400 of them per shift.', 'manual-handling', 'en'],
    ['Last June a groundskeeper took a golf ball to the head on 7.', 'struck-by', 'en'],
    ['The Tesla from the crash is parked with the other wrecks.', 'ev-high-voltage', 'en'],
    ['A drunk patron got in the bartender’s face at closing.', 'workplace-violence', 'en'],
    ['A marshal was hit in the leg by a kart in turn 3.', 'pedestrian-vehicle-traffic', 'en'],
    ['Staff pulled an unconscious guest out of the hot pool at 23:40.', 'aquatic-rescue-lifeguards', 'en'],
    ['On met des gouttes de vif-argent à la seringue dans les tubes.', 'mercury', 'fr'],
    ['Toujours pas de souliers antidérapants fournis aux plongeurs.', 'slips-trips', 'fr'],
    ['Pas de perche; le gars de la pompe y va seul.', 'working-alone', 'fr'],
    ['Le front de taille fait 8 m presque à la verticale et il dégèle.', 'excavation-trenching', 'fr'],
    ['A boater who had been drinking pushed and swore at the lockkeeper.', 'workplace-violence', 'en'],
    ['Un plaisancier en boisson a poussé et insulté l’éclusière.', 'workplace-violence', 'fr'],
    ['One guide had a headache on the tundra buggy: cracked heat exchanger.', 'carbon-monoxide', 'en'],
  ]);

  it('reads words beside a cue that put it in another sense', async () => {
    const none = async (text: string, hazardId: string) =>
      expect(await evidenceIdsIn(text, 'en')).not.toContain(hazardId);
    await none('By September my back is wrecked from the boat.', 'demolition');
    await none('The shock-absorbing seats were promised for spring.', 'electrical-contact');
    await none('Walk-in freezer: inside alarm button tested, works.', 'workplace-violence');
    await none('The caustic degreaser is kept in the wash bay.', 'solvents');
    await none('Emergency water tank at the loading rack for the ammonia crew.', 'racking-collapse');
    await none('The transfer hose is stamped 2019 and still in service.', 'power-presses');
    await none('Sanding the log walls with a grinder and flap discs.', 'hot-work');
    await none('Keep the chisel lanyard around your wrist on the ice.', 'falls-from-height');
    await none('A bear guard with a shotgun stands by the tundra buggy.', 'machine-guarding');
    await none('Tarp containment around the gallery holds the paint dust.', 'cargo-securement');
    await none('The furnace’s heat exchanger was replaced in May.', 'heat-stress');
    await none('Far away, a fox walks along the shore of the lake.', 'excavation-trenching');
    // A spaced dash after a date is a separator, not a minus sign.
    await none('Site visit – Sat Jul 12 – 14 °C, light wind from the south.', 'cold-stress');
    const aucun = async (text: string, hazardId: string) =>
      expect(await evidenceIdsIn(text, 'fr')).not.toContain(hazardId);
    await aucun('Module 6 – Divers : questions de l’équipe et évaluation.', 'occupational-diving');
    await aucun('Une pile de 4 m de casiers est tombée au vent sur le terrain.', 'falls-from-height');
    await aucun('Déchargement des casiers de homard au quai de la coopérative.', 'loading-docks');
    await aucun(
      'Les éclusiers tournent les manivelles et les cabestans des portes à la main.',
      'mooring-line-snapback',
    );
    await aucun('Le renard mort est mis au congélateur faune pour analyse.', 'cold-stress');
    // A walk-in's own temperature is the room's: its door is the hazard, not cold work.
    await aucun('Chambre de congélation (-25 °C) : la porte ne s’ouvre pas de l’intérieur.', 'cold-stress');
  });

  it('reads a lesson plan and a picture book as no account of work', async () => {
    const lesson = [
      'FICHE PÉDAGOGIQUE – Français, 1re secondaire. Séquence : les contes du Québec.',
      'Lire le conte à voix haute : des bûcherons au chantier partent en canot volant.',
      'Repérer le schéma narratif; relever les paroles du refrain de la chanson.',
    ].join('\n');
    expect(evidenceIds(await risksOf(lesson))).toEqual([]);
    const book = [
      'THE LITTLE TUGBOAT – picture book, ages 3-5. Art notes for the illustrator in brackets.',
      'Once upon a time a little tugboat pushed a big ship through the ice. [Illustrate the ice as white puzzle pieces.]',
      'The ship’s horn went BOOM! [Illustration: gulls scatter.]',
    ].join('\n');
    expect(evidenceIds(await risksOf(book, { language: 'en' }))).toEqual([]);
  });
});

describe('builtin engine: hands laid on workers, in round 22’s words', () => {
  itRaises([
    ['Last August a parent shoved a ride operator when the ride closed early.', 'workplace-violence', 'en'],
    ['Her ex-partner pounded on the door glass and threatened to come back.', 'workplace-violence', 'en'],
    ['An angry listener showed up at 10 p.m. to confront the host.', 'workplace-violence', 'en'],
    ['The tenant cornered the cleaner in the hallway and yelled at her.', 'workplace-violence', 'en'],
    [
      'Staff have been hit, kicked, bitten or scratched 41 times since September.',
      'workplace-violence',
      'en',
    ],
    [
      '41 documented events of staff being hit or kicked by students since September.',
      'workplace-violence',
      'en',
    ],
    [
      'Le monsieur du 306 se promène la nuit pis m’a poussée contre le mur la semaine passée.',
      'workplace-violence',
      'fr',
    ],
  ]);
  itDoesNotRaise([
    ['The resident pushed her walker to the dining room.', 'workplace-violence', 'en'],
    [
      'Call: Hillcrest Holsteins, Sussex Corner — emergency C-section on a heifer.',
      'workplace-violence',
      'en',
    ],
    ['The resident pushed the attendant against the wall last week.', 'confined-spaces', 'en'],
  ]);
});

describe('builtin engine: harm told in round 23’s words', () => {
  itRaises([
    ['Then one of his buddies swung at Kevin and split his lip.', 'workplace-violence', 'en'],
    ['Celle qui fait de la démence, elle m’a encore griffée au bras.', 'workplace-violence', 'fr'],
    ['Moi chu toute seule dans le véhicule.', 'working-alone', 'fr'],
    ['Julie got kicked in the knee by the bay mare while trimming her hooves.', 'livestock-handling', 'en'],
    ['The client came back soaked through and shivering after the portage.', 'cold-stress', 'en'],
    ['Marc is on day 16 with no day off.', 'fatigue-shift-work', 'en'],
    ['Fabric rolls of up to 45 kg go from the shelf to the spreading table.', 'manual-handling', 'en'],
    ['Two hand burns were reported in 2024.', 'burns-scalds', 'en'],
  ]);
  itDoesNotRaise([
    ['The wood stove burns hard all night in the bunkhouse.', 'burns-scalds', 'en'],
    ['Julie trimmed the hedge by the barn.', 'livestock-handling', 'en'],
  ]);
});

describe('builtin engine: hazards in round 24’s words', () => {
  itRaises([
    [
      'Depuis le vol de l’an passé (un gars avec un couteau), on garde peu de comptant.',
      'robbery-cash-handling',
      'fr',
    ],
    ['Bac de résine au styrène laissé ouvert près des postes.', 'solvents', 'fr'],
    ['Cabinet de projection fermé, billes de verre seulement.', 'abrasive-blasting', 'fr'],
    [
      'Le client a bougé pendant le tir et j’ai eu un flash dans l’œil droit.',
      'non-ionizing-radiation',
      'fr',
    ],
    ['La ville avait fermé la voie de droite avec la flèche.', 'work-zone-traffic', 'fr'],
    ['Heavy lint accumulations on the pipes above the dryers.', 'combustible-dust', 'en'],
    ['Crates – full holding crates run about 40 kg.', 'manual-handling', 'en'],
    ['Le plancher reste une patinoire autour des foulons 2 et 4.', 'slips-trips', 'fr'],
  ]);
  itDoesNotRaise([
    ['Le vol de Montréal est arrivé en retard, on a dormi à l’hôtel.', 'robbery-cash-handling', 'fr'],
    ['Moulage : tout est en silicone à base d’eau, plus de vapeurs de styrène.', 'solvents', 'fr'],
    ['The plant moved to water-based spray adhesive in 2023.', 'solvents', 'en'],
    ['Knife cuts: the first-aid log shows four cuts since March.', 'tree-felling', 'en'],
  ]);
});

describe('builtin engine: hazards in round 25’s words', () => {
  itRaises([
    ['Deux tailleurs ont le bout des doigts qui blanchit au froid.', 'hand-arm-vibration', 'fr'],
    [
      'Les pièces sont encore bouchardées au marteau pneumatique tenu à deux mains.',
      'hand-arm-vibration',
      'fr',
    ],
    ['Boue de granit dans l’allée entre la scie et le poste 4, très glissant.', 'slips-trips', 'fr'],
    [
      'Un donneur refusé a crié après Audrey à l’accueil pis a fessé sur la table avec son poing.',
      'workplace-violence',
      'fr',
    ],
    ['Le cercle a sauté de la jable quand il a frappé dessus.', 'struck-by', 'fr'],
    ['Mes poignets… 8 heures par jour à gratter au racloir.', 'repetitive-work', 'fr'],
    [
      'On se branche avec le vieil adaptateur « maison » pis la rallonge réparée au tape.',
      'electrical-contact',
      'fr',
    ],
    ['Je n’avais dormi que 4 h dans les 20 dernières heures.', 'fatigue-shift-work', 'fr'],
    [
      'Éclairage du navire au point d’embarquement insuffisant, une seule lampe au mât.',
      'inadequate-lighting',
      'fr',
    ],
  ]);
  itDoesNotRaise([
    ['La nuit a tendu ses fils électriques entre nos deux maisons.', 'electrical-contact', 'fr'],
    ['We only had the paper dust masks in the kit.', 'fatigue-shift-work', 'en'],
    ['The three hand injuries in 2024 happened before the new guard.', 'struck-by', 'en'],
  ]);
});

describe('builtin engine: round 26’s words', () => {
  itRaises([
    ['Reid went down hard on the back steps last Thursday.', 'slips-trips', 'en'],
    ['I keep finding the night’s cash sitting in the till at 1 a.m.', 'robbery-cash-handling', 'en'],
    [
      'CO2 rose from 600 ppm at 9 am to 1,500 ppm by 3 pm in the north wing, which now holds 20 desks.',
      'indoor-air-quality',
      'en',
    ],
    ['Core from the uranium property is stored in the locked sea can.', 'ionizing-radiation', 'en'],
    ['Fresh grizzly sign at km 40 yesterday.', 'wildlife-insects', 'en'],
    ['The path from the staff parking hasn’t been sanded since the freeze.', 'slips-trips', 'en'],
    ['La scie à essence tourne dans le garage souterrain avec les portes fermées.', 'carbon-monoxide', 'fr'],
    ['Les quarts sont de 10 h, six jours par semaine, jusqu’en décembre.', 'fatigue-shift-work', 'fr'],
    ['Ça glisse en malade devant les fines herbes, les brumisateurs coulent à terre.', 'slips-trips', 'fr'],
    ['Sorting table: a 10-hour day on your feet picking out splits.', 'prolonged-standing', 'en'],
    [
      'Ammonia released at the isolation valve on freezer #2 during a defrost.',
      'ammonia-refrigeration',
      'en',
    ],
    ['Le twist-lock arrière est grippé, il a pas barré au complet.', 'cargo-securement', 'fr'],
    ['Sur la 40 un char m’a coupé pour prendre la sortie, j’ai freiné sec.', 'road-traffic-driving', 'fr'],
    ['Des ados ont lancé des morceaux de glace à notre employée.', 'workplace-violence', 'fr'],
    ['Le branchement de service (240 V) arrive au coin nord-est du toit.', 'overhead-power-lines', 'fr'],
    ['Mon collègue a eu un rebond quand la lame a pincé dans la coupe.', 'portable-power-tools', 'fr'],
    ['A layer of resin powder about 3 mm thick has built up on the beams.', 'combustible-dust', 'en'],
  ]);
  itDoesNotRaise([
    ['We still haven’t found a lighter tray that holds up.', 'robbery-cash-handling', 'en'],
    ['Doors lock at 9:30 pm.', 'emergency-preparedness', 'en'],
    ['Re-entry signs at the first tee; one of our operators checks them.', 'wildlife-insects', 'en'],
    ['Two cuts on Friday, and the guy who was cut off at the bar left.', 'road-traffic-driving', 'en'],
    ['Il m’a coupé la parole deux fois pendant la rencontre.', 'road-traffic-driving', 'fr'],
    ['Le mastic est frotté avec de la craie en poudre, nuage de poussière.', 'combustible-dust', 'fr'],
  ]);
});

describe('builtin engine: round 29’s paraphrases', () => {
  itRaises([
    ['The puck bounced back off the boards and caught the referee on the knee.', 'struck-by', 'en'],
    ['La pièce a rebondi sur l’enclume et l’a frappé au genou.', 'struck-by', 'fr'],
    ['During the storm a deckhand was thrown against the rail and bruised his ribs.', 'struck-by', 'en'],
    ['Une préposée a été projetée contre le comptoir quand l’autobus a freiné.', 'struck-by', 'fr'],
    ['A member got mad at the front desk and squared up to the attendant.', 'workplace-violence', 'en'],
    ['Some guy at the counter threatened me when I refused the return.', 'workplace-violence', 'en'],
    ['Heat in the kitchen, no AC, and the cooks work over the grill all afternoon.', 'heat-stress', 'en'],
    [
      'Chaleur dans l’entrepôt l’été, pas de clim, les préparateurs courent toute la journée.',
      'heat-stress',
      'fr',
    ],
    ['The trauma kit hangs by the bandsaw.', 'first-aid-emergency', 'en'],
  ]);
  itDoesNotRaise([
    ['Les gars passent encore la main pour dégager les bouts de bois coincés.', 'workplace-violence', 'fr'],
    ['The vet removes the antlers with a tourniquet and a saw.', 'first-aid-emergency', 'en'],
  ]);
});

describe('builtin engine: a negation that is its verb’s own', () => {
  itRaises([
    ['Honestly I don’t love you being alone here till 7.', 'working-alone', 'en'],
    ['Un client qui voulait pas payer m’a poigné par le collet.', 'workplace-violence', 'fr'],
  ]);
  itDoesNotRaise([['We do not work alone at the pumping stations.', 'working-alone', 'en']]);
});

describe('builtin engine: a lighter load and how it is carried (rounds 30 and 31)', () => {
  itRaises([
    [
      'Les glacières pleines pèsent 18 kg et il faut les monter au 2e étage, pas d’ascenseur.',
      'manual-handling',
      'fr',
    ],
    ['The 16 kg cases are stacked to head height by hand on truck days.', 'manual-handling', 'en'],
    ['Twelve-kilo file boxes carried up the basement stairs all morning.', 'manual-handling', 'en'],
  ]);
  itDoesNotRaise([
    ['The 12 kg printer paper boxes go on the lower shelf with the cart.', 'manual-handling', 'en'],
    ['Le sac de 15 kg reste sur le chariot jusqu’au local.', 'manual-handling', 'fr'],
  ]);
});

describe('builtin engine: a cold room’s means of escape, said in the writer’s words (rounds 32 and 33)', () => {
  itRaises([
    [
      'Depuis l’hiver passé, y a un gros bouton-poussoir en dedans qui ouvre la porte, pis une alarme.',
      'walk-in-freezer-entrapment',
      'fr',
    ],
    [
      'The storage room door has an inside release handle and a lit alarm button, both tested.',
      'walk-in-freezer-entrapment',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['The interior door of the office has a lever handle and a closer.', 'walk-in-freezer-entrapment', 'en'],
  ]);
});

describe('builtin engine: hands worn by wet work, and gloves that let it through (rounds 32 and 33)', () => {
  itRaises([
    [
      'Les filles ont la peau qui pèle et des rougeurs aux mains, le liquide des concombres irrite.',
      'wet-work-dermatitis',
      'fr',
    ],
    ['Hands cracked and bleeding from washing the cages all day in water.', 'wet-work-dermatitis', 'en'],
  ]);
  itDoesNotRaise([
    [
      'He burned the skin of his hand with the caustic cleaner; it is red and peeling.',
      'wet-work-dermatitis',
      'en',
    ],
  ]);
  it('reads gloves that tear or have holes as no control of the wet work', async () => {
    const risk = await evidenceRisk(
      'Deux ont des gerçures et de l’eczéma sur les doigts; elles portent des gants de vaisselle percés.',
      'wet-work-dermatitis',
      { language: 'fr' },
    );
    expect(risk?.status).toBe('present');
  });
});

describe('builtin engine: standing on a hard floor with nothing to sit or stand on', () => {
  itRaises([
    ['Sellers are on their feet on concrete all evening, no mats, no chairs.', 'prolonged-standing', 'en'],
    ['Les caissières sont debout sur le béton, sans tapis ni chaise.', 'prolonged-standing', 'fr'],
  ]);
  itDoesNotRaise([
    ['The pallets are standing on the concrete by the dock door.', 'prolonged-standing', 'en'],
  ]);
});

describe('builtin engine: paraphrase round 34’s and 35’s writers used', () => {
  itRaises([
    ['Sur la passerelle, c’est glissant en masse le matin.', 'slips-trips', 'fr'],
    ['By the wash rack it gets slippery after each rinse.', 'slips-trips', 'en'],
    ['Il est entré dans l’autoclave pour décrocher un poteau coincé.', 'confined-spaces', 'fr'],
    [
      'L’hiver, portes fermées, les chauffeurs laissent tourner le moteur des camions dans le garage.',
      'diesel-exhaust',
      'fr',
    ],
    ['À midi il faisait 34 °C dans la baie de lavage, sans ventilateur.', 'heat-stress', 'fr'],
    ['Un usager a poussé la préposée contre le comptoir en criant.', 'workplace-violence', 'fr'],
    ['Deux bagarres au bar samedi, un portier a reçu un coup de coude.', 'workplace-violence', 'fr'],
    ['The neighbour’s dog bit me on the ankle at the gate.', 'dog-bites', 'en'],
    [
      'The hygienist punctured her thumb on a used curette while scrubbing trays.',
      'needlestick-sharps',
      'en',
    ],
    ['I found Mr. Dubé slumped in his chair, unresponsive, and called 911.', 'traumatic-events', 'en'],
    ['Le décès par surdose d’un usager a secoué toute l’équipe de nuit.', 'traumatic-events', 'fr'],
    [
      'Mandatory overtime twice a week since spring, and two positions still unfilled.',
      'psychosocial-risks',
      'en',
    ],
    ['A gust caught the bundle and three sheets fell 8 m off the deck edge.', 'falling-objects', 'en'],
    [
      'Le grilleur laisse échapper du dioxyde de soufre quand la hotte est ouverte.',
      'whmis-hazardous-products',
      'fr',
    ],
    ['Cadmium pigment is weighed out by hand at the open bench.', 'whmis-hazardous-products', 'en'],
  ]);
  itDoesNotRaise([
    ['La porte de l’autoclave de traitement du bois est du côté de la cour.', 'biological-agents', 'fr'],
    ['Le bain de trempage est à 40 °C.', 'heat-stress', 'fr'],
    ['The neighbour’s dog bit me on the ankle at the gate.', 'workplace-violence', 'en'],
    ['Young and still loose in the elbows, but a lovely mover.', 'workplace-violence', 'en'],
    [
      'Je suis resté pendu par les mains trois secondes avant de retrouver un appui.',
      'traumatic-events',
      'fr',
    ],
    ['A gust caught the bundle and three sheets fell 8 m off the deck edge.', 'falls-from-height', 'en'],
    ['Le nouveau palan marche nickel depuis la réparation.', 'whmis-hazardous-products', 'fr'],
  ]);

  it('rates corners with mirrors and trucks with blue lights as controls, not a blind corner', async () => {
    const risk = await evidenceRisk(
      'Allée piétonne peinte, miroirs aux intersections et lumières bleues sur les chariots, installés en mai.',
      'pedestrian-vehicle-traffic',
      { language: 'fr' },
    );
    expect(risk?.status).toBe('controlled');
  });

  it('reads a worker’s puncture on a used instrument as an event', async () => {
    const risk = await evidenceRisk(
      'The hygienist punctured her thumb on a used curette while scrubbing trays.',
      'needlestick-sharps',
      { language: 'en' },
    );
    expect(risk?.status).toBe('past');
  });
});

describe('builtin engine: round 36’s and 37’s readings', () => {
  itRaises([
    ['A tenant pulled a kitchen knife on the maintenance worker in the hallway.', 'workplace-violence', 'en'],
    ['The foreman yelled at and shoved the apprentice in front of the crew.', 'harassment', 'en'],
    ['Les produits caustiques sont transvidés à la main, sans lunettes.', 'corrosives', 'fr'],
    [
      'Chambre froide : le loquet en dedans a été réparé, on pousse pis ça ouvre.',
      'walk-in-freezer-entrapment',
      'fr',
    ],
    [
      'On the mini-press the finger guard was zip-tied up so the long terminals fit.',
      'machine-guarding',
      'en',
    ],
    ['The sharps container is filled past the line, needles sticking out.', 'needlestick-sharps', 'en'],
    ['A pipe rolled off the rack and struck the helper’s knee.', 'struck-by', 'en'],
    [
      'The sawyer reaches across the carriage to clear bark while the blade is still running.',
      'machine-guarding',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['A tenant pulled a kitchen knife on the maintenance worker in the hallway.', 'sharp-tools', 'en'],
    ['A visitor yelled at and shoved the clerk at the counter.', 'harassment', 'en'],
    ['La trancheuse, oublie ça, on l’a vendue l’an passé.', 'meat-slicers-saws', 'fr'],
    ['The paint booth was relocated to the new building in 2023.', 'isocyanates', 'en'],
    ['Il ne se fait plus de soudage dans cet atelier depuis 2024.', 'hot-work', 'fr'],
    ['Le pain arrive tranché de la boulangerie chaque matin.', 'excavation-trenching', 'fr'],
    [
      'Damaged batteries are checked twice a day with an infrared thermometer.',
      'non-ionizing-radiation',
      'en',
    ],
    ['Our first aid attendant carries the kit on every shift.', 'confined-spaces', 'en'],
    ['Cold drinks at the station and a spot cooler by the wok.', 'cold-stress', 'en'],
    ['Les bobines de 800 kg sont déplacées au chariot élévateur.', 'manual-handling', 'fr'],
    ['Normand les monte seul dans la fourgonnette, plusieurs fois par jour.', 'working-alone', 'fr'],
    ['Wire splices are ultrasonically welded at station 4.', 'hot-work', 'en'],
    ['The crew is grinding the concrete slab before polishing it.', 'hot-work', 'en'],
  ]);

  itRaises([
    ['The mechanics spray brake cleaner on every job with the bay doors shut.', 'solvents', 'en'],
    ['On vaporise du nettoyant à freins toute la journée dans le garage fermé.', 'solvents', 'fr'],
    ['Bead seating is done by hand next to the bench.', 'tire-servicing', 'en'],
    ['The bike lift has no wheel vise on the old bench.', 'vehicle-lifts', 'en'],
    ['A finish nailer fired twice into the carpenter’s thumb.', 'portable-power-tools', 'en'],
    ['Sales staff take customers on test rides on the highway.', 'road-traffic-driving', 'en'],
    ['Les vendeurs font des essais routiers avec les clients, même l’hiver.', 'road-traffic-driving', 'fr'],
    ['The boiler’s safety valves have not been tested in years.', 'steam-boilers', 'en'],
    [
      'Le manoeuvre a des brûlures aux mains, le mortier passe par les trous de ses gants.',
      'wet-cement-burns',
      'fr',
    ],
    ['Marie cut her palm picking up a broken pitcher in casa 2.', 'broken-glass-dishware', 'en'],
    ['Les éducatrices font les changements de couches sans gants au local 2.', 'biological-agents', 'fr'],
    ['Some guy comes out yelling and shoved my handheld into my chest.', 'workplace-violence', 'en'],
    ['We stand in the traffic lane to read the meters.', 'work-zone-traffic', 'en'],
    ['Les autobus passent à un pied de moi quand je lis les plaques.', 'pedestrian-vehicle-traffic', 'fr'],
    [
      'Two dewars of liquid nitrogen sit in a small room with no oxygen monitor.',
      'oxygen-deficient-inert-gas',
      'en',
    ],
    [
      'Staff wear 7 kg lead aprons for 5 hours, and three are in physio for their necks.',
      'awkward-postures',
      'en',
    ],
    ['Dry chipping of the concrete wall with 30 lb breakers all morning.', 'silica', 'en'],
    ['The pMDI resin tank is cleaned twice a year.', 'isocyanates', 'en'],
    ['We push the loaded plant carts all day over the broken floor.', 'manual-handling', 'en'],
    ['Depuis septembre on fait des 12 h obligatoires du jeudi au dimanche.', 'fatigue-shift-work', 'fr'],
    ['Hydrogen peroxide fogging of the hatchery rooms is done at night.', 'sterilants-disinfectants', 'en'],
    ['The Scully at bay 3 has not detected the truck’s ground since Monday.', 'static-electricity', 'en'],
  ]);

  it('reads a check-in app, pointage and radio check-ins as working alone under control', async () => {
    for (const [text, language] of [
      ['Application de pointage aux 2 h avec bouton d’alerte, testée : le bureau a rappelé en 4 min.', 'fr'],
      ['The radio check-ins with dispatch are working great; a missed one gets a car sent.', 'en'],
    ] as const)
      expect(await evidenceRisk(text, 'working-alone', { language }).then((risk) => risk?.status), text).toBe(
        'controlled',
      );
  });

  it('reads measures in the writers’ words: winter tires, a dosing pump, a lifting aid, and one still on order', async () => {
    expect(
      await evidenceRisk(
        'Le détergent caustique est pompé directement du contenant par le système de dosage.',
        'corrosives',
        {
          language: 'fr',
        },
      ).then((risk) => risk?.status),
    ).toBe('controlled');
    expect(
      await evidenceRisk('Glass units over 40 kg are handled with the vacuum lifter.', 'manual-handling', {
        language: 'en',
      }).then((risk) => risk?.status),
    ).toBe('controlled');
    expect(
      await evidenceRisk(
        'Staff lift the 25 kg tubs by hand off the floor, 300 times a shift. Lift assist on order since October.',
        'manual-handling',
        { language: 'en' },
      ).then((risk) => risk?.status),
    ).toBe('present');
  });
});

describe('builtin engine: people pushed or struck, names called, remarks on the body, a back worn out, a car in the ditch (rounds 45, 47)', () => {
  itRaises([
    ['Un gars de la cour a poussé le préposé contre la clôture en sacrant.', 'workplace-violence', 'fr'],
    ['Un homme en boisson a frappé un bénévole au visage près de la cantine.', 'workplace-violence', 'fr'],
    ['A patient struck the technologist in the chest during the scan.', 'workplace-violence', 'en'],
    ['A trucker followed the officer back to the scale house yelling.', 'workplace-violence', 'en'],
    [
      'Mardi matin, dans la poudrerie, Julie a pris le fossé en revenant du chantier.',
      'road-traffic-driving',
      'fr',
    ],
    ['Le contremaître traite les apprentis de « nonos » devant tout le monde.', 'harassment', 'fr'],
    ['Le propriétaire fait des commentaires sur mon linge chaque fois que je passe.', 'harassment', 'fr'],
    ['Le superviseur tient des propos humiliants aux réunions du lundi.', 'harassment', 'fr'],
    ['On a monté les sacs de sel à la brouette, j’avais le dos barré le lendemain.', 'manual-handling', 'fr'],
    ['Après le ponçage au plafond, j’ai les deux poignets qui élancent le soir.', 'repetitive-work', 'fr'],
  ]);
  itDoesNotRaise([
    ['Un gars a poussé la palette contre le mur du fond.', 'workplace-violence', 'fr'],
    ['Un homme a frappé le poteau avec son camion en reculant.', 'workplace-violence', 'fr'],
    ['Le commis traite les commandes de la veille avant midi.', 'harassment', 'fr'],
    ['Les traits montent comme des fusées au-dessus de la Seine.', 'harassment', 'fr'],
  ]);
});

describe('builtin engine: events told by what they did to the body (rounds 45, 47)', () => {
  itRaises([
    [
      'Hier, le tablier de Jo s’est fait pogner par les rouleaux du laminoir à pâte.',
      'caught-in-between',
      'fr',
    ],
    ['Chloé a eu le pied frôlé par un VUS dans le stationnement.', 'pedestrian-vehicle-traffic', 'fr'],
    ['The flagger twisted her ankle on the loose gravel at the shoulder.', 'slips-trips', 'en'],
    ['Le casque a fait un « pop » dans l’oreille de Luc en fin d’appel.', 'acoustic-shock-headsets', 'fr'],
    ['Un plongeur a eu un barotraumatisme à la remontée mardi.', 'occupational-diving', 'fr'],
    ['A client was diagnosed with pulmonary TB after two weeks in the shelter.', 'airborne-infections', 'en'],
    ['Two packers developed an allergy to the cricket frass within a year.', 'biological-agents', 'en'],
  ]);
  itDoesNotRaise([
    ['The backup drive holds 4 TB of scans from the clinic.', 'airborne-infections', 'en'],
    ['He turned the page of the ankle-brace catalogue.', 'slips-trips', 'en'],
  ]);
});

describe('builtin engine: rest cut short, closes in a row, a 14-hour day (round 46, 48)', () => {
  itRaises([
    [
      'Pendant la traversée, deux matelots ont eu moins de 6 heures de repos sur 24.',
      'fatigue-shift-work',
      'fr',
    ],
    ['The night crew went 18+ hours without proper rest during the landings.', 'fatigue-shift-work', 'en'],
    ['Jess is on her fifth close in a row this week.', 'fatigue-shift-work', 'en'],
    ['The operator drove two hours home after a 14-hour day.', 'fatigue-shift-work', 'en'],
  ]);
  itDoesNotRaise([
    ['The store is open 24 hours a day.', 'fatigue-shift-work', 'en'],
    ['Any fuel drained inside goes straight into a closed safety can.', 'fatigue-shift-work', 'en'],
  ]);
});

describe('builtin engine: a kitchen’s fire protection in its own order (round 48)', () => {
  it('reads "K-class extinguisher at the fryers – Y" as the fryers’ grease fire, controlled', async () => {
    const risk = await evidenceRisk(
      'Hood suppression tag current and K-class extinguisher at the fryers – Y',
      'fryer-grease-fire',
      { language: 'en' },
    );
    expect(risk?.status).toBe('controlled');
  });
  itDoesNotRaise([['Fume hood in the lab checked; extinguisher by the door.', 'fryer-grease-fire', 'en']]);
});

describe('builtin engine: a lone worker’s check-ins are working alone, controlled', () => {
  it.each([
    ['The pump station operator checks in hourly with dispatch.', 'en'],
    ['Each night guard carries a man-down device and a duress button.', 'en'],
    ['Les arpenteurs en forêt font un appel aux deux heures avec le bureau.', 'fr'],
    ['Le gardien de nuit porte un bouton de détresse relié à la centrale.', 'fr'],
  ] as const)('« %s » raises working alone as controlled', async (text, language) => {
    expect((await evidenceRisk(text, 'working-alone', { language }))?.status).toBe('controlled');
  });
  itDoesNotRaise([
    ['The foreman checked every sling before the first lift.', 'working-alone', 'en'],
    ['Binders are checked at every stop on the haul.', 'working-alone', 'en'],
  ]);
});

describe('builtin engine: first aid on hand is a finding, one first aider away is a gap', () => {
  it.each([
    ['The paving crew has a stocked first aid kit and two trained first aiders.', 'en', 'controlled'],
    ['Le camion a sa trousse complète et deux secouristes formés sont sur le chantier.', 'fr', 'controlled'],
    ['Only the foreman holds a first aid certificate and he is off Fridays.', 'en', 'present'],
    ['La secouriste du quart de soir est partie en mai et elle a pas été remplacée.', 'fr', 'present'],
  ] as const)('« %s » (%s) raises first aid as %s', async (text, language, status) => {
    expect((await evidenceRisk(text, 'first-aid-emergency', { language }))?.status).toBe(status);
  });
  itDoesNotRaise([
    ['Two small cuts this month, both in the first aid log.', 'tree-felling', 'en'],
    ['Two small cuts this month, both in the first aid log.', 'first-aid-emergency', 'en'],
    ['Only trained operators run the edger.', 'first-aid-emergency', 'en'],
  ]);
});

describe('builtin engine: water on a floor, extension cords across a corridor, a curled rug', () => {
  itRaises([
    ['Il y a de l’eau au plancher devant le lave-vaisselle depuis ce matin.', 'slips-trips', 'fr'],
    ['Les rallonges du plâtrier traversent le corridor du 3e.', 'slips-trips', 'fr'],
    ['The receptionist tripped on the rug in the lobby and caught the counter.', 'slips-trips', 'en'],
  ]);
  itDoesNotRaise([['La carte montre une femme qui verse son eau sur la terre.', 'slips-trips', 'fr']]);
});

describe('builtin engine: anti-slip measures in place, gone or still to come', () => {
  it.each([
    ['Anti-slip mats were laid at the glass washer and nobody has slipped since.', 'en', 'controlled'],
    ['Tout le personnel de plonge porte des couvre-chaussures antidérapants.', 'fr', 'controlled'],
    ['Dans la douche, le tapis antidérapant a disparu.', 'fr', 'present'],
    [
      'The ramp is slippery when wet; an anti-slip coating is booked for the spring shutdown.',
      'en',
      'present',
    ],
    ['Le quai est glissant le matin; les tapis antidérapants arrivent jeudi prochain.', 'fr', 'present'],
    ['La rampe est mouillée; on a commandé des tapis antidérapants, en back order.', 'fr', 'present'],
    ['By noon the prep floor is a mess of grease and onion skins.', 'en', 'present'],
  ] as const)('« %s » (%s) raises slips and trips as %s', async (text, language, status) => {
    expect((await evidenceRisk(text, 'slips-trips', { language }))?.status).toBe(status);
  });
});

describe('builtin engine: ticks found, a pet bird’s bite, dryer lint, a gun shown for the cash, a lid on the fingers', () => {
  itRaises([
    ['Two groundskeepers found ticks on their legs after mowing the back field.', 'wildlife-insects', 'en'],
    ['La technicienne a été mordue par le perroquet en changeant son eau.', 'wildlife-insects', 'fr'],
    ['Item 4 (NC): lint on the outside of the exhaust ductwork, about 2 cm.', 'combustible-dust', 'en'],
    ['One of them showed a gun and demanded the deposit bag.', 'robbery-cash-handling', 'en'],
    ['The trap door dropped on the cook’s fingers when the prop slipped.', 'struck-by', 'en'],
    ['La porte du four s’est refermée sur la main de l’aide-pâtissier.', 'caught-in-between', 'fr'],
    [
      'Lights on the back side of the plant have been out for at least two weeks now.',
      'inadequate-lighting',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['Tick the last box when the truck check is done.', 'wildlife-insects', 'en'],
    ['Les lapines griffent quand on les sort de la cage.', 'wildlife-insects', 'fr'],
    [
      'Le pistolet de la laveuse à pression a été retiré et un nouveau est demandé.',
      'robbery-cash-handling',
      'fr',
    ],
  ]);
});

describe('builtin engine: protection everyone wears, a cleaner of high pH', () => {
  it('reads « tout le monde les met » as the goggles worn: the acid cleaner is controlled', async () => {
    const text =
      'Des lunettes étanches sont dans chaque seau et tout le monde les met pour le détartrant acide.';
    expect((await evidenceRisk(text, 'corrosives', { language: 'fr' }))?.status).toBe('controlled');
  });
  itRaises([['The floor finish remover is high pH and stings the skin.', 'corrosives', 'en']]);
});

describe('builtin engine: hours into a shift, counted', () => {
  itRaises([['The dispatcher was 13 hours into the shift when the call came.', 'fatigue-shift-work', 'en']]);
  itDoesNotRaise([
    ['The folders start with 4-hour shifts and build up over two weeks.', 'fatigue-shift-work', 'en'],
    ['Two hours into the shift the crew takes its first break.', 'fatigue-shift-work', 'en'],
  ]);
});

describe('builtin engine: alone where the phone finds no signal, a meal at the wheel', () => {
  itRaises([
    ['Au bout du rang, y’a pas de réseau, pis l’inspectrice est souvent toute seule.', 'working-alone', 'fr'],
    ['On dîne dans la camionnette en roulant entre deux clients.', 'road-traffic-driving', 'fr'],
  ]);
});

describe('builtin engine: a product in the eye, flushed', () => {
  it.each([
    ['Last week a cleaner got a splash in the eye from the bucket; ten minutes at the eyewash.', 'en'],
    ['Lundi, le concierge a reçu une goutte de détartrant dans l’œil, rincée 15 minutes.', 'fr'],
  ] as const)('« %s » (%s) raises a corrosive as a past event', async (text, language) => {
    expect((await evidenceRisk(text, 'corrosives', { language }))?.status).toBe('past');
  });
});

describe('builtin engine: bleach after a bowl cleaner', () => {
  itRaises([
    [
      'The night cleaner poured bleach into a urinal after the bowl cleaner and it made a gas.',
      'chlorine-gas',
      'en',
    ],
  ]);
});

describe('builtin engine: an outlet without its plate, cords chained by a sink', () => {
  itRaises([
    ['Dans la salle de bain du 3e, une prise sans plaque laisse voir les fils.', 'electrical-contact', 'fr'],
    ['The kettle runs off an extension cord into a power bar beside the sink.', 'electrical-contact', 'en'],
  ]);
});

describe('builtin engine: stock carried up stairs all day, drums rolled by hand', () => {
  itRaises([
    ['Since the lift broke the stockers are carrying cases up the stairs all day.', 'manual-handling', 'en'],
    ['Le livreur a basculé et roulé les fûts de bière à la main jusqu’au sous-sol.', 'manual-handling', 'fr'],
  ]);
  itDoesNotRaise([['The deckhand guided the warp onto the winch drum by hand.', 'manual-handling', 'en']]);
});

describe('builtin engine: a rug that curls up', () => {
  itRaises([['The runner mat by the back door curls at both ends.', 'slips-trips', 'en']]);
});

describe('builtin engine: a load worn on the back, carried up a long clause of stairs, or moved with an aid', () => {
  itRaises([
    ['The 16 kg satchel goes on the carrier’s shoulder for the whole walk.', 'manual-handling', 'en'],
    [
      'The 19 kg cases of water are stored in the basement and the clerks carry them up the narrow back stairs.',
      'manual-handling',
      'en',
    ],
  ]);

  it('reads a heavy load moved by two or with a hand truck as handled under control', async () => {
    const risk = await evidenceRisk(
      'Les caisses de bière de 25 kg se déplacent à deux ou avec le diable.',
      'manual-handling',
      {
        language: 'fr',
      },
    );
    expect(risk?.status).toBe('controlled');
  });
});

describe('builtin engine: an icy slope walked down', () => {
  itRaises([['Les livreurs descendent à pied la pente glacée derrière l’entrepôt.', 'slips-trips', 'fr']]);
});

describe('builtin engine: alone with a patient, alone on the water, one clerk with no way to call', () => {
  itRaises([
    [
      'L’infirmière est entrée seule dans la chambre du patient agité pour lui donner sa médication.',
      'working-alone',
      'fr',
    ],
    ['A deckhand went out alone in the skiff at dawn with no radio.', 'working-alone', 'en'],
    ['One clerk per store from 4 to 10, with no check-in or duress device.', 'working-alone', 'en'],
  ]);
  itDoesNotRaise([
    ['La porte de la chambre froide s’est refermée toute seule encore.', 'working-alone', 'fr'],
    [
      'One seasonal slipped in last June and went in to the chest; he got out on his own.',
      'working-alone',
      'en',
    ],
  ]);
});

describe('builtin engine: a steam kettle or an autoclave worked with the gear for its heat', () => {
  it('reads the burn they can give as under control', async () => {
    for (const [text, language] of [
      ['The 60 L steam kettle is emptied with its tilt lever, by a cook in long gloves and an apron.', 'en'],
      ['Autoclave : gants thermiques au crochet, on attend le refroidissement avant d’ouvrir.', 'fr'],
    ] as const)
      expect((await evidenceRisk(text, 'burns-scalds', { language }))?.status, text).toBe('controlled');
  });
});

describe('builtin engine: weeks of 55 to 60 hours, latex someone reacts to, a missing keyboard tray', () => {
  itRaises([
    [
      'Depuis la rentrée, l’équipe fait des semaines de 55-60 h pour livrer le projet.',
      'fatigue-shift-work',
      'fr',
    ],
    [
      'Les gants de la trousse de démonstration contiennent du latex et Julie fait de l’urticaire.',
      'latex-allergy',
      'fr',
    ],
    [
      'No keyboard trays at the dispatch desks, and the dispatchers complain of sore wrists.',
      'office-ergonomics',
      'en',
    ],
  ]);
  itDoesNotRaise([
    [
      'The hallway was repainted with latex paint; one painter has a rash from the sun.',
      'latex-allergy',
      'en',
    ],
  ]);
});

describe('builtin engine: someone who shouts, then shoves the writer', () => {
  itRaises([
    [
      'Quand il a vu la facture, il m’a crié après devant tout le monde, pis il m’a poussé dans l’épaule.',
      'workplace-violence',
      'fr',
    ],
  ]);
});

describe('builtin engine: a saw run dry, a wheel whose cover is gone', () => {
  itRaises([
    ['The wet saw’s pump died on Monday, so the crew is cutting dry on the control joints.', 'silica', 'en'],
    [
      'Depuis le changement de meule, la polisseuse à dentiers n’a plus son couvercle.',
      'machine-guarding',
      'fr',
    ],
  ]);
});

describe('builtin engine: long days, a threat, shaken after it, a broken chair, an unsalted ramp, falling ice', () => {
  itRaises([
    ['5 locals worked the load-in and the load-out: 06:00 to 04:40 with breaks.', 'fatigue-shift-work', 'en'],
    ['Montage dès 7 h, démontage jusqu’à 1 h. 18 h pour certains techniciens.', 'fatigue-shift-work', 'fr'],
    [
      'Guy cutting without a permit said he’d “deal with me” next time I come by.',
      'workplace-violence',
      'en',
    ],
    ['He got right in my face at the counter.', 'workplace-violence', 'en'],
    ['Sitting at the keyboard 4 h a day, chair is broken (won’t go up).', 'office-ergonomics', 'en'],
    ['In winter the ramp isn’t salted when we get there at 8.', 'slips-trips', 'en'],
    [
      'Lots of ice on the guy wires, chunks falling off the tower near the path to the tuning house.',
      'falling-objects',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['The old clock tower has a row of icicles hanging from its eaves.', 'falling-objects', 'en'],
    [
      'La ligne d’ensachage s’est bloquée : des glaçons collés en bloc dans la trémie.',
      'falling-objects',
      'en',
    ],
    ['Just wrapping up, wanted to get you this before tomorrow’s ops meeting.', 'workplace-violence', 'en'],
  ]);
  it('reads being shaken after a threat, with the assistance programme offered, as a traumatic event', async () => {
    const text =
      'Back at the truck Kim was shaking a bit after the threat, so the EFAP number went on the board.';
    expect(await evidenceIdsIn(text, 'en')).toContain('traumatic-events');
  });
});

describe('builtin engine: things moved with a handling aid', () => {
  itRaises([
    ['The 2 m gym mats are moved on a mat cart by two staff.', 'manual-handling', 'en'],
    ['Les panneaux de MDF 4 x 8 sont déplacés sur le chariot à panneaux, à deux.', 'manual-handling', 'fr'],
    ['A and B drums moved only with a drum dolly.', 'manual-handling', 'en'],
  ]);
  itDoesNotRaise([
    [
      'Étape 1 – Monter sur le chariot sur rails (plateforme électrique, jusqu’à 3,5 m).',
      'manual-handling',
      'fr',
    ],
    [
      'Les chargeuses pis les chariots passent dans le même chemin que les gars, aucun corridor.',
      'manual-handling',
      'fr',
    ],
  ]);
});

describe('builtin engine: a hot surface or a melt worked with heat-resistant protection', () => {
  itRaises([
    ['Dross skimming at 470 °C with aluminized apron, face shield and gauntlets.', 'burns-scalds', 'en'],
  ]);
});

describe('builtin engine: burns to any part of the body, a hand caught between rollers, six days out of seven', () => {
  itRaises([
    ['The line cook burned her wrist on the salamander during the rush.', 'burns-scalds', 'en'],
    [
      'Le pressier s’est fait prendre deux doigts entre les cylindres de la plieuse.',
      'caught-in-between',
      'fr',
    ],
    ['Les emballeurs sont en quarts de 9 h, 6 jours sur 7 jusqu’aux Fêtes.', 'fatigue-shift-work', 'fr'],
  ]);
  itDoesNotRaise([
    // A chemical's burn, and being caught by the weather, are not these.
    ['Il a eu des brûlures au poignet, le ciment rentrait dans son gant.', 'burns-scalds', 'fr'],
    [
      'L’équipe s’est fait prendre par la pluie, les mains gelées sur les pylônes.',
      'caught-in-between',
      'fr',
    ],
    // An urn's hot water and an oven too hot to touch are burns, not a hot workplace.
    ['Reception kitchen: coffee urns, hot water dripping from the tap.', 'heat-stress', 'en'],
    ['Bakery: the door seal on oven 2 is worn, super hot on the front.', 'heat-stress', 'en'],
    ['Boulangerie : le joint de porte du four 3 est fini, très chaud sur le devant.', 'heat-stress', 'fr'],
  ]);
});

describe('builtin engine: an outbreak at the door, a barn’s biosecurity', () => {
  itRaises([
    ['Flu outbreak on the second floor since Tuesday, two aides home sick.', 'airborne-infections', 'en'],
    ['Un usager qui tousse attendait à l’accueil sans masque.', 'airborne-infections', 'fr'],
    ['Cryptosporidiosis in the calf barn again this spring, one of the milkers caught it.', 'zoonoses', 'en'],
  ]);

  it.each([
    [
      'Masks at the door and gowns on the carts during the COVID outbreak on 3 West.',
      'airborne-infections',
      'en',
    ],
    ['Biosécurité respectée : douche d’entrée et bottes de la ferme pour tout le monde.', 'zoonoses', 'fr'],
    ['Danish entry at each barn, farm boots only past the bench.', 'zoonoses', 'en'],
  ] as const)('reads « %s » as under control', async (text, hazardId, language) => {
    expect((await evidenceRisk(text, hazardId, { language }))?.status).toBe('controlled');
  });
});

describe('builtin engine: trauma told in a counsellor’s or a funeral director’s words, a control interrupted', () => {
  itRaises([
    ['Vicarious trauma keeps coming up at the crisis line team meetings.', 'traumatic-events', 'en'],
    ['Embalming: infant deaths this month, two staff asked for time off.', 'traumatic-events', 'en'],
    ['Deux décès à l’étage cette semaine, les préposées en parlent encore.', 'traumatic-events', 'fr'],
  ]);

  it('reads a ventilation « interrompue » as no control', async () => {
    const risk = await evidenceRisk(
      'La ventilation locale du poste de soudure est interrompue depuis lundi.',
      'welding-fumes',
      { language: 'fr' },
    );
    expect(risk?.status).toBe('present');
  });
});

describe('builtin engine: hands numb in the wet cold', () => {
  itRaises([['The dock crew was soaked by noon and their hands were numb.', 'cold-stress', 'en']]);
  itDoesNotRaise([
    ['The dock crew was soaked by noon and their hands were numb.', 'hand-arm-vibration', 'en'],
  ]);
});

describe('builtin engine: an exhaust leak felt in the cab, diesel smelt with headaches', () => {
  itRaises([
    [
      'The courier came back dizzy with a headache; the shop found an exhaust leak under her van’s floor.',
      'carbon-monoxide',
      'en',
    ],
    ['Odeur d’échappement dans la cabine du chasse-neige depuis la nuit passée.', 'carbon-monoxide', 'fr'],
    ['The loaders burn diesel in the salt dome and the crew gets headaches.', 'diesel-exhaust', 'en'],
  ]);
});

describe('builtin engine: long hours told as time on the road or in a row', () => {
  itRaises([
    ['The plow operator has been on the road for about 15 hours with no relief.', 'fatigue-shift-work', 'en'],
    ['Le grutier a fait 16 heures de suite samedi.', 'fatigue-shift-work', 'fr'],
  ]);
  // A distance in hours, a machine's run: no one's shift.
  itDoesNotRaise([
    ['The camp is 14 hours of driving from Whitehorse.', 'fatigue-shift-work', 'en'],
    ['The dewatering pumps ran 24 hours straight.', 'fatigue-shift-work', 'en'],
  ]);
});

describe('builtin engine: fingers white after a day on the saw, even in the cold', () => {
  itRaises([
    [
      'Le bûcheron a les doigts qui deviennent blancs au froid, surtout après ses journées de scie à chaîne.',
      'hand-arm-vibration',
      'fr',
    ],
  ]);
});

describe('builtin engine: a fire started in dust, dust lying on the beams', () => {
  itRaises([
    [
      'Last winter a fire in the elevator leg started in dust around a hot bearing.',
      'combustible-dust',
      'en',
    ],
    ['About 4 mm of dust lies on the motors and beams of the mill.', 'combustible-dust', 'en'],
  ]);
});

describe('builtin engine: lying under a dashboard', () => {
  itRaises([
    [
      'Les mécaniciens passent des heures couchés sur le siège, la tête sous le tableau de bord.',
      'awkward-postures',
      'fr',
    ],
  ]);
  itDoesNotRaise([['The patient was lying in bed for hours.', 'awkward-postures', 'en']]);
});

describe('builtin engine: riding the pickup box or the packer’s step, hot wax, call-backs, kneeling with children', () => {
  itRaises([
    ['Two of the pickers ride in the pickup box to the north field.', 'road-traffic-driving', 'en'],
    ['Les gars sont assis dans la boîte du pick-up sur la 132.', 'road-traffic-driving', 'fr'],
    ['The collectors ride the back step of the packer between stops.', 'waste-collection', 'en'],
    ['A packer was burned by hot wax splashing out of the dipping tank.', 'burns-scalds', 'en'],
    ['Two overnight call-backs last week, each followed by the full day list.', 'fatigue-shift-work', 'en'],
    [
      'Les éducatrices sont à genoux pour habiller les enfants dix fois par jour.',
      'child-care-postures',
      'fr',
    ],
    ['The jetter hose whipped loose at 1,800 psi and struck the tailgate.', 'high-pressure-systems', 'en'],
    ['A clerk’s forearm got pinched between the mobile shelving carriages.', 'caught-in-between', 'en'],
  ]);
  itDoesNotRaise([['The teachers kneel to tie their own boots.', 'child-care-postures', 'en']]);
});

describe('builtin engine: a polar bear, a splash of sewage, hours on a grinder, thumbs that are done, a damaged pack', () => {
  itRaises([
    ['A polar bear walked past the fuel tanks at the ore dock last night.', 'wildlife-insects', 'en'],
    [
      'Rag ball stuck in pump 2 at the lift station. Pulling it apart, Dave got a splash across the face.',
      'biological-agents',
      'en',
    ],
    [
      'Pump still running at 3,000 psi. The nozzle whipped out of the cleanout.',
      'high-pressure-systems',
      'en',
    ],
    ['Fitters spend 6 hours a day on the grinders.', 'hand-arm-vibration', 'en'],
    ['The therapists say their thumbs and wrists are shot by Friday.', 'repetitive-work', 'en'],
    ['The damaged pack of the crashed EV sits inside by the showroom wall.', 'lithium-batteries', 'en'],
    ['Je mouche gris chaque soir depuis que je suis à la ponceuse.', 'wood-dust', 'fr'],
    [
      'The on-call nurses were called back twice overnight for traumas, then the same nurses started the 0730 clinic list with no backfill.',
      'fatigue-shift-work',
      'en',
    ],
  ]);
  itDoesNotRaise([['Graders spend the day at the loupe and stereo microscope.', 'wildlife-insects', 'en']]);
  it('reads a bear monitor armed with bangers as a control', async () => {
    const risk = await evidenceRisk(
      '- Polar bear: Joe (monitor) on site all day with rifle and bangers.',
      'wildlife-insects',
      {
        language: 'en',
      },
    );
    expect(risk?.status).toBe('controlled');
  });
});

describe('builtin engine: a neighbour’s drift, a rail car that rolled, oil under the skin, overdoses, icy routes', () => {
  itRaises([
    ['Le voisin arrosait ses patates à 40 m pis le vent venait vers nous.', 'pesticides', 'fr'],
    ['The uncoupled hopper car rolled 10 m down the siding toward the pit.', 'rail-operations', 'en'],
    ['A pinhole in the line injected hydraulic oil into his finger.', 'hydraulic-injection', 'en'],
    ['Staff did CPR at two overdoses last week; one man died in the lobby.', 'traumatic-events', 'en'],
    ['Les gars garrochent les boîtes en bas de la mezzanine.', 'falling-objects', 'fr'],
    ['Drivers run the route on unplowed back roads in blowing snow.', 'road-traffic-driving', 'en'],
  ]);
  it('reads ventilation that gave out as no control', async () => {
    const risk = await evidenceRisk(
      'Grosse poussière dans le poulailler depuis que la ventilation a lâché.',
      'organic-dust-farmers-lung',
      { language: 'fr' },
    );
    expect(risk?.status).toBe('present');
  });
});

describe('builtin engine: soldering burns, a hose dragged, hazardous drugs named, phenol', () => {
  itRaises([
    ['Three soldering iron burns at the rework benches this month.', 'burns-scalds', 'en'],
    [
      'The crew dragged the frozen hose 30 m to each house; everyone’s shoulders are sore.',
      'manual-handling',
      'en',
    ],
    ['On coupe les comprimés de méthotrexate sur le comptoir du labo.', 'hazardous-drugs', 'fr'],
    ['Phenol is decanted into dropper bottles at the bench.', 'corrosives', 'en'],
  ]);
  it('reads vinyl gloves for cytotoxic tablets as short of the need', async () => {
    const risk = await evidenceRisk(
      'On coupe encore les comprimés de tamoxifène sur le comptoir, avec juste des gants de vinyle.',
      'hazardous-drugs',
      { language: 'fr' },
    );
    expect(risk?.status).toBe('present');
  });
});

describe('builtin engine: a positive test, a weapon raised, flour in the air, a fall into the harbour', () => {
  itRaises([
    ['Two of the framers had a positive post-incident test this spring.', 'impairment', 'en'],
    ['Un manœuvre a eu un test positif au dépistage après l’accrochage.', 'impairment', 'fr'],
    [
      'On the second visit the client picked up a bread knife and told both counsellors to leave.',
      'workplace-violence',
      'en',
    ],
    [
      'Le locataire est sorti avec un bâton de baseball pis m’a dit de débarquer de sa cour.',
      'workplace-violence',
      'fr',
    ],
    [
      'Each time the sacks are tipped into the hopper, a cloud of flour hangs over the bench.',
      'flour-dust-sensitization',
      'en',
    ],
    ['The new hand backed up off the float and fell into the harbour.', 'working-over-water', 'en'],
    ['Deux verres pétés dans le lavabo, Léa s’est entaillé le doigt.', 'broken-glass-dishware', 'fr'],
    ['She cut a finger on a shattered champagne flute behind the bar.', 'broken-glass-dishware', 'en'],
    ['Après une heure dans l’étang, l’aide grelottait et avait les lèvres bleues.', 'cold-stress', 'fr'],
    ['La fumée d’un feu actif à 40 km nous pique les yeux depuis lundi.', 'wildfire-smoke', 'fr'],
    ['His sleeve was caught by the capstan while he hauled the line.', 'deck-machinery-haulers', 'en'],
    ['Dans la salle des compresseurs, on se parle en criant.', 'noise', 'fr'],
  ]);
  itDoesNotRaise([
    ['Il s’est coupé le pouce avec le couteau à fileter, 4 points de suture.', 'workplace-violence', 'fr'],
    ['Chambre 12 : client inconscient, lèvres bleues, seringue sur le lit.', 'cold-stress', 'fr'],
    ['Broken mugs go straight into the lined box with the dustpan.', 'broken-glass-dishware', 'en'],
  ]);
});

describe('builtin engine: controls worn now and then, crews paired, work no longer done', () => {
  itReadsStatus([
    ['Le meulage atteint 95 dBA et le port des coquilles est inégal.', 'noise', 'fr', 'present'],
    [
      'Bouchons fournis, mais la moitié des gars les ont dans la poche; la presse cogne à 98 dBA.',
      'noise',
      'fr',
      'present',
    ],
    [
      'On press 2 the two-hand control buttons were tied down with a zip tie, so loading was done one-handed.',
      'power-presses',
      'en',
      'present',
    ],
    [
      'A packer reached into the rollers to free a jam, machine in standby instead of locked out.',
      'machine-guarding',
      'en',
      'present',
    ],
    [
      'Les techniciens qui faisaient leurs routes seuls sont maintenant jumelés.',
      'working-alone',
      'fr',
      'controlled',
    ],
    ['We don’t leave one cleaner alone in the building at night.', 'working-alone', 'en', 'controlled'],
    [
      'The forklift runs in the yard and we keep pedestrians out while it works.',
      'pedestrian-vehicle-traffic',
      'en',
      'controlled',
    ],
    [
      'Dans la chambre froide à -20 °C, les séjours sont limités à 15 minutes.',
      'cold-stress',
      'fr',
      'controlled',
    ],
    ['Crane work stops if lightning is detected within 30 km.', 'lightning', 'en', 'controlled'],
    [
      'The guardrail on the mezzanine never went back on after the delivery.',
      'falls-from-height',
      'en',
      'present',
    ],
    [
      'Benzene sampling at the rack came back well under the exposure limit.',
      'benzene-hydrocarbon-vapours',
      'en',
      'controlled',
    ],
  ]);
  itDoesNotRaise([
    ['Depuis qu’on a vendu le fourneau, on coule plus de plombs de pêche au garage.', 'lead', 'fr'],
    ['Depuis le dévidoir, on traîne plus les boyaux à bout de bras.', 'manual-handling', 'fr'],
    ['Les barils de diluant sont repartis chez le fournisseur.', 'solvents', 'fr'],
  ]);
});

describe('builtin engine: dry drilling, a swing radius, an inert purge, a dropped wrench, a fryer on fire', () => {
  itRaises([
    ['Les gars font du forage à sec dans le granit pour les ancrages.', 'silica', 'fr'],
    ['Paul a mis le pied dedans en descendant et il est tombé sur une fesse.', 'slips-trips', 'fr'],
    [
      'Un manœuvre est passé dans le rayon de pivotement de la pelle pendant le cassage.',
      'mobile-equipment',
      'fr',
    ],
    ['Pour souder les brides, la cuve est purgée à l’argon.', 'oxygen-deficient-inert-gas', 'fr'],
    [
      'Tom dropped his torque wrench from the nacelle; it hit the gravel near the truck.',
      'falling-objects',
      'en',
    ],
    ['La friteuse a pogné en feu samedi soir.', 'fryer-grease-fire', 'fr'],
    ['Un homme ivre a poussé le portier dans les marches.', 'workplace-violence', 'fr'],
    ['La musique est à fond toute la soirée dans la salle.', 'noise', 'fr'],
    ['J’ai encore les oreilles qui sillent après mon quart.', 'noise', 'fr'],
    ['Le commis a couru après le voleur jusque dans le stationnement.', 'shoplifter-intervention', 'fr'],
    ['Her boot went through a rusted grating on the mezzanine.', 'falls-from-height', 'en'],
    ['The landing deck was iced, salt only by the door.', 'slips-trips', 'en'],
  ]);
  itDoesNotRaise([
    ['A contractor climbed into the pit to get a dropped wrench.', 'falling-objects', 'en'],
    ['Time-delay drop safe bolted to the floor behind the counter.', 'falling-objects', 'en'],
    ['The guys push the piles with the loader all afternoon.', 'workplace-violence', 'en'],
  ]);
});

describe('builtin engine: clear ice, a urethane pour, a bull alone, caustic soda, a field sprayed, heat that fells', () => {
  itRaises([
    ['Glace vive entre les kiosques, surtout là où l’eau de vaisselle a été renversée.', 'slips-trips', 'fr'],
    ['On verse le composant A dans le moule de mousse à la main.', 'isocyanates', 'fr'],
    ['Les mâles reproducteurs sont gardés dans le parc du fond.', 'livestock-handling', 'fr'],
    ['Le voisin a fait l’arrosage de son champ de maïs pendant qu’on cueillait.', 'pesticides', 'fr'],
    ['The grower sprayed the next field while the pickers were in the rows.', 'pesticides', 'en'],
    ['Inside the drying shed it’s like an oven by two o’clock.', 'heat-stress', 'en'],
    ['It was well over 35 degrees in the barn. One picker fainted at noon.', 'heat-stress', 'en'],
    ['Mike hitting that moose near Whitecourt still shakes the crew.', 'road-traffic-driving', 'en'],
    [
      'He got pretty heated over the fine and slammed the ticket book out of my hand.',
      'workplace-violence',
      'en',
    ],
    ['The boat’s prop cut the deckhand’s calf when he slipped off the swim grid.', 'struck-by', 'en'],
    ['A thick layer of droppings covers the beams where the pigeons roost.', 'bird-droppings', 'en'],
  ]);
  itDoesNotRaise([
    ['Three people dropped their coffee when the pigeon hit the window.', 'bird-droppings', 'en'],
    ['Night checks are done by one student alone.', 'livestock-handling', 'en'],
    ['La 20 est en glace vive selon le 511.', 'slips-trips', 'fr'],
  ]);
});

describe('builtin engine: fresh concrete on the knees, frost-nipped fingers, a resident who throws, lines buried', () => {
  itRaises([
    [
      'Finishers kneel in fresh concrete all morning; two have raw skin on their knees.',
      'wet-cement-burns',
      'en',
    ],
    ['Two pickers had frost-nipped fingers after sorting frozen stock.', 'cold-stress', 'en'],
    ['Le préposé a eu la main tirée, pis le résident l’a projeté contre le lit.', 'workplace-violence', 'fr'],
  ]);
  itReadsStatus([
    ['- Orages : la procédure fonctionne, tout le monde descend.', 'lightning', 'fr', 'controlled'],
    [
      'Asteure on a le diable à escaliers motorisé pour les poêles de 200 kg.',
      'manual-handling',
      'fr',
      'controlled',
    ],
    ['Hot-work permits and a fire watch are planned for the roofing phase.', 'hot-work', 'en', 'present'],
    [
      "Roofing is postponed when the deck is icy; we postpone until it's salted.",
      'slips-trips',
      'en',
      'controlled',
    ],
    [
      'Pour les patients qui toussent, on reporte la visite à domicile.',
      'airborne-infections',
      'fr',
      'controlled',
    ],
  ]);
  itDoesNotRaise([
    ['Les vieilles lignes aériennes du quai ont été enfouies en 2021.', 'overhead-power-lines', 'fr'],
    ['Le dégraissant à la soude a été remplacé en mars par un produit neutre.', 'solvents', 'fr'],
  ]);
});

describe('builtin engine: a flammable reading that climbs, many stings, a steam jacket, a crew never alone', () => {
  itRaises([
    ['The monitor went to 12% LEL when we cracked the flange.', 'explosive-atmospheres', 'en'],
    ['He got stung a dozen times at the hive and his throat started to swell.', 'wildlife-insects', 'en'],
    [
      'In June a packer reached over the rim of tank 4 to scrape the wall and burned the inside of his forearm on the jacket.',
      'burns-scalds',
      'en',
    ],
  ]);
  itDoesNotRaise([['Le jeune s’est piqué le pouce avec la seringue du vaccin.', 'wildlife-insects', 'fr']]);
  itReadsStatus([
    ['Blood lead test at hire and every six months for the casting crew.', 'lead', 'en', 'controlled'],
    ['Working alone: the site is 90 km out, crew of three today.', 'working-alone', 'en', 'controlled'],
  ]);
});

describe('builtin engine: doubles, a strap that lets go, wind in a panel, a cord in a puddle, racking overloaded', () => {
  itRaises([
    ['Fin de mon troisième double de la semaine.', 'fatigue-shift-work', 'fr'],
    ['The ratchet strap broke under load and the hook flew back into his cheek.', 'struck-by', 'en'],
    ['La feuille de contreplaqué a levé avec le vent pis a frappé Marc.', 'struck-by', 'fr'],
    ['The extension cord for the pump runs through a puddle by the door.', 'electrical-contact', 'en'],
    ['Second overdose this month in the shelter. The staff are shaken.', 'traumatic-events', 'en'],
    ['Le cordon de son coton ouaté s’est pris dans l’arbre du convoyeur.', 'caught-in-between', 'fr'],
    ['La suspension à air est percée, je suis assis sur le fond.', 'whole-body-vibration', 'fr'],
    ['The counterweight arbor ran away and crashed onto the loading rail.', 'falling-objects', 'en'],
    ['Sa masse est tombée du panier de la nacelle, à un mètre du monteur.', 'falling-objects', 'fr'],
    ['He was cleaning the forms with a 10,000 psi lance.', 'high-pressure-systems', 'en'],
    ['Careful by the loading entrance, that’s where I went down last week.', 'slips-trips', 'en'],
    ['Two bays are overloaded with cases of water.', 'racking-collapse', 'en'],
    ['Three beam connectors are missing their locking pins.', 'racking-collapse', 'en'],
    ['Volunteers directing traffic at dusk, no hi-vis.', 'pedestrian-vehicle-traffic', 'en'],
    ['The nozzleman got accelerator in his eye.', 'corrosives', 'en'],
    ['The loader backed into the fuel truck on Tuesday.', 'mobile-equipment', 'en'],
  ]);
  itDoesNotRaise([
    ['The ratchet strap broke under load and the hook flew back into his cheek.', 'mobile-equipment', 'en'],
    ['If you can’t reach, get the taller frame or the scissor lift.', 'struck-by', 'en'],
  ]);
});

describe('builtin engine: asbestos abated, gas no longer received, thinner sent to hazardous waste, a hand along a hose', () => {
  itDoesNotRaise([
    ['Le flocage d’amiante du gymnase a été désamianté en 2022.', 'asbestos', 'fr'],
    [
      'La station ne reçoit plus de chlore gazeux : la désinfection se fait aux UV et l’ancienne salle de chloration sert d’entrepôt.',
      'chlorine-gas',
      'fr',
    ],
    ['The old paint thinner cans went to the hazardous waste day.', 'solvents', 'en'],
  ]);
  itRaises([
    [
      'Un mécanicien cherchait une fuite sur un boyau de la chargeuse en passant la main le long du boyau, moteur en marche.',
      'hydraulic-injection',
      'fr',
    ],
  ]);
  itReadsStatus([
    [
      '- NORM: the radiation survey of the separators came back at background on every item.',
      'norm-radioactive-scale',
      'en',
      'controlled',
    ],
    [
      'Diesel exhaust in the bay: the capture hoses were hooked up when we started the trucks.',
      'diesel-exhaust',
      'en',
      'controlled',
    ],
  ]);
});

describe('builtin engine: a back hurt lifting, a skier’s hit, weeks without a day off, a broken air curtain, a cageless wheel', () => {
  itRaises([
    ['She injured her lower back lifting full bags over the lip of the dumpster.', 'manual-handling', 'en'],
    ['A skier came off the jump and struck a lift attendant.', 'struck-by', 'en'],
    ['We’re 10 days in, 7 days a week, 7 to 7.', 'fatigue-shift-work', 'en'],
    ['The air curtain at the dock door has been broken since January.', 'cold-stress', 'en'],
    ['Les roues de camion sont regonflées sans cage après la réparation.', 'tire-servicing', 'fr'],
  ]);
  itReadsStatus([
    [
      'Candy glass cooking area at 150 °C with heat-resistant gloves and a splash guard – no recommendation.',
      'burns-scalds',
      'en',
      'controlled',
    ],
  ]);
});

describe('builtin engine: removed during abatement, gone to scrap, thrown out, pallets not strapped, power left on', () => {
  itDoesNotRaise([
    [
      'Les tuiles de plafond qui contenaient de l’amiante ont été enlevées lors du désamiantage de l’été 2021.',
      'asbestos',
      'fr',
    ],
    [
      'Gilles a fini de démonter la vieille scie à os, elle est partie à la ferraille.',
      'meat-slicers-saws',
      'fr',
    ],
    [
      'We don’t use disinfectant soaks any more: the old Cidex tray was thrown out in 2023.',
      'sterilants-disinfectants',
      'en',
    ],
  ]);
  itRaises([
    [
      'Les palettes de bidons de dégraissant étaient pas sanglées, juste emballées.',
      'cargo-securement',
      'fr',
    ],
    [
      'La machine était seulement éteinte, pas débranchée, quand il a nettoyé la lame.',
      'hazardous-energy',
      'fr',
    ],
    [
      'The dasher was pulled for cleaning with the machine on standby, not unplugged.',
      'hazardous-energy',
      'en',
    ],
  ]);
});

describe('builtin engine: fluids thrown, a generator backfeeding, a branch that falls, stale data sheets, remote gates', () => {
  itRaises([
    [
      'Pendant la distribution des médicaments, une détenue a lancé un verre de liquide (urine) au visage de l’agente.',
      'workplace-violence',
      'fr',
    ],
    [
      'Pendant la distribution des médicaments, une détenue a lancé un verre de liquide (urine) au visage de l’agente.',
      'biological-agents',
      'fr',
    ],
    [
      'Un abonné avait sa génératrice branchée direct dans le panneau, pas d’inverseur.',
      'electrical-contact',
      'fr',
    ],
    [
      'Une grosse branche est tombée sur le capot du camion à deux pieds du pare-brise.',
      'falling-objects',
      'fr',
    ],
    [
      'Marc a eu une décharge en branchant le projecteur sur la vieille rallonge.',
      'electrical-contact',
      'fr',
    ],
    ['The floodbox gates can be opened remotely from the SCADA workstation.', 'sudden-water-release', 'en'],
    ['She waded the creek thigh-deep to reach the far plot, alone.', 'working-over-water', 'en'],
    [
      'House very cluttered: boxes and garbage bags along both sides of the stairs, only a narrow path.',
      'home-care-environments',
      'en',
    ],
    ['I went up and chipped the ice at the drain by the parapet.', 'roof-work', 'en'],
  ]);
  itDoesNotRaise([
    ['Les escaliers sont encombrés de plâtre et de bouts de fil.', 'home-care-environments', 'fr'],
  ]);
});

describe('builtin engine: verdicts and refusals that keep work safe, a lock nobody uses, ice melt run out', () => {
  itReadsStatus([
    [
      'Les jeunes voulaient monter aux éperons sur le vieux poteau pourri, j’ai dit non.',
      'pole-climbing',
      'fr',
      'controlled',
    ],
    [
      'The rolling ladder with locking casters is back from repair, works great.',
      'ladders',
      'en',
      'controlled',
    ],
    [
      'Tank top walkways have full handrails and we haven’t had any issues there.',
      'falls-from-height',
      'en',
      'controlled',
    ],
    ['[x] MOB drill – monthly; next one May 20.', 'falls-overboard', 'en', 'controlled'],
    ['Loading dock stairs iced over, we’re out of ice melt.', 'slips-trips', 'en', 'present'],
    [
      '- Balles rondes (≈ 400 kg) : entreposées dehors sur 2 rangs maximum, calées avec des madriers, déplacées au tracteur.',
      'hay-bales',
      'fr',
      'controlled',
    ],
  ]);
  it('reads a lock that nobody puts on as no control in place', async () => {
    const risk = await evidenceRisk(
      'Le cadenas pour la prise est dans le tiroir, mais personne le met.',
      'hazardous-energy',
      {
        language: 'fr',
      },
    );
    expect(risk?.status).not.toBe('controlled');
  });
});

describe('builtin engine: a horse’s kick, a dog’s bite in training', () => {
  itRaises([
    ['Ruade, sabot à la cuisse gauche.', 'livestock-handling', 'fr'],
    ['Événement : morsure à la cuisse pendant un exercice de mordant, 14 janvier 2025.', 'dog-bites', 'fr'],
  ]);
});

describe('builtin engine: a drop measured to the floor', () => {
  itRaises([['Il y a 3 m de chute jusqu’au sol à côté de la trappe.', 'falls-from-height', 'fr']]);
});

describe('builtin engine: a step missed in the dark, a guide out ahead alone', () => {
  itRaises([
    [
      'Au changement de décor, Josée a manqué la marche de la coulisse dans le noir total.',
      'slips-trips',
      'fr',
    ],
    ['L’escalier de la coulisse est dans le noir total.', 'inadequate-lighting', 'fr'],
    ['After a big dump the lead guide breaks trail alone ahead of the group.', 'working-alone', 'en'],
  ]);
});

describe('builtin engine: a ram forced past a jam, a bar thrown at a guard, traffic at speed, an empty hand-wash station', () => {
  itRaises([
    [
      'Quand il bloque, on nous a montré à pousser avec le manche à balai pendant que le bélier force.',
      'cardboard-balers-compactors',
      'fr',
    ],
    [
      'Quand j’ai crié, un des deux a lancé une barre d’armature dans ma direction.',
      'workplace-violence',
      'fr',
    ],
    ['Le monde passent à 70 à côté de Kevin quand il est penché sur la grille.', 'work-zone-traffic', 'fr'],
    [
      'Par contre, la station de lavage des mains sur le camion est vide depuis deux semaines.',
      'biological-agents',
      'fr',
    ],
    ['One PCW covers floors 2 to 4 at night (about 70 residents).', 'working-alone', 'en'],
  ]);
  itDoesNotRaise([
    [
      'Quand il bloque, on pousse avec le manche à balai pendant que le bélier force.',
      'livestock-handling',
      'fr',
    ],
    [
      'Les chariots de plateaux pleins pèsent environ 90 kg et se poussent bien.',
      'cardboard-balers-compactors',
      'fr',
    ],
  ]);
});

describe('builtin engine: eyes that will not stay open, deaths one after another', () => {
  itRaises([
    ['J’ai de la misère à garder les yeux ouverts vers 4 h du matin.', 'fatigue-shift-work', 'fr'],
    ['C’était mon troisième décès cette semaine, pis celui-là m’a rentré dedans.', 'traumatic-events', 'fr'],
  ]);
});

describe('builtin engine: a tool raised as a threat', () => {
  itRaises([
    [
      'The owner came out with a snow shovel and said he would put it through my windshield if I touched his meter.',
      'workplace-violence',
      'en',
    ],
  ]);
});

describe('builtin engine: a pint glass broken in the sink, refrigerant on a hand', () => {
  itRaises([
    ['A pint glass broke in the bar sink and cut the bartender’s thumb.', 'broken-glass-dishware', 'en'],
    [
      'Liquid refrigerant sprayed on the tech’s hand when he pierced the line; frostbite.',
      'refrigerant-gases',
      'en',
    ],
  ]);
});

describe('builtin engine: walking in the road, fights broken up, nets dragged', () => {
  itRaises([
    [
      'Carriers walking in the road at dusk, no sidewalk, a pickup passed within 30 cm.',
      'pedestrian-vehicle-traffic',
      'en',
    ],
    ['On disco nights the teen staff break up fights on the floor.', 'workplace-violence', 'en'],
    ['The wet nets are dragged over the driftwood by hand.', 'manual-handling', 'en'],
  ]);
});

describe('builtin engine: a crutch swung, a push in the chest, cylinders unchained, board carried up stairs', () => {
  itRaises([
    ['A guest swung his cane at the attendant by the front door.', 'workplace-violence', 'en'],
    ['The driver pushed the loader hard in the chest at the gate.', 'workplace-violence', 'en'],
    ['Two nitrous oxide cylinders standing loose by the door, no chain, caps off.', 'compressed-gases', 'en'],
    [
      'The drywall goes up the stairs to the third floor by hand, two guys per sheet.',
      'manual-handling',
      'en',
    ],
  ]);
});

describe('builtin engine: a hooded man at the till, a freezer that opens from outside, remarks, a wire rope that parts', () => {
  itRaises([
    ['Vers 2 h, un homme avec une cagoule voulait la caisse.', 'robbery-cash-handling', 'fr'],
    [
      'La poignée de secours intérieure de la chambre de congélation est brisée depuis lundi.',
      'walk-in-freezer-entrapment',
      'fr',
    ],
    ['Un collègue fait des commentaires sur son poids à chaque pause.', 'harassment', 'fr'],
    [
      'During the winch-out the wire rope parted and whipped past the operator.',
      'mooring-line-snapback',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['Remarks: 4 °C in the morning, warm clothing supplied.', 'harassment', 'en'],
    [
      'During the cable pull-down of the old annex the wire rope parted at the excavator end and whipped back.',
      'mooring-line-snapback',
      'en',
    ],
  ]);
});

describe('builtin engine: a foot through a ceiling, driving in whiteouts and on ice, a carboy dropped, oil that boils over', () => {
  itRaises([
    [
      'Dans l’entretoit, j’ai mis le pied à côté d’une solive et mon talon a passé à travers le plafond.',
      'falls-from-height',
      'fr',
    ],
    [
      'Vendredi – Route Saint-Quentin–Kedgwick dans la poudrerie, visibilité nulle par bouts, 2 h au lieu de 50 min.',
      'road-traffic-driving',
      'fr',
    ],
    ['Aujourd’hui cinq maisons, 340 km, pis la 50 était sur la glace vive.', 'road-traffic-driving', 'fr'],
    ['Une tourie de verre lui a échappé des mains au soutirage.', 'broken-glass-dishware', 'fr'],
    [
      'Un participant a vidé un sac de frites congelées pleines de glace dans la friteuse; l’huile a débordé et pris feu sur le rond.',
      'fryer-grease-fire',
      'fr',
    ],
    ['Le vide sanitaire est plein de crottes de souris.', 'zoonoses', 'fr'],
    ['We brail the herring out of the seine with a dip net for hours.', 'manual-handling', 'en'],
    [
      'Tyler is off till next Wed – he pulled his back carrying the king box spring up the spiral stairs at the duplex.',
      'manual-handling',
      'en',
    ],
  ]);
});

describe('builtin engine: a burn on the hand, a propeller close by, a liftgate that drops, work hunched over, pinch grips', () => {
  itRaises([
    [
      'Flat clamshell press: Maya burned the back of her hand on the upper platen reaching over it.',
      'burns-scalds',
      'en',
    ],
    [
      'A student walked across the ramp and came within about 1 m of the propeller.',
      'aircraft-ramp-operations',
      'en',
    ],
    ['The liftgate on truck 2 is dropping on its own again when it is loaded.', 'caught-in-between', 'en'],
    ['We are hunched over the bench pin, heads down, most of the day.', 'awkward-postures', 'en'],
    ['Technicians cap bottles for 3 hours at a stretch with repeated pinch grips.', 'repetitive-work', 'en'],
    ['The instructor poured cognac straight from the bottle into the hot pan.', 'flammable-liquids', 'en'],
    [
      'Nurses drive in from the coast, often at night, up to 90 minutes each way, including over the Highlands in winter storms.',
      'road-traffic-driving',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['The sanitizer soap burns my hands and the skin cracks between the fingers.', 'burns-scalds', 'en'],
    [
      'Les caissons de basse descendent du camion sur le hayon, puis roulent sur des diables.',
      'caught-in-between',
      'fr',
    ],
  ]);
});

describe('builtin engine: carcasses bare-handed, awake 28 hours, a pole swung into someone, trucks guided from behind', () => {
  itRaises([
    ['Les castors morts, les gars les sortent à mains nues.', 'zoonoses', 'fr'],
    ['L’agente a conduit une heure pour rentrer, éveillée depuis près de 28 h.', 'fatigue-shift-work', 'fr'],
    ['A gust pulled two stakes and a tent pole swung and hit Ben on the shoulder.', 'struck-by', 'en'],
    [
      'Les camions reculent jusqu’au bâtiment avec nous autres en arrière pour les guider.',
      'pedestrian-vehicle-traffic',
      'fr',
    ],
    ['While lowering the tower the back guy anchor pulled out of the wet clay.', 'falling-objects', 'en'],
  ]);
  itDoesNotRaise([
    ['A steer backing up could push the gate open on whoever is behind.', 'pedestrian-vehicle-traffic', 'en'],
    ['No markers have been put up since; the swale drifted over again.', 'fatigue-shift-work', 'en'],
  ]);
});

describe('builtin engine: concrete drilled dry, a mask on a beard, weekends on end, groping, summer tires, a chip in the eye', () => {
  itRaises([
    [
      'Ancrage des pieds : 400 trous par jour au perforateur dans la dalle, à sec, sans aspiration, poussière blanche partout.',
      'silica',
      'fr',
    ],
    [
      'The guys have half-masks, but most have no fit test on record and two have full beards.',
      'inadequate-ppe',
      'en',
    ],
    ['3e fin de semaine de suite pour l’équipe de déménagement.', 'fatigue-shift-work', 'fr'],
    ['Deux animatrices se sont fait tâter les fesses par des spectateurs en boisson.', 'harassment', 'fr'],
    ['The service car is still on summer tires and it snowed last night.', 'road-traffic-driving', 'en'],
    ['Stevie took a steel chip in the eye at the drill press.', 'struck-by', 'en'],
    ['Le 6 juin une fune a sauté d’un rouleau et a fouetté à 1 m de moi.', 'struck-by', 'fr'],
    ['Kevin s’est ouvert le pouce sur une écaille en triant, trois points.', 'sharp-tools', 'fr'],
  ]);
  itDoesNotRaise([
    ['Feet on dry concrete and rubber pads down on a slab floor in the rain.', 'silica', 'en'],
    ['Note pour Stéphane, journée du 14 mai, onze installations de faites.', 'fatigue-shift-work', 'fr'],
  ]);
});

describe('builtin engine: a heater that smells of exhaust, rock set loose above people, a cart pulled to a magnet, water shipped', () => {
  itRaises([
    [
      'The overhead gas heater in the shop was smelling like exhaust again Saturday.',
      'carbon-monoxide',
      'en',
    ],
    ['A boulder dislodged by the upper pair rolled between the two students below.', 'falling-objects', 'en'],
    ['Au 880, des roches sont tombées à côté de l’équipe 2 pendant l’arrosage.', 'falling-objects', 'fr'],
    [
      'About 1 m from the magnet the steel cart was pulled sideways and the cylinder fell.',
      'mri-magnetic-fields',
      'en',
    ],
    [
      'Full load of oysters, the wind came up, we shipped water over the stern.',
      'vessel-stability-capsizing',
      'en',
    ],
    [
      'An elector shouted at the two workers and threw the binder across the table.',
      'workplace-violence',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['L’interrupteur de porte est contourné avec un aimant sur la presse.', 'mri-magnetic-fields', 'fr'],
    [
      'La colle ABS dans le petit local de la fournaise, j’avais mal à la tête après 20 min.',
      'carbon-monoxide',
      'fr',
    ],
    ['The forklift loaded me while the swamper stood beside my trailer.', 'vessel-stability-capsizing', 'en'],
  ]);
});

describe('builtin engine: hot wax on an arm, nobody knowing where a worker is, weeks of overtime, a thief chased, a propeller', () => {
  itRaises([
    [
      'Martine a reçu de la cire chaude sur le poignet en remplissant le bac, une cloque.',
      'burns-scalds',
      'fr',
    ],
    ['The van broke down at 6 and no one knew where he was until the next morning.', 'working-alone', 'en'],
    [
      'Toute l’équipe fait du temps supplémentaire jusqu’à minuit, deux semaines de suite.',
      'fatigue-shift-work',
      'fr',
    ],
    ['Les releveurs partent seuls dans les rangs, sans réseau cellulaire.', 'working-alone', 'fr'],
    ['Overnight it is one awake aide for the whole wing.', 'working-alone', 'en'],
    ['A thief ran out with a chainsaw. Kyle chased him across the lot.', 'shoplifter-intervention', 'en'],
    ['The cashier followed a woman out with a drill under her coat.', 'shoplifter-intervention', 'en'],
    ['Le souffle de l’hélice a renversé le chariot à bagages du chargeur.', 'aircraft-ramp-operations', 'fr'],
    [
      'A student walked right in front of the Cessna while it was starting.',
      'aircraft-ramp-operations',
      'en',
    ],
  ]);
  itDoesNotRaise([
    ['Personne ne savait où il était rangé, le lève-personne.', 'working-alone', 'fr'],
    ['Nobody knows where the spare key is.', 'working-alone', 'en'],
    [
      'Each aircraft carries a fire containment bag checked at the pre-flight.',
      'aircraft-ramp-operations',
      'en',
    ],
  ]);
});

describe('builtin engine: a burn named as the injury, a fall on a step, numb fingers, a dog that got him, ranges walked down stairs', () => {
  itRaises([
    ['I leaned on the turbine’s exhaust flange and got a burn through my coveralls.', 'burns-scalds', 'en'],
    ['I fell on the step with a full case of water last week.', 'slips-trips', 'en'],
    ['By ten the pickers’ gloves were wet and they couldn’t feel my fingers, one said.', 'cold-stress', 'en'],
    ['The customer’s husky got out and got him on the calf.', 'dog-bites', 'en'],
    ['The crew was walking fridges down the cellar stairs three-man.', 'manual-handling', 'en'],
  ]);
  itReadsStatus([
    [
      'The stair-climber dolly’s battery is dead, so the crew carried the freezer down the stairs by hand.',
      'manual-handling',
      'en',
      'present',
    ],
    [
      'Numb fingers by noon at the net pens; asked the office again for insulated gloves.',
      'cold-stress',
      'en',
      'present',
    ],
  ]);
});

describe('builtin engine: a check-in system for people out on their own', () => {
  itReadsStatus([
    [
      'After 4 pm the home care workers go out two by two and call the nursing station on the VHF on arrival and when leaving.',
      'working-alone',
      'en',
      'controlled',
    ],
    [
      'The midwives send arrival and departure texts to the on-call number, and the admin follows up when one is late.',
      'working-alone',
      'en',
      'controlled',
    ],
  ]);
});

describe('builtin engine: shouting, by the public or by the workplace', () => {
  // a homeowner or a patient screaming at a worker is an outburst of the public; a supervisor yelling is harassment,
  // whoever else is there
  itRaises([
    ['The homeowner started screaming at our installer over the invoice.', 'workplace-violence', 'en'],
    ['A patient screamed at the night aide until security came.', 'workplace-violence', 'en'],
    ['Our shift supervisor yells at the loaders in front of the customers.', 'harassment', 'en'],
    ['Le contremaître crie après les apprentis devant les clients.', 'harassment', 'fr'],
  ]);
  itDoesNotRaise([
    ['The homeowner started screaming at our installer over the invoice.', 'harassment', 'en'],
    ['A patient screamed at the night aide until security came.', 'harassment', 'en'],
  ]);
});

describe('builtin engine: a water plant’s own words', () => {
  // round 92's monthly report: on standby round the clock, a rescue tripod missing, a delivery hooked to the wrong fill
  itRaises([
    ['The lone operator is on standby 24/7 every other week.', 'fatigue-shift-work', 'en'],
    ['Called in four times last night. Completely exhausted today.', 'fatigue-shift-work', 'en'],
    ['Nobody has a tripod or a retrieval line at the lift station.', 'confined-spaces', 'en'],
    ['The courier hooked his hose onto the wrong fill at the pool.', 'chemical-delivery-dosing', 'en'],
  ]);
  itDoesNotRaise([
    ['The surveyor left the tripod for the total station in the truck.', 'confined-spaces', 'en'],
  ]);
});

describe('builtin engine: out of each other’s sight with nothing to call with', () => {
  itRaises([
    [
      'Les deux gars font la tournée des lignes chacun de son bord. Pas de radio, le cell pogne pas dans le fond du rang.',
      'working-alone',
      'fr',
    ],
    [
      'The planters work out of sight up the cutblock, no radios, and the sat phone stays at the truck.',
      'working-alone',
      'en',
    ],
  ]);
});

describe('builtin engine: a walking surface said slippery', () => {
  itRaises([
    ['Hydraulic oil on the catwalk grating, slippery all week.', 'slips-trips', 'en'],
    ['Le caillebotis autour du réservoir est glissant avec le brut.', 'slips-trips', 'fr'],
  ]);
});

describe('builtin engine: a worker who fell is no falling object', () => {
  itDoesNotRaise([
    ['Kevin est tombé de la pile de madriers, sur la hanche.', 'falling-objects', 'fr'],
    ['The deckhand fell off the stack of totes into the water.', 'falling-objects', 'en'],
    ['Le livreur est tombé de son chargement à la renverse, 2 côtes fêlées.', 'falling-objects', 'fr'],
  ]);
  itRaises([
    ['Une caisse est tombée du palettier sur le dos du commis.', 'falling-objects', 'fr'],
    ['A box of fittings fell off the top shelf onto his shoulder.', 'falling-objects', 'en'],
  ]);
});

describe('builtin engine: hands laid on a worker, in plain words', () => {
  itRaises([
    ['En sortant du camion, y m’a pogné par le collet.', 'workplace-violence', 'fr'],
    [
      'En se réveillant, il a donné un coup de pied dans la poitrine de l’ambulancière.',
      'workplace-violence',
      'fr',
    ],
    ['The man kicked the paramedic in the chest as she knelt beside him.', 'workplace-violence', 'en'],
  ]);
  itDoesNotRaise([['The heifer kicked Marc in the ribs at the chute.', 'workplace-violence', 'en']]);
});

describe('builtin engine: round 96’s and 97’s paraphrases', () => {
  itRaises([
    ['Le boucher crie après la caissière devant les clients à tous les jours.', 'harassment', 'fr'],
    ['Un étudiant s’est mis à crier après la commis pis lui a lancé sa carte.', 'workplace-violence', 'fr'],
    ['Le vacher s’est injecté de l’antibiotique dans le doigt en vaccinant.', 'needlestick-sharps', 'fr'],
    ['The gas pump sat at the bottom of the trench all morning.', 'carbon-monoxide', 'en'],
    ['She closed at 1 a.m. and opened at 6 twice this week.', 'fatigue-shift-work', 'en'],
    ['On arrache les solins de plomb du clocher cette semaine.', 'lead', 'fr'],
  ]);
  itDoesNotRaise([
    ['The butcher yells at the cashier in front of the customers.', 'workplace-violence', 'en'],
  ]);
});

describe('builtin engine: round 94’s paraphrases', () => {
  itRaises([
    ['The fab shop welds in the back bay with no extraction, a blue haze by noon.', 'welding-fumes', 'en'],
    ['Le crépi, il l’étend à mains nues pour mieux sentir le mortier.', 'wet-cement-burns', 'fr'],
    ['The heater ran all night in the porch with the door half shut.', 'carbon-monoxide', 'en'],
    [
      'La ligne d’Hydro passe au-dessus du terrain, la pelle a travaillé en dessous.',
      'overhead-power-lines',
      'fr',
    ],
  ]);
});

describe('builtin engine: a sludge plant’s round', () => {
  itRaises([
    ['Le convoyeur bloque souvent. On l’arrête au panneau, pas de cadenas.', 'hazardous-energy', 'fr'],
    [
      'Plus de douche au garage : les opérateurs rentrent chez eux en linge plein de boues.',
      'biological-agents',
      'fr',
    ],
    [
      'The second operator does rounds at the far end of the yard. No call system, only a cell that drops.',
      'working-alone',
      'en',
    ],
  ]);
});

describe('builtin engine: a warehouse picker’s and a snow crew’s complaints', () => {
  itRaises([
    ['Le siège du tracteur est défoncé, ça me cogne le dos à chaque bosse.', 'whole-body-vibration', 'fr'],
    ['His seat is broken, it slams into his back at every hole.', 'whole-body-vibration', 'en'],
    ['It’s 120 lines per hour or the supervisor calls us in.', 'psychosocial-risks', 'en'],
    [
      'Les chariots élévateurs passent dans l’allée où on marche avec nos paniers.',
      'pedestrian-vehicle-traffic',
      'fr',
    ],
  ]);
  itDoesNotRaise([['The van’s back seat is used by the support worker.', 'whole-body-vibration', 'en']]);
});

describe('builtin engine: a radio-called resource road', () => {
  itReadsStatus([
    [
      'The haul road is radio-controlled and the loaded trucks call km’s going down.',
      'road-traffic-driving',
      'en',
      'present',
    ],
    [
      'Sur le chemin du bloc 12, on annonce nos kilomètres au canal 3 en tout temps.',
      'road-traffic-driving',
      'fr',
      'controlled',
    ],
  ]);
});

describe('builtin engine: a gas crew’s, a trail crew’s and a substation’s words', () => {
  itRaises([
    ['Cars kept squeezing past in the open lane, no flagger on the job.', 'work-zone-traffic', 'en'],
    ['Side-by-side: two guys rode back in the cargo box.', 'atv-utv', 'en'],
    ['Picked a tick off Jamie at lunch.', 'wildlife-insects', 'en'],
    ['Pigeons roost over the bay; droppings on every beam.', 'bird-droppings', 'en'],
    ['Crew puts grounds both sides before the bus is touched.', 'step-touch-potential', 'en'],
    ['SF6 top-ups done with the gas cart; O2 monitor worn in the vault.', 'oxygen-deficient-inert-gas', 'en'],
  ]);
  itDoesNotRaise([
    [
      'The bonding cable (equipotential link) was clipped on before the hatch was opened.',
      'step-touch-potential',
      'en',
    ],
  ]);
});

describe('builtin engine: a field sampler’s season', () => {
  itRaises([
    ['At the old tank site the PID read 150 ppm in the borehole.', 'benzene-hydrocarbon-vapours', 'en'],
    ['Site 4 is a former dry cleaner (TCE in the shallow wells).', 'solvents', 'en'],
    ['Our tech got backed into by a pickup at the fuel bar.', 'pedestrian-vehicle-traffic', 'en'],
  ]);
  itDoesNotRaise([
    ['PID on the cores: 0 ppm, no odour at any depth.', 'benzene-hydrocarbon-vapours', 'en'],
    ['My back is at me all winter since the move.', 'pedestrian-vehicle-traffic', 'en'],
  ]);
});

describe('builtin engine: a dental office’s, a hotel’s and an ambulance crew’s words', () => {
  itRaises([
    ['Nitrous in op 2: the nasal hood leaks and the vacuum is low.', 'anaesthetic-gases', 'en'],
    ['The assistant got poked by a used probe while sorting the tray.', 'needlestick-sharps', 'en'],
    ['La préposée a mélangé l’eau de Javel avec le dégraissant dans la douche.', 'chlorine-gas', 'fr'],
    ['A 140 kg pt, three of us carried him down on the stair chair.', 'patient-handling', 'en'],
    ['Peer support reached both medics the morning after the call.', 'traumatic-events', 'en'],
    ['The tailpipe exhaust hoses on the truck bays work again.', 'diesel-exhaust', 'en'],
  ]);
  itDoesNotRaise([
    ['Debrief of the fire drill: muster took four minutes.', 'traumatic-events', 'en'],
    ['Tailpipe exhaust hoses on each bay; the CO monitor reads 0.', 'diesel-exhaust', 'en'],
  ]);
});

describe('builtin engine: a flatbed’s, a tow truck’s and a tire shop’s words', () => {
  itRaises([
    [
      'No catwalk at the mill, so he walked the top of the load to spread the tarps.',
      'falls-from-height',
      'en',
    ],
    ['The binder handle kicked back and caught his wrist.', 'struck-by', 'en'],
    ['Arrête de texter en chauffant, tu vas finir dans le fossé.', 'road-traffic-driving', 'fr'],
    ['Le câble du treuil est effiloché proche du crochet.', 'struck-by', 'fr'],
    [
      'Léo s’est fait accrocher la jambe par un client qui reculait son char au lave-auto.',
      'pedestrian-vehicle-traffic',
      'fr',
    ],
  ]);
  itDoesNotRaise([['The extension cord is frayed near the plug.', 'struck-by', 'en']]);
});

import type { ConceptRule } from './builtin.rule';
import { rule } from './builtin.rule';

/**
 * Concepts said in everyday words rather than a practitioner's: what a worker, a relative or a supervisor writes
 * (« s’est senti étourdi en brassant le lisier », "the traps are stacked above the rail", "I am exhausted and
 * thinking of leaving"). Each rule names the situation by its parts, in both languages.
 */

const MANURE_OR_SEWAGE =
  'lisier|purin|fumier|manure|slurry|fosse*|préfosse*|égout*|sewer*|eaux usées|wastewater|wet well|puisard*|sump*|' +
  'boues|sludge|digesteur*|digester*';
const GAS_SYMPTOMS =
  'étourdi*|étourdissement*|dizz*|lightheaded|light-headed|nausé*|mal de tête|maux de tête|headache*|malaise*|' +
  'évanoui*|faint*|passed out|perdu connaissance|lost consciousness|collapsed|suffoqu*|suffocat*|short of breath|' +
  'essouffl*|yeux qui piquent|stinging eyes|burning eyes';
const SEAFOOD =
  'crabe*|crab|crabs|homard*|lobster*|crevette*|shrimp*|fruits de mer|seafood|mollusque*|shellfish|pétoncle*|' +
  'scallop*|mussel*|huître*|oyster*';
const AIRWAY_SIGNS =
  'misère à respirer|mal à respirer|difficulté* à respirer|trouble breathing|hard to breathe|difficulty breathing|' +
  'breathless|essouffl*|asthm*|urticaire|hives|toux|tousse*|cough*|wheez*|respiration sifflante|' +
  'tight chest|chest tightness|rhinit*|nez qui coule|runny nose|nose runs|noses run|éternu*|sneez*|sensitiz*';
const WORKERS =
  'préposé*|infirmi*|nurse*|worker*|employé*|employee*|PAB|caregiver*|staff|aide*|agent*|clerk*|caissi*|' +
  'enseignant*|teacher*|éducat*|educator*|chauffeur*|driver*|guard*|gardien*|technicien*|technician*|travailleu*|' +
  'collègue*|colleague*|coworker*|co-worker*|me|moi|us|nous';
const VEHICLES =
  'truck*|camion*|véhicule*|vehicle*|tug*|tracteur*|chariot*|forklift*|cart|carts|loader*|chargeuse*|pickup*|' +
  'car|cars|voiture*|van|vans|fourgon*|bus|autobus|kart|karts|go-kart*';

const LIDS =
  'hatch*|trappe*|lid|lids|couvercle*|door|doors|porte|portes|gate|gates|barrière*|panel*|panneau*|cover|covers';

export const everydayRules: readonly ConceptRule[] = [
  // Wolves or coyotes about a site (not a team of that name: only words close by count).
  rule(
    'wildlife-insects',
    [
      'wolves|wolf|coyote|coyotes|loups|cougar|cougars',
      'near|around|autour|proche|près|camp|dump|dépotoir|yard|cour|approach*|feed*|nourri*|rôde*|prowl*',
    ],
    { window: 6 },
  ),
  // A hydraulic hose that bursts: « rupture d'un boyau hydraulique, huile dans le visage », "hose let go".
  rule(
    'hydraulic-injection',
    [
      'boyau* hydraulique*|flexible* hydraulique*|hydraulic hose*|hydraulic line*',
      'rupture|rompu*|éclat*|pété|lâché|burst|blew|let go|split|huile dans|oil in|oil into',
    ],
    { window: 10 },
  ),
  // A mooring line that gives way: « l'aussière arrière a cédé au treuil », "the stern line parted".
  rule(
    'mooring-line-snapback',
    [
      'aussière*|amarre*|mooring line*|hawser*|stern line*|bow line*|spring line*|head line*',
      'cédé|cassé|rompu*|parted|snapped|broke|fouett*|whipp*',
    ],
    { window: 6 },
  ),
  // Voices worn out by shouting all day: « ils crient toute la journée », "yelling over the pumps all shift".
  rule('voice-strain', [
    'crie*|crier|cri|shout*|yell*|hurl*|parler fort|talk* loud*',
    'toute la journée|all day|whole day|all shift|tout le quart|enroué*|hoarse*',
  ]),
  // Toxic gas of manure or sewage told by its effect on someone, or by the work that releases it.
  rule('hydrogen-sulfide', [MANURE_OR_SEWAGE, GAS_SYMPTOMS]),
  rule('hydrogen-sulfide', [
    'brass*|agit*|stirr*|vidang*|pump* out|pompe* la fosse|pomper|emptying|empty*',
    'lisier|purin|manure|slurry|fosse* à lisier|manure pit*|fosse* septique*|septic',
  ]),
  // Dust of animal houses, hay and grain: organic dust.
  rule('organic-dust-farmers-lung', [
    'poussière*|dust*|dusty|poussiéreu*',
    'porcherie*|engraissement|maternité|pouponnière|poulailler*|étable*|grange*|barn|barns|hog*|swine|poultry|' +
      'pig|pigs|porc*|foin|hay|litière|bedding|paille|straw|bâtiment* d’élevage|livestock barn*|chicken house*',
  ]),
  // Seafood processing: cooking steam and breathing trouble, hives or asthma among the workers.
  // Breathing trouble a gas, a smoke or latex explains is theirs, not the seafood's.
  rule(
    'seafood-processing-asthma',
    [
      SEAFOOD,
      'vapeur*|steam|aérosol*|aerosol*|cuisson|cuiseur*|cooking|cooker*|décortiqu*|shelling|découp*|butcher*|' +
        'transformation|processing|usine|plant',
      AIRWAY_SIGNS,
    ],
    {
      unless: 'ammoniac|ammonia|chlore|chlorine|monoxyde|monoxide|fuite*|leak*|gaz|gas|fumée*|smoke|latex',
    },
  ),
  // Bakers and flour: a runny nose, sneezing or asthma.
  rule('flour-dust-sensitization', [
    'baker|bakers|boulang*|pâtissi*|bakery|farine|flour|dough|pâte à pain|pétrin*|mixer*',
    AIRWAY_SIGNS,
  ]),
  // Heat told by its effect: dizzy, cramps, fainting in the heat or at a high temperature.
  rule('heat-stress', [
    '@temp-hot|chaleur|heat|canicule|heatwave|heat wave|plein soleil|full sun|chaud|hot|humid*',
    'étourdi*|étourdissement*|dizz*|crampe*|cramp*|évanoui*|faint*|mal de tête|maux de tête|headache*|vomi*|' +
      'nausé*|confus*|coup de chaleur|heat stroke|à l’ombre|into the shade|in the shade',
  ]),
  // Heat with nothing to cool the place: "Heat – no AC in most units", « chaleur, pas de clim dans la roulotte ».
  rule('heat-stress', [
    '@temp-hot|chaleur|heat|canicule|heatwave|heat wave|chaud|hot|hotter|humidex',
    'no AC|no A/C|no air conditioning|no air-conditioning|pas de clim|pas de climatisation|sans clim|' +
      'sans climatisation|pas d’air climatisé|pas de climatiseur|no fans|pas de ventilateur',
  ]),
  // Exhaustion with the wish to leave or the whole team concerned: psychosocial, not one bad day.
  rule('psychosocial-risks', [
    '~exhausted|~exhaustion|~épuisé|~épuisement|burned out|burnt out|à bout|drained|vidé|vidée|vidés|~stress|' +
      '~stressed|~overwhelmed|débordé*|à bout de souffle',
    'leav*|quit*|quitter|démission*|resign*|not the only one|pas la seule|pas le seul|tout le monde|everyone|' +
      'all of us|nous tous|on est tous|pleur*|crying|cries',
  ]),
  // Short staffing and no time, said by the staff themselves.
  // Not an injury's record: "saw the nurse, lost no time".
  rule(
    'psychosocial-risks',
    [
      'on court|we run around|we run short|we are always running|running around|pas le temps|no time|never have time|' +
        'jamais le temps|manque de temps|pas assez de personnel|pas assez de monde|not enough staff|too few staff|' +
        'manque de bras|short-handed|shorthanded|surchargé*|overloaded with work|seules pour|seuls pour|alone for',
    ],
    { unless: 'lost no time|no lost time|no time lost' },
  ),
  // Kept at work past the shift: mandated or forced to stay.
  rule(
    'fatigue-shift-work',
    [
      'mandated|mandatory|forced|obligé*|forcé*|imposé*|required|made to|tenu* de rester|must stay',
      'stay*|rester|restent|remain*|@long-shift|overtime|temps supplémentaire|heures supplémentaires|double*',
    ],
    { unless: 'rest break*|rest area*|aire de repos|pause*|breaks' },
  ),
  // Violence in everyday words: a person punched, kicked, bitten or hit by someone, not by a thing.
  rule(
    'workplace-violence',
    [
      'punch*|kick*|gifl*|slap*|mord*|bit|bitten|griff*|scratch*|craché|spat|spit*|agress*|assault*|' +
        'coup de poing|coups de poing|coup de pied|coups de pied|strangl*|étrangl*|choked|frapp*|hit|threw|lancé|lance',
      WORKERS,
    ],
    {
      ordered: true,
      window: 6,
      unless:
        'camion*|truck*|véhicule*|vehicle*|chariot*|forklift*|branche*|branch*|pièce*|load|charge|outil*|tool*|' +
        'machine*|ballon|ball|chien*|dog*|serpent*|snake*|guardrail*|glissière*|wheel|volant|ditch|fossé|' +
        'pole|poteau*|curb|trottoir|wall|mur',
    },
  ),
  // Bitten after a dog was named just before: a dog bite.
  rule(
    'dog-bites',
    [
      'dog|dogs|chien|chiens|chienne*|pitbull*',
      'bit|bitten|mordu|mordue|morsure*|bites|mordait|nipped|pinc*',
    ],
    {
      near: true,
    },
  ),
  // A dog that growled, lunged or ran loose, in the same sentence: « pas attaché, y m'a grogné dessus ».
  rule('dog-bites', [
    'dog|dogs|chien|chiens|chienne*|chiot*|dogue*|pitbull*|berger allemand|german shepherd|husky|huskies',
    'nip|nips|grogn*|growl*|snarl*|lunge*|attaqu*|attack*|pas attaché|not tied|loose|en liberté|off leash|' +
      'off-leash|unleashed|détaché|grabbed my|grabbed his|grabbed her|got him|got her|got me|m’a pogné|l’a pogné',
  ]),
  // A vessel loaded above its rail or over its capacity.
  rule(
    'vessel-stability-capsizing',
    [
      'overload*|surcharg*|top-heavy|trop chargé*|above the rail|au-dessus du bastingage|au-dessus de la lisse|' +
        'low in the water|bas sur l’eau|franc-bord|freeboard|chavir*|capsiz*|gîte|gîtait|listing|penche|penchait|' +
        'penchent|leaning|leans|tilting|tilts',
      'boat|boats|bateau*|vessel*|navire*|stern|poupe|deck|pont|bow|proue|skiff|chalutier*|trawler*|seiner*|hull|' +
        'coque|embarcation*|rail|bastingage',
    ],
    {
      // A car that tilted on a garage's lift (« pont élévateur ») is no boat listing.
      unless: 'pont élévateur|ponts élévateurs|élévateur|voiture|auto|char|véhicule|car|truck|vehicle|hoist',
    },
  ),
  // A foot or a hand caught in a rope or a line that runs out.
  rule('caught-in-between', [
    'boot|boots|foot|feet|pied|pieds|jambe*|leg|legs|hand|main|bras|arm|glove|gant*|botte*',
    'caught|pris|prise|coincé*|entangl*|emmêl*|tangled|wrapped|enroulé*',
    'rope*|line|lines|câble*|cordage*|corde*|string|warp|fune*|orin*|cable*',
  ]),
  // A nail driven into a finger or a hand.
  rule('portable-power-tools', [
    'nail|nails|clou|clous|staple*|agrafe*',
    'through|dans|into|traversé*|transpercé*',
    'finger*|doigt*|hand|main|pied|foot|leg|jambe|thumb|pouce|palm|paume|glove|gant',
  ]),
  // A sound in a headset that hurts: acoustic shock.
  rule('acoustic-shock-headsets', [
    'headset*|casque d’écoute|casques d’écoute|earpiece*|écouteur*|oreillette*|casque téléphonique|casques téléphoniques',
    'screech*|squeal*|shriek*|feedback|larsen|strident*|loud|bruit soudain|sudden noise|ringing|acouphène*|' +
      'tinnitus|sifflement*|ear pain|douleur à l’oreille|mal à l’oreille|mal aux oreilles',
  ]),
  // A headset that popped in the ear (« le vieux casque a fait un « pop » super fort dans l'oreille »).
  rule(
    'acoustic-shock-headsets',
    [
      'casque|casques|headset*|earpiece*',
      'pop|pops|popped|bang|craquement*|crack|cracked|screech*',
      'oreille|oreilles|ear|ears',
    ],
    { window: 14 },
  ),
  // A foot brushed by a car backing up: « le pied frôlé par un VUS qui reculait », "a reversing truck clipped his boot".
  rule(
    'pedestrian-vehicle-traffic',
    [
      'pied|pieds|foot|feet|jambe|jambes|leg|legs|orteil*|toe|toes|boot|boots|botte|bottes',
      'frôlé|frôlée|frôlés|brushed|clipped|accroché|accrochée|roulé sur|ran over|rolled over',
      `${VEHICLES}|vus|suv|suvs|auto|autos`,
    ],
    { window: 10 },
  ),
  // Vehicles at speed where people walk, or backing up among people.
  // Someone pulled from the water unconscious: « sorti inconscient du bassin chaud », "pulled out of the hot pool".
  rule('aquatic-rescue-lifeguards', [
    'pool|pools|hot pool|piscine*|bassin*|plunge|spa|spas|lap lane*',
    'pulled out|pulled from|unconscious|inconscient*|noyade|drown*|near-drown*|rescued|repêché*|sorti* de l’eau',
  ]),
  // A person hit by a vehicle: "a marshal was hit in the leg by a kart", « happé par un chariot ».
  rule(
    'pedestrian-vehicle-traffic',
    [
      'hit by|struck by|was hit|were hit|got hit|was struck|run over|knocked down|frappé* par|heurté* par|' +
        'happé* par|renversé* par',
      VEHICLES,
    ],
    { ordered: true, window: 8 },
  ),
  rule('pedestrian-vehicle-traffic', [
    VEHICLES,
    'at speed|à vive allure|à toute vitesse|too fast|trop vite|speeding|excès de vitesse|cut across|cut through|' +
      'coupent|back up|backs up|backing up|reversing|recul*|marche arrière',
    'exit|sortie|porte|door|aisle|allée*|walkway|crosswalk|passage*|pedestrian*|piéton*|entrance|entrée|corridor*|' +
      'kids|children|enfants|people|gens|passant*|public|résidents|residents|customers|clients|houses|maisons',
  ]),
  // A crossing guard's post is in the traffic: « autos qui contournent le brigadier », "a car clipped the guard".
  rule(
    'pedestrian-vehicle-traffic',
    [
      'brigadier*|brigadière*|crossing guard*|school guard*|passage* pour piétons|crosswalk*',
      `${VEHICLES}|vus|suv|suvs|automobiliste*|motorist*|driver*|conducteur*|rétroviseur*|mirror*`,
    ],
    { window: 12 },
  ),
  // A vehicle that passed too close or ran into another on the road: « un autobus a passé collé collé ».
  rule('road-traffic-driving', [
    'camion*|truck*|car|cars|auto|autos|voiture*|vus|suv|suvs|autobus|bus|buses|van|vans|pickup*|calèche*|' +
      'carriage*|buggy|buggies',
    'passé collé|passent collé|sideswip*|rear-ended|embouti*|collided|collision*',
  ]),
  // The phone or a meal at the wheel: « textos au volant », « on mange dans le camion en roulant », "texting while
  // driving".
  rule('road-traffic-driving', [
    'texto*|texte*|texting|texts|text|cellulaire*|cell|cellphone*|phone|téléphone*|mange|mangent|mangeait|' +
      'eat|eats|eating|ate|dîne|dînent|lunch|luncher',
    'au volant|en conduisant|en roulant|while driving|behind the wheel|at the wheel',
  ]),
  // Big animals on the highway, in the dark: "two close calls with deer on Hwy 120".
  rule('road-traffic-driving', [
    'deer|moose|chevreuil*|orignal|orignaux|cerf|cerfs|animal on the road|animaux sur la route',
    'hwy|highway|highways|autoroute*|road|roads|close call*|near miss*|collision*|hit a|frappé un',
  ]),
  // Vehicles gone off the road.
  rule('road-traffic-driving', [
    'truck*|camion*|véhicule*|vehicle*|pickup*|car|cars|voiture*|van|vans|fourgon*|bus|autobus|semi*|remorque*',
    'in the ditch|into the ditch|dans le fossé|au fossé|off the road|sortie de route|jackknif*|' +
      'ended up in the ditch',
  ]),
  // « J'ai pris le fossé en pleine poudrerie », "took the ditch on the 113": a car off the road, said without it.
  rule('road-traffic-driving', [
    'pris le fossé|prendre le fossé|prend le fossé|pris l’clos|took the ditch|went into the ditch|' +
      'went in the ditch|slid into the ditch',
  ]),
  // Asleep or drowsy at the wheel: « s'est endormi au volant », "fell asleep at the wheel and hit the guardrail".
  rule('road-traffic-driving', [
    'fell asleep|asleep|dozed off|nodded off|drowsy|endormi|endormie|s’est endormi|s’est endormie|somnolent*',
    'at the wheel|behind the wheel|while driving|au volant|en conduisant',
  ]),
  // Ticks found on people: "staff found ticks on themselves", « une tique accrochée au mollet ».
  rule('wildlife-insects', [
    'tick|ticks|tique|tiques',
    'found|trouvé*|bite*|bitten|piqué*|piqûre*|blacklegged|à pattes noires|lyme|on themselves|sur eux|sur elle|' +
      'sur lui|attached|accroché*',
  ]),
  // A bird, a cat or a wild animal that bit someone: "bitten on the finger by the macaw", « mordue par le chat ».
  rule('wildlife-insects', [
    'bitten|bit|mordu|mordue|mordus|mordues|a mordu|morsure*',
    'macaw|parrot|perroquet*|bird|birds|oiseau*|cat|cats|chat|chats|raccoon*|raton*|bat|bats|chauve-souris|' +
      'squirrel*|écureuil*|snake*|serpent*|ferret*|furet*|rat|rats|mouse|souris|monkey*|singe*|reptile*|' +
      'iguana*|iguane*|lizard*|lézard*|turtle*|tortue*',
  ]),
  // Lint built up on dryers and their ducts: « charpie accumulée sur les conduits », "2 cm of lint on the ductwork".
  rule('combustible-dust', [
    'lint|charpie|mousse de sécheuse|dryer fluff',
    'duct*|conduit*|dryer*|sécheuse*|séchoir*|build-up|buildup|accumul*|thick|épais*|cm|mm|inch*|po',
  ]),
  // A gun shown for the cash: "one showed what looked like a handgun and demanded the cassette".
  rule('robbery-cash-handling', [
    'handgun*|gun|guns|firearm*|arme à feu|armes à feu|weapon*',
    'demanded|demanding|exigé*|réclamé*|cassette*|cash|caisse|till|argent|money|safe|coffre*|ATM|guichet*',
  ]),
  // A lid, hatch or door that came down on someone: "the hatch dropped on my hand", « le couvercle est retombé sur
  // ses doigts »; one that closed on them pinched them.
  rule(
    'struck-by',
    [
      LIDS,
      'dropped on|fell on|came down on|tombé sur|tombée sur|retombé sur|retombée sur|rabattu sur|rabattue sur',
      'hand|hands|main|mains|finger*|doigt*|head|tête|wrist*|poignet*|shoulder*|épaule*',
    ],
    { ordered: true, window: 10 },
  ),
  rule(
    'caught-in-between',
    [
      LIDS,
      'closed on|slammed on|slammed shut on|shut on|refermé sur|refermée sur|fermé sur|fermée sur',
      'hand|hands|main|mains|finger*|doigt*|wrist*|poignet*',
    ],
    { ordered: true, window: 10 },
  ),
  // School science labs and their old or badly stored reagents.
  rule(
    'school-lab-chemicals',
    [
      'labo de sciences|laboratoire de sciences|labo de chimie|laboratoire de chimie|science lab*|chemistry lab*|' +
        'school lab*|classe de chimie|chemistry class*|école|school|cégep|high school|secondaire|élèves|pupils|' +
        'students|étudiants',
      'acide*|acid|acids|éther|ether|réactif*|reagent*|comburant*|oxydant*|oxidizer*|picrique|picric|' +
        'produits chimiques|chemicals',
    ],
    { near: true },
  ),
  // Riding where no one should ride: "two guys ride in the pickup box on the highway", « assis dans la boîte du pick-up ».
  rule('road-traffic-driving', [
    'ride|rides|riding|rode|assis|assise|assises|embarqu*|voyag*',
    'pickup box|box of the pickup|back of the pickup|truck box|truck bed|bed of the truck|boîte du pick-up|' +
      'boîte du pickup|boîte de pick-up|boîte de la camionnette|dans la boîte',
  ]),
  // Collectors riding the packer's back step between stops: « debout sur le marchepied arrière du camion ».
  rule('waste-collection', [
    'ride|rides|riding|rode|debout|standing|stand|accroché*|hanging',
    'back step|rear step|riding step|riding steps|marchepied*|packer’s step',
  ]),
  // Burned by hot wax, as by oil or water: "burned by hot wax splashing from the dip tank".
  rule('burns-scalds', [
    'burned|burnt|burn|burns|brûlé|brûlée|brûlés|brûlure*|éclabouss*|splash*',
    'hot wax|cire chaude|paraffine chaude|melted wax|wax tank|bac de cire|wax dip',
  ]),
  // On call overnight, then a full day's list: « rappelée la nuit, puis sa liste de la journée au complet ».
  rule(
    'fatigue-shift-work',
    [
      'call-back*|call back*|called back|called in overnight|rappel de nuit|rappels de nuit|rappelé* la nuit|' +
        'overnight call*|garde de nuit',
      'full day|next day|following day|day list|no backfill|sans remplacement|journée complète|le lendemain|' +
        'toute la journée',
    ],
    // "The on-call team was called back 3 times overnight for STEMIs, then started the 0730 list: no backfill".
    { window: 30 },
  ),
  // Kneeling to dress the children, sitting on their chairs: the child-care worker's postures.
  rule('child-care-postures', [
    'kneel|kneels|kneeling|à genoux|accroupi*|squat*|kid-sized|child-sized|petites chaises|chaises d’enfants|' +
      'low chairs|chaises basses|tiny chairs',
    'children|kids|enfants|tout-petits|toddlers|snowsuits|habits de neige|bambins|poupons|infants',
  ]),
  // A jetter's hose that whips loose under its pressure: "the jetter nozzle pulled out under 2,000 psi and whipped
  // against the truck" (an air or a blast hose that whips is the hose's own hazard).
  rule(
    'high-pressure-systems',
    [
      'psi|jetter|hydrocureuse|haute pression|high pressure|high-pressure',
      'whip|whips|whipped|whipping|fouett*',
      'nozzle|nozzles|buse|buses|jetter|hydrocureuse|hose|hoses|boyau*',
    ],
    // The pressure may be told in the sentence before: "pump still on (~2000 psi). Nozzle whipped out of the MH".
    { near: true },
  ),
  // The animals named that no one meets safely on foot: "polar bear came up by the ore dock".
  rule('wildlife-insects', [
    'polar bear|polar bears|ours polaire|ours polaires|grizzly|grizzlies|grizzli|grizzlis|cougar|cougars|couguar|' +
      'couguars',
  ]),
  // A splash to the face at a sewage lift station or from a rag ball pulled apart, the sewage told first or in the
  // sentence before (« éclaboussé au visage »).
  rule(
    'biological-agents',
    [
      'sewage|eaux usées|égout*|rag ball*|ragged|lift station*|poste de pompage|postes de pompage|wastewater|' +
        'boues|sludge',
      'splash|splashed|splashes|éclabouss*|giclé*',
      'face|visage|yeux|eyes|mouth|bouche',
    ],
    { near: true },
  ),
  // Hours a day on a grinder or a breaker: "fitters are on the 9-inch grinders 5-6 hrs a day".
  rule('hand-arm-vibration', [
    'grinder|grinders|meuleuse*|jackhammer*|marteau-piqueur*|marteaux-piqueurs|chipping hammer*|needle scaler*|' +
      'burineur*',
    'hrs a day|hours a day|hours per day|h par jour|heures par jour|all day|toute la journée|full shift|tout le quart',
  ]),
  // Thumbs and wrists worn out by the work: "their thumbs and wrists are done by Friday".
  rule('repetitive-work', [
    'thumbs|thumb|pouces|wrists|poignets',
    'are done|are shot|are fried|are killing|sont finis|sont morts|sont brûlés|en compote',
  ]),
  // A damaged traction battery that smells sweet or has swollen: "the damaged pack (Devon noticed a sweet smell)".
  rule('lithium-batteries', [
    'damaged pack|damaged battery|damaged packs|batterie endommagée|batteries endommagées|sweet smell|odeur sucrée|' +
      'swollen|gonflée|gonflées|punctured|percée',
    'pack|packs|battery|batteries|batterie|cells|cellules|lithium|EV|VÉ',
  ]),
  // Sanding with the dust collector barely drawing: « je mouche gris le soir » after the sander.
  rule('wood-dust', [
    'ponceuse*|sander*|sanding|raboteuse*|planer*|moulurière*|toupie*',
    'mouche gris|mouche noir|mouchoirs gris|grey snot|black snot|blowing grey|yeux qui piquent|itchy eyes',
  ]),
  // A neighbour's spraying carried by the wind onto the crew: « le voisin pulvérisait à 50 m, le vent venait vers nous ».
  rule('pesticides', [
    'voisin|voisins|neighbour*|neighbor*',
    'pulvéris*|arros*|spray*|épand*',
    'vent|wind|dérive|drift|vers nous|toward us|towards us|upwind|downwind',
  ]),
  // A rail car that got away: "an uncoupled hopper car rolled 15 m toward the pit".
  rule('rail-operations', [
    'hopper car*|railcar*|rail car*|wagon|wagons|wagon-trémie*|boxcar*|tank car*',
    'rolled|roulé|roulée|runaway|drifted|uncoupled|dételé*|parti tout seul|partie toute seule',
  ]),
  // Fluid forced under the skin by a burst hose: "the hose burst and injected oil into his forearm".
  rule('hydraulic-injection', [
    'injected|injecté|injectée|injection',
    'oil|huile|hydraulic|hydraulique|fluid|fluide|grease|graisse',
    'skin|peau|forearm|avant-bras|hand|main|finger*|doigt*|arm|bras',
  ]),
  // Resuscitations at overdoses that end in a death: "CPR on three overdoses this month, one died".
  rule('traumatic-events', [
    'CPR|RCR|réanimation|naloxone|narcan|overdose*|surdose*',
    'died|death|deaths|décès|décédé*|mort|morts|body|corps',
  ]),
  // Tires or stock thrown down from a mezzanine where people work below.
  rule('falling-objects', [
    'garroche|garrochent|garroché*|throw|throws|threw|thrown|throwing|jette|jettent|lance|lancent|tossed|tosses|tossing',
    'mezzanine*|par-dessus le bord|over the edge|over the rail|du grenier|from the loft|en bas de la',
  ]),
  // A route driven on icy or unplowed roads: "the route runs on unplowed icy back roads in blowing snow".
  rule('road-traffic-driving', [
    'drive|drives|driving|driven|drove|conduit|conduire|conduisent|chauffeur*|driver*|route|routes|runs|trajet*|' +
      'tournée*',
    'road|roads|chemin|chemins|rang|rangs|highway*|autoroute*|back roads',
    'icy|glacé|glacée|glacés|glacées|verglas*|unplowed|not plowed|pas déneigé*|non déneigé*|poudrerie|blowing snow|' +
      'whiteout|white-out',
  ]),
  // Burns from a soldering iron: "two soldering iron burns this quarter".
  rule('burns-scalds', [
    'burn|burns|burned|burnt|brûlure|brûlures|brûlé|brûlée',
    'soldering iron*|soldering|fer à souder|fers à souder|iron holder*',
  ]),
  // A hose or a cable dragged by hand until the shoulders give: "frozen hose dragged 20-30 m, shoulders sore".
  rule('manual-handling', [
    'dragged|drag|drags|dragging|traîn*|tirer le boyau|tire le boyau',
    'hose|hoses|boyau|boyaux|tuyau*|câble*|cable|cables',
    'shoulder*|épaule*|back|dos|sore|hard on|dur pour|strain*',
  ]),
  // Drugs that are hazardous to handle, named: methotrexate or tamoxifen split bare-handed.
  rule('hazardous-drugs', [
    'methotrexate|méthotrexate|tamoxifen|tamoxifène|finasteride|finastéride|cyclophosphamide|azathioprine|' +
      'mycophenolate|mycophénolate|valganciclovir|leflunomide|léflunomide',
  ]),
  // Phenol, a corrosive that passes the skin: « phénol 89 % dans l'armoire ».
  rule('corrosives', ['phénol|phenol|acide phénique|carbolic acid']),
  // An arm caught between mobile shelving's carriages.
  rule('caught-in-between', [
    'pinched|pincé*|coincé*|caught|crushed|écrasé*|trapped',
    'mobile shelving|compact shelving|rayonnage* mobile*|étagères mobiles|shelving carriages|carriages',
  ]),
  // A drug or alcohol test that came back positive: "a positive post-incident test", « test positif post-incident ».
  rule(
    'impairment',
    [
      'positive|positif|positifs|positive*',
      'post-incident|post-accident|drug test*|alcohol test*|dépistage|test de drogue*|alcootest*|breathalyzer|' +
        'for cannabis|au cannabis|for cocaine|à la cocaïne',
    ],
    { window: 6 },
  ),
  // A weapon raised at a worker: "picked up a kitchen knife and told the clinicians to leave", « est sorti avec un
  // bâton de baseball pis y m'a dit de débarquer ».
  rule(
    'workplace-violence',
    [
      'knife|knives|couteau*|bat|bâton de baseball|batte|hammer|marteau|machete|machette|axe|hache|gun|fusil|arme*|' +
        'weapon*',
      'told the|told us|told me|to leave|de partir|de sortir|ordered us|ordered them|ordered the|threaten*|menac*|brandi*|waved it|waved a|' +
        'pointed it|pointed at|swung|came out with|sorti avec|' +
        'débarquer|get off my|get out',
    ],
    { window: 12, unless: 'sharpen*|aiguis*|affût*|cut the|couper le|couper la|slicing|tranch*' },
  ),
  // Flour in the air: "there is a cloud of flour every time".
  rule('flour-dust-sensitization', [
    'flour|farine',
    'cloud|clouds|nuage*|airborne|in the air|dans l’air|poudre partout',
  ]),
  // Over the edge into the water: "went over into the harbour", « tombé à l'eau dans le port ».
  rule(
    'working-over-water',
    [
      'went over|fell|fallen|stepped back|tomb*|culbut*',
      'into the harbour|into the harbor|into the water|into the river|into the lake|into the sea|dans le port|' +
        'à l’eau|dans l’eau|à la mer|dans la rivière',
    ],
    // Not a plank or a tool dropped in, nor a story of long ago.
    {
      window: 10,
      unless:
        'madrier*|plank*|board*|outil*|tool*|billot*|never found|jamais retrouvé*|drave|' +
        // Off a boat is a fall overboard.
        'bateau*|boat*|zodiac|navire*|vessel*|deck|bord|overboard|par-dessus|pêcheur*|fisherm*|remorque|tow',
    },
  ),
  // Glass broken at work: « 2 verres pétés dans l'évier », "a broken champagne flute".
  rule(
    'broken-glass-dishware',
    [
      'broken|cracked|shattered|pété|pétés|pétée|pétées|cassé|cassés|cassée|cassées|brisé|brisés|brisée|brisées',
      'verre|verres|glasses|flute|flutes|flûte*|coupe à champagne|wine glass*|beer glass*|vaisselle',
    ],
    {
      unless:
        'window|windows|fenêtre*|vitre*|pare-brise|windshield|windscreen|lunette*|safety glass*|bin|bins|bac|bacs|' +
        'dustpan|porte-poussière|container*|contenant*|box|boxes|boîte*|lead glass|leaded|panel|panels|panneau*',
    },
  ),
  // A body cooled past shivering: « grelottait, les lèvres bleues », "shivering, blue lips".
  rule('cold-stress', ['lèvres bleues|blue lips|lips blue|grelott*|shivering'], {
    // Blue lips at an overdose are the drug's, not the cold's.
    unless:
      'overdose*|surdose*|inconscient*|unconscious|unresponsive|client|cliente|patient*|résident*|respiration',
  }),
  // Smoke from a forest fire reaching the crew: "smoke from the fire 60 km north", « la fumée d'un feu actif ».
  rule(
    'wildfire-smoke',
    [
      'smoke|fumée|boucane',
      'wildfire*|forest fire*|feu de forêt|feux de forêt|incendie* de forêt|feu actif|feux actifs|active fire*|' +
        'the fire north|the fire south|fire to the north|fire to the south|feu à|feu au nord|feu au sud',
    ],
    { window: 10 },
  ),
  // A capstan or a hauler taking a glove: "glove got caught on the capstan".
  rule(
    'deck-machinery-haulers',
    [
      'capstan*|cabestan*|gypsy|poupée de treuil|line hauler*|pot hauler*|trap hauler*|haleur*',
      'caught|snagged|grabbed|pulled|pris|prise|accroch*|happé*|entraîn*',
    ],
    { unless: 'fil|wire|tréfil*' },
  ),
  // Rock or concrete drilled or cut dry: « forage à sec dans le gneiss », "dry cutting the curb".
  rule('silica', [
    'forage à sec|perçage à sec|coupe à sec|meulage à sec|dry drilling|dry-drilling|drilling dry|drilled dry|' +
      'dry cutting|dry-cutting|dry grinding|grinding dry',
  ]),
  // A foot put in a spill, then a fall or a twist: « a mis le pied dedans, il s'est tordu le genou ».
  rule('slips-trips', [
    'mis le pied dedans|mis le pied dans|marché dedans|stepped in it|stepped into the|stepped in the',
    'tordu*|twisted|sprain*|entorse|glissé*|slipped|tombé*|fell',
  ]),
  // Someone inside an excavator's swing: « un gars est passé dans le rayon de pivotement », "walked into the swing radius".
  rule('mobile-equipment', [
    'rayon de pivotement|rayon de giration|zone de pivotement|swing radius|swing zone|swing area|tail swing',
    'passé|passe|passait|entré*|walked|stepped|went|walks|walking|marchait|gars|guy|worker*|travailleu*|helper*|' +
      'manœuvre*|laborer*|labourer*',
  ]),
  // A vessel or a tank purged with an inert gas, where someone may go in: « la cuve est purgée à l'argon ».
  rule(
    'oxygen-deficient-inert-gas',
    [
      'argon|azote|nitrogen|inert gas|gaz inerte',
      'purg*|inert*',
      'cuve*|tank|tanks|réservoir*|vessel|vessels|enceinte*|compartment*|silo*|à l’intérieur|inside|intérieur',
    ],
    { window: 12 },
  ),
  // A tool let fall from above: « j'ai échappé ma clé du 40 m », "dropped a wrench off the deck".
  rule(
    'falling-objects',
    [
      'échappé|échappée|échappés|laissé tomber|dropped =his|dropped =her|dropped =my|dropped =the|dropped =a|let go of|' +
        'est tombée|glissé du rebord|glissé du panier|tombé du panier|tombé de la nacelle',
      'clé|clef|wrench|outil|outils|tool|tools|marteau|hammer|scraper|grattoir|boulon*|douille*|socket|' +
        'radio|lampe|flashlight|pince*|pliers|masse|sledge|rouleau|pinceau|pot de peinture|gallon',
    ],
    { window: 12, unless: 'échelle*|ladder*|escabeau*' },
  ),
  // A fryer on fire: « la friteuse a pogné en feu », "the fryer caught fire".
  rule(
    'fryer-grease-fire',
    ['friteuse*|fryer*|huile de friture', 'en feu|flamme*|caught fire|on fire|flames|enflamm*|flambé*|fire'],
    { window: 8 },
  ),
  // A person shoved or struck by a customer, a patron or a man: « le gars … a poussé Samuel dans les marches ».
  rule(
    'workplace-violence',
    [
      'un client|une cliente|a customer|a patron|un homme|a man|drunk|saoul|saoule|soûl|soûle|ivre|intoxicated|' +
        'intoxiqué|intoxiquée',
      'poussé|pushed|shoved|bousculé*|punched|slapped|giflé*|kicked|botté|frappé',
    ],
    {
      window: 16,
      unless:
        'chariot*|cart|carts|wagon|bouton|button|door|porte|palette*|pallet*|stock|load|charge|voiture|car|truck|' +
        'camion|ball|balle|rondelle|puck',
    },
  ),
  // Music played at full blast all evening, ears that ring: « la musique était au max », « les oreilles qui sillent ».
  rule('noise', [
    'musique|music|volume|speakers|haut-parleur*|enceintes',
    'au max|au maximum|à fond|full blast|cranked|maxed|blasting|trop fort|too loud',
  ]),
  rule('noise', ['oreilles qui sillent|oreilles qui silent|oreilles me sillent|ears are still ringing']),
  // A thief chased: « Kevin a couru après le gars parti avec la carabine », "chased the shoplifter".
  rule(
    'shoplifter-intervention',
    [
      'couru après|a couru|courait après|chased|ran after|poursuivi*|pourchass*|went after',
      'voleur|voleuse|thief|thieves|shoplifter*|volé*|stolen|parti en courant|partie en courant|ran off|ran out with|' +
        'carabine|présentoir|display',
    ],
    { window: 24 },
  ),
  // A foot through a floor: "went through a corroded grating panel", « le pied a passé au travers du plancher ».
  rule(
    'falls-from-height',
    [
      'went through|broke through|gave way|passé au travers|passé à travers|passée au travers|a défoncé|a cédé|' +
        'caved in',
      'grating|grate|caillebotis|plancher|floor|plywood|contreplaqué|skylight|puits de lumière|roof|toit|' +
        'platform|plateforme|mezzanine|catwalk|passerelle',
    ],
    { window: 10 },
  ),
  // Ice on a deck or a walkway: "the jetty deck was partially iced", « la passerelle était glacée ».
  rule(
    'slips-trips',
    [
      'iced|iced up|icy|glacé|glacée|glacés|glacées|verglacé*|frosted|frost-covered|givré*',
      'deck|pont|jetty|quai|wharf|walkway|passerelle*|stairs|escalier*|marches|ramp|rampe|catwalk|trottoir*|' +
        'sidewalk*|entrance|entrée|steps|gangway',
    ],
    { window: 8 },
  ),
  // Clear ice underfoot: « glace vive entre les roulottes » (not ice measured for a crossing).
  rule('slips-trips', ['glace vive|plaque de glace|plaques de glace|sheet ice|black ice'], {
    unless:
      'cm|épaisseur|thickness|thick|lac|rivière|lake|river|baie|bay|mer|sea|traverse|crossing|route|routes|road|roads|' +
      'autoroute|highway|chemin|chaussée|511',
  }),
  // The isocyanate side of a urethane pour: « on verse le composant A dans la tête de mélange ».
  rule('isocyanates', [
    'composant A|component A|partie A|part A|MDI|TDI|isocyanate*',
    'mousse|foam|coulée|coule|pour|pours|pouring|verse|versent|tête de mélange|mix head|mixing head|polyuréthane|' +
      'polyurethane|uréthane|urethane|moule|mould|mold',
  ]),
  // Breeding males kept or handled in a pen: « les mâles reproducteurs sont gardés dans l'enclos ».
  rule(
    'livestock-handling',
    [
      'mâles reproducteurs|mâle reproducteur|breeding males|breeding male|taureau*|bull|bulls|verrat*|boar|boars|' +
        'bélier*|stallion*',
      'seul|seule|alone|enclos|pen|pens|parc|coincé*|pinned|écrasé*|foncé|rué|kicked|botté',
    ],
    { window: 16, unless: 'gaz|gas|étalonnage|calibration|semen|semence|paille|straw' },
  ),
  // A neighbour spraying a crop: « le voisin, pour l'arrosage de ses bleuets ».
  rule('pesticides', [
    'voisin|voisins|voisine|neighbour*|neighbor*',
    'arrosage|arros*|spray*|pulvéris*|épand*',
    'bleuet*|champ|champs|patates|pommes de terre|maïs|soya|verger*|pommiers|fraise*|culture*|field|fields|crop|' +
      'crops|orchard*|blueberr*',
  ]),
  // A field sprayed beside the crew: "sprayed the field next to them with the tractor sprayer".
  rule(
    'pesticides',
    [
      'sprayed|spraying|arrosait|pulvérisait',
      'field|fields|champ|champs|orchard|verger|crop|crops|rangs|rows',
    ],
    { window: 8 },
  ),
  // Heat told by its likeness or its toll: "like an oven", then "two men vomited and one fainted".
  rule('heat-stress', ['like an oven|comme un four|comme dans un four|comme un sauna|like a sauna|sweatbox']),
  rule(
    'heat-stress',
    [
      'heat|chaleur|chaud|hot|degrees|degrés|°C|kiln*|oven|four|soleil|sun',
      'vomited|fainted|évanoui*|a vomi|ont vomi|perdu connaissance|passed out|coup de chaleur|heat stroke',
    ],
    { near: true },
  ),
  // A moose or a deer struck on the road: "Derek hitting that moose near Rocky".
  rule(
    'road-traffic-driving',
    [
      'moose|orignal|orignaux|deer|chevreuil*|caribou|elk|wapiti',
      'hit|hitting|struck|frappé|heurté|collision|ran into|plowed into',
    ],
    { window: 6, unless: 'tag|tags|hunt*|chasse|chasseur*|hunter*' },
  ),
  // Anger turned on the worker: "got heated and slammed my clipboard out of my hand".
  rule(
    'workplace-violence',
    [
      'heated|enragé*|fâché*|angry|furious|en colère|en maudit|pissed',
      'slam*|knocked|shoved|threw|lancé|grabbed|arraché|ripped|punched|kicked',
    ],
    { window: 14, unless: 'door|porte' },
  ),
  // A drone's or a boat's propeller: "the prop cut his hand open".
  rule(
    'struck-by',
    ['prop|props|propeller*|hélice*', 'cut|coupé*|struck|hit|frappé|lacerat*|entaill*|sliced|tranché*'],
    { window: 8, unless: 'stage|scène|theatre|théâtre|costume*|accessoire*' },
  ),
  // Bird droppings piled up: "a thick layer of droppings … and feathers".
  rule(
    'bird-droppings',
    [
      'layer of droppings|thick droppings|fientes|fiente|guano',
      'feathers|plumes|pigeon*|bird*|oiseau*|goéland*|gull*|layer|couche|épaisse|thick',
    ],
    { window: 16, unless: 'souris|mouse|mice|rat|rats|rodent*|rongeur*|chauve*|bat|bats' },
  ),
  // Knees or hands in fresh concrete: "kneeling in fresh concrete, jeans soaked, raw skin on both knees".
  rule('wet-cement-burns', [
    'fresh concrete|wet concrete|béton frais|béton humide|béton mouillé|wet cement|ciment humide|mortier frais|wet mortar',
    'raw skin|raw|burn*|brûl*|kneel*|à genoux|genoux|knees|soaked|trempé*|rash|peau|skin|rouge*|red',
  ]),
  // Fingers nipped by the cold: "frost-nipped fingers sorting frozen turkeys".
  rule('cold-stress', [
    'frost-nipped|frostnipped|frostnip|frost nip|frost-nip|gelé les doigts|gelé les orteils|frozen fingers',
  ]),
  // A loader plowing a lot while people walk to their cars.
  rule(
    'snow-removal-plowing',
    [
      'loader|chargeuse|plow|plough|chasse-neige|souffleuse|snowblower|snow contractor*|déneigeur*|déneigement',
      'lot|parking|stationnement',
      'walk*|marche*|piéton*|pedestrian*|staff|employé*|cars|autos|voitures',
    ],
    { window: 16 },
  ),
  // A resident or a patient who grabs and throws a worker: « le résident l'a saisie par le poignet et l'a projetée ».
  rule(
    'workplace-violence',
    [
      'résident|résidente|resident|patient|patiente|usager|usagère|client|cliente|élève|student|pt',
      'projeté*|projetée|saisi|saisie|agripp*|tiré les cheveux|pulled * hair|pulled her hair|pulled his hair|' +
        'swung at|swung and hit|bit her|bit him|mordu|griffé*|scratched',
    ],
    { window: 12 },
  ),
  // A flammable reading that climbs: "the 4-head went to 14% LEL at the wellhead".
  rule(
    'explosive-atmospheres',
    ['LEL|LIE|limite inférieure d’explosivité', 'went to|went up to|reached|spiked|monté à|atteint'],
    { window: 8 },
  ),
  // Many stings and a swelling throat: "stung maybe 15 times … his lips and throat started to swell".
  rule(
    'wildlife-insects',
    [
      'stung|stings|piqué par|piquée par|piqûres d’abeille*|piqûres de guêpe*',
      'times|fois|bees|abeilles|wasps|guêpes|hornets|frelons|swell*|enfl*|anaphyla*|EpiPen|épinéphrine|epinephrine',
    ],
    { window: 16, unless: 'seringue*|syringe*|aiguille*|needle*|yeux|eyes|vaccin*' },
  ),
  // A burn on a steam jacket or a hot rim: "burned the inside of his forearm on the jacket".
  rule('burns-scalds', [
    'burned|burnt|brûlé|brûlée|brûlure*|blister*|cloque*',
    'jacket|jacketed|double paroi|rim|rebord|steam|vapeur|kettle|marmite|tank|cuve',
    'forearm|avant-bras|arm|bras|hand|main|wrist|poignet',
  ]),
  // Long days doubled: « fin de mon 3e double de la semaine (16 h) », "lots of double shifts", "worked 16 h then came back".
  rule('fatigue-shift-work', [
    'double de la semaine|doubles de la semaine|double shift*|double quart*|quarts doubles|worked 16 h|16 h then|' +
      '16-hour day*|16-hour shift*|16 heures de suite',
  ]),
  // A strap or a sling that lets go under tension: « la sangle à cliquet a cassé; le crochet a revolé ».
  rule(
    'struck-by',
    [
      'sangle*|strap*|cliquet|ratchet|élingue*|sling*|câble*|cable*',
      'cassé|a cassé|broke|snapped|parted|lâché|a lâché|rompu*',
      'revolé|flew|frappé|hit|fendu|struck|split|whipped|fouetté',
    ],
    { window: 18, unless: 'exclusion zone|zone d’exclusion' },
  ),
  // A panel or a frame taken by the wind: « une feuille de contreplaqué a levé pis a frappé Normand », "caught the wind".
  rule(
    'struck-by',
    [
      'contreplaqué|plywood|feuille*|panneau*|frame|cadre|glissade*|gonflable*|inflatable*|tente|tent|' +
        'chapiteau|tarp|bâche',
      'a levé|lifted it|sailed|blew over|blew away|emporté*|caught the wind|pris le vent|a revolé',
    ],
    { window: 10 },
  ),
  // A cord in a puddle: « la rallonge passait dans la flaque », "feeder cables run through the puddles".
  rule('electrical-contact', [
    'rallonge*|extension cord*|cordon électrique|feeder*|spider box*|power cable*|power cord*|câble électrique',
    'flaque*|puddle*|dans l’eau|in water|in the water|standing water|eau stagnante',
  ]),
  // Talked of after an overdose: "can I talk to you about the overdose in the washroom".
  rule(
    'traumatic-events',
    [
      'overdose*|surdose*',
      'talk to you|en parler|images|flashback*|can’t sleep|sleep|dormir|shaken|ébranlé*|secoué*|cauchemar*|' +
        'nightmare*|debrief*|débriefing|psycholog*|counsel*|still seeing|revoi*',
    ],
    { near: true },
  ),
  // Loose clothing wound on a shaft: « le cordon du hoodie s'est pris dans l'arbre du moulin ».
  rule(
    'caught-in-between',
    [
      'cordon|cordons|drawstring*|hoodie|capuchon|foulard*|scarf|manche|sleeve|cheveux|hair',
      'pris|prise|happé*|caught|enroul*|wrapped|arraché|grabbed',
      'arbre|shaft|axe|spindle|courroie*|belt|rouleau*|roller*|auger|vis sans fin|tambour|drum',
    ],
    { window: 12 },
  ),
  // A driver's seat with no suspension left: « la suspension à air est percée », "seat suspension is shot".
  rule(
    'whole-body-vibration',
    [
      'suspension|air-ride|siège à air',
      'percée|percé|brisé*|cassé*|shot|broken|finished|dead|flat|pétée|pété',
    ],
    { window: 6 },
  ),
  // Loaded trolleys pushed by hand over rough ground: « faut pousser à deux pis ça fait mal dans le dos ».
  rule(
    'manual-handling',
    [
      'pousser|poussent|push|pushing|poussé*',
      'chariot*|trolley*|cart|carts|diable*|wagon*',
      'gravier|gravel|mal dans le dos|back pain|sore back|à deux|two of us|pleins|loaded|full',
    ],
    { window: 16, unless: 'élévateur*|forklift*|shopping|épicerie|grocery' },
  ),
  // A stage's counterweight carriage that runs away: « le chariot de contrepoids est descendu tout seul ».
  rule('falling-objects', [
    'chariot de contrepoids|arbor|arbors|contrepoids|counterweight*',
    'descendu|dropped|fell|tombé*|ran away|runaway|came down|partie vers le haut|crashed',
  ]),
  // Water jetting at thousands of psi: "the 20,000 psi hand lance".
  rule('high-pressure-systems', [
    'psi',
    'lance|lances|water blast*|hydroblast*|hydro-blast*|waterjet|water jet|jet d’eau|haute pression|high-pressure|' +
      'high pressure',
  ]),
  // A fall on a sidewalk or a lot: "the bus loop sidewalk, that's where I went down".
  rule(
    'slips-trips',
    [
      'went down|slipped on|wiped out|suis tombé|suis tombée|glissé sur|glissée sur',
      'sidewalk*|trottoir*|bus loop|stationnement|parking lot|entrance|entrée|marches|steps|walkway',
    ],
    { window: 12, unless: 'échelle*|ladder*|stay off' },
  ),
  // Racking overloaded or missing its pins: "four bays overloaded", "beam connectors missing their locking pins".
  rule('racking-collapse', [
    'overloaded|surcharg*|trop chargé*',
    'bays|bay|racking|rack|racks|palettier*|étagère*|shelving|beam*|lisse*',
  ]),
  rule('racking-collapse', [
    'locking pin*|safety pin*|beam clip*|goupille* de sécurité|goupille* de blocage des lisses',
    'missing|manqu*|absent*|sans|without|not installed',
  ]),
  // People directing cars at dusk: "staff directing traffic at dusk in dark jackets".
  rule('pedestrian-vehicle-traffic', [
    'directing traffic|direct traffic|dirige* la circulation|diriger la circulation|diriger les autos|parking cars',
    'dusk|dark|noirceur|brunante|hi-vis|dossard*|near miss*|backing|reculer|reculant|cars|autos|voitures',
  ]),
  // A set accelerator in the eye: "a splash of accelerator in his left eye".
  rule('corrosives', [
    'accelerator|accélérateur',
    'eye|eyes|œil|yeux|skin|peau|splash*|éclabouss*|burn*|brûl*',
  ]),
  // A truck backed into something: "transmixer 3 backed into the sprayer boom".
  rule(
    'mobile-equipment',
    [
      'backed into|backed over|backed up into|reculé dans|a reculé sur|a accroché en reculant|a reculé dans',
      'truck|transmixer|loader|camion|chargeuse|bétonnière|mixer|vehicle|véhicule|tractor|tracteur',
    ],
    { unless: 'flew|hook|crochet|strap|sangle' },
  ),
  // A hand run along a live hose to find a leak: « en passant la main le long du boyau, moteur en marche ».
  rule(
    'hydraulic-injection',
    [
      'main le long du boyau|main gantée le long du boyau|hand along the hose|hand over the hose|main sur le boyau|' +
        'cherchait une fuite|cherché la fuite|looking for a leak|feeling for a leak|feel for a leak',
      'boyau*|hose*|hydraulique*|hydraulic|sous pression|pressure|moteur en marche|engine running',
    ],
    { window: 20 },
  ),
  // A back hurt lifting: "injured her lower back lifting full garbage bags over the lip of the bin".
  rule(
    'manual-handling',
    [
      'injured her back|injured his back|injured her lower back|injured his lower back|hurt her back|hurt his back|' +
        'back injury|blessé au dos|blessée au dos|mal au dos|lower back|lombaire*',
      'lifting|lifted|soulev*|levant|carrying|portant|bags|sacs|bin|bins|boxes|boîtes|bac|bacs',
    ],
    { window: 14 },
  ),
  // A worker struck by a rider or a skier: "a guest rider … struck crew member Owen".
  rule('struck-by', [
    'rider|riders|cyclist*|cycliste*|skier*|skieur*|skieuse*|snowboarder*|planchiste*',
    'struck|hit|frappé|frappée|heurté|heurtée|percuté*|collided|ran into|rentré dans',
  ]),
  // Weeks without a day off: "12 days in, 7 days a week, 7 am to 7 pm".
  rule(
    'fatigue-shift-work',
    [
      '7 days a week|7 jours sur 7|sept jours sur sept|days straight|jours d’affilée|jours de suite|days in a row|' +
        '12-hour days|12-hour nights|12 h par jour|nights in a row|nuits de suite|nuits d’affilée',
    ],
    { unless: 'open|ouvert|ouverte|ouverts|hotline|ligne|line|service|disponible|available|magasin|store' },
  ),
  // An entrance left open to the cold: "the door heater and air curtain have been broken since Dec 12".
  rule('cold-stress', [
    'air curtain|rideau d’air|door heater|aérotherme*|chaufferette de porte',
    'broken|brisé*|cassé*|not working|hors service|en panne|down|pété*',
  ]),
  // A wheel inflated outside a cage: « les roues sont regonflées sans cage », "inflated with no cage".
  rule(
    'tire-servicing',
    [
      'regonfl*|gonfl*|inflat*|reinflat*',
      'roue*|pneu*|wheel*|tire|tires|tyre*',
      'sans cage|no cage|without a cage|without the cage|pas de cage|à côté de la roue|beside the wheel|next to the wheel',
    ],
    { window: 20 },
  ),
  // A load not strapped: « les palettes de bidons étaient pas sanglées, juste emballées ».
  rule('cargo-securement', [
    'pas sanglée*|pas sanglé*|pas arrimée*|pas arrimé*|non arrimé*|not strapped|unstrapped|not tied down',
    'palette*|pallet*|chargement|bidons|barils|drums|caisses',
  ]),
  // A machine part pulled for cleaning with the power left on: "dasher removed with the machine on standby".
  rule(
    'hazardous-energy',
    [
      'not unplugged|pas débranché*|on standby|in standby|en attente|en veille|still plugged in|encore branché*',
      'cleaning|nettoy*|removed|removing|démont*|dasher|blade|lame|hands|mains|reach*',
    ],
    { window: 14 },
  ),
  // Body fluids thrown at a worker: « a lancé un verre de liquide (urine) au visage de l'agente ».
  ...['workplace-violence', 'biological-agents'].map((hazard) =>
    rule(
      hazard,
      [
        'lancé|threw|thrown|jeté|craché|spat|spit',
        'urine|crachat*|excrément*|feces|faeces|excrement*|bodily fluid*|liquide*|sang|blood',
        'visage|face|agent*|officer*|guard*|préposé*|worker*|employé*|infirmi*|nurse*',
      ],
      { window: 20 },
    ),
  ),
  // A generator that can feed a line back: « génératrice branchée direct dans son panneau, pas d'inverseur ».
  rule('electrical-contact', [
    'génératrice*|generator*',
    'inverseur|transfer switch|branchée direct*|backfe*|wired into|wired straight',
  ]),
  // A branch that comes down: « une branche grosse comme ma cuisse est tombée sur le capot du camion ».
  rule(
    'falling-objects',
    [
      'branche|branches|branch|limb|limbs',
      'tombé*|fell|fallen|cassé*|cracking|craqu*|a cédé|snapped|came down',
      'capot|hood|truck|camion|pare-brise|windshield|casque|helmet|tête|head|crew|équipe|gars|guys',
    ],
    { window: 16 },
  ),
  // A shock taken at a plug: « a eu une décharge en branchant le gradateur sur la rallonge ».
  rule(
    'electrical-contact',
    [
      'décharge|choc électrique|shock|électrisé*|jolt|zapped|zap',
      'branch*|plug*|rallonge*|extension|cord|gradateur*|dimmer*|prise*|outlet*|panneau|panel|live circuit|sous tension|' +
        'ballast',
    ],
    { unless: 'locked out|cadenass*' },
  ),
  // Gates a control room can open: "floodbox gates can be opened remotely from the SCADA workstation".
  rule('sudden-water-release', [
    'gates|vannes|floodbox*|vanne|spillway|évacuateur*|déversoir*',
    'remote*|à distance|SCADA|automatically|automatiquement',
  ]),
  // A stream crossed on foot: "waded a tributary thigh-deep, by himself".
  rule('working-over-water', [
    'waded|wading|wade|à gué|traversé le ruisseau|traversé la rivière|marché dans la rivière',
    'thigh-deep|waist-deep|knee-deep|creek|brook|river|tributary|ruisseau|rivière|courant|current|freshet|crue',
  ]),
  // A client's crowded home: "house very cluttered, only a narrow path".
  rule('home-care-environments', [
    'cluttered|encombré*|hoarder*|piles of|garbage bags|sacs de vidanges',
    'house|maison|home|logement|apartment|appartement|client*|résident*',
  ]),
  // Ice chipped by a roof's low parapet: "chipped the ice at drain RD-4 by the parapet".
  rule('roof-work', [
    'chipped the ice|chipped ice|chipping ice|casser la glace|cassé la glace|déglac*|roof drain|drain de toit',
    'parapet*|roof|toit|toiture|edge|bord',
  ]),
  // A kick from a horse or a cow: « Ruade, sabot à la cuisse gauche ».
  rule('livestock-handling', [
    'ruade|ruades|coup de sabot|sabot|rué',
    'cuisse|jambe|genou|ventre|poitrine|palefreni*|jument|cheval|chevaux|vache*|taure*',
  ]),
  // A dog's bite in training or on duty: « morsure à la cuisse pendant un exercice de mordant ».
  rule('dog-bites', [
    'morsure*|mordu*|mordue*|bitten|bite|bites',
    'chien*|dog*|mordant|manchette|maître-chien*|K9|canin*|handler*',
  ]),
  // A drop measured to the floor below: « il y a 3,5 m de chute jusqu'au plancher de béton ».
  rule('falls-from-height', ['@height-3m', 'de chute|chute jusqu’au|chute jusqu’à']),
  // A step missed in the dark: « Josée a manqué la marche de la coulisse dans le noir total ».
  rule('slips-trips', [
    'manqué la marche|manqué une marche|raté la marche|missed a step|missed the step|missed the last step',
  ]),
  rule('inadequate-lighting', [
    'noir total|dans le noir|pitch dark|pitch black|in the dark|pas éclairé*|non éclairé*|unlit',
    'marche|marches|escalier*|step|steps|stairs|stairway|coulisse*|backstage',
  ]),
  // Out ahead of everyone: "the lead guide breaks trail alone ahead of the group".
  rule('working-alone', [
    'alone ahead|ahead of the group|seul en avant|en avant du groupe|km ahead|km en avant',
  ]),
  // A jammed compactor pushed clear while its ram runs: « pousser avec le manche à balai pendant que le bélier force ».
  rule('cardboard-balers-compactors', [
    'bélier|ram',
    'bloqu*|jam*|pousser|pousse|push*|manche à balai|broom*|débloqu*',
  ]),
  // Something thrown at the worker: « a lancé une barre d'armature dans ma direction ».
  rule('workplace-violence', [
    'a lancé|lancé|threw|thrown|garroché',
    'dans ma direction|at me|toward me|towards me|vers moi|sur moi|at the guard|at the officer|sur l’agent*',
  ]),
  // Traffic going by at speed beside a worker: « le monde passent à 70 à côté de Kevin ».
  rule('work-zone-traffic', [
    'passent à|roulent à|go by at|drive by at|drive past at|passing at',
    'à côté|beside|next to|right by|près de|proche de',
  ]),
  // A hand-washing station that does not work: « la station de lavage des mains sur le camion est vide ».
  rule('biological-agents', [
    'station de lavage des mains|lavage des mains|hand-wash station|handwash station|hand wash station|wash station',
    'vide|empty|hors service|out of order|brisé*|gelé*|no water|pas d’eau|fendu*',
  ]),
  // One person for a whole floor at night: "one PCW covers floors 2 to 4 at night".
  rule('working-alone', [
    'one PCW|one PSW|one nurse|one staff|one worker|one aide|une préposée|un préposé|une seule préposée|un seul préposé|' +
      'une seule infirmière|one awake|une seule personne éveillée|un seul intervenant éveillé',
    'at night|overnight|la nuit|de nuit|covers|couvre',
  ]),
  // Eyes that will not stay open: « j'ai de la misère à garder les yeux ouverts vers 4 h du matin ».
  rule('fatigue-shift-work', [
    'garder les yeux ouverts|yeux qui ferment|cogne des clous|cogner des clous|keep my eyes open|keep his eyes open|' +
      'keep her eyes open|struggling to stay awake|stay awake',
  ]),
  // Deaths one after another: « mon troisième décès cette semaine … ça m'a rentré dedans ».
  rule(
    'traumatic-events',
    [
      'décès|deaths|death|morts',
      'rentré dedans|m’a rentré|hit me hard|troisième|third|cette semaine|this week|pu dormir|plus dormir|can’t sleep|' +
        'cannot sleep',
    ],
    { window: 20, unless: 'statistique*|statistics|taux|rate|rates|certificat*|certificate*' },
  ),
  // A tool raised as a threat: "came out with a snow shovel and said he'd put it through my windshield".
  rule(
    'workplace-violence',
    [
      'shovel|pelle|crowbar|pied-de-biche|bâton|stick|brick|brique|hammer|marteau|tire iron',
      'threaten*|menac*|put it through|through my windshield|if i touched|si je touch*|came at me|foncé sur moi|swung at|' +
        'swung it',
    ],
    { window: 20 },
  ),
  // A glass broken in the hand: "a pint glass broke in the bar sink and cut the bartender's thumb".
  rule(
    'broken-glass-dishware',
    [
      'pint glass|beer glass|wine glass|verre à bière|verre à vin|un verre|a glass',
      'broke|shattered|cassé*|pété*|éclaté*',
      'cut|coupé*|coupée|thumb|pouce|finger|doigt|stitches|points',
    ],
    { window: 16 },
  ),
  // Liquid refrigerant on the skin: "refrigerant sprayed on his hand when piercing the line; frostbite".
  rule('refrigerant-gases', [
    'refrigerant|réfrigérant|fréon|freon|R-22|R22|R-410A|R410A|R-134a',
    'frostbite|engelure*|sprayed|giclé|burn*|brûl*|hand|main',
  ]),
  // Walking where cars pass close: "walking in the road at dusk, no sidewalk, a pickup passed within 30 cm".
  rule('pedestrian-vehicle-traffic', [
    'walking in the road|walk in the road|marche dans la rue|marchent dans la rue|no sidewalk|pas de trottoir',
    'pickup|truck|trucks|car|cars|traffic|voiture*|auto|autos|camion*|passed|passent|frôl*',
  ]),
  // Staff pulling people apart: "teen staff physically break up fights".
  rule('workplace-violence', [
    'break up fights|break up a fight|broke up a fight|séparer une bagarre|séparer les bagarres|séparent les bagarres|' +
      'séparer une bataille|séparé une bagarre',
  ]),
  // Nets dragged by hand: "100+ kg wet nets dragged over driftwood by hand".
  rule('manual-handling', ['dragged|drag|dragging|traîn*|tirés|tirer', 'nets|net|filets|filet|seine|senne']),
  // Something swung or thrown at a worker: "swung a crutch at him", "threw a tray at the cashier", « m'a lancé son
  // plateau ».
  rule(
    'workplace-violence',
    [
      'crutch|crutches|béquille*|cane|canne|tray|plateau|cabaret|bottle|bouteille|cup|tasse|plate|assiette|binder|' +
        'cartable|stapler|agrafeuse',
      'swung|swing|swings|threw|throws|thrown|hurled|lancé*|garroch*',
    ],
    { window: 6 },
  ),
  // A push meant to hurt: "pushed him hard in the chest", « l'a poussée contre le mur » (not a pallet pushed there).
  rule(
    'workplace-violence',
    [
      'pushed|shoved|poussé|poussée|bousculé|bousculée',
      'in the chest|against the wall|to the ground|into the wall|dans la poitrine|contre le mur|par terre|au sol',
    ],
    {
      unless:
        'palette*|pallet*|chariot*|cart|carts|bac|bacs|boîte*|box|boxes|table*|meuble*|furniture|load|charge',
    },
  ),
  // Gas cylinders standing loose: "cylinders standing loose in the corner, no chain, caps off".
  rule(
    'compressed-gases',
    [
      'cylinder*|bouteille* de gaz|bonbonne*|bouteilles d’oxygène|bouteilles d’acétylène',
      'no chain|unchained|not chained|standing loose|caps off|cap off|no cap|pas attachée*|non attachée*|sans chaîne|' +
        'sans capuchon|debout sans',
    ],
    { window: 12 },
  ),
  // Loads carried up or down stairs by hand: "the board goes up the stairs by hand, two guys per sheet", "carrying the
  // box spring up the spiral stairs", « on était trois dans l'escalier de la cave ».
  rule(
    'manual-handling',
    [
      'stairs|staircase|stairwell|escalier*|walk-up|walk-ups|flights of stairs',
      'by hand|à bras|à la main|carried|carry|carries|carrying|hand-carrying|porté*|portent|two guys per|à deux par|' +
        'on était trois|on était deux|lift it over|walking ranges|walking appliances|walking fridges|four-man|' +
        'three-man|à quatre|hauling|lugging|lugged',
    ],
    { window: 12 },
  ),
  // A masked man after the till: « un gars avec une cagoule … il voulait la caisse », "hooded man demanded the cash".
  rule(
    'robbery-cash-handling',
    [
      'cagoule*|hooded|balaclava|armed man|homme armé|gars armé',
      'voulait la caisse|la caisse|the till|the register|the cash|the money|l’argent',
    ],
    { window: 20 },
  ),
  // A cold room that opens only from outside: « la poignée de secours intérieure … est brisée », "inside release broken".
  rule(
    'walk-in-freezer-entrapment',
    [
      'poignée de secours|poignée intérieure|dispositif d’ouverture intérieur|inside release|interior release|' +
        'emergency release|inside handle|ne s’ouvre que de l’extérieur|opens only from the outside',
      'brisé*|cassé*|broken|missing|manquant*|ne fonctionne pas|doesn’t work|does not work|ne s’ouvre que|only from',
      'congélat*|chambre froide|chambre de congélation|freezer|cooler|walk-in',
    ],
    { window: 24 },
  ),
  // Remarks on a worker's body: "comments about her weight and her clothes every day".
  rule(
    'harassment',
    [
      'comments|commentaires|remarks|jokes|blagues',
      'weight|poids|clothing|clothes|vêtements|body|corps|physique|looks|apparence|ses seins|her chest',
    ],
    { window: 8, unless: 'chaud*|warm|kg|lb|lbs' },
  ),
  // A foot through a ceiling between joists: « j'ai mis le pied à côté d'une solive, mon talon a passé à travers le
  // gypse », "his foot went through the ceiling between the joists".
  rule(
    'falls-from-height',
    [
      'solive*|joist|joists|grenier|attic',
      'à travers le gypse|à travers le plafond|through the ceiling|through the drywall|passé à travers|went through|' +
        'pied à côté|missed the joist|stepped off the joist',
    ],
    { window: 16 },
  ),
  // Driving in storms or on ice: « dans la poudrerie, visibilité nulle », "over the Highlands in winter storms", « la 50
  // était sur la glace vive ».
  rule(
    'road-traffic-driving',
    [
      'poudrerie|visibilité nulle|whiteout|whiteouts|blowing snow|near-zero visibility|winter storms|tempête de neige|' +
        'tempêtes de neige|glace vive|black ice|icy highway|icy roads|routes glacées',
      'route|road|roads|highway|autoroute|drive|drives|driving|conduire|conduit|km|trajet|chemin|la 50|la 20|la 40',
    ],
    { window: 20 },
  ),
  // A glass carboy dropped: « une tourie de verre de 23 L lui a glissé des mains ».
  rule('broken-glass-dishware', [
    'tourie*|dame-jeanne|dames-jeannes|carboy|carboys',
    'glissé|échappé|dropped|slipped|éclaté|shattered|broke|cassé*|verre|glass',
  ]),
  // Frozen food dumped into hot oil: « l'huile a débordé et pris feu », "the oil boiled over and caught fire".
  rule('fryer-grease-fire', [
    'friteuse*|fryer|fryers|huile|oil',
    'débordé|boiled over|bouilli par-dessus|pris feu|caught fire|en feu|on fire',
  ]),
  // Rodents' droppings under a house: « plein de crottes de souris là-dessous ».
  rule('zoonoses', [
    'crottes de souris|crottes de rat|crottes de rats|crottes de rongeurs|excréments de souris',
  ]),
  // Fish brailed by hand: "brailing fish out of the trap with the dip net, all morning".
  rule('manual-handling', [
    'brailing|brail|dip net|épuisette',
    'all morning|all day|toute la journée|toute la matinée|hours|heures',
  ]),
  // A burn named on the body: "burned the back of her hand on the platen", "caught his forearm on the rack, 2nd-degree
  // burn".
  rule(
    'burns-scalds',
    [
      'burned|burnt|burn|burns|brûlé|brûlée|brûlés|brûlure*',
      'hand|hands|forearm|forearms|wrist|finger|fingers|palm|main|mains|avant-bras|poignet|doigt*|paume|' +
        '2nd-degree|second-degree|2e degré|blister|cloque*',
    ],
    {
      window: 8,
      // Burns by a chemical, the cold, cement or an arc are those hazards'; hands "burned" by soap crack.
      unless:
        'chemical|chimique*|froid|cold|frost*|ciment|cement|mortier|mortar|hypochlorite|savon|soap|acide|acid|' +
        'phenol|phénol|détartrant|arc|caustic|caustique|glace sèche|dry ice|craque*|crack*|peau|skin',
    },
  ),
  // Close to a turning propeller: "came within about 1 m of the propeller", « l'hélice était à moins de 2 m ».
  rule('aircraft-ramp-operations', [
    'propeller|propellers|hélice|hélices',
    'within|à moins de|came within|walked|passé devant|près de|close to|toward|vers',
  ]),
  // A liftgate that drops by itself: "the liftgate on truck 2 is dropping on its own".
  rule('caught-in-between', [
    'liftgate|liftgates|hayon|hayons|tailgate lift',
    'dropping|drops|dropped|on its own|tout seul|tombe',
  ]),
  // Bent over fine work all day: "hunched over the bench pin, heads down, most of the day".
  rule('awkward-postures', [
    'hunched|penché|penchée|penchés|courbé|courbée|bent over|heads down|tête baissée',
    'most of the day|all day|toute la journée|hours|heures|whole shift|tout le quart',
  ]),
  // Grips repeated for hours: "3–4 hours at a stretch, with repeated pinch grips on caps".
  rule('repetitive-work', [
    'pinch grip|pinch grips|pince digitale|pinces digitales|pinch-grip',
    'hours|heures|at a stretch|all day|toute la journée|shift|quart',
  ]),
  // Spirits poured from the bottle into a hot pan: "poured cognac straight from the bottle into the hot pan".
  rule('flammable-liquids', [
    'cognac|brandy|rum|rhum|spirits|alcool|alcohol|flambé|flambée',
    'hot pan|poêle chaude|flared|flare-up|retour de flamme|straight from the bottle|directement de la bouteille',
  ]),
  // Dead animals handled bare-handed: « les castors morts, les gars les sortent à mains nues », "carcasses with bare
  // hands".
  rule('zoonoses', [
    'castors morts|carcasses|carcass|dead birds|oiseaux morts|dead animals|animaux morts|dead beaver|dead beavers',
    'bare hands|mains nues|bare-handed|sans gants|without gloves|no gloves',
  ]),
  // Awake far too long, then driving: « éveillée depuis près de 28 h », "awake nearly 28 hours".
  rule('fatigue-shift-work', [
    'éveillée depuis|éveillé depuis|awake for|awake nearly|awake since|debout depuis|pas dormi depuis',
  ]),
  // A pole swung into someone or next to them: "a tent pole swung and hit Ben on the shoulder", "the trolley pole swung
  // up and hit the railing a metre from him".
  rule(
    'struck-by',
    [
      'pole|poles|perche|perches|mât|boom|flèche',
      'swung|swing|swings|balancé|pivoté|fouetté',
      'hit|hits|frappé|struck|accroché|heurté',
    ],
    { window: 12 },
  ),
  // Trucks backed up with a worker guiding from behind: « les camions reculent avec nous autres en arrière pour les
  // guider », "a customer reversed his car in the bay while Dominic was behind it".
  rule(
    'pedestrian-vehicle-traffic',
    [
      'reculent|recule|reculé|reculer|backing up|backs up|backed up|reversed|reversing',
      'en arrière|derrière|behind|pour les guider|guiding|guide them',
    ],
    { window: 12, unless: 'steer|steers|bœuf|cow|cows|vache*|cattle|bétail|horse|cheval|animal|animaux' },
  ),
  // A guy anchor that pulls out: "the back guy anchor pulled out of the wet clay".
  rule('falling-objects', [
    'guy anchor|guy wire|guy wires|hauban|haubans|ancrage du hauban',
    'pulled out|arraché|gave way|let go|lâché|collapsed|s’est effondré|failed',
  ]),
  // Concrete drilled or cut dry: « 400 trous par jour au perforateur dans la dalle, à sec, poussière blanche », "cutting
  // dry since, white dust over the whole deck".
  rule(
    'silica',
    [
      'à sec|dry|sans aspiration|no extraction',
      'perforateur*|trous|holes|hammer drill*|hammer-drill*|dalle|slab|béton|concrete|cutting|saw|scie',
      'poussière|dust|béton|concrete|dalle|slab|quartz',
    ],
    { window: 16, unless: 'rain|pluie|ladder|échelle|rubber pads' },
  ),
  // A respirator on a beard: "two have full beards", « la barbe longue, le masque peut pas sceller ».
  rule('inadequate-ppe', [
    'beard|beards|barbe|barbes',
    'mask|masks|masque*|respirator*|fit test|fit-test*|essai d’ajustement|seal|sceller',
  ]),
  // A closing shift, then the opening one: "closed at 12:30 and opened at 7", « fermé à minuit pis ouvert à 6 h ».
  rule(
    'fatigue-shift-work',
    [
      'closed at|close at|fermé à|fermer à|fait la fermeture',
      'opened at|open at|ouvert à|ouvrir à|fait l’ouverture',
    ],
    {
      window: 10,
    },
  ),
  // Welding with its smoke left in the air: "weld bays: no extraction, haze under the roof", « on soude sans aspiration ».
  rule(
    'welding-fumes',
    [
      'weld|welds|welding|welder*|soud*',
      'no extraction|pas d’extraction|sans extraction|no local exhaust|no fume extraction|pas d’aspiration|' +
        'sans aspiration|haze|brume|boucane|disposable mask*|masque* jetable*',
    ],
    { window: 12 },
  ),
  // Fresh mortar or concrete worked bare-handed: « il travaille à mains nues pour sentir le joint », "troweling
  // bare-handed".
  rule(
    'wet-cement-burns',
    [
      'mains nues|à mains nues|à main nue|bare-handed|barehanded|bare hands|bare hand',
      'joint|joints|mortier|mortar|béton|concrete|ciment|cement|coulis|grout|troweling|truelle*|trowel*',
    ],
    { near: true },
  ),
  // A worn-out seat that jolts the driver's back: « son siège est fini, ça lui rentre dans le dos à chaque trou ».
  rule('whole-body-vibration', [
    'siège|sièges|seat|seats',
    'fini|finis|worn|worn-out|brisé*|broken|défoncé*|cassé*|magané*',
    'dos|back|trou|trous|bump*|pothole*|nid* de poule|nids-de-poule|secou*|jolt*|bang*|rentre dedans',
  ]),
  // A pace counted by the scanner with a call if it is not kept: « 140 lignes/heure sinon l'agence nous appelle ».
  rule(
    'psychosocial-risks',
    [
      'lignes/heure|lignes à l’heure|lignes par heure|lines per hour|lines an hour|picks per hour|units per hour|' +
        'unités/heure|unités à l’heure|quota|quotas',
      'sinon|or else|otherwise|trop lent*|too slow|appelle|appellent|calls us|warning*|avertissement*|reprimand*|' +
        'write-up*|write up',
    ],
    { window: 16 },
  ),
  // Forklifts in the aisle where people walk: « les chariots élévateurs passent dans l'allée où on marche ».
  rule('pedestrian-vehicle-traffic', [
    'chariots élévateurs|chariot élévateur|forklift|forklifts|lift truck*|reach truck*',
    'où on marche|on marche|we walk|where we walk|people walk|les gens marchent|where people walk|' +
      'à pied|on foot|piéton*|pedestrian*',
  ]),
  // Traffic going by the work with nobody to flag it: "cars still squeezing by in the other lane, no flagger".
  rule(
    'work-zone-traffic',
    [
      'no flagger|no flaggers|pas de signaleur|sans signaleur|without a flagger|no traffic control|' +
        'pas de contrôle de la circulation',
      'traffic|cars|lane|lanes|voie|voies|road|route|circulation|trafic|shoulder|accotement',
    ],
    { danger: true },
  ),
  // Riders where a side-by-side has no seat: "3 in a 2-seat machine and people sitting in the box".
  rule('atv-utv', [
    'side-by-side*|side by side*|sxs|côte-à-côte|vtt|quad|quads|atv|atvs|utv|utvs|gator*|mule|mules',
    'in the box|dans la boîte|cargo box|2-seat|two-seat|no helmet*|pas de casque|sans casque|overloaded|surchargé*',
  ]),
  // Ticks taken off a worker: "picked 3 off Kayla", « deux tiques trouvées sur Marc ».
  rule('wildlife-insects', [
    'tick|ticks|tique|tiques',
    'picked|found|enlevé*|trouvé*|bite*|bitten|mordu*|piqué*|attached|accroché*|embedded',
  ]),
  // Birds and their droppings where people work: "pigeons in through the broken louvre, droppings all over".
  rule('bird-droppings', [
    'pigeon*|bird|birds|oiseau*|goéland*|gull|gulls|seagull*|chauve-souris|bats',
    'dropping*|fiente*|guano|excrément*|crottes|crotte',
  ]),
  // Ground potential kept equal around the work: "grounds applied both sides", "ground grid tested", « zone
  // équipotentielle » (not a fuel hose's bonding, nor a truck's ground mats).
  rule('step-touch-potential', [
    'ground grid|grounding grid|grille de mise à la terre|grounds both sides|ground both sides|grounded both sides|' +
      'mise à la terre des deux côtés|mises à la terre des deux côtés|zone équipotentielle|zones équipotentielles|' +
      'equipotential zone*|equipotential grounding',
  ]),
  // An insulating gas that can take the air's place in a low room: "SF6 … O2 alarm in the cable basement".
  rule('oxygen-deficient-inert-gas', [
    'SF6|hexafluorure de soufre|sulphur hexafluoride|sulfur hexafluoride',
    'O2|oxygen|oxygène|basement|sous-sol|cable vault|cave|pit|fosse|low point*|point* bas',
  ]),
  // Vapours read at a well or a tank with a photoionization detector: "the PID was reading 200+ ppm at the casing".
  rule(
    'benzene-hydrocarbon-vapours',
    ['PID|PIDs|photoionization detector*|détecteur à photo-ionisation', 'ppm'],
    { unless: 'aucune odeur|no odour|no odor|non détecté*|not detected|background|bruit de fond' },
  ),
  // A dry cleaner's or a degreaser's chlorinated solvent named by its initials: "dry cleaner sites (PCE)".
  rule('solvents', ['PCE|TCE|perchloroéthylène|perchloroethylene|trichloroéthylène|trichloroethylene']),
  // A worker a vehicle backed into: "Priya got backed into by a customer", « le camion a reculé sur lui ».
  rule('pedestrian-vehicle-traffic', [
    'got backed =into|was backed =into|were backed =into|been backed =into|reculé =sur moi|reculé =sur lui|' +
      'reculé =sur elle|accroché =en reculant|frappé =en reculant|happé =en reculant|happée =en reculant',
  ]),
  // A nitrous oxide scavenger that leaks or draws too little: "scavenger nasal hood cracked, vacuum flow low".
  rule('anaesthetic-gases', [
    'nitrous|N2O|protoxyde d’azote|oxyde nitreux|gaz hilarant|laughing gas',
    'scaveng*|nasal hood*|nasal mask*|masque nasal|hotte nasale|vacuum|aspiration|leak*|fuite*|headache*|mal de tête',
  ]),
  // A heavy patient carried by the crew: "a 130 kg pt … carrying him down on the stair chair".
  rule(
    'patient-handling',
    [
      'pt|pts|patient|patients|patiente|patientes|bénéficiaire*',
      '@load-heavy|@load-very-heavy',
      'carry*|carried|stair chair|stair chairs|chaise* d’escalier|chaise* portoir*|stretcher*|civière*|porté*|' +
        'portée*|descendu*|monté*|lift*|soulev*',
    ],
    { window: 22 },
  ),
  // Support after a call that marks: "peer support called us the next morning" (not a debrief, which any drill has).
  rule('traumatic-events', [
    'peer support|soutien par les pairs|soutien des pairs|défusion|defusing|CISM|critical incident stress',
  ]),
  // Exhaust taken at the tailpipe where trucks idle indoors: "the exhaust hose on the bay is working now".
  rule(
    'diesel-exhaust',
    [
      'exhaust hose*|exhaust extraction|tailpipe extraction|tailpipe exhaust|boyau* d’échappement|' +
        'captage des gaz d’échappement|captage à l’échappement|extraction des gaz d’échappement|sitting in diesel',
    ],
    // Where the engines are petrol (a monitor for CO, motorcycles, cars), the exhaust is carbon monoxide's.
    { unless: 'CO|monoxyde|monoxide|motorcycle*|moto|motos|voiture*|auto|autos' },
  ),
  // Walking the top of a load to spread its tarps: "had to walk the top of the load to unroll the tarps".
  rule('falls-from-height', [
    'top of the load|top of his load|top of my load|dessus du chargement|dessus de la charge|sur le chargement',
    'walk*|marche*|climb*|grimp*|monte*|tarp*|bâche*|toile*',
  ]),
  // A handle or a binder that springs back on the hand: "handle kicked back on me … caught my forearm".
  rule('struck-by', [
    'handle|handles|binder*|poignée*|levier*|lever',
    'kicked back|kicks back|snapped back|sprang back|a revolé|revolé|a fouetté|whipped back',
  ]),
  // Texting at the wheel: « arrête de texter en chauffant », "texting while driving".
  rule('road-traffic-driving', [
    'texter|texte en|textait|texting|texted|texts while|cell au volant|phone while driving|téléphone au volant',
    'chauff*|conduis*|conduit|driving|drives|drove|au volant|at the wheel|on the road|sur la route',
  ]),
  // A wire rope frayed near its hook: « le câble du winch est effiloché, une dizaine de brins cassés ».
  rule('struck-by', [
    'câble du winch|câble de winch|câble du treuil|câble de treuil|winch cable*|winch line*|wire rope*|winch|treuil',
    'effiloché*|frayed|brins cassés|broken strands|broken wires|fils cassés|kinked|bird-caged|birdcaged',
  ]),
  // A customer's car backing over a worker's leg: « s'est fait accrocher la jambe par un client qui reculait ».
  rule(
    'pedestrian-vehicle-traffic',
    [
      'accroch*|frapp*|heurt*|happ*|struck|hit|clipped',
      'qui reculait|en reculant|backing|backed|reversing|reculait',
      'jambe|pied|hanche|leg|foot|hip|mécano|mechanic|travailleur|worker|employé|employee',
    ],
    { window: 14 },
  ),
  // On call around the clock and worn out by it: "on standby 24/7 every second week … I'm tired", « de garde 24/7 ».
  rule(
    'fatigue-shift-work',
    [
      'standby|stand-by|on call|on-call|de garde|call-ins|called in',
      '24/7|tired|fatigué*|exhausted|épuisé*|crevé*|brûlé*',
    ],
    { near: true },
  ),
  // The means to pull an entrant out, said missing: "no tripod or retrieval", « pas de trépied ni de treuil ».
  rule('confined-spaces', ['tripod|tripods|trépied|trépieds|retrieval|retrieval system*|retrieval line*'], {
    missing: true,
    unless: 'camera|caméra|survey*|arpent*|total station|laser|photo*',
  }),
  // Nights, days or weekends on end: « 4 nuits de suite », "3e fin de semaine de suite", "16-hour days".
  rule('fatigue-shift-work', [
    'nuits de suite|nights in a row|fin de semaine de suite|fins de semaine de suite|weekends in a row|' +
      'consecutive weekend|jours de suite|days in a row|days straight|14-hour days|15-hour days|16-hour days|' +
      '18-hour days|back-to-back shifts|back to back shifts|fini à 1 h du matin|' +
      'finished at 1 a.m.|past midnight',
  ]),
  // Groped by customers: « se sont fait tâter les fesses et la poitrine », "groped by a party".
  rule('harassment', [
    'tâter les fesses|tâté les fesses|tâter la poitrine|fait tâter|groped|groping|pogné les fesses|' +
      'touché les fesses|pincé les fesses|mains aux fesses',
  ]),
  // Summer or bald tires after the first snow: "the service car is still on summer tires".
  rule('road-traffic-driving', ['summer tires|summer tyres|bald tires|bald tyres|pneus lisses']),
  // A chip in the eye: "Stevie took a steel chip in the eye", « un éclat dans l'œil ».
  rule('struck-by', [
    'chip|chips|copeau*|éclat|éclats|sliver|particle|particule*|limaille',
    'in the eye|in his eye|in her eye|dans l’œil|dans l’oeil|dans les yeux|dans un œil',
  ]),
  // A warp, a strand or a chain that whips: « une fune a sauté d'un rouleau et a fouetté à 1 m de moi », "the tail
  // whipped out past the pocket".
  rule('struck-by', [
    'fune|funes|warp|warps|strand|strands|toron|torons|tail|chain ends|bout de chaîne',
    'fouetté|whipped|whip|whips',
  ]),
  // A hand opened on a shell: « Kevin s'est ouvert le pouce sur une écaille, trois points ».
  rule('sharp-tools', [
    'écaille*|oyster shell*|shell|shells|coquille*',
    'ouvert le|ouvert la|coupé|coupée|cut|sliced|points|stitches',
  ]),
  // A gas heater that smells of exhaust: "the overhead gas heater in the shop was smelling like exhaust".
  rule(
    'carbon-monoxide',
    [
      'gas heater|space heater|heater|chaufferette|fournaise|furnace',
      'smelling like exhaust|smells like exhaust|smell of exhaust|odeur d’échappement|sent l’échappement|headache|' +
        'headaches|mal de tête|maux de tête',
    ],
    { window: 12, unless: 'colle|glue|solvant*|solvent*|peinture|paint|vernis|varnish' },
  ),
  // Rock set loose onto people below: "a boulder dislodged by the upper pair rolled between the students below", « des
  // roches sont tombées à côté de l'équipe ».
  rule(
    'falling-objects',
    [
      'boulder|boulders|roche|roches|rock|rocks|caillou|cailloux',
      'dislodged|délogé*|rolled|roulé*|tombée*|tombées|fell|dévalé*',
      'below|en bas|en dessous|beside|à côté|between|pair|équipe|team|crew',
    ],
    { window: 16 },
  ),
  // A steel cylinder pulled toward a magnet: "about 1 m from the magnet the cart was pulled sideways".
  rule(
    'mri-magnetic-fields',
    ['magnet|aimant', 'pulled|attiré*|cylinder|bonbonne*|cart|chariot|gauss|5-gauss'],
    { window: 10, unless: 'contourné*|bypass*|interrupteur|switch|shunté*' },
  ),
  // A boat that takes water over the stern: "shipped water over the stern with a full load", « on a écopé à la
  // chaudière ».
  rule('vessel-stability-capsizing', [
    'écopé|shipped water|took on water|pris l’eau|embarqué de l’eau|was swamped|got swamped',
    'boat|bateau|chaloupe|skiff|barque|stern|arrière|load|charge|chaudière|rentrés',
  ]),
  // A winch wire that parts: "the 5/8-in wire rope parted and whipped", « le câble du treuil a cassé et a fouetté ».
  rule(
    'mooring-line-snapback',
    [
      'wire rope|winch line|winch cable|câble du treuil|câble de treuil|câble d’acier',
      'parted|snapped|whipped|fouett*|cassé|rompu',
    ],
    // A cable pulling down a building is demolition's, not a line under a vessel's or a winch's load.
    { unless: 'pull-down|pull down|demolition|démolition|annex|annexe' },
  ),
  // Hot wax or tar on the skin: « Rose-Marie a eu de la cire chaude sur l'avant-bras (rougeur, pansement) », "got hot
  // tar on his wrist".
  rule(
    'burns-scalds',
    [
      'hot wax|cire chaude|paraffine chaude|hot tar|goudron chaud|hot grease|graisse chaude|boiling water|eau bouillante',
      'forearm*|avant-bras|wrist*|poignet*|face|visage|neck|cou|rougeur|redness|pansement|bandage|cloque*|blister*',
    ],
    { window: 12 },
  ),
  // Nobody knows where the worker is: "no one knew where he was till 8 pm" (not where a sheet or a key is).
  rule('working-alone', [
    ['nobody knows where', 'no one knows where', 'nobody knew where', 'no one knew where']
      .flatMap((phrase) => ['=you', '=he', '=she', '=they', '=we'].map((who) => `${phrase} ${who}`))
      .join('|'),
  ]),
  // Overtime that goes on: « en overtime jusqu'à minuit, 3e semaine de file », "overtime till midnight three weeks straight".
  rule(
    'fatigue-shift-work',
    [
      'overtime|heures supplémentaires|temps supplémentaire',
      'minuit|midnight|semaine de file|semaines de file|semaine de suite|semaines de suite|straight week*|' +
        'weeks straight|weeks in a row|fatigué*|tired|exhausted|épuisé*|crevé*',
    ],
    { window: 16 },
  ),
  // A turning propeller and people near it: « le souffle de l'hélice l'a fait tituber », "walked in front of a C172 as it
  // was starting", "bags left by the props".
  rule(
    'aircraft-ramp-operations',
    [
      'hélice|hélices|propeller*|prop|props|prop wash|propwash|C172|Cessna|floatplane|hydravion|avion|aircraft',
      'souffle|tourne|tournait|turning|spinning|running|starting|démarr*|in front of|devant|walked|walk*|marché|' +
        'passé|passed|tituber|staggered|loader|chargeur|fueller',
    ],
    { window: 10, unless: 'bateau|boat|chaloupe|outboard|hors-bord|ventilateur|fan|drone*' },
  ),
  // A burn named as the injury: "got a burn through my coveralls", "burned his forearm on the flange".
  rule('burns-scalds', [
    'got a burn|got burned|got burnt|burned my forearm|burned his forearm|burned her forearm|burned my hand|' +
      'burned his hand|burned her hand|brûlé l’avant-bras|brûlée à l’avant-bras|brûlé à l’avant-bras',
  ]),
  // A fall on a step or on ice with a load: "fell on the step with a jug, landed on my tailbone", « tombée dans les
  // marches ».
  rule(
    'slips-trips',
    [
      'fell|slipped|tombé|tombée|tombés|glissé|glissée|landed',
      // (Not "on the ice" alone: a goalie falls on the ice.)
      'on the step|on the steps|on the stairs|icy step*|tailbone|coccyx|dans les marches|dans l’escalier|sur le coccyx',
    ],
    { window: 10 },
  ),
  // Cold that takes the feeling from the fingers: "couldn't feel my fingers", « je sentais plus mes doigts ».
  rule('cold-stress', [
    'couldn’t feel my fingers|could not feel my fingers|can’t feel my fingers|numb fingers|fingers were numb|' +
      'sentais plus mes doigts|sentait plus ses doigts|doigts gelés|engelure*|frostbite|frostbitten|frost nip|frostnip',
  ]),
  // A check-in system for people out on their own: "check in on the VHF on arrival and when leaving", "arrival and
  // departure texts to the on-call number", « texto d'arrivée et de départ à la répartition ».
  rule(
    'working-alone',
    [
      'check in|check-in|check-ins|checks in|arrival text*|departure text*|arrival/departure text*|' +
        'texto* d’arrivée|textos d’arrivée|appel* de vérification|sat phone|satellite phone|téléphone satellite|VHF',
      'on arrival|when leaving|arrival and departure|departure text*|à l’arrivée|au départ|follows up|follow up|' +
        'fait un suivi|en paires|in pairs|deux par deux|every 2 hours|every two hours|aux deux heures|aux 2 heures',
    ],
    { window: 20 },
  ),
];

import { AUTOMATED, type ConceptRule, rule, STRAIN_CAUSES } from './builtin.rule';

// An animal's bite or blow is no assault: « le chien m'a mordu », "the horse kicked me".
const ANIMALS =
  'dog|dogs|chien|chiens|chienne*|chiot*|puppy|cat|cats|chat|chats|horse*|cheval|chevaux|animal*|bull|taureau*|cow|cows|vache*|' +
  'heifer*|génisse*|steer|steers|calf|calves|veau*|sow|sows|truie*|mare|jument*|pony|poney*';

const PPE_ITEMS =
  'lunettes|goggles|visière*|face shield*|masque*|mask|masks|respirat*|appareil respiratoire|gants|gloves|' +
  'casque*|hard hat*|safety helmet*|bottes|safety boots|work boots|chaussures de sécurité|safety shoes|' +
  'protection auditive|' +
  'hearing protection|bouchons|earplug*|ear plugs|coquilles|earmuffs|vêtements isolants|insulated clothing|' +
  'vêtements de protection|protective clothing|tablier*|apron*|dossard*|gilet* haute visibilité|hi-vis vest*|' +
  'protection oculaire|eye protection|protection respiratoire|respiratory protection';

/** Ergonomics, biology, psychosocial risks, emergencies and ground work: concept rules, French and English. */

// Words of shouting at someone: « crié dessus », "yelled at".
const YELLED_AT =
  'crié dessus|yelled at|screamed at|crie après|crient après|criait après|crie dessus|yells at|yelling at|screams at|' +
  'shouts at|shouting at|swears at|sacre après';
// The public a worker serves, and the people of the workplace itself.
const THE_PUBLIC =
  'client|clients|cliente|clientes|customer|customers|patient|patients|homeowner*|guest|guests|visitor*|visiteur*|' +
  'passenger*|passager*';
const THE_CREW =
  'supervisor*|superviseur*|boss|manager*|gérant*|gestionnaire*|contremaître*|foreman|foremen|patron|coworker*|' +
  'co-worker*|collègue*|lead hand|chef d’équipe';
export const workRules: readonly ConceptRule[] = [
  // A heavy load handled, unless a machine handles it by itself ("25 kg ingots stacked by the automatic stacker").
  rule(
    'manual-handling',
    [
      '@load-heavy',
      'soulever|soulève|soulèvent|soulevé*|lever|lève|lèvent|levé|levée|levés|levées|lift|lifts|lifted|lifting|' +
        'porter|porte|portent|porté|portés|carry|carries|carried|carrying|transport*|déplac*|move|moves|moved|' +
        'moving|manipul*|handl*|pousser|pousse|poussent|push*|tirer|tire|tirent|pull*|monter|monte|montent|monté|' +
        'montés|montée|montées|=à bras|=by hand|=à =la main|manuellement|manually|charg*|décharg*|load|loads|' +
        'loaded|loading|unload*|empil*|stack*|lancer|lance|throw*|lug|lugs|lugged|lugging|trimbal*',
    ],
    { unless: AUTOMATED },
  ),
  rule(
    'manual-handling',
    [
      '@load-heavy',
      'boîte*|box|boxes|caisse*|case|cases|sac|sacs|bag|bags|fût|fûts|keg*|baril*|barrel*|drum*|poche*|colis|' +
        'parcel*|package*|pièce*|panneau*|roue*|pneu*|patient*|seau*|pail*|bucket*|rouleau*|roll|rolls|crate|crates|' +
        'cageot*|tote|totes|tray|trays|plateau|plateaux|glacière*',
    ],
    { unless: AUTOMATED },
  ),
  rule(
    'manual-handling',
    [
      'soulever|soulève|soulèvent|soulevé*|lift|lifts|lifted|lifting|descend|descendre|abaiss*|lower|lowers|' +
        'lowered|empil*|stack*',
      'du sol|from the floor|from floor level|floor level|au-dessus des épaules|au-dessus de la tête|' +
        'above shoulder*|en torsion|twist*|à bout de bras|at arm’s length|une seule personne|one person|alone|' +
        'seul|seule|seuls|hauteur d’épaule|shoulder height|shoulder level|head height|head level|hauteur de tête|' +
        'hauteur de la tête',
    ],
    { unless: 'lift truck*|scissor lift*|boom lift*|aerial lift*|vehicle lift*|pont élévateur' },
  ),
  // A load of 10 to 20 kg carried up stairs or stacked high by hand: « les glacières de 18 kg, il faut les monter au
  // 2e étage », "16 kg cases stacked to head height by hand".
  rule(
    'manual-handling',
    [
      '@load-moderate|@load-heavy',
      'escalier*|stairs|stair|staircase|stairwell|étage|étages|flight|flights|marches|head height|head level|' +
        'hauteur de tête|hauteur de la tête|au-dessus des épaules|above shoulder*|=by hand|=à =la main|=à bras',
    ],
    // "The 18 kg bags are in the basement and we carry them up the narrow back stairs": one clause, told at length.
    { window: 22 },
  ),
  // A load worn on the body for the length of a round or a show: « structure portée sur le dos, 18 kg », "my
  // satchel is around 15 kg".
  rule('manual-handling', [
    '@load-moderate|@load-heavy',
    'sur le dos|sur son dos|sur leur dos|on the back|on his back|on her back|on their back*|on my back|' +
      'satchel*|sacoche*|backpack*|sac à dos|sacs à dos',
  ]),
  // A heavy load moved with an aid or by two (« bornes de 38 kg : à deux ou avec le diable », "45 kg pan placed with
  // a lift table"): the load is there, handled under control.
  rule('manual-handling', [
    '@load-heavy',
    'à deux|two-person|two person|2-person|team lift|diable|diables|hand truck*|dolly|dollies|table élévatrice|' +
      'tables élévatrices|lift table*|vacuum lifter*|palonnier*|jib|jibs|potence*|dereeler*|dévidoir*',
  ]),
  // Things moved with a handling aid (« les tables rondes sont déplacées sur des chariots », "drums moved only with a
  // drum dolly", "mats moved on a mat cart"): handling under control, whatever their weight.
  rule(
    'manual-handling',
    [
      'moved|moves|déplacé|déplacée|déplacés|déplacées|déplacements|déplace|déplacent|transporté*|transféré*|' +
        'transferred|brought|roulé|roulée|roulés|roulées|rolled|placed|placé|placée|placés|placées|loaded|unloaded',
      'cart|carts|chariot*|dolly|dollies|diable*|hand truck*|hoist|hoists|palan*|lift table*|table* élévatrice*|' +
        'table* hydraulique*|pallet jack*|transpalette*|stretcher*|civière*|picker truck*|stair-climb*|' +
        'monte-escalier*|overhead rail|rail aérien|casket loader|tipper*|basculeur*',
    ],
    { ordered: true, window: 8 },
  ),
  // Hours of shovelling or hauling by hand, or a back it wore out: « 3 h à pelleter », "my back is toast".
  // A light load many times over: "bags of 10–15 kg … 300+ bags an hour", « 12 kg, 400 fois par quart ».
  rule(
    'manual-handling',
    [
      'kg|lb|lbs|kilos|livres',
      'an hour|per hour|par heure|à l’heure|a day|per day|par jour|par quart|per shift|fois par|times a|times per',
    ],
    { near: true },
  ),
  rule('manual-handling', [
    'shovel|shovels|shovelling|shoveling|shovelled|shoveled|pelleter|pellette|pellettent|pelletait|pelletage|' +
      'pelleté|hauling|hauled|lugging|lugged|charroyer|charroie|charroyé',
    'hrs|hours|heures|all day|toute la journée|my back|mon dos|back is|back pain|mal au dos|totes|bacs|' +
      'wheelbarrow*|brouette*|tonnes|tons',
  ]),
  // A back worn out by a load moved by hand: « on a fait ça à la brouette pendant 3h, j'avais le dos magané ».
  rule(
    'manual-handling',
    [
      'brouette*|wheelbarrow*|=à bras|=by hand|=à =la main|rentré*|sorti*|monté*|descendu*|carried|carry*|lugg*|' +
        'hauled|moved|déplacé*|transporté*',
      'dos magané|dos barré|dos bloqué|back was shot|back is shot|back was wrecked|back is wrecked|threw my back|' +
        'threw out my back|tour de rein*',
    ],
    { near: true },
  ),
  // Stock carried up stairs by hand all day, drums tipped and rolled by hand: "hand-carrying stacks up those stairs
  // all day", « j'ai basculé pis roulé les barils à la main ».
  rule('manual-handling', [
    'hand-carry*|hand carry*|carry*|carried|carries|montent|monter|monté*|portent|porter|porté*',
    'stairs all day|up the stairs|up those stairs|up the steps|les marches toute la journée|l’escalier toute la journée',
  ]),
  rule(
    'manual-handling',
    [
      'baril|barils|drum|drums|fût|fûts|tonneau*|keg|kegs',
      'basculé*|bascul*|roulé*|rouler|roulent|rolled|rolling|tipped|tipping|=à =la main|=by hand|à bras|manhandl*',
    ],
    // A winch's or a hauler's drum, wound by hand.
    { unless: 'winch*|treuil*|warp|cable|câble*|hauler*|haleur*|pull-cord|level-wind' },
  ),
  // Loads said to be very heavy: « les chariots de linge mouillé sont très lourds », "the bins are way too heavy".
  rule('manual-handling', [
    'très lourd|très lourde|très lourds|très lourdes|trop lourd|trop lourde|trop lourds|trop lourdes|very heavy|' +
      'too heavy|way too heavy|super heavy',
    'chariot*|cart|carts|bac|bacs|bin|bins|sac|sacs|bag|bags|boîte*|box|boxes|caisse*|poche*|linge|laundry|' +
      'tirer|tire|tirent|pousser|pousse|poussent|push*|pull*|soulev*|lift*|porter|carry*',
  ]),
  // Loaded carts pushed all day: "we push the Danish carts full of pots all day, 10 or 12 hours".
  rule(
    'manual-handling',
    [
      'push|pushes|pushing|pushed|pull|pulls|pulling|pousse|poussent|pousser|poussé*|tire|tirent|tirer',
      'cart|carts|chariot*|trolley*|wagon*|rack|racks|diable*|buggy|buggies',
      'all day|toute la journée|hours|heures|full|plein*|loaded|chargé*|heavy|lourd*|kg|back|dos|shoulder*|épaule*',
    ],
    { window: 10 },
  ),
  // A strain told after handling by hand: "tipped the overloaded cart by hand. Right shoulder strain."
  rule(
    'manual-handling',
    [
      '=à =la main|=by hand|manuellement|manually|=à bras|bascul*|tipped|tipping',
      'strain|strained|sprain|sprained|entorse*|foulure*|tour de rein|pulled muscle|muscle froissé|claquage',
    ],
    { near: true },
  ),
  // A child lifted in a daycare (« en soulevant un bambin », "lifting a toddler onto the change table"): a load.
  rule('manual-handling', [
    'soulever|soulève|soulèvent|soulevé*|soulevant|lever|lève|levé|lift|lifts|lifted|lifting|porter|carry*|carried',
    'enfant*|bambin*|bébé*|poupon*|toddler*|child|children|baby|babies|infant*',
  ]),
  rule('manual-handling', [
    'manutention manuelle|manutention de charges|manual material handling|manual lifting|heavy lifting|' +
      'charges lourdes|lourdes charges|heavy boxes|boîtes lourdes|heavy loads|heavy bags|sacs lourds|' +
      'objets lourds|heavy objects|=à bras',
  ]),
  rule(
    'repetitive-work',
    [
      'centaines de fois|milliers de fois|hundreds of times|thousands of times|fois par minute|fois par heure|' +
        'times per minute|times a minute|times per hour|times an hour|même geste|mêmes gestes|same motion*|' +
        'same movement*|mouvements répétitifs|gestes répétitifs|repetitive motion*|repetitive movement*|' +
        'repetitive task*|tâches répétitives|travail à la chaîne|cadence élevée|cadence imposée|high pace|fast pace|' +
        'rythme élevé|travail à la pièce|piece work|gestes rapides|gestes répétés|mouvements rapides|' +
        'mouvements répétés|rapid motion*|rapid movement*|quick motion*|repeated motion*|repeated movement*',
    ],
    // Not what happens so often to the worker: « des bouffées de SO2 plusieurs fois par heure », "the alarm goes off
    // ten times an hour".
    {
      unless:
        'bouffée*|puff*|odeur*|smell*|alarme*|alarm*|fuite*|leak*|sonne|sonnent|déclench*|goes off|go off|' +
        'appel*|call*|calls',
    },
  ),
  // The wrists and hands at a fine task all day: « mes poignets… 8 heures par jour à gratter », "tweezers six-plus hours
  // a day".
  rule(
    'repetitive-work',
    [
      'poignet*|wrist*|pince*|tweezer*|racloir*|scraper*|grattoir*',
      'heures par jour|h par jour|hours a day|hours per day|hours each day|toute la journée|all day long|all day',
    ],
    {
      explainedBy: STRAIN_CAUSES,
    },
  ),
  // Counts of items handled per shift (« des milliers d’articles par quart », "hundreds of cases an hour").
  rule('repetitive-work', [
    'centaines|milliers|hundreds|thousands',
    'article*|item*|boîte*|box|boxes|caisse*|case|cases|pièce*|part|parts|piece*|colis|parcel*|package*|sac|sacs|' +
      'bag|bags|produit*|product*|bouteille*|bottle*|unité*|unit|units|plat|plats|dish*|assiette*|plate|plates|' +
      'scan|scans|geste*|motion*|mouvement*|movement*',
    'par quart|par heure|par jour|par minute|per shift|per hour|per day|per minute|=a shift|=an hour|=a day|' +
      'chaque quart|chaque heure|each shift|every shift|every hour|each hour',
  ]),
  // Lead aprons worn for hours: "7 kg two-piece lead aprons worn 4–6 h a day; three staff in physio for their backs".
  // Lying under a dashboard or a vehicle for hours: « couchés sur le siège, la tête en dessous du tableau de bord ».
  rule('awkward-postures', [
    'couché|couchée|couchés|couchées|lying|allongé*|étendu|étendus',
    'tableau de bord|dashboard|dash|sous le véhicule|sous le camion|sous le char|under the vehicle|under the truck|' +
      'under the car|sous l’auto',
  ]),
  rule('awkward-postures', [
    'lead apron*|tablier* plombé*|tablier* de plomb|tabliers en plomb',
    'back|backs|neck|necks|shoulder*|dos|cou|épaule*|physio*|kg|heavy|lourd*|hours|heures',
  ]),
  rule(
    'awkward-postures',
    [
      'penché*|courbé*|bent over|stoop*|accroupi*|squat|squats|squatting|squatted|à genoux|kneel*|bras levés|arms raised|arms above|' +
        'bras au-dessus|au-dessus de la tête|above the head|above shoulder*|au-dessus des épaules|torsion du tronc|' +
        'twist|twists|twisting|contorsion*|awkward|cou tendu|neck bent|position inconfortable|' +
        'uncomfortable position*|dos courbé|back bent|reach* overhead',
    ],
    {
      // Trees, walls and poles lean too (« des arbres morts penchent »).
      // Shelves and stock sit « au-dessus de la tête » too: the phrase then places an object, not a body.
      unless:
        'arbre*|tree*|mur|murs|wall|walls|poteau*|pole*|échelle*|ladder*|étagère*|tablette*|shelf|shelves|' +
        'shelving|rangé*|stored|entreposé*',
    },
  ),
  // Work done overhead (« poncer au plafond », "tapers sand overhead"): arms and neck held up for the task.
  rule(
    'awkward-postures',
    [
      'overhead|au plafond|bras en l’air|arms in the air|arms up|tête renversée|head tilted back',
      // Verbs of a task, not of placing: a light « installé au plafond », "fixed overhead" is placed there.
      'sand|sands|sanding|paint|paints|painting|drill|drills|drilling|work|works|working|weld|welds|welding|' +
        'tape|tapes|taping|screw|screws|screwing|reach|reaches|reaching|plaster|plasters|plastering|poncer|' +
        'ponce|poncent|ponçant|peindre|peignent|peignant|percer|perce|percent|perçant|visser|vissent|vissant|' +
        'travailler|travaille|travaillent|travaillant|souder|soude|soudent|soudant|plâtrer|plâtrent|' +
        'tirer les joints|tirent les joints',
    ],
    {
      unless:
        'crane*|grue*|pont roulant|door*|porte*|power|ligne*|line|lines|cost*|frais|projector*|projecteur*|' +
        'storage|rangement|bin|bins|compartment*|hoist*|palan*|conveyor*|convoyeur*|sign|signs|clearance',
    },
  ),
  rule('office-ergonomics', [
    'écran|écrans|ordinateur*|computer*|screen|screens|poste informatique|laptop*',
    'heures|hours|journée|toute la journée|all day|chaise*|chair*|bureau*|desk*|posture*|dos|cou|neck|nuque|' +
      'épaule*|shoulder*|yeux|eyes|poignet*|wrist*|télétravail|telework*|work from home|domicile',
  ]),
  // A chair that no longer adjusts, at a keyboard or a desk: "chair is broken (won't go up)", « chaise brisée ».
  rule('office-ergonomics', [
    'chaise*|chair|chairs|fauteuil*',
    'broken|brisé*|cassé*|won’t go up|won’t adjust|doesn’t adjust|does not adjust|ne monte plus|ne s’ajuste plus|' +
      'ne s’ajuste pas|ne se règle plus|worn out|usé|usée|défectueu*',
    'keyboard*|clavier*|desk*|bureau*|écran*|screen*|computer*|ordinateur*|poste*|workstation*|database|saisie',
  ]),
  // Workstations seen to by an ergonomist, or assessed (« postes ajustés par une ergonome », "ergonomic assessment
  // of each desk"): office ergonomics, whose sentence's status says whether it is in hand.
  rule('office-ergonomics', [
    'poste|postes|poste de travail|postes de travail|workstation*|bureau|bureaux|desk|desks|chaise*|chair|chairs|' +
      'fauteuil*|écran|écrans|screen|screens|monitor|monitors',
    'ergonome*|ergonomist*|ergonomique*|ergonomic|ergonomically',
  ]),
  // « Debout 9-10 h par jour », but not « debout depuis 17 h » (awake since) nor panels stored standing.
  rule(
    'prolonged-standing',
    [
      'debout|standing|on their feet|on his feet|on her feet|on your feet|on our feet|on my feet',
      'heures|hours|h|hrs|par jour|per day|a day|toute la journée|journée|tout le quart|all day|whole shift|hour day|' +
        'entire shift|long periods|prolong*|sans pause|sans s’asseoir|without sitting|without a break|' +
        // On a hard floor with nothing to sit on or stand on: "on their feet on concrete, no mats or chairs".
        'concrete|béton|ciment|no mats|no mat|pas de tapis|sans tapis|no chairs|no chair|pas de chaise*|sans chaise*',
    ],
    // Things that stand on a floor too: "pallets standing on the concrete".
    {
      unless:
        'depuis|since|standing water|eau stagnante|entreposé*|stored|stocké*|pallet*|palette*|box|boxes|carton*|' +
        'drum|drums|fût|fûts|bale|bales|tank|tanks|réservoir*|trailer*|remorque*',
    },
  ),
  // Pathogens by name, and the handling of what may carry them.
  rule('biological-agents', [
    'tubercul*|hépatite*|hepatitis|vih|hiv|covid*|sras|sars|influenza|grippe|légionell*|legionell*|salmonell*|' +
      'listéria|listeria|histoplasm*|hantavirus|leptospir*|brucell*|fièvre q|q fever|psittacos*|sarm|mrsa|' +
      'clostridium|méningite*|meningitis|rougeole|measles|coqueluche|pertussis|infectieu*|infectious|' +
      'contagieu*|contagious|pathogène*|pathogen*',
  ]),
  // TB named by its letters, with what makes it the disease: « diagnosed with active pulmonary TB », a skin test.
  rule(
    'airborne-infections',
    [
      'tb',
      'diagnos*|active|actif|pulmonary|pulmonaire|skin test*|skin-tested|test cutané|tests cutanés|contacts|' +
        'exposed|exposé|exposés|exposure',
    ],
    { window: 8 },
  ),
  // Pressure on the ears in a chamber or a dive: barotrauma.
  rule('occupational-diving', ['barotrauma|barotraumas|barotraumatisme|barotraumatismes']),
  // Proteins of seafood, animals, insects and feathers sensitise the airways (snow crab asthma, laboratory animal
  // allergy, a cricket farm's frass).
  rule('biological-agents', [
    'crustacé*|crabe*|crab|crabs|homard*|lobster*|crevette*|shrimp*|fruits de mer|seafood|shellfish|' +
      'mollusque*|pétoncle*|scallop*|animaux de laboratoire|laboratory animal*|lab animal*|plumes|feathers|' +
      'squames|dander|grillon*|cricket*|frass|mealworm*|ténébrion*',
    'asthme|asthma|asthmatic|asthmatique*|sifflement*|wheez*|allergi*|allergic|allergy|rhinite*|rhinitis|' +
      'sensibilis*|sensitiz*|sensitis*',
  ]),
  // Used needles found or picked up where they do not belong: a needlestick waiting to happen, unless the finder picks
  // them up as trained (« avec la pince, dans le contenant jaune »), which the sentence's controls say.
  rule('needlestick-sharps', [
    'seringue*|aiguille*|needle*|syringe*|sharps',
    'trouv*|found|ramass*|pick* up|poubelle*|garbage|trash|déchet*|waste|parc|park|toilette*|washroom*',
  ]),
  rule('biological-agents', [
    'fientes|fiente|guano|excréments|bird droppings|pigeon droppings|rodent droppings|mouse droppings|' +
      'rat droppings|déjections|feces|faeces|urine de rat*|rat urine|nid* de pigeon*|souris mortes|dead mice|' +
      'carcasse* d’animaux|animal carcass*',
  ]),
  rule('biological-agents', [
    'sang|blood|liquides biologiques|body fluids|vomi*|vomit*|eaux usées|sewage|lisier|manure',
    'nettoy*|nettoi*|clean*|contact|exposé*|exposed|éclabouss*|splash*|manipul*|handl*|ramass*|prélèv*|' +
      'tri|trie|trient|trier|sort|sorts|sorted|sorting|mains nues|bare hands|bare-handed|' +
      'échantillon*|sample*|pipett*|tube*|centrifug*|analys*|draw*|drawn',
  ]),
  rule('mould', [
    'taches noires|black spots|black mould|black mold|moisissure*|moisi|dégât* d’eau|water damage|' +
      'infiltration* d’eau|water infiltration|damp|dampness',
    'mur|murs|wall|walls|plafond*|ceiling*|sous-sol|basement|gypse|drywall|tapis|carpet*|odeur|smell|bâtiment|' +
      'building|local|room|salle',
  ]),
  // A bear's fresh sign near the work: "fresh grizzly sign at km 40", « traces fraîches d'ours ».
  rule(
    'wildlife-insects',
    ['grizzly|grizzlies|grizzlis|bear|bears|ourse', 'sign|signs|traces|tracks|scat|crottes|cubs|oursons'],
    { ordered: true, window: 4 },
  ),
  rule('wildlife-insects', [
    'nid|nids|nest|nests',
    'guêpe*|wasp*|frelon*|hornet*|abeille*|bee|bees|yellow jacket*',
  ]),
  // Jellyfish in the water where guards and divers go in: « piqués par des méduses », "stung by lion's mane".
  rule('wildlife-insects', ['méduse*|jellyfish|jellies|crinière de lion']),
  rule('wildlife-insects', [
    'morsure*|bite|bites|bitten|piqûre*|piqué*|sting|stings|stung',
    'chien*|dog|dogs|tique*|tick|ticks|guêpe*|wasp*|abeille*|bee|bees|serpent*|snake*|ours|bear|bears|araignée*|' +
      'spider*|moustique*|mosquito*|mouche* noire*|black fl*|raton*|raccoon*|animal|animaux|animals',
  ]),
  rule('psychosocial-risks', [
    'surcharge de travail|charge de travail excessive|excessive workload|heavy workload|work overload|' +
      'manque de personnel|pénurie de personnel|understaffed|short-staffed|short staffed|délais serrés|' +
      'délais irréalistes|tight deadlines|unrealistic deadlines|pression constante|constant pressure|' +
      'détresse psychologique|climat de travail tendu|moral bas|low morale|épuisement professionnel|' +
      'heures supplémentaires obligatoires|temps supplémentaire obligatoire|mandatory overtime|forced overtime|' +
      'postes vacants|vacant positions|unfilled positions',
  ]),
  // A death or a body found at work: « trouvé inconscient », "found her on the floor, unresponsive", « décès par
  // surdose d'un ancien résident ».
  rule(
    'traumatic-events',
    [
      'found|trouvé|trouvée|retrouvé|retrouvée|découvert|découverte|discovered',
      'unresponsive|inconscient|inconsciente|sans vie|lifeless|dead|décédé|décédée|overdos*|surdose*|' +
        'not breathing|ne respirait plus',
    ],
    { ordered: true, window: 8 },
  ),
  rule('traumatic-events', [
    'décès par surdose|mort par surdose|overdose death*|died of an overdose|died by suicide|s’est suicidé*|' +
      'a witnessed|witnessed the death|témoin du décès|témoins du décès|passed away|est décédé|est décédée',
  ]),
  // People shaken after what happened (« encore ébranlée », "we were all pretty rattled"), an assistance programme
  // offered ("EFAP number is on the board"): said of a near miss as often as of a trauma, so weak.
  rule(
    'traumatic-events',
    [
      'rattled|shaken up|shook up|shaking a bit|ébranlé|ébranlée|ébranlés|ébranlées|secoué|secouée|secoués|secouées|' +
        'traumatisé|traumatisée|traumatisés|traumatisées|traumatized|traumatised',
    ],
    { weak: true },
  ),
  rule('traumatic-events', ['EFAP|EAP|PAE|PAEF'], { weak: true }),
  // A threat made to a worker's face: "said he'd deal with me next time", « il m'a menacée ».
  rule('workplace-violence', [
    'deal with me|threatened me|threatened her|threatened him|threatened the|threatened to|' +
      'threatening me|threatening her|threatening him|threatening the|menacé de|menacée de|m’a menacé|m’a menacée|' +
      'a menacé|ont menacé|menaçait|proféré des menaces|uttered threats|made threats',
  ]),
  rule('psychosocial-risks', ['conflit*|anxiété|épuisé*|exhausted|congés de maladie|sick leave|pleur*'], {
    weak: true,
  }),
  // Demands set and timed by the organisation: a risk factor, but also a business's ordinary words, so weak.
  rule(
    'psychosocial-risks',
    [
      'objectif* de rendement|cible* de rendement|objectif* de productivité|normes de rendement|quota|quotas|' +
        'chronométr*|minuté|minutés|minutées|performance target*|productivity target*|performance quota*|' +
        'call quota*|handle time|timed calls|surveillance du rendement|performance monitoring|' +
        'rendement mesuré|monitored performance|à la minute près',
    ],
    { weak: true },
  ),
  // Time off for the mind's sake: « en congé pour épuisement », "on stress leave", "off work with burnout".
  rule('psychosocial-risks', [
    'congé|congés|arrêt de travail|arrêts de travail|arrêt de maladie|en arrêt|leave|off work|invalidité|' +
      'disability|absence|absences',
    '~épuisement|~burnout|~stress|~détresse|~dépression|~anxiété|~surmenage|~exhaustion|~depression|' +
      '~anxiety|santé mentale|mental health|psychologique|psychological',
  ]),
  rule(
    'workplace-violence',
    [
      'client*|customer*|patient*|public|usager*|passager*|passenger*|visiteur*|visitor*|bénéficiaire*|élève*|' +
        'student*|étudiant*|résident*|resident*|automobiliste*|motorist*|citoyen*|citizen*|contribuable*|taxpayer*|' +
        'membre* du public|member* of the public|voleur*|voleuse*|thief|thieves|shoplifter*|intrus|intruder*|' +
        'individu*|inconnu*|stranger*|agresseur*|attacker*|assailant*|suspect*|' +
        // A client's family or a lodge's guests: « le père a crié, assez agressif », "an intoxicated guest grabbed".
        'guest|guests|invité*|famille*|family|families|dad|father|mother|mom|père|mère|proches|relatives|homeowner*|' +
        // A boater at a lock, a fan at a game, a drunk at the bar.
        'plaisancier*|boater*|spectateur*|spectator*|fan|fans|patron*|ivrogne*|drunk|drunks|en boisson|saoul*|' +
        // The public reaches some workers by telephone or in writing: « des appels agressifs », "abusive callers".
        'appel|appels|appelant*|interlocuteur*|caller*|call|calls|phone call*|' +
        // A parent at a ride, a listener at a radio's door, an ex-partner at a shelter's, a tenant or a neighbour.
        'parent|parents|listener*|auditeur*|auditrice*|ex-partner*|ex-conjoint*|ex-boyfriend|ex-chum|tenant*|' +
        'locataire*|neighbour*|neighbor*|voisin*|' +
        // A gym's member.
        'member|members|membre|membres',
      'cornered|coincé*|pounded|pounding|cogné*|confront*|against the wall|contre le mur|' +
        'agress*|aggress*|menac*|threaten*|threats|insult*|des injures|les injures|d’injures|injurie|injurient|injurié|injuriée|injuriées|injuriait|injuriaient|frapp*|battu*|assault*|crach*|spat|' +
        'spit on|armé|armed|robbery|hold-up|vol qualifié|violent*|abusive|intoxiqué*|intoxicated|attaqu*|attack*|' +
        'lancé|lance|lancent|threw|thrown|hurl*|hauss* le ton|crie|crient|crié|crier après|yell*|shout*|screamed at|screaming at|screams at|mécontent*|irate|' +
        'angry|fâché*|enragé*|furieu*|grabbed|shoved|empoigné*|bousculé*|poussé et|pushed and|a poussé|ont poussé|' +
        'agripp*|' +
        'pris au collet|par le collet|by the collar|by the throat|à la gorge|squared up|squaring up|got mad|' +
        'in my face|in his face|in her face',
    ],
    // Customers who only look on: « crie après moi devant les clients » is a coworker's harassment.
    { unless: 'devant les clients|devant la clientèle|in front of the customers|in front of customers' },
  ),
  // "Some guy" at the lane, « un gars » at the counter, who squares up or shoves: only the plain words of an assault,
  // since a crew's « gars » are the workers themselves.
  rule('workplace-violence', [
    'guy|gars|someone|somebody|quelqu’un|un homme|a man',
    'squared up|squaring up|shoved me|shoved the|shoved my|shoved her|shoved him|got in my face|punched|' +
      'threatened me|m’a poigné|m’a menacé|' +
      'm’a frappé|m’a frappée|m’a bousculé|m’a bousculée|m’a poussé|m’a poussée',
  ]),
  // Or « il » shouting then laying hands on the writer: « il m'a crié après … pis il m'a poussé dans l'épaule ».
  rule('workplace-violence', [
    'crié|crie|criait|yelled|screamed|hurlé',
    'm’a poussé|m’a poussée|m’a bousculé|m’a bousculée|m’a frappé|m’a frappée|m’a poigné|pushed me|shoved me|' +
      'grabbed me|hit me',
  ]),
  // Someone who pushes or strikes a worker (« un gars du quai a poussé le livreur contre la porte », « un homme
  // intoxiqué a frappé un bénévole au visage », "a patient struck an RTT in the chest"): the blow and the person or
  // the body it lands on, not a pallet or a post.
  rule(
    'workplace-violence',
    [
      'guy|gars|someone|somebody|quelqu’un|un homme|a man|une femme|a woman|client|cliente|customer|patient|' +
        'patiente|résident|resident',
      'poussé|pushed|shoved|bousculé|bousculée|frappé|frappée|punched|struck|kicked|giflé|giflée|slapped',
      'livreur|livreuse|driver|caissier|caissière|cashier|commis|clerk|employé|employée|employee|travailleur|' +
        'travailleuse|worker|agent|agente|guard|gardien|gardienne|préposé|préposée|attendant|nurse|infirmier|' +
        'infirmière|serveur|serveuse|server|intervenant|intervenante|bénévole|bénévoles|volunteer|volunteers|' +
        'technologue|technologist|therapist|thérapeute|rtt|officer|officière|visage|face|chest|poitrine|jaw|' +
        'mâchoire',
    ],
    { ordered: true, window: 9 },
  ),
  // Followed back to the building yelling: "a driver followed the officer back inside yelling".
  rule(
    'workplace-violence',
    ['followed|suivi|suivie', 'yelling|screaming|shouting|en criant|en hurlant|en sacrant'],
    {
      window: 10,
    },
  ),
  // A ball or a puck that hits a worker: "took a golf ball to the shoulder raking a bunker".
  rule('struck-by', [
    'golf ball*|balle* de golf|puck|pucks|rondelle*|foul ball*|fausse balle|baseball*|balle* de baseball',
    'took|hit|hits|struck|frapp*|atteint*|touché*|reçu*|to the shoulder|to the head|in the head|à la tête|à l’épaule',
  ]),
  // Someone who "got in Paige's face" at the counter, « m'a crié en pleine face ».
  rule(
    'workplace-violence',
    ['got in|getting in|gets in|up in|en pleine|got right in|got right up in', 'face|visage'],
    {
      ordered: true,
      window: 6,
      unless: 'splinter*|chip*|debris|dust|éclat*|poussière*|spray*|splash*|gicl*|éclabouss*',
    },
  ),
  // The day's cash left out: "the night's cash sitting in the till on the front counter at 1 a.m.".
  rule(
    'robbery-cash-handling',
    ['cash|comptant|recette|recettes', 'sitting|left out|lying|laissé*|traîn*|unlocked|déverrouill*'],
    {
      window: 8,
    },
  ),
  // Cash counted in view or carried to the bank: « comptent la caisse au comptoir avec la vitre ouverte », « je
  // pars avec le dépôt à minuit, seul », "the manager walks the deposit to the bank alone".
  rule(
    'robbery-cash-handling',
    [
      'compte|comptent|compter|comptons|compté|comptée|count|counts|counted|counting|pars avec|part avec|partent avec|walk* the|carr* the|takes the|take the|apporte*|porte le',
      'caisse|caisses|tiroir*|till|tills|cash|dépôt|dépôts|deposit|deposits|argent|money',
    ],
    { window: 5, ordered: true },
  ),
  // A theft at the counter told with its weapon or its till: « le vol qu'on a eu en 2023 (un gars avec un couteau) ».
  rule(
    'robbery-cash-handling',
    [
      'vol|vols|robbery|robberies',
      'couteau*|knife|knives|arme|armes|armed|weapon*|gun|guns|pistolet*|caisse|till|tills|comptant',
    ],
    { window: 14 },
  ),
  // Hands laid on workers, told in the passive: "staff have been hit, kicked, bitten or scratched 41 times".
  rule('workplace-violence', [
    'been hit|been kicked|been bitten|been scratched|been punched|been assaulted|been shoved|being hit|being kicked|' +
      'being bitten|being scratched|being punched|being assaulted|été frappé*|' +
      'été mordu*|été griffé*|été bousculé*|été agressé*|été poussé* contre',
  ]),
  // Hands laid on a worker, said in the first person: "he grabbed my hair and scratched my neck".
  rule(
    'workplace-violence',
    [
      'grabbed my|pulled my hair|scratched my|bit me|kicked me|punched me|spat on me|came at me|swung at|' +
        'fessé sur la table|frappé sur la table|banged on the table|banged the table|pounded the counter|' +
        'pounded on the counter|slammed his fist|slammed her fist|' +
        'took a swing at|m’a encore griffé*|m’a encore frappé*|m’a encore mordu*|' +
        'm’a tiré les cheveux|m’a griffé*|m’a mordu*|m’a frappé*|m’a donné un coup|m’a craché dessus|s’en est pris à moi|' +
        'm’a sauté dessus|jumped me|m’a poussé* contre|m’a bousculé*|m’a plaqué*|pushed me|shoved me|' +
        'pogné par le collet|pognée par le collet|pris par le collet|prise par le collet|by the collar',
    ],
    { unless: ANIMALS },
  ),
  rule('workplace-violence', [
    'vol à main armée|armed robbery|braquage|prise d’otage|hostage*|coups de poing|punched|coup =de couteau|coups =de couteau|' +
      'stabbed|stabbing|' +
      // Fights and the blows of one: « trois bagarres dans la tente », « un coup de coude au visage », "elbowed".
      'bagarre|bagarres|coup de coude|coups de coude|coup de tête|elbowed in|elbowed me|elbowed him|elbowed her|' +
      'got elbowed|was elbowed|headbutted|brawl|brawls|fistfight*|' +
      'bar fight*|fight broke out|fights broke out',
  ]),
  // A kick or a punch that lands on the body: « il a donné un coup de pied dans la poitrine à Julie », "kicked the
  // medic in the chest" (not a horse's or a cow's).
  rule(
    'workplace-violence',
    [
      'coup de pied|coups de pied|coup de poing|coups de poing|kicked|kick',
      'poitrine|chest|visage|face|ventre|stomach|belly|mâchoire|jaw|côtes|ribs|gueule',
    ],
    { window: 8, unless: ANIMALS },
  ),
  // A weapon drawn on a worker: "pulled a kitchen knife on Dani", « a sorti un couteau devant l'intervenante ».
  rule(
    'workplace-violence',
    ['pulled|brandished|brandi|brandit|sorti', 'knife|knives|couteau*|machete|machette|gun|arme'],
    {
      ordered: true,
      window: 4,
    },
  ),
  rule('harassment', [
    'remarques déplacées|commentaires déplacés|inappropriate comment*|inappropriate remark*|blagues sexistes|' +
      'blagues à caractère sexuel|sexual jokes|sexist jokes|sexist comments|humilié*|humiliat*|dénigr*|belittl*|' +
      'ostracis*|mis à l’écart|gestes à caractère sexuel|unwanted touching|attouchement*|avances sexuelles|' +
      'sexual advances|propos racistes|racist remarks|racist comments|propos homophobes|homophobic|humiliant*|' +
      'insultes répétées|repeated insults|cyberharcèlement|cyberbullying|engueul*|rabaiss*|put-downs',
  ]),
  // Shouting at someone: harassment, unless a customer, a patient or a homeowner does it (an outburst of the public,
  // workplace violence) and no one of the workplace is named.
  rule('harassment', [YELLED_AT], { unless: `${THE_PUBLIC}|${THE_CREW}` }),
  rule('harassment', [YELLED_AT, THE_CREW]),
  // Or shouted at before others: « crie après moi devant les clients », "yells at her in front of the crew".
  rule('harassment', [YELLED_AT, '=devant|=in front of']),
  // Remarks of a sexual nature, whoever makes them: « des commentaires à caractère sexuel à Rosa », "lewd comments".
  rule('harassment', [
    'commentaire*|comment|comments|propos|remarque*|remark*|blague*|joke*|geste*|gesture*|message*|texto*',
    'à caractère sexuel|sexuel|sexuels|sexuelle|sexuelles|sexual|sexually|obscène*|obscene|lewd|grivois*',
  ]),
  // Remarks on a worker's body or clothes: « des commentaires sur mes leggings pis sur comment je me penche ».
  rule(
    'harassment',
    [
      'commentaires|comments|remarques|remarks',
      '=sur|=about|=on',
      'leggings|legging|linge|vêtements|clothes|clothing|outfit|corps|body|jambes|legs|fesses|physique|me penche|' +
        'je me penche|bend over|bends over|bending over',
    ],
    { ordered: true, window: 8 },
  ),
  // Names called, in front of others or not: « il traite les plongeurs de « nonos » », "calls the dishwashers idiots".
  rule(
    'harassment',
    [
      'traite|traitent|traitait|traitaient|traité|traitée|traités|called|calls|calling',
      'nono|nonos|paresseux|paresseuse*|idiot*|imbécile*|niaiseu*|cave|caves|stupide*|stupid|lazy|useless|' +
        'incompétent*|incompetent|bon à rien|bons à rien|good-for-nothing|moron*|dumb',
    ],
    { ordered: true, window: 6 },
  ),
  // Told to chase thieves: « poursuivre les voleurs », "run after shoplifters".
  // The thief named in one sentence and chased in the next: "a man walked out with a drill. Jordan chased him".
  rule(
    'shoplifter-intervention',
    [
      'voleur*|voleuse*|shoplifter*|thief|thieves|robber*|vol à l’étalage',
      'poursuiv*|courir après|cours après|run after|chase|chasing|chased|confront*|intercept*|arrêter|stop',
    ],
    { near: true },
  ),
  // Goods carried out unpaid and the clerk after them: "followed a man out with two bottles under his coat".
  rule('shoplifter-intervention', [
    'followed|suivi|suivie|went after|ran out after|sorti après|sortie après',
    'under his coat|under her coat|under his jacket|sous son manteau|sous son chandail|without paying|sans payer',
  ]),
  // Someone smoking indoors where staff work: « y fume encore dans la cuisine pendant qu'on est là ».
  rule('indoor-air-quality', [
    'y fume|il fume|elle fume|ils fument|elles fument|y fumait|il fumait|elle fumait|fume dans|fument dans|' +
      'fumait dans|cigarette*|tabac|' +
      'smoking indoors|smoked inside|smokes inside|second-hand smoke|secondhand smoke|fumée secondaire',
    'cuisine|kitchen|salon|living room|maison|house|intérieur|inside|indoors|pendant qu’on|while we|' +
      'fenêtres fermées|windows closed|mal à la tête|headache*',
  ]),
  // A show's fog or haze run for hours in a closed room, felt as coughs or sore eyes: the air people work in.
  rule(
    'indoor-air-quality',
    [
      'fog machine*|haze machine*|smoke machine*|glycol haze|glycol fog|fog fluid|haze fluid|machine* à brouillard|' +
        'machine* à brume|machine* à fumée|brume de glycol',
      'cough*|tousse*|toux|throat*|gorge|headache*|mal de tête|maux de tête|irrit*|red eyes|yeux rouges|sore eyes|' +
        'closed|fermé*|all night|toute la soirée|toute la nuit|continu*|non-stop|no ventilation|sans ventilation',
    ],
    // A machine taken out of the show: "Haze machine removed this year (dancers' throats)".
    { unless: 'removed|retiré*|enlevé*|no longer|banned|interdit*|dropped|abandonné*' },
  ),
  // Things thrown at people: « il a lancé une poêle », "throwing stuff at each other — water bottles, a boot".
  rule(
    'workplace-violence',
    [
      'a lancé|lancé|lancée|lance une|lancent|garroch*|threw|thrown|throwing|throws',
      'poêle*|chaudron*|assiette*|chaise*|objet*|pan|pans|pot|pots|plate|plates|chair|chairs|object*|bottle*|' +
        'bouteille*|stuff|boot|boots|botte*|cup|cups|tasse*|coffee|café|mug|mugs|ice chunks|chunks of ice|' +
        'morceaux de glace|rocks|stones|roches|pierres|snowballs|balles de neige',
    ],
    { danger: true },
  ),
  // Insults: « le chef crie et insulte les commis », "he insults the servers". « injurié » is written out, without
  // « injuriés » (folded, the English "injuries") or the infinitive (its stems take "injuries" too).
  rule('harassment', [
    'insulte|insultent|insulté*|insults|insulted|insulting|injurie|injurient|injurié|injuriée|' +
      'injuriées|injuriait|injuriaient|injurieux|injurieuse|injurieuses|humilie|humilient',
  ]),
  // Hands kept wet: "hands in hot water and detergent 6 to 8 h a shift", « les mains dans l'eau de vaisselle ».
  rule('wet-work-dermatitis', [
    'hands in|mains dans|hands are in|hands were in|mains sont dans',
    'water|eau|detergent|détergent*|dishwater|vaisselle|soap*|savon*|sanitizer|désinfectant*|bleach|javel*',
  ]),
  // The skin of the hands worn by wet work: « les mains fendues qui saignent », « la peau qui pèle … le liquide
  // irrite », "my knuckles cracks open".
  rule(
    'wet-work-dermatitis',
    [
      'main|mains|hand|hands|knuckle*|jointure*|doigts|fingers|peau|skin',
      'fendu*|fendent|saign*|pèle|pèlent|gerc*|crevass*|craqu*|crack*|split|splits|bleed*|peel*|rougeur*|' +
        'rash|rashes|eczéma|eczema|dermat*|irrit*',
      'eau|water|wet|mouillé*|humide*|lavage|laver|lave|wash*|liquide|fluid|vaisselle|dishes',
    ],
    {
      window: 24,
      // A burn, a chemical's or a sensitiser's dermatitis, or the sun's, is another hazard's.
      unless:
        'brûl*|burn*|chimique*|chemical*|acide*|acid|caustique|caustic|latex|solvant*|solvent*|epoxy|époxy|' +
        'résine*|resin*|ciment|cement|béton|concrete|soleil|sun|sunburn',
    },
  ),
  // Carbon dioxide measured high in a room full of people: « CO2 mesuré à 1 450 ppm dans la salle de réunion ».
  rule(
    'indoor-air-quality',
    [
      'co2|dioxyde de carbone|carbon dioxide',
      'salle de réunion|meeting room|bureau*|office*|classe*|classroom*|maux de tête|headache*|somnolence|' +
        'drowsi*|stuffy|air frais|fresh air|renouvellement d’air|air exchange*|occupants|salle|personnes|people|' +
        'ventilation|rebalanc*|rééquilibr*|wing|aile|desks|postes de travail',
    ],
    {
      // A reading's rise is told with its figures: « CO2 est passé de 650 ppm à 9 h à 1 450 ppm à 15 h dans l'aile est ».
      window: 24,
      unless:
        'cuve*|tank*|fermen*|cellier*|cellar*|silo*|fosse*|pit|pits|espace clos|confined|bouteille*|cylinder*|extincteur*|extinguisher*',
    },
  ),
  // Names called at people: « nous traite de noms », « les traite d’incompétents », "calls staff names".
  rule(
    'harassment',
    [
      'traite|traitent|traitait|traité|traités|call|calls|called|calling',
      'noms|names|incompétent*|incompetent|idiot*|stupid*|lazy|paresseu*|useless|bons à rien|nuls',
    ],
    { window: 6 },
  ),
  // Not « seuls les mécaniciens en ont », « seul le personnel formé », « un seul portait ses bouchons »: only those, only one (but « il fait seul la
  // ronde », alone).
  rule(
    'working-alone',
    [
      'seul|seule|seuls|seules|alone|by himself|by herself|by themselves|by myself|on my own|on his own|on her own|' +
        'sans collègue|without a coworker|no coworker|personne d’autre|no one else|nobody else',
      'quart*|shift|shifts|nuit*|night*|soir*|evening*|fin de semaine|weekend*|travaill*|work|works|working|worked|' +
        'entrepôt|warehouse|site|chantier|forêt*|forest*|route|road|poste|station|magasin*|store|stores|' +
        'dépanneur*|caisse|cashier*|abat*|fell*|entaill*|patrouill*|patrol*|visit*|tient|runs|opère|operat*|' +
        'la ronde|sa ronde|les rondes|ses rondes|rounds|tournée*|samedi|dimanche|saturday*|sunday*|' +
        'y va|y vont|s’y rend|goes out|heads out|véhicule|véhicules|vehicle|vehicles|minibus|fourgonnette*|' +
        'bois|woods|ferme|farm|bâtisse|bâtiment|building|du matin|a.m.|overnight|personne savait|nobody knew|' +
        'cabane|cabin|camp|jusqu’à|until|till|à pied|on foot|walks|quad|vtt|call-out*|on call|de garde|@clock-range|' +
        'close|closes|closing|fermeture|ouverture|pharmac*|comptoir|counter|sent|envoyé|envoyée|p.m.|pm|' +
        // In to a patient or out on the water alone: « est entrée seule pour lui donner », "went out alone in the skiff".
        'est entré|est entrée|entered|went out|intervention*|intervient|skiff|chaloupe|' +
        'bateau|boat',
    ],
    {
      unless:
        'seuls les|seules les|seul le personnel|seule la personne|seules les personnes|un seul portait|' +
        'monte seul|monte seule|soulève seul|soulève seule|porte seul|porte seule|lifts alone|lifted alone|' +
        'carries alone|carried alone|' +
        'une seule portait|un seul porte|une seule porte',
    },
  ),
  // Smoking beside medical oxygen: « elle fume au lit avec son concentrateur d'oxygène ».
  rule(
    'compressed-gases',
    [
      'oxygène|oxygen|concentrateur*|concentrator*',
      'fume|fument|fumait|smokes|smoking|smoked|cigarette*|briquet|lighter|flamme*|flame*',
    ],
    { danger: true },
  ),
  // Often alone where a phone finds no signal: « souvent toute seule dans les rangs, pas de réseau », "often alone
  // out there, no cell coverage"; or out of each other's sight with no radio: « chacun de son bord … pas de radio ».
  rule(
    'working-alone',
    [
      'souvent seul|souvent seule|souvent tout seul|souvent toute seule|often alone|usually alone|mostly alone|' +
        'often by myself|often on my own|tout seul|toute seule|seul|seule|alone|solo|chacun de son bord|' +
        'chacun de leur bord|each on their own|se voient pas|can’t see each other|out of sight|en ronde|' +
        'à l’autre bout|at the far end',
      'pas de réseau|aucun réseau|pas de signal|capte mal|capte pas|no signal|no cell|no coverage|' +
        'pas de couverture|dead zone*|zone* morte*|sans réseau|sans signal|without cell|without signal|without coverage|' +
        // Or nothing to call with: « pas de radio, le cell pogne pas », "the radio doesn't reach past the dam".
        'pas de radio|pas de radios|no radio|no radios|pogne pas|quand ça pogne|pas de système d’appel|no call system|' +
        'doesn’t reach|does not reach|spotty reception|poor reception',
    ],
    { near: true },
  ),
  // One person on the overnight: « une seule personne de nuit », "one person on overnight".
  rule('working-alone', [
    'une seule personne|une personne|un seul employé|une seule employée|one person|one employee|one clerk|' +
      'a single employee|single-staffed|single staffed',
    'overnight|de nuit|la nuit|nights|night shift*|quart de nuit|fermeture|closing|' +
      // Or with nothing to call for help: "one clerk per store, no check-in or duress device".
      'no check-in|no check-ins|no duress|aucun appel de vérification|pas d’appel de vérification|' +
      'aucun système de vérification',
  ]),
  rule('fatigue-shift-work', ['@long-shift']),
  // A shift stretched past its end: "Shift extended – relief crew stuck", « quart prolongé ».
  rule(
    'fatigue-shift-work',
    ['shift extended|shifts extended|extended shift*|shift was extended|quart prolongé|quarts prolongés'],
    { weak: true },
  ),
  // Weeks without rest: « quarts de 10 h, six jours par semaine », "six days a week since August".
  rule('fatigue-shift-work', [
    'six jours par semaine|6 jours par semaine|sept jours par semaine|7 jours par semaine|six days a week|' +
      '6 days a week|seven days a week|7 days a week|6 jours sur 7|six jours sur sept|7 jours sur 7|' +
      'sept jours sur sept|7 nuits sur 7|sept nuits sur sept|7 nights a week|seven nights a week|6 days out of 7',
    'quart*|shift*|heures|hours|h|travaill*|work*',
  ]),
  // Sleep cut short: « je n'avais dormi que 4 h dans les 20 dernières heures », "I'd only slept 4 hours".
  rule('fatigue-shift-work', [
    'dormi que|dormi seulement|slept only|only slept|heures de sommeil|h de sommeil|hours of sleep|' +
      'hours’ sleep|manque de sommeil',
  ]),
  // Rest cut short: "less than 6 hours of rest in 24", "18+ hours without proper rest", « pas assez de repos ».
  rule(
    'fatigue-shift-work',
    [
      'hours of rest|hours’ rest|h de repos|heures de repos|off-watch|rest period*|période* de repos',
      'less than|under|moins de|cut into|coupé*|barely|à peine',
    ],
    { window: 6 },
  ),
  rule('fatigue-shift-work', ['proper rest|enough rest|assez de repos|repos suffisant|rest period*'], {
    missing: true,
  }),
  // Hours over the limit: "13.5 h driving, over the 13 h limit", « dépassé ses heures de conduite ».
  rule(
    'fatigue-shift-work',
    [
      'driving|drive|drove|conduite|conduit|shift*|quart*|hours|heures|h',
      'over the|past the|beyond|exceed*|dépass*|au-delà',
      'limit|limits|limite*|hours of service|heures de service',
    ],
    {
      unless: 'speed|vitesse|km/h|weight|poids|charge|load|noise|bruit|dba|ppm|exposure|exposition|lel|lie',
      window: 10,
    },
  ),
  // A night shift alone says when (a weak cue); nights in a row, rotating, or with tiredness say fatigue.
  // Days worked without a day off: "day 13 in a row", « 12 jours d'affilée ».
  rule(
    'fatigue-shift-work',
    [
      'day|days|jour|jours|shift|shifts|quart|quarts|fermetures|night|nights|nuit|nuits',
      'in a row|straight|d’affilée|de suite|consécutifs|consecutive|sans congé|without a day off|no day off|' +
        'no days off|pas de congé|aucun congé',
    ],
    { window: 5 },
  ),
  rule('fatigue-shift-work', [
    'quart de nuit|quarts de nuit|night shift*|nights|nuits|horaire de nuit|night schedule*',
    'd’affilée|de suite|in a row|back-to-back|consécuti*|consecutive|sans repos|without rest|rotat*|alternant*|' +
      'sommeil|sleep*|asleep|endorm*|fatigué*|tired|épuisé*|exhausted|@long-shift',
  ]),
  // Ten hours or more into a shift: "11 hours into the shift", « 14 heures dans son quart ».
  rule(
    'fatigue-shift-work',
    [
      '10|11|12|13|14|15|16|17|18|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|dix|onze|douze|treize|quatorze|quinze|seize',
      'hours into|hrs into|heures dans son|heures dans leur|heures de travail',
    ],
    { ordered: true, window: 3 },
  ),
  // A short night: "he'd slept five hours", « il a dormi trois heures ».
  rule('fatigue-shift-work', ['slept|dormi|sleep|sommeil', '@short-sleep'], { window: 6 }),
  rule('fatigue-shift-work', [
    'quarts doubles|double quart*|double shift*|working doubles|worked doubles|pulling doubles|pulled doubles|' +
      'fait des doubles|faire des doubles|s’endort|s’endorment|falling asleep|fell asleep|endormi*|somnol*|' +
      'drows*|manque de sommeil|sleep deprivation|lack of sleep|fatigue extrême|extreme fatigue|' +
      'heures supplémentaires obligatoires|mandatory overtime|forced overtime|close in a row|closes in a row|' +
      'cognais des clous|cognait des clous|cogne des clous|cognent des clous|nodding off|nodded off|dozing off|dozed off',
  ]),
  rule('impairment', [
    'sous l’influence|under the influence|état d’ébriété|ivre|ivres|drunk|intoxiqué*|intoxicated|impaired|hangover|' +
      'gueule de bois|lendemain de veille|drinking on the job|odeur d’alcool|smell of alcohol|odeur de cannabis|' +
      'smell of cannabis|smell of marijuana',
  ]),
  rule('impairment', [
    'alcool|alcohol|cannabis|marijuana|drogue*|drug|drugs',
    'consomm*|boire|boivent|drink*|fum*|smok*|pause*|break|breaks|dîner|lunch|poste|shift|quart|chariot*|' +
      'forklift*|machine*',
  ]),
  rule('inadequate-ppe', [PPE_ITEMS], { missing: true, danger: true }),
  rule(
    'first-aid-emergency',
    [
      'trousse*|first aid kit*|first-aid kit*|secouriste*|first aider*|premiers soins|premiers secours|first aid',
    ],
    // An incident report's "small bruise, no first aid" tells how light the injury was.
    {
      missing: true,
      danger: true,
      unless:
        'bruise|bruised|ecchymose*|no injury|not hurt|aucune blessure|pas blessé|pas blessée|sans blessure',
    },
  ),
  // One first aider for a crew is a gap when that one is away: "the master is the only trained person aboard",
  // « le seul secouriste formé est au marché ».
  rule(
    'first-aid-emergency',
    [
      '=only|=seul|=seule|=sole',
      'first aid*|first-aid*|first aider*|secouriste*|secourisme|trained person|personne formée',
    ],
    { danger: true, window: 8 },
  ),
  // A first aider gone and not replaced: « le secouriste est parti et il a pas été remplacé », "our first aider quit".
  rule(
    'first-aid-emergency',
    [
      'secouriste*|first aider*|first-aider*|first aid attendant*',
      'parti|partie|quit|left the company|pas été remplacé*|pas remplacé*|not replaced|never replaced|jamais remplacé*',
    ],
    { danger: true, window: 10 },
  ),
  rule('first-aid-emergency', [
    'loin|far|heure de route|hours away|hour away|éloigné*|remote',
    'hôpital|hospital|clinique|clinic|secours|ambulance|services d’urgence|emergency services',
  ]),
  rule(
    'emergency-preparedness',
    [
      'la porte|les portes|une porte|porte =de|porte =du|door|doors|sortie*|exit|exits|issue* de secours|' +
        'escalier de secours|fire escape*',
      'bloqué*|blocked|obstru*|encombr*|clutter*|verrouill*|locked|chained|enchaîné*|padlocked|' +
        'seulement de l’extérieur|que de l’extérieur|opened from the outside|open from the outside|' +
        'only from the outside|ne s’ouvre pas de l’intérieur|cannot be opened from the inside',
    ],
    // Not a loading dock's locks that hold a trailer at its door, a machine's door locked out for work on it, nor an
    // office locked while the cash is counted.
    {
      danger: true,
      unless:
        'dock lock*|trailer*|remorque*|locked out|lockout*|lock-out|tagged out|cash*|caisse*|lock at|locks at|locked at',
    },
  ),
  rule(
    'emergency-preparedness',
    [
      'plan d’évacuation|evacuation plan*|plan d’urgence|emergency plan*|exercice* d’évacuation|fire drill*|' +
        'evacuation drill*|alarme incendie|fire alarm*|issue de secours|emergency exit*',
    ],
    { missing: true, danger: true },
  ),
  rule('excavation-trenching', [
    'tranchée*|trench*|excavation*|fouille*|creus*|dig|digs|digging|dug',
    'profond*|deep|@depth|parois|walls|effondr*|collaps*|cave-in|éboul*|étançon*|shoring|blindage|talut*|sloping',
  ]),
  rule('excavation-trenching', ['trou|hole', 'profond*|deep|@depth']),
  // A mine's or a pit's face cut near vertical, thawing or undercut: « le front fait 6-7 m presque à la verticale ».
  rule(
    'excavation-trenching',
    [
      'front|talus|bank|banks|pit wall*|highwall*|mur de terre|working face|berge*',
      'à la verticale|vertical*|near-vertical|undercut*|sapé*|surplomb*|overhang*|dégèle*|thawing|s’écrase*|' +
        'slough*',
    ],
    { window: 10 },
  ),
  rule('demolition', [
    'démolir|démoli*|demolish*|abattre un mur|abattre des murs|défonc* un mur|curetage|strip-out|' +
      'abattre la cloison|mur porteur|load-bearing wall*',
  ]),
  rule('demolition', ['tear down|tearing down|knock* down'], { weak: true }),
  rule('underground-utilities', [
    'creus*|excav*|dig|digs|digging|pelle*|forage|drilling|fonçage|boring',
    'conduite de gaz|conduites de gaz|gas line*|gas main*|câble* enfoui*|buried cable*|buried line*|' +
      'fibre optique|fiber optic*|ligne* souterraine*|underground line*|aqueduc|water main*|' +
      'services souterrains|underground utilit*|info-excavation|call before you dig|locate|locates',
  ]),
  rule('formwork-shoring', [
    'coffrage*|formwork|étai|étais|étaiement|shoring|shored|falsework',
    'effondr*|collaps*|cède|cédé|gave way|surcharg*|overload*|décoffr*|trop tôt|too early|prematurely|' +
      'instable*|unstable',
  ]),
  rule('wind-turbine-tower-work', [
    'tour d’éolienne|tours d’éoliennes|wind tower*|turbine tower*|monter dans l’éolienne|' +
      'climb the tower|tower climb*|nacelle de l’éolienne|turbine nacelle',
  ]),
  // Not the X-ray of an injury: "Sprained wrist (X-ray at the hospital, no fracture)".
  rule(
    'ionizing-radiation',
    [
      'rayons x|x-ray*|source radioactive|radioactive source*|gammagraphie|radiographie industrielle|' +
        'industrial radiography',
    ],
    {
      unless: 'fracture*|fractured|broken|cassé*|sprain*|sprained|entorse*|foulure*|injur*|blessure*|blessé*',
    },
  ),
  rule('ground-control', [
    'roche*|rock|rocks|pierre|pierres|bloc|blocs|caillou*',
    'tomb*|chut*|fall|falls|fell|falling|détach*|loose|instable*|unstable|décroch*|écaill*',
    'galerie*|drift*|souterrain*|underground|stope*|mine|mines|front|face|toit|back|parois|wall|walls|fosse|pit|' +
      'carrière*|quarry|gradin*|bench*',
  ]),
  rule(
    'tree-felling',
    [
      'abat|abats|abatt*|fell|felled|felling|couper|coupe|tronçonn*|ébranch*|élagu*|prune|pruning|cut|cuts|cutting',
      // Trees by species as a logger names them; « branche » but not a service « branchement ».
      'arbre*|tree|trees|chicot*|snag*|branche|branches|branch|branchy|bille|billes|log|logs|érable*|maple*|' +
        'épinette*|spruce*|sapin*|fir|firs|bouleau*|birch*|peuplier*|poplar*|tremble*|aspen*|chêne*|oak|oaks|' +
        'cèdre*|cedar*|mélèze*|larch*|pruche*|hemlock*|frêne*',
    ],
    // A concrete saw cutting wet, its hose « branché » on the tank, fells nothing; nor do cuts in a first-aid log.
    {
      unless:
        'scie à béton|concrete saw*|cut-off saw*|scie à disque|boyau*|hose|hoses|first-aid log|first aid log|logbook|' +
        'fell short|fell behind|fell off|fell down|fell over|fell from|fell into|' +
        'log book|registre',
    },
  ),
];

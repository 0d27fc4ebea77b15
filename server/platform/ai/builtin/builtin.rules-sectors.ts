import { A_PERSON_FELL, type ConceptRule, rule, STRAIN_CAUSES } from './builtin.rule';

/**
 * Paraphrase families for the sectors issue 12 adds (farms, fishing, care, food, utilities, oil and gas) and
 * for the everyday wording of burns, cuts and strain that the catalogue's cue words miss: « l'huile gicle sur
 * les avant-bras », "complain of wrist pain", "walks on the crusted corn inside the bin".
 */
const HOT_THING =
  'huile*|oil|friteuse*|fryer*|graisse*|grease|vapeur*|steam|eau bouillante|boiling water|sirop*|syrup|soupe*|' +
  'soup*|bouillon*|chaudron*|marmite*|kettle*|stock pot*|plaque*|tray*|four|fours|oven*|grill*|griddle*|' +
  'évaporateur*|evaporator*|métal en fusion|molten|coulée*|ladle*|poche de coulée|spatter*';

export const sectorRules: readonly ConceptRule[] = [
  rule(
    'burns-scalds',
    [
      HOT_THING,
      'chaud*|hot|bouill*|boiling|brûl*|burn*|burnt|ébouillant*|scald*|gicl*|éclabouss*|splash*|spatter*|' +
        'à mains nues|bare hand*|sans gants|without gloves|@temp-burning|~brûlure|~ébouillanter|~éclaboussure|' +
        '~projection|~cloque|~blister|~scalding|~splashing',
    ],
    { unless: 'travail à chaud|travaux à chaud|hot work|hot-work|hot tub|eau chaude sanitaire' },
  ),
  // Burns to a part of the body told as such: "the three hand burns reported in 2024", « brûlures aux mains »,
  // "burned his wrist on the flat-top".
  rule(
    'burns-scalds',
    [
      'burn|burns|burned|burnt|brûlure*|scalded|ébouillanté*',
      'hand|hands|main|mains|forearm*|avant-bras|finger*|doigt*|wrist*|poignet*|arm|arms|bras|face|visage|' +
        'neck|cou|thigh*|cuisse*|leg|legs|jambe*|foot|feet|pied|pieds',
    ],
    {
      window: 3,
      // A product's burn is a chemical's: « brûlures aux poignets, le mortier rentrait dans ses gants ».
      unless:
        'mortier|mortar|ciment|cement|béton|concrete|chaux|lime|détartrant*|descaler*|acide*|acid|acids|' +
        'caustique*|caustic|soude|lye|chimique*|chemical*|javel|bleach|savon*|soap*',
    },
  ),
  // Heat-resistant gloves for ovens and trays: the burn they protect from (« gants longs aluminisés … fours »).
  rule('burns-scalds', [
    'four|fours|oven|ovens|plaques|plaque de cuisson|trays|baking sheets|friteuse*|fryer*|grill|gril|plaque chauffante',
    'gants longs|gants aluminisés|gants résistants à la chaleur|gants isolants|mitaines de four|oven mitts|' +
      'heat-resistant gloves|heat resistant gloves|long gloves|aluminized gloves|insulated gloves|manchettes',
  ]),
  // A steam kettle, an autoclave or a ladle worked with the gear for its heat: "steam kettle emptied with the tilt
  // lever, long gloves and apron", « autoclave : gants thermiques, cycle de refroidissement respecté ».
  rule('burns-scalds', [
    'steam kettle*|tilting kettle*|kettle|kettles|marmite* à vapeur|marmite* basculante*|braisière*|tilt skillet*|' +
      'autoclave*|ladle|ladles|poche* de coulée|tapper*|tapping',
    'gloves|gants|apron*|tablier*|face shield*|visière*|tilt lever|tilt handle|levier|emptied|thermal|' +
      'thermique*|refroidissement|cooling|cool-down|aluminis*|aluminiz*|spats|guêtres|preheated|préchauff*',
  ]),
  // Burns from wet mortar or cement on the skin: « des brûlures aux poignets, le mortier rentrait dans ses gants ».
  rule(
    'wet-cement-burns',
    [
      'brûlure*|brûlé*|burn|burns|burned|burnt',
      'mortier|ciment|béton|crépi|coulis|mortar|cement|concrete|stucco|grout',
    ],
    { window: 10 },
  ),
  // A cut on a broken glass, pitcher, plate or bottle: "cut her palm picking up a broken pitcher".
  rule('broken-glass-dishware', [
    'coup*|entaill*|cut|cuts|sliced|lacerat*',
    'pichet* cassé*|verre* cassé*|assiette* cassée*|bouteille* cassée*|pot* cassé*|broken pitcher*|' +
      'broken plate*|broken dish*|broken jar*|broken bottle*|broken mug*',
  ]),
  // A kitchen's fire protection named in its own order (« K-class extinguisher at the fryers », "hood suppression
  // tag current"): the fryers' grease fire, with its controls.
  rule('fryer-grease-fire', [
    'fryer|fryers|friteuse|friteuses|kitchen hood|range hood|hood suppression|hotte de cuisine|hotte de la cuisine',
    'k-class|class k|classe k|suppression|ansul|extinguisher|extinguishers|extincteur|extincteurs',
  ]),
  // A steam leak where people stand: « jet de vapeur à la hauteur des genoux », "steam leaking from the valve".
  rule(
    'burns-scalds',
    ['vapeur|steam', 'fuit|fuite*|jet|jets|leak|leaks|leaking|leaked|spray*|hiss*|s’échappe|escaping'],
    { window: 5 },
  ),
  rule('burns-scalds', [
    '@temp-burning',
    'plastique*|plastic*|purge*|goutt*|drip*|liquide*|liquid*|matière*|material*|' +
      // A bath or a tank kept hot: « bain de teinture des verres (94 °C) », "hot pack unit at 71 °C".
      'bain*|bath*|cuve*|tank*|marmite*|chaudron*|teinture*|dye|dyes|brûl*|burn*|hot pack*|compresse* chaude*',
  ]),
  // A hot surface or melt worked with heat-resistant protection: "dross skimming at 470 °C with aluminized apron and
  // gauntlets", « moules à 80-90 °C, gants thermiques longs ».
  rule('burns-scalds', [
    '@temp-burning',
    'gloves|gants|gauntlet*|apron*|tablier*|spats|guêtres|face shield*|visière*|aluminized|aluminised|aluminisé*|' +
      'thermal|thermique*|mitaines|mitts|long-cuff|manchettes|tongs|pinces',
  ]),
  rule('sharp-tools', [
    'filet*|fillet*|désoss*|debon*|parage|parer|trimm*|carcass*|découp*|éviscér*|gut*|dépec*|butcher*|boucher*',
    'coup*|cut|cuts|cutting|couteau*|knife|knives|tranch*|slic*|lame*|blade*',
  ]),
  rule(
    'repetitive-work',
    [
      'poignet*|wrist*|épaule*|shoulder*|coude*|elbow*|tendinite*|tendinitis|tendonitis|canal carpien|carpal tunnel|' +
        'avant-bras|forearm*',
      'douleur*|pain|pains|painful|mal|ache|aches|aching|sore|soreness|attelle*|splint*|brace*|engourd*|numb|numbness|' +
        'élance|élancent|élançait|élançaient|throbbing|' +
        'plai*|complain*|inflamm*|tms|msd|~douloureux|~inflammation|~engourdissement|~fourmillement|~tingling|' +
        '~stiffness|~raideur',
    ],
    {
      explainedBy: STRAIN_CAUSES,
    },
  ),
  rule(
    'patient-handling',
    [
      'résident*|patient*|bénéficiaire*|usager*|client*|resident*',
      'soulev*|transf*|déplac*|lift|lifts|lifting|lifted|transfer*|reposition*|retourn*|turn* in bed|' +
        'hors du bain|out of the bath*|du lit|from bed|out of bed|au fauteuil|to the chair|wheelchair*|' +
        'lève-personne*|mechanical lift*|lifting aid*',
    ],
    { unless: 'ascenseur*|elevator*' },
  ),
  rule('needlestick-sharps', [
    'aiguille*|needle*|seringue*|syringe*|lancette*|lancet*|objets tranchants|sharps',
    'piqu*|prick*|stick*|stuck|recap*|recapuchonn*|contenant*|container*|souill*|used|usagée*|contaminat*|uncapped',
  ]),
  // A drug injected into the worker by accident: « s'est injecté du Micotil dans le pouce », "injected himself in the
  // thumb".
  rule('needlestick-sharps', [
    's’est injecté|s’est injectée|self-inject*|injected himself|injected herself|injected myself|accidentally injected',
    'pouce|doigt*|main|thumb|finger*|hand|cuisse|thigh|bras|arm',
  ]),
  // A used instrument that went through the skin: "punctured her finger on a used scaler", « piquée avec une curette
  // souillée ».
  rule('needlestick-sharps', [
    'punctur*|perforé*|transpercé*|piqué|piquée|pricked|jabbed|poked',
    'used|souillé*|contaminat*|contaminé*|dirty|sale|sales|usagé*',
    'instrument*|scaler*|curette*|détartreur*|scalpel*|bistouri*|lame*|blade*|sonde*|probe*|explorer*',
  ]),
  rule('grain-engulfment', [
    'grain*|maïs|corn|blé|wheat|canola|soya|soybean*|orge|barley|avoine|oats',
    'cellule*|bin|bins|silo*|trémie*|hopper*|croût*|crust*|bridg*|écoulement|flow*',
  ]),
  rule('livestock-handling', [
    'taureau*|vache*|bull|bulls|cow|cows|cattle|bovin*|génisse*|heifer*|truie*|sow|sows|verrat*|boar*|' +
      'cheva*|horse*|bélier*|ram|rams|mare|mares|stallion*|gelding*|foal*|jument*|étalon*|poulain*|pony|ponies|' +
      'poney*|mule|mules|mulet*',
    'coinc*|pinn*|crush*|écras*|kick*|ruad*|coup de pied|coups de pied|frapp*|charg*|piétin*|trampl*|détaché*|' +
      'loose|enclos|pen|pens|stall*|stalle*|corral*|agressi*|aggressive|blessé*|injur*|fractur*',
  ]),
  rule('pesticides', [
    'pulvéris*|arros*|spray*|traité*|treated|traitement*|application*|applicat*|mélang*|mix*',
    'insecticid*|fongicid*|herbicid*|pesticid*|phytosanitaire*|produit* de traitement|concentrate*',
  ]),
  rule('pesticides', [
    'rentr*|réentr*|re-enter*|reentry|re-entry|retourn*|return*',
    'pulvéris*|spray*|traité*|treated|traitement*|application*',
  ]),
  // A quad's or an ATV's rollover is theirs (atv-utv), not a tractor's.
  rule('tractor-rollover', [
    'tracteur*|tractor*',
    'pente*|slope*|fossé*|ditch*|berge|berges|embankment*|renvers*|overturn*|roll* over|rollover|capot*|bascul*|' +
      'tip* over|tipped',
  ]),
  rule('power-take-off', [
    'arbre*|shaft*|transmission*|cardan*|driveline*|prise de force',
    'tracteur*|tractor*|pompe*|pump*|agitat*|épandeu*|spreader*|souffleu*|blower*|moissonneu*|mélangeu*|mixer*',
  ]),
  rule('power-take-off', ['protecteur*|shield*|guard*|bouclier*|protection*|cover*|couvercle*'], {
    missing: true,
    danger: true,
    weak: true,
  }),
  rule('falls-overboard', [
    // « côté », "side" and a crew are everywhere; over the side, or a boat, says the water.
    'pont|deck|bord|rail|rails|bastingage*|gunwale*|over the side|par-dessus bord|par-dessus le bord',
    'bateau*|boat*|vessel*|navire*|chalutier*|trawler*|pêcheur*|fisher*|deckhand*|matelot*|deck|pont',
  ]),
  rule(
    'falls-overboard',
    ['flotation|flottaison|VFI|PFD|life jacket*|lifejacket*|gilet* de sauvetage|flotation device*'],
    { missing: true, danger: true },
  ),
  rule('high-pressure-systems', [
    'pression*|pressure*|pressuri*|pressuris*',
    'conduite*|line|lines|boyau*|hose*|raccord*|union*|fitting*|vanne*|valve*|bride*|flange*|tuyau*|pipe*',
  ]),
  rule('chlorine-gas', [
    'hypochlorite*|javel*|bleach|eau de javel',
    'acide*|acid*|ammoniac|ammonia|vinaigre|vinegar|nuage*|cloud*|tousse*|toussé|cough*|made a gas|gave off a gas|' +
      'dégagé un gaz|fait un gaz|bowl cleaner*|nettoyant* à cuvette*|nettoyant* pour toilette*',
  ]),
  // Bleach mixed with another cleaner: « a mélangé l'eau de Javel avec le nettoyant à vitres ».
  rule(
    'chlorine-gas',
    [
      'hypochlorite*|javel*|bleach',
      'mélangé*|mélange|mélanger|mixed|mixing|mix|combined',
      'nettoyant*|cleaner*|produit*|product*|détergent*|detergent*|dégraissant*|degreaser*',
    ],
    { window: 12 },
  ),
  // Ammonia let out of the system: "ammonia released at the isolation valve during a defrost".
  rule('ammonia-refrigeration', ['ammonia|ammoniac|nh3', 'released|release|relâché*|leak*|fuite*|whiff'], {
    window: 6,
    danger: true,
    unless: 'swab*|leak check*|leak test*|test* de fuite|détection de fuite|détecteur*|detector*',
  }),
  rule('ammonia-refrigeration', [
    'frigorigène*|refrigerant*|réfrigération|refrigeration|compresseur*|compressor*|congélat*|freezer*',
    'odeur*|smell*|fuite*|leak*|évacu*|evacuat*|piquant*|pungent|yeux|eyes|irrit*',
  ]),
  rule('psychosocial-risks', [
    '~épuisement|~épuisé|~exhaustion|~exhausted|~burnout|~surmenage|~overwork|~détresse|~distress|~anxiété|' +
      '~anxiety|~découragement|~démoralisé',
    'personnel|staff|employé*|employee*|travailleu*|worker*|équipe*|team*|infirmi*|nurse*|enseignant*|' +
      'teacher*|assistant*|préposé*|agent*|officer*',
  ]),
  rule('heat-stress', [
    'plein soleil|en plein soleil|full sun|direct sun*|soleil de plomb|blazing sun|little shade|peu d’ombre|' +
      'no shade|sans ombre|sans abri du soleil',
  ]),
  rule(
    'falling-objects',
    [
      'tomb*|chut*|fell|falls|falling|dropped|échapp*|~fall',
      'palette*|pallet*|boîte*|box|boxes|caisse*|case|cases|charge*|load|loads|outil*|tool*|matériau*|material*|' +
        'objet*|object*|débris|debris|brique*|brick*|planche|planches|board*|pièce*|part|parts',
    ],
    {
      // A person who fell off something fell from height: "a driver fell off a load".
      unless:
        'travailleur*|worker*|employé*|employee*|ouvrier*|personne|person|he|she|il|elle|driver*|chauffeur*|' +
        'camionneur*|operator*|opérateur*|technician*|technicien*|guy|gars|someone|quelqu’un|man|' +
        A_PERSON_FELL,
    },
  ),
  rule('noise', [
    'crier pour se parler|doit crier|must shout|have to shout|shout to be heard|raise* their voice*|' +
      'hausser la voix|sifflement*|bourdonnement* d’oreille*|ringing in the ear*|ringing ears|acouphène*|' +
      'tinnitus|perte auditive|perte d’audition|hearing loss|hard of hearing|oreilles qui sifflent',
  ]),
  rule(
    'cranes-rigging',
    [
      'boom|flèche|grue*|crane*|mât de charge|derrick*|palan*|hoist*',
      'underneath|en dessous|au-dessous|sous la charge|under the load|stand* under|swing*|balanc*|pivot*',
    ],
    { unless: 'jack|jacks|chandelle*|axle' },
  ),
  rule('hydrogen-sulfide', ['gaz sulfureux|sour gas|sour crude|brut sulfureux|gaz acide|gaz sulfhydrique']),
  // Lockout in plain words: working on a machine that is running, or isolated without a lock.
  // Padlocks shared between workers: « les cadenas sont partagés (clé dans un tiroir) », "locks are shared".
  rule('hazardous-energy', ['cadenas|lock|locks|padlock*', 'partagé*|shared|en commun'], {
    window: 4,
    danger: true,
  }),
  rule('hazardous-energy', [
    'pendant que|while|en marche|running|tourne|tournent|in motion|en mouvement|sous tension|energized|live',
    'débloqu*|unjam*|jam|jams|bourrage*|clear*|dégag*|nettoy*|clean*|répar*|repair*|graiss*|lubric*|ajust*|' +
      'adjust*|racl*|scrap*|entretien*|maintenance|' +
      // « service » alone is a counter or a department; servicing stems like it, so only with its object.
      'service the|services the|servicing the|service a|servicing a',
  ]),
  // A jam cleared with the machine stopped but not locked: « on arrête au panneau, pas de cadenas », "stopped at the
  // panel, no lock".
  rule(
    'hazardous-energy',
    [
      '=pas =de cadenas|=pas =de cadenassage|no lock|no locks|no padlock|no lockout|not locked out|pas cadenassé*',
      'débourr*|débloqu*|unjam*|jam|jams|jammed|bourrage*|bloque|dégag*|clear*|panneau|panel',
    ],
    { near: true, danger: true },
  ),
  // An engine stopped and its key kept by the one who works on it: "engine off and key pocketed".
  rule('hazardous-energy', [
    'engine off|engine shut off|shut off the engine|moteur arrêté|moteur coupé|coupé le moteur|arrêté le moteur',
    'key pocketed|keys pocketed|key in my pocket|key in his pocket|key in her pocket|clé dans la poche|' +
      'clé dans ma poche|clé dans sa poche|clés dans la poche|clé empochée',
  ]),
  rule('hazardous-energy', [
    'vanne*|valve*|disjoncteur*|breaker*|sectionneur*|panneau*|panel*|interrupteur*|switch*',
    'laissé* ouvert*|left open|restée ouverte|resté ouvert|pas cadenass*|not locked|unlocked|non verrouill*|' +
      'sans cadenas|no lock|without a lock|not tagged',
  ]),
  rule('biological-agents', [
    '~tuberculose|~tuberculosis|~infection|~infectious|~infectieux|~virus|~bactérie|~bacteria|~gastroentérite|' +
      '~gastroenteritis|~grippe|~influenza|~éclosion|~outbreak|~contagieux|~contagious|~pathogène|~pathogen|' +
      'hépatite*|hepatitis|VIH|HIV|SARM|MRSA|norovirus|covid*|légionell*|legionella|zoonose*|zoonos*',
  ]),
  // A person's blow or bite (« le suspect a mordu l'agente »), not a dog's at a client's door.
  rule(
    'workplace-violence',
    [
      'client*|customer*|patient*|résident*|resident*|élève*|student*|usager*|bénéficiaire*|enfant*|child*|' +
        'visiteur*|visitor*|citoyen*|detenu*|détenu*|inmate*|passager*|passenger*|suspect*|detainee*|prisoner*|' +
        'prévenu*|jeune|youth',
      'kick*|bit|bitten|bite|bites|mord*|griff*|scratch*|gifl*|slap*|bouscul*|shove|shoved|shoves|shoving|punch*|' +
        'coup de pied|coups de pied|coup de poing|coups de poing|crach*|spit',
    ],
    {
      unless:
        'dog|dogs|chien*|cat|cats|chat|chats|horse*|cheval|chevaux|animal*|raccoon*|raton*|snake*|serpent*',
    },
  ),
  rule('machine-guarding', [
    'met* la main|mettent la main|plong* le bras|plong* la main|reach* into|reach* between|reach* in|' +
      'hand into|arm into|hands into|doigts|fingers|main dans|bras dans',
    'rouleau*|roller*|platen*|moule*|mold|molds|mould|moulds|engrenage*|gear*|courroie*|belt*|chaîne*|chain*|' +
      'auger*|vis sans fin|pétrin*|mixer*|mélangeu*|machine*|presse*|press|convoyeu*|conveyor*|lame*|blade*',
  ]),
  rule('machine-guarding', [
    'pas de grille|sans grille|no cover|sans couvercle|uncovered|à nu|no guard|unguarded|non protégé*|' +
      'sans protecteur|protecteur retiré|guard removed|cover removed|enclosure door off|door off|guard off|' +
      'shield off|cover off|sans porte|porte enlevée|capot enlevé',
    'rouleau*|roller*|engrenage*|gear*|courroie*|belt*|chaîne*|chain*|auger*|vis|pétrin*|mixer*|mélangeu*|' +
      'machine*|convoyeu*|conveyor*|arbre*|shaft*|poulie*|pulley*|ventilateur*|fan|fans|trémie*|hopper*|' +
      'grinder*|meuleuse*|affûteuse*|lathe*|tour à métaux|running',
  ]),
  rule('whmis-hazardous-products', [
    'pot|pots|jar|jars|flacon*|vial*|cruche*|jug|jugs|bac|bacs|tub|tubs',
    'sans étiquette|non étiqueté*|pas étiqueté*|unlabelled|unlabeled|no label*|not labelled|not labeled',
  ]),
];

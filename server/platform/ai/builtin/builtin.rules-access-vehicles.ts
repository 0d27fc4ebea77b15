import { A_PERSON_FELL, AUTOMATED, type ConceptRule, rule } from './builtin.rule';

// Building stock that falls: sheets off a deck's edge, bricks off a scaffold. A fall of these is no worker's fall.
const FALLING_STOCK =
  'sheet|sheets|tôle|tôles|plank|planks|madrier*|bundle|bundles|brique*|brick|bricks|panneau*|panel|panels|' +
  'wrench|wrenches|bolt|bolts|boulon*|bloc|blocs|block|blocks|shingle*|bardeau*';

// Places where a person can fall from, shared by the fall rules below.
const ELEVATED =
  'toit|toiture|toitures|roof*|échafaud*|scaffold*|nacelle|plateforme|plateformes|platform*|mezzanine*|' +
  'passerelle*|catwalk*|échelle*|ladder*|bord|bords|bordure|edge|edges|ouverture*|opening*|trémie|hauteur|' +
  'height*|étage|étages|silo|charpente*|poutre*|girder*|pylône*|structure*|balcon*|balcony';

const RACKING =
  'palettier*|rack|racks|racking|étagère*|shelf|shelves|shelving|rayonnage*|entrepôt*|warehouse*';
const RACK_DAMAGE =
  'endommag*|damag*|tordu*|bent|plié*|déform*|deform*|impact*|heurté*|accroch*|surcharg*|overload*|' +
  'sans goupille*|no safety lock*|no safety pin*|non ancré*|not anchored|unanchored|penché*|leaning|' +
  'instable*|unstable|fissur*|crack*';

/** Work at height, surfaces, vehicles and traffic: concept rules for paraphrase, in French and English. */

/** Things that come down on whoever is below: tools, stock, parts, and what hangs up high (a clamp, a lamp, a bucket). */
const FALLEN_THINGS =
  'objet*|outil*|tool*|wrench*|clé*|boîte*|box*|keg*|fût*|baril*|barrel*|caisse*|case*|carton*|shingle*|' +
  'bardeau*|brique*|brick*|planche*|plank*|board*|rouleau*|roll|rolls|pièce*|part|parts|charge|load|' +
  'collier*|clamp*|projecteur*|fixture*|luminaire*|lamp*|marteau*|hammer*|boulon*|bolt*|écrou*|nut|nuts|' +
  'seau*|bucket*|panneau*|panel*|tuile*|tile*|glaçon*|icicle*';
/** A load that fell off a trailer on the road is a load not secured (cargo-securement). */
const FROM_A_TRAILER = 'remorque|remorques|trailer|trailers|flatbed|plateau';

export const accessAndVehicleRules: readonly ConceptRule[] = [
  // A radio-called resource road: "one-lane, radio-controlled with log trucks calling km's", "we call our kms on the
  // road channel", « on annonce nos kilomètres au canal 5 ».
  rule('road-traffic-driving', [
    'radio-controlled|road channel|road channels|call* kms|calling km’s|calling kms|call* our kms|' +
      'annonce* nos kilomètres|annonce* les kilomètres|annonce* ses kilomètres|kilomètres au canal|km calls|' +
      'kilometre calls',
  ]),
  rule(
    'falls-from-height',
    [
      ELEVATED,
      'sans harnais|sans garde-corps|sans ligne de vie|sans protection|sans antichute|sans point d’ancrage|' +
        'pas attaché*|non attaché*|aucun garde-corps|no harness|no guardrail*|no guard rail*|without harness*|' +
        'without guardrail*|without fall protection|no fall protection|not tied off|not tied-off|unprotected|' +
        'non protégé*|unguarded',
    ],
    { danger: true },
  ),
  // Goods stored high (« palettes au niveau du haut, environ 5 m ») put no one at height.
  rule('falls-from-height', [ELEVATED, '@height-3m'], {
    unless: `palette*|pallet*|top stock|carton*|boxes|${FALLING_STOCK}`,
  }),
  // « à 12 m du sol », "27 metres up": a height given as someone's position is work at height.
  rule(
    'falls-from-height',
    ['@height-3m', 'up|above the ground|above ground|off the ground|in the air|du sol|dans les airs|de haut'],
    {
      ordered: true,
    },
  ),
  rule(
    'falls-from-height',
    [
      'tomb*|chut*|fall|falls|fell|falling|fallen|bascul*|perdre l’équilibre|lose balance|lost balance',
      'toit|toiture|roof*|échafaud*|scaffold*|échelle*|ladder*|hauteur|height*|mezzanine*|nacelle|plateforme|' +
        'platform*|étage|quai|dock|edge|bord|bordure',
    ],
    {
      unless: `objet*|object*|outil*|tool*|débris|debris|matériaux|material*|boîte*|box*|charge|charges|load|loads|${FALLING_STOCK}`,
    },
  ),
  rule('falls-from-height', [
    'protection contre les chutes|fall protection|work at height|working at height|travaux en hauteur|' +
      'arrêt de chute|système antichute|personal fall arrest',
  ]),
  rule('roof-work', [
    'monter|montent|monté*|grimp*|climb*|accéder|access*|travaill*|work*',
    'toit|toiture|roof|roofs',
  ]),
  rule('roof-work', ['rooftop*|toit plat|flat roof|pitched roof|toit en pente|sur les toits|toitures']),
  // A roof named with a fall from it or what protects from one: "no fall protection on the roof", « bord du toit ».
  rule('roof-work', [
    'toit|toiture|roof|roofs',
    'fall protection|protection contre les chutes|harnais|harness*|ligne de vie|lifeline*|garde-corps|guardrail*|' +
      'ancrage*|anchor*|edge|edges|bord|rebord|parapet*|skylight*|puits de lumière|chute|chutes|fall|falls|fell|' +
      'tombé*|tomber',
  ]),
  rule(
    'ladders',
    [
      'échelle*|escabeau*|ladder*|stepladder*',
      'pas attaché*|non attaché*|instable*|brisé*|cassé*|endommagé*|glissé|dernière marche|dernier échelon|' +
        'not secured|not tied|unsecured|unstable|broken|damaged|top step|top rung|slipped|une seule main|one hand',
    ],
    { danger: true },
  ),
  rule(
    'ladders',
    [
      'chaise*|chair*|boîte*|box*|baril*|barrel*|seau*|bucket*|palette*|pallet*|table*|caisse*|crate*',
      'debout =sur|grimp* =sur|monte* =sur|standing =on|stand =on|stood =on|climb* =on',
    ],
    // Not the load lifted up onto something (« on les soulève pour les monter sur la scène »).
    {
      danger: true,
      unless: 'les monter|la monter|le monter|les monte|les montent|lift them onto|lifted onto',
    },
  ),
  rule(
    'scaffolds',
    [
      'échafaud*|scaffold*|tréteau*|trestle*',
      'sans garde-corps|sans plinthe|pas ancré*|non ancré*|non conforme|incomplet*|madriers manquants|' +
        'missing planks|no guardrail*|no toe board*|not tied|not anchored|unstable|instable*|roues non bloquées|' +
        'unlocked wheels|sans garde corps',
    ],
    { danger: true },
  ),
  rule('scaffolds', [
    'tréteau*|trestle*|swing stage|plateforme suspendue|suspended platform|échafaudage volant',
  ]),
  rule('aerial-work-platforms', [
    'man lift|manlift|plateforme aérienne|plateforme de travail élévatrice|lift à ciseaux|nacelle élévatrice',
  ]),
  rule(
    'aerial-work-platforms',
    [
      'nacelle|scissor lift*|boom lift*|aerial lift*|plateforme élévatrice|plateforme à ciseaux',
      'sans harnais|no harness|not tied off|penché*|leaning|sur les garde-corps|on the guardrails',
    ],
    { danger: true },
  ),
  // Water over the ice of a river or a lake (« overflow », slush): a sled or a machine breaks through.
  rule('working-over-water', [
    'overflow|slush|frasil|glace pourrie|rotten ice|eau sur la glace|water on the ice',
    'river|rivière|lake|lac|arm|creek|ruisseau|bras|running boards|sled|sleds|traîneau*|snowmachine|snowmobile|' +
      'motoneige|trail|sentier',
  ]),
  rule('working-over-water', [
    'tomber à l’eau|tomber dans l’eau|fall into the water|fall in the water|au-dessus de l’eau|over water|' +
      'over the water|above water|près de l’eau|bord de l’eau|water’s edge|water edge|glace mince|thin ice|' +
      'noyade|noyer|drown*',
  ]),
  // A pond dug for the work: « bassins de décantation de 2-3 m, berges glissantes », "settling ponds, slick banks".
  rule('working-over-water', [
    'bassin* de décantation|bassin* de sédimentation|settling pond*|tailings pond*|sediment pond*|étang*|pond|ponds|' +
      'lagune*|lagoon*|dugout*',
    'profond*|deep|@depth|de creux|glissant*|glaiseu*|boueu*|slick|slippery|tomb* dedans|fell in|fall in|falling in|' +
      'no rescue|sans bouée|pas de bouée|pas de perche|no ring buoy|no life ring|no rescue pole',
  ]),
  rule('working-over-water', [
    'quai|wharf|pier|jetée|barge*|bateau*|boat*|embarcation*',
    'fleuve|rivière|river|lac|lake|mer|sea|=au port|=du port|=le port|=the port|=in port|home port|harbour|harbor|' +
      'marée|tide',
  ]),
  rule(
    'slips-trips',
    [
      'plancher*|sol|floor*|surface*|escalier*|stair*|marche|marches|step|steps|allée*|aisle*|walkway*|trottoir*|' +
        'sidewalk*|stationnement|parking|rampe*|ramp*|corridor*|couloir*|quai|dock|cour|yard|entrée|entrance|walk|' +
        'pump island*|îlot* de pompe*|îlot* de distribution|tile|tiles|céramique|carrelage',
      'mouill*|gliss*|humide|humides|huileu*|huile|oil|graisseu*|gras|grasse|grease|graisse|slurry|patinent|glac*|iced|verglac*|enneig*|wet|slipper*|slick|oily|greasy|icy|ice|' +
        'snow*|déversé*|spill*|encombr*|clutter*|obstru*|boyau*|hose|hoses|fil|fils|cord|cords|câbles|cables|rallonge|rallonges|' +
        'inégal*|uneven|trou|hole|holes|flaque*|puddle*|jonch*|littered|strewn|scattered|traîn*|lying around|' +
        'retaille*|offcut*|scrap*|débris|debris|rebut*|déchet*|couvert* d’eau|couvert* de graisse|' +
        'couvert* d’huile|couvert* de boue|couvert* de neige|covered in water|covered with water|covered in grease|' +
        'covered with grease|covered in oil|covered with oil|covered in mud|covered with mud|covered in snow|' +
        'covered with snow|standing water|eau stagnante|pooled water|inondé*|flooded',
    ],
    { window: 8 },
  ),
  // A winter walk with no salt or sand: « l'entrée est en pente, pas de sel ni de sable », "no salt on the steps".
  rule(
    'slips-trips',
    [
      'pas de sel|pas de sable|ni de sable|sans sel|sans sable|no salt|no sand|not salted|not sanded|' +
        'haven’t been sanded|hasn’t been sanded|pas salé|pas sablé|pas sablée',
      'entrée|entrées|trottoir*|sidewalk*|marche|marches|step|steps|escalier*|stairs|stationnement|parking|' +
        'lot|cour|yard|allée*|pente|slope|chemin|driveway*|walkway*|path|sentier',
    ],
    { danger: true, window: 10 },
  ),
  // An ankle rolled or twisted underfoot: "rolled his ankle stepping off the bag wall", « s'est tordu la cheville ».
  rule(
    'slips-trips',
    ['rolled|twisted|tordu|tordue|foulé|foulée|turned', 'ankle|ankles|cheville|chevilles'],
    {
      ordered: true,
      window: 4,
    },
  ),
  // A rug or mat that curls up underfoot: "the entrance rug curls at the corner", « le tapis gondole ».
  rule('slips-trips', [
    'rug|rugs|carpet|carpets|mat|mats|matting|tapis|carpette*',
    'curl|curls|curled|curling|gondol*|retroussé*|relevé*|bunched|bunches|wrinkled|plissé*|lifting at|se relève',
  ]),
  // Water left on a floor: « eau au plancher devant la laveuse », "water on the floor by the ice machine".
  rule('slips-trips', [
    'eau au plancher|eau sur le plancher|de l’eau au sol|water on the floor|water all over the floor',
  ]),
  // A puddle where people walk: « une flaque d'eau savonneuse devant la rangée », "a puddle of coolant by the lathe".
  rule('slips-trips', [
    'flaque*|puddle*',
    'eau|water|savonn*|soapy|huile|oil|graisse|grease|liquide|liquid|coolant|glace|ice',
  ]),
  // Mud or a slurry underfoot said to be slippery: « boue de granit dans l'allée, très glissant ».
  rule('slips-trips', ['boue|bouette|slurry|mud', 'gliss*|slipper*|slick']),
  // A walking surface, or what coats it, said slippery: "wax and crude on the grating, slippery", « les marches sont
  // glissantes ».
  rule('slips-trips', [
    'grating|gratings|grille|grilles|caillebotis|walkway*|passerelle*|catwalk*|deck|decks|ramp|ramps|rampe|rampes|' +
      'stair*|escalier*|marche|marches|steps|treads|wax|cire|crude|huile|oil|graisse|grease',
    'glissant|glissante|glissants|glissantes|slippery|slick',
  ]),
  // An icy path left unsanded: "the path from the staff parking hasn't been sanded since the freeze".
  rule(
    'slips-trips',
    [
      'hasn’t been sanded|has not been sanded|not sanded|not salted|unsanded|unsalted|pas été sablé*|pas sablé*|' +
        'pas été déglacé*|pas déglacé*|pas d’abrasif|no sand|no salt|isn’t salted|is not salted|wasn’t salted|' +
        'hasn’t been salted|not been salted|isn’t sanded|wasn’t sanded',
    ],
    { danger: true },
  ),
  // Spoken, the floor itself: « ça glisse en malade devant les fines herbes ».
  rule('slips-trips', ['ça glisse|ca glisse|ça glissait|ça glisse en malade']),
  // A fall told in its own words: "went down hard on the ice", « a pris une débarque ».
  rule('slips-trips', [
    'went down hard|fell hard|took a hard fall|pris une débarque|pris une maudite débarque|a déboulé',
  ]),
  // A floor said to be a skating rink: « le plancher reste une patinoire », "the ramp is like a skating rink".
  rule('slips-trips', [
    'reste une patinoire|est une patinoire|comme une patinoire|like a skating rink|like an ice rink|a skating rink',
  ]),
  rule('slips-trips', [
    'glissé|glisse|glissent|glissade*|trébuch*|slipped|slip|slips|trip|trips|tripped|tripping|chute de plain-pied|' +
      'same-level fall*',
    'plancher*|sol|floor*|escalier*|stair*|marche|marches|step|steps|allée*|aisle*|fil|fils|cord*|câble*|cable*|' +
      'boyau*|hose*|glace|ice|icy|glacé*|verglas*|mouill*|wet|fossé|ditch|rug|rugs|carpet|tapis|rallonge*',
  ]),
  // Stairs that are steep, dark or have no handrail: « escalier raide, pas de main courante, une ampoule ».
  rule('slips-trips', [
    'escalier*|stair|stairs|stairway*|staircase*|marches',
    'sans rampe|pas de rampe|sans main courante|pas de main courante|aucune main courante|no handrail*|' +
      'without handrail*|without a handrail|missing handrail*|raide|raides|steep|abrupt*|mal éclairé*|poorly lit|' +
      'dark|sombre*|une ampoule|one bulb|single bulb|bare bulb',
  ]),
  // Ice covering where people walk: "the pump islands and the front walk are ice every morning".
  rule('slips-trips', [
    'are ice|is ice|covered in ice|covered with ice|couvert* de glace|glacée|glacé|glacés|glacées|icy|iced over',
    'walk|walkway*|sidewalk*|trottoir*|entrée*|steps|stairs|marches|escalier*|cour|yard|parking|stationnement|' +
      'pump island*|îlot* de pompe*|rampe*|ramp*|lot|quai*|dock*|' +
      // Walked down on foot: « les pistes glacées », "the icy slopes", "an icy path".
      'piste|pistes|pente|pentes|slope|slopes|sentier*|path|paths|trail|trails',
  ]),
  // Ice coming down from a structure onto where people pass: "chunks falling off the tower's guys near the path".
  rule(
    'falling-objects',
    [
      'ice|glace|icicle*|glaçon*',
      'falling|fall|falls|fell|tomb*|chute|chutes',
      'path|paths|sidewalk*|trottoir*|walkway*|entrance*|entrée*|door|doors|porte*|passage*|allée*|below|' +
        'dessous|locataires|tenants|people|gens|workers|travailleu*|piéton*|pedestrian*',
    ],
    { unless: 'turbine*|éolienne*|pale|pales|blade|blades|rotor*', window: 20 },
  ),
  // Things the wind took: « le vent a fait partir une feuille de contreplaqué », "a gust blew the sheets off".
  rule('falling-objects', [
    'vent|wind|rafale*|gust*|bourrasque*',
    'fait partir|emporté|emportée|emportés|emportées|blew off|blown off|blew over|blown over|blew away|' +
      'blown away|soufflé|soufflée|soufflés|soufflées|arraché|arrachée|arrachés|arrachées|envolé*|flew off',
  ]),
  // Stock leaning over where people walk: "boxes leaning past the beam edge over the walkway".
  rule(
    'falling-objects',
    [
      'box|boxes|boîte*|stock|palette*|pallet*|carton*|caisse*|case|cases|load|loads|charge*',
      'leaning|leans|penche|penchent|overhang*|dépass*|déborde*|loose|lâche*|not stretch-wrapped|pas emballé*',
      'walkway*|aisle*|allée*|passage*|over the|au-dessus|member walkway|customers|clients',
    ],
    { window: 18 },
  ),
  // A fall on the ice is a slip: « un préposé a chuté sur la glace », "fell on the ice by the door".
  rule(
    'slips-trips',
    [
      'chuté|chute|chutes|tombé|tombée|tombés|tombées|tombe|tombent|fell|fall|falls|fallen',
      'sur la glace|sur le verglas|sur une plaque de glace|on the ice|on ice|on black ice|on a patch of ice|' +
        'on an icy|sur la neige|on the snow',
    ],
    {
      ordered: true,
      window: 5,
      // A goalie or a skater on a rink's ice is sport.
      unless: 'gardien|gardienne|goalie|goaltender|joueur*|player*|patineu*|skater*|hockey|match|game',
    },
  ),
  // Ice falling from a turbine, « de » as written: « zone de chute de glace ».
  rule('wind-turbine-ice-throw', ['chute =de glace|chutes =de glace|zone =de chute =de glace']),
  // Stock piled high that leans: « les caisses sont empilées jusqu'au plafond, ça penche ».
  rule(
    'falling-objects',
    [
      'empilé*|entassé*|stacked|piled',
      'plafond|ceiling|penche*|lean*|instable*|unstable|wobbl*|branlant*|tomb*|topple*',
    ],
    { window: 14 },
  ),
  // Something that came down from where it was: "the wrench dropped from 45 m", « la boîte est tombée du 4e niveau ».
  rule(
    'falling-objects',
    [
      `${FALLEN_THINGS}|tuyau*|pipe*|chunk*|morceau*`,
      'fell from|fell off|dropped from|slid off|came off the top|came down from|tombé du|tombée du|tombés du|' +
        'tombées du|tombé =de|tombée =de|tombés =de|tombées =de|échappé du|échappée du|glissé du haut|' +
        'glissée du haut',
    ],
    // The thing, then its fall: not "he fell off the ladder while carrying a box"; not a load off a trailer.
    { ordered: true, unless: `${FROM_A_TRAILER}|${A_PERSON_FELL}` },
  ),
  // The thing fell, from wherever: « le rouleau de papier de 12 pieds est tombé à côté de Maxime ». Close by, as its
  // subject; not a load off a trailer, which is its securing.
  rule(
    'falling-objects',
    [FALLEN_THINGS, 'est tombé|est tombée|sont tombés|sont tombées|fell|has fallen|had fallen'],
    { ordered: true, window: 10, unless: `${FROM_A_TRAILER}|${A_PERSON_FELL}` },
  ),
  rule(
    'falling-objects',
    [
      'objet*|outil*|matériau*|matériaux|boîte*|box*|charge|charges|palette*|pallet*|débris|debris|tool*|material*|' +
        `load|loads|produits|goods|marchandise*|stock|caisse*|baril*|barrel*|fût|fûts|keg*|tonneau*|drum|drums|${FALLING_STOCK}`,
      'tomb*|chut*|fall|falls|falling|fell|échapp*|drop*|bascul*|tip over|tipping|rolled off|rolls off|roll off|' +
        'slid off|roulé en bas|déboulé*',
      'haut|étagère*|palettier*|rack*|shelf|shelves|échafaud*|scaffold*|étage*|above|overhead|height*|hauteur|' +
        'mezzanine*|toit|roof*|edge|edges|bord|bordure|@height-3m',
    ],
    { unless: A_PERSON_FELL },
  ),
  // A stack that went over: « une pile a viré et est tombée à côté du chariot », "the stack of traps blew over".
  rule(
    'falling-objects',
    [
      'pile|piles|stack|stacks|stacked|empilage|empilement*|empilé*',
      'tomb*|fell|falls|falling|collapse*|effondr*|blew over|renvers*|a viré|viré|bascul*|tip over|tipped over|' +
        'toppl*',
    ],
    { unless: A_PERSON_FELL },
  ),
  // Sheets, panels or stock stored on edge with nothing holding them tip over on whoever walks by.
  rule('falling-objects', [
    'stocké*|entreposé*|rangé*|appuyé*|adossé*|empilé*|stored|stacked|piled|leaning|leaned|propped|stood|' +
      'standing|debout|upright|on edge|sur la tranche',
    'rien pour les retenir|rien pour les tenir|nothing to hold|nothing holding|non retenu*|non attaché*|' +
      'sans retenue|sans attache*|unsecured|not secured|not tied|not restrained|unrestrained|could tip|may tip|' +
      'risque de basculer|peuvent basculer|pourraient basculer|could fall over|can fall over|may fall over',
  ]),
  // Not a machine that stacks by itself: "ingots stacked by the automatic stacker".
  rule(
    'forklifts',
    [
      'reach truck*|chariot à mât rétractable|gerbeur*|stacker*|order picker*|counterbalance*|chariot à contrepoids|' +
        'fork truck*|chariot élévateur*|chariots élévateurs|cariste*|towmotor',
    ],
    { unless: AUTOMATED },
  ),
  rule('forklifts', ['chariot*|truck*|transpalette*', 'fourche*|fork|forks|palette*|pallet*'], {
    weak: true,
  }),
  rule('pedestrian-vehicle-traffic', [
    'chariot*|forklift*|lift truck*|reach truck*|camion*|truck*|véhicule*|vehicle*|tracteur*|tractor*|loader*|' +
      'chargeuse*|voiture*|car|cars|remorque*|trailer*|engin*',
    'piéton*|pedestrian*|=à pied|=on foot|workers walking|people walking|employés qui marchent|passants|passersby',
  ]),
  rule(
    'pedestrian-vehicle-traffic',
    [
      'chariot*|forklift*|camion*|truck*|véhicule*|vehicle*|loader*|chargeuse*',
      'recul*|marche arrière|revers*|back* up|backing|angle* mort*|blind spot*|blind corner*|coin aveugle|' +
        'sans miroir|no mirror*|intersection*',
      'allée*|aisle*|cour|yard|quai|dock|entrepôt|warehouse|coin|corner*',
    ],
    // Not where the corners have their mirrors and the trucks their blue lights: those are the controls.
    { unless: 'miroir|miroirs|mirror|mirrors|lumières bleues|blue light*|blue spot*' },
  ),
  rule('mobile-equipment', [
    'bulldozer*|bobcat*|compacteur*|compactor*|dump truck*|camion-benne*|camions-bennes|telehandler*|' +
      'chariot télescopique|pelle hydraulique|rouleau compresseur|tombereau*|mini-chargeuse*|rétrocaveuse*',
  ]),
  // A vehicle that went over: "one went onto its side in a frozen-over pond", « la chargeuse s'est renversée ».
  rule(
    'mobile-equipment',
    [
      'vehicle*|véhicule*|buggy|buggies|truck*|camion*|chargeuse*|loader*|engin*|machine*|skidder*|débusqueuse*',
      'onto its side|on its side|sur le côté|sur le flanc|tipped over|rolled over|overturned|renversé*|capoté*|' +
        'a versé|went over',
    ],
    { near: true },
  ),
  rule('mobile-equipment', [
    'angle* mort*|blind spot*|ne voit pas|can’t see|cannot see|visibilité réduite|poor visibility|limited visibility',
    'équipement*|engin*|machinerie|camion*|truck*|loader*|chargeuse*|pelle*|excavat*|opérateur*|operator*',
  ]),
  // A child in front of a stopped school bus, bending for something dropped: its danger zone.
  rule('school-bus-danger-zone', [
    'devant l’autobus|devant le bus|in front of the bus|sous l’autobus|under the bus|beside the bus|à côté de l’autobus',
    'pench*|bent down|bend down|bending down|ramass*|pick up|picked up|dropped|échappé*|tombé*',
  ]),
  // (A round of the cradles after each storm, « tournée des bers après chaque tempête », is an inspection on foot.)
  rule(
    'road-traffic-driving',
    [
      'conduire|conduit|conduisent|drive|drives|driving|drove|livreur*|livraison*|delivery|deliveries|camionneur*|' +
        'trucker*|représentant*|sales rep*|tournée*',
      'route|routes|road|roads|autoroute*|highway*|km|kilomètres|kilometres|longue distance|longues distances|' +
        'long distance|long-haul|hiver|winter|neige|snow|verglas|black ice|tempête*|storm*|cellulaire|cell phone|' +
        'texto*|texting|heures de conduite|hours of service',
    ],
    { unless: 'tournée des|tournée d’inspection|ronde|bers|cradles' },
  ),
  rule('work-zone-traffic', [
    'bord de la route|bord de route|accotement*|road shoulder|shoulder of the road|roadside|chaussée|roadway|' +
      'voie de circulation|traffic lane*|lane closure|fermeture de voie|chantier routier|road work*|roadwork*|' +
      'travaux routiers',
    'travaill*|work|works|working|travaux|réparation*|repair*|signaleur*|flagger*|cône*|cone|cones|équipe*|crew*|' +
      'dépann*|remorqu*|tow|towing',
  ]),
  // Standing in the lane cars drive in: "we're standing in the driving lane to read the plates".
  rule(
    'work-zone-traffic',
    [
      'standing in|stand in|stands in|walk* in|step* into|out in|debout dans|marche* dans|=dans =la',
      'driving lane*|traffic lane*|travel lane*|live lane*|live traffic|voie de circulation|circulation',
    ],
    { ordered: true, window: 4 },
  ),
  // Traffic that passes a foot from the worker: "buses are passing maybe a foot from me".
  rule('pedestrian-vehicle-traffic', [
    'bus|buses|autobus|truck*|camion*|car|cars|auto|autos|chars|vehicle*|véhicule*|traffic',
    'a foot from me|a foot from us|inches from me|inches from us|within a foot|à un pied de moi|à un pied de nous|' +
      'à quelques pouces|frôl*|brushed past|brush past',
  ]),
  // A lane closed for the work: « la ville avait fermé la voie de droite avec la flèche », "right lane closed".
  rule(
    'work-zone-traffic',
    ['voie|voies|lane|lanes', 'fermé*|closed|fermeture|closure|flèche lumineuse|arrow board*'],
    {
      window: 5,
    },
  ),
  // A wharf where boats land their catch is no truck's dock.
  rule(
    'loading-docks',
    [
      'quai|quais|dock|docks',
      'remorque*|trailer*|camion*|truck*|chargement|loading|déchargement|unloading|niveleur*|leveller*|leveler*|' +
        'plaque*|plate|plates|porte|portes|door|doors|bordure|edge|tomb*|fall*|step* down|saut*|jump*',
    ],
    {
      unless:
        'bateau*|boat*|navire*|vessel*|barque*|chaloupe*|accost*|amarr*|moor*|marée*|tide*|hydravion*|floatplane*|' +
        'kayak*|canot*|canoe*|pêcheur*|fisher*|casier*|trap|traps|homard*|lobster*|crabe*|crab|crabs|poisson*|fish',
    },
  ),
  rule(
    'loading-docks',
    [
      'remorque*|trailer*|camion*|truck*',
      'not chocked|not always chocked|unchocked|sans cale*|pas calée*|non calée*|no wheel chocks|no chocks|' +
        'not restrained|part* prématurément|pull* away|pulled away|trailer creep|départ prématuré',
    ],
    { danger: true },
  ),
  // A container's twist-lock that will not lock: « le twist-lock est grippé, il a pas barré au complet ».
  rule(
    'cargo-securement',
    [
      'twist-lock*|twistlock*|twist lock*|verrou* tournant*',
      'grippé*|seized|stuck|coincé*|pas barré|not locked|not engaged|pas engagé*|won’t lock|barre pas',
    ],
    { danger: true },
  ),
  // A car that cut in, a hard stop: « un char m'a coupé, j'ai freiné sec », "had to brake hard".
  rule(
    'road-traffic-driving',
    [
      'm’a coupé|m’ont coupé|freiné sec|freinage brusque|braked hard|brake hard|hard braking|slammed on the brakes|' +
        'coup de frein',
    ],
    { unless: 'parole|doigt*|main|mains|couteau*' },
  ),
  rule('cargo-securement', [
    'charge|charges|load|loads|cargaison*|cargo|chargement|marchandise*|goods|matériaux|materials|billots|logs|' +
      'palette*|pallet*',
    'mal arrim*|pas arrim*|non arrim*|unsecured|not secured|not strapped|pas attaché*|non attaché*|load shift|' +
      'shifted|tomb* du camion|fell off|fall off|falling off|glissé*',
    'camion*|truck*|remorque*|trailer*|plateau*|flatbed*|fourgon*|van|vans|pick-up|pickup|véhicule*|vehicle*',
  ]),
  rule('cranes-rigging', [
    'grue*|crane*|camion-flèche|boom truck*|derrick*',
    'élingu*|sling*|levage|lift*|hiss*|hoist*|charge|load|loads|suspend*|gréage|rigging|manille*|shackle*',
  ]),
  rule(
    'cranes-rigging',
    ['passer sous|walk* under|stand* under|sous une charge suspendue|under a suspended load'],
    {
      weak: true,
      danger: true,
      // "Jack stands under the frame" hold a vehicle up; nobody stands under a load.
      unless: 'jack|jacks|chandelle*|axle',
    },
  ),
  rule('overhead-cranes-hoists', [
    'pont roulant|pont-roulant|ponts roulants|overhead crane*|bridge crane*|palan*|hoist*|potence*|jib crane*',
    'charge|charges|load|loads|levage|lift*|élingu*|sling*|crochet*|hook*|télécommande|pendant',
  ]),
  rule(
    'racking-collapse',
    ['palettier*|rack|racks|racking|étagère*|shelf|shelves|shelving|rayonnage*', RACK_DAMAGE],
    {
      danger: true,
    },
  ),
  // Uprights and beams are also a building's structure: they speak of racking only where racking is named.
  // Racking named with what keeps it standing (its inspection, anchors, load signs) is storage racking, whatever the
  // other senses of "rack": « palettiers inspectés par un ingénieur », "racking anchored and load-signed".
  rule('racking-collapse', [
    'palettier*|rack|racks|racking|rayonnage*',
    'inspect*|anchor*|ancr*|capacit*|load sign*|load-sign*|plaque* de charge|engineer*|ingénieur*|' +
      'upright protector*|column guard*|protège-montant*',
  ]),
  // Or where the sentence places them in a storage bay: "bay 6: front upright bent, pallets still loaded".
  rule(
    'racking-collapse',
    [
      'montant*|upright*|lisse*|beam*',
      RACK_DAMAGE,
      `${RACKING}|bay|bays|travée*|pallets|palettes|levels|niveaux|tier|tiers`,
    ],
    { danger: true },
  ),
];

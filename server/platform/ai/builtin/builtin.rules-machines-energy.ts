import { type ConceptRule, rule } from './builtin.rule';

const GUARD =
  'protecteur*|carter*|grille de protection|dispositif de sécurité|dispositif de protection|guard|guards|' +
  'guarding|interlock*|interrupteur de verrouillage|rideau optique|light curtain*';
const WELDING =
  'soudure|soudures|soudage|soudeur|soudeurs|soudeuse|souder|soudent|soude|soudé|soudée|welding|weld|welds|' +
  'welder*|brasage|brazing';

/** Machines, energy, electricity and fire: concept rules for paraphrase, in French and English. */
export const machineAndEnergyRules: readonly ConceptRule[] = [
  // A wheel or a blade whose cover is gone: « la taille-modèles n'a plus son couvercle », "grinder with its cover off".
  rule(
    'machine-guarding',
    [
      'meule|meules|meuleuse*|grinder*|wheel|wheels|taille-modèle*|trimmer*|lame|lames|blade|blades',
      'n’a plus son couvercle|sans couvercle|sans son couvercle|couvercle enlevé|couvercle retiré|sans capot|' +
        'capot enlevé|capot retiré|sans carter|carter enlevé|without its cover|cover off|cover missing|cover removed',
    ],
    { danger: true },
  ),
  // A steam engine is a boiler on wheels: « tracteur à vapeur », "steam traction engine", its hydrostatic test.
  rule('steam-boilers', [
    'machine* à vapeur|tracteur* à vapeur|locomotive* à vapeur|steam engine*|steam traction|steam tractor*|' +
      'steam locomotive*|essai hydrostatique|hydrostatic test*',
  ]),
  // A hydraulic hose that weeps or leaks, where hands go: « le boyau hydraulique fuit au raccord ».
  rule('hydraulic-injection', [
    'hydraulic hose*|boyau* hydraulique*|flexible* hydraulique*|hydraulic line*|hydraulic fitting*|tuyau* hydraulique*',
    'pinhole|weep*|leak*|fuit*|suint*|fuite*|spray*|jet|jets',
  ]),
  rule(
    'machine-guarding',
    [
      'enlev*|retir*|démont*|contourn*|désactiv*|shunt*|remov*|bypass*|defeat*|disabl*|take off|took off|' +
        'taken off|sans|without|missing|manquant*|absent*',
      GUARD,
    ],
    {
      danger: true,
      unless: 'garde-corps|garde corps|guard rail*|guardrail*|security guard*|crossing guard*',
    },
  ),
  rule('machine-guarding', [
    'main|mains|doigt*|bras|hand|hands|finger*|reach* in|reach* into|reach* across|reach* over|reach* past|' +
      'passe* le bras|passe* la main',
    '=en marche|=en mouvement|tourne|tournent|running|moving|rotating|in motion',
    'machine*|lame*|scie*|rouleau*|convoyeur*|blade*|saw|saws|roller*|conveyor*|engrenage*|gear*|courroie*|belt*',
  ]),
  rule('machine-guarding', [
    'pièces mobiles|parties mobiles|parties en mouvement|rotating parts|arbre rotatif|rotating shaft|' +
      'engrenages exposés|exposed gears|exposed belt*|courroie* exposée*',
  ]),
  // Drive parts left bare: « courroie et poulies à découvert », "belt and pulleys exposed", "unguarded sprocket".
  rule(
    'machine-guarding',
    [
      'courroie*|poulie*|engrenage*|pignon*|arbre*|chaîne* d’entraînement|transmission|belt|belts|pulley*|gear|gears|' +
        'sprocket*|drive shaft*|drive chain*|coupling*|accouplement*',
      'à découvert|à nu|exposed|unguarded|non protégé|non protégée|non protégés|non protégées|sans protecteur|' +
        'sans carter|guard missing|guard off|no guard',
    ],
    { window: 8 },
  ),
  rule(
    'hazardous-energy',
    [
      'sans couper|sans arrêter|sans éteindre|sans débrancher|sans cadenasser|sans verrouiller|sans cadenas|' +
        '=en marche|=en fonctionnement|sous tension|toujours alimenté*|while running|while it is running|' +
        '=was running|=is running|=are running|=were running|still running|without shutting|without turning off|without switching off|without locking|' +
        'without lockout|without unplugging|energized|powered up',
      'entretien*|entreten*|répar*|nettoy*|nettoi*|débloqu*|déblocage|dégag*|désenray*|ajust*|lubrifi*|maintenance|' +
        'maintain*|repair*|clean*|unjam*|jam|jams|jammed|adjust*|lubricat*|coinc*|bourr*',
    ],
    { danger: true },
  ),
  rule(
    'hazardous-energy',
    [
      'redémarr*|remise en marche|démarrage inattendu|démarre tout seul|restart*|start* unexpectedly|' +
        'unexpected start*|énergie résiduelle|stored energy',
    ],
    { weak: true },
  ),
  rule('caught-in-between', [
    'rouleau*|roller*|engrenage*|gear*|courroie*|belt*|chaîne*|chain*|poulie*|pulley*|arbre rotatif|' +
      'rotating shaft|vis sans fin|auger*|mélangeur*|mixer*|malaxeur*|pétrin*',
    'main|mains|hand|hands|doigt*|finger*|bras|arm|arms|vêtement*|clothing|cheveux|hair|gant*|glove*|manche*|sleeve*|' +
      'tablier*|apron*',
    'happé|happée|happés|happées|happer|happe|happent|caught|pris|prise|coinc*|entraîn*|drawn in|pulled in|pinc*|écras*|crush*|nip*|pinch*|' +
      'grabbed|grabbing|pogné|pognée|pognés|pogner',
  ]),
  rule('caught-in-between', [
    'écrasé* =entre|coincé* =entre|pris =entre|pinned between|crushed between|caught between',
  ]),
  // « Il s'est fait prendre l'index entre les chenilles », « se faire pogner les doigts dans les rouleaux ».
  rule(
    'caught-in-between',
    [
      'fait prendre|faite prendre|faire prendre|fait pogner|faite pogner|faire pogner',
      'main|mains|doigt*|index|pouce|pied|pieds|orteil*|bras|jambe*|poignet*|manche*|gant*|cheveux',
    ],
    // Not a hand caught in a press's die (« la main dedans »: its guarding), nor a crew caught by the weather.
    { ordered: true, window: 4, unless: 'dedans|orage|pluie|neige|tempête' },
  ),
  // A body part crushed, pinched or pinned, whatever did it (« s'est fait écraser le pied par une palette », "got
  // two fingers pinched in the door"): the crushing family needs the body, as "crush the tablets" has none.
  rule('caught-in-between', [
    '~écraser|~écrasement|~coincer|~coincement|~pincer|~pincement|happé|happée|happés|happées|happer|~crush|~crushing|' +
      '~pinch|~pinching|pinned|~squash|~jammed|~sandwiched|~trapped',
    'main|mains|doigt*|pied|pieds|orteil*|bras|jambe*|cheville*|poignet*|tête|thorax|bassin|hand|hands|' +
      'finger*|foot|feet|toe|toes|arm|arms|leg|legs|ankle*|wrist*|head|chest|pelvis',
  ]),
  // A running rope or line near a winch catches a leg or a hand: entanglement.
  rule('caught-in-between', [
    'corde*|cordage*|câble*|filin*|aussière*|amarre*|rope|ropes|line|lines|cable*|hawser*|mooring*|warp*',
    'treuil*|winch*|haleur*|hauler*|cabestan*|capstan*|tambour*|drum*|poulie*|pulley*|enrouleur*|reel*|' +
      'guindeau*|windlass*|vire-casier*',
    'jambe*|pied|pieds|main|mains|bras|leg|legs|foot|feet|hand|hands|arm|arms|cheville*|ankle*|vêtement*|' +
      'clothing|gant*|glove*|emmêl*|entangl*|enroul*|wrap*|coinc*|caught|happé|happée|happer',
  ]),
  rule('caught-in-between', [
    'entanglement|entangled|emmêlement|happé par|happée par|entraîné par|entraînée par|pulled into|drawn into',
  ]),
  rule('struck-by', [
    'air comprimé|compressed air',
    'nettoy*|nettoi*|souffl*|clean*|blow*|vêtement*|clothes|clothing|peau|skin',
  ]),
  // A hoop or a part that sprang off under a blow: « le cercle a sauté de la jable », "the spring flew off".
  rule(
    'struck-by',
    [
      'cercle|cercles|hoop|hoops|ressort*|spring|springs|goupille*|clip|clips',
      'sauté|a sauté|sprang|popped off|flew off|revolé',
    ],
    {
      window: 5,
    },
  ),
  rule('struck-by', [
    'projeté*|éjecté*|ejected|propulsé*|éclaté*|shattered',
    'pièce*|éclat*|fragment*|débris|debris|meule*|disque*|disc|discs|grinding wheel*|abrasive wheel*',
  ]),
  // A thing that bounced back onto someone: "one bounced off lane 6 and caught Shauna on the shin", « la pièce a
  // rebondi et l'a frappé au genou ».
  rule(
    'struck-by',
    [
      'bounced|bounce-back*|bounce back|bounces back|ricochet*|rebondi|rebondit|rebondissent|rebond',
      'caught|hit|hits|struck|strikes|frappé*|atteint*|touché*|shin|knee|face|tibia|genou|visage|jambe|leg',
    ],
    { window: 10, ordered: true },
  ),
  // A thing that rolled, fell or swung into someone's body: "a log rolled off the deck and struck his shin", « la
  // pièce lui a frappé le genou ».
  rule(
    'struck-by',
    [
      'log|logs|billot*|bille|billes|tuyau*|pipe|pipes|planche*|board|boards|pièce*|part|parts|barre*|bar|bars|' +
        'poutre*|beam|beams|crochet*|hook|hooks|roche*|rock|rocks|pierre*|stone|chunk|morceau*|bloc|block',
      'struck|hit|frappé|frappée|heurté|heurtée|atteint|atteinte|smacked|caught',
      'shin|leg|legs|knee|foot|feet|head|arm|hand|tibia|jambe*|genou*|pied|pieds|tête|bras|main|épaule*|shoulder*|' +
        'face|visage|chest|poitrine|hip|hanche',
    ],
    { window: 14, ordered: true },
  ),
  // Someone thrown against a fixture: "an FA was thrown against the aft galley", « projeté contre le comptoir ».
  rule('struck-by', [
    'thrown against|thrown into|slammed against|slammed into|projeté contre|projetée contre|projetés contre|' +
      'projeté sur|projetée sur|plaqué contre|plaquée contre',
  ]),
  // Standing where a swinging, rolling or released object passes: the line of fire.
  rule('struck-by', [
    'line of fire|dans la ligne de tir|swing path|swing radius|path of the|trajectoire|rayon de giration|' +
      'rayon de balancement|zone de balancement|zone de projection|rayon d’action',
  ]),
  rule('industrial-robots', [
    'robot*|cobot*',
    'entrer|entrent|enter|enters|entered|dans la cellule|inside the cell|into the cell|=en marche|running|' +
      'mode apprentissage|teach mode|porte de la cellule|cell door|contourn*|bypass*|heurté*|struck',
  ]),
  rule('conveyors', [
    'tapis roulant*|tapis convoyeur*|convoyeur* à rouleaux|roller conveyor*|belt conveyor*',
  ]),
  rule('sharp-tools', [
    'couteau*|knife|knives|lame*|blade*|trancheuse*|slicer*|cutter*|exacto|scalpel*|ciseaux|scissors|cisaille*|' +
      'shears|tôle*|sheet metal|verre|glass',
    'coupé|coupée|coupure*|s’est coupé|cut|cuts|lacér*|lacerat*|entaill*|bless*|injur*|saign*|bleed*|gash*',
  ]),
  rule(
    'power-presses',
    [
      'presse|presses|press|poinçonneuse*|punch press*|press brake*|presse plieuse',
      'main|mains|hand|hands|doigt*|finger*|pédale*|pedal*|matrice*|die|dies|emboutiss*|stamp*|descente|stroke',
    ],
    { weak: true },
  ),
  rule('vehicle-lifts', [
    'sous le véhicule|sous la voiture|sous le camion|sous l’auto|under the vehicle|under the car|under the truck|' +
      'underneath the vehicle|underneath the car',
    'cric*|jack|jacks|soulev*|lifted|raised|levé*|pont*|lift|hoist*|chandelle*|stand|stands',
  ]),
  rule('tire-servicing', [
    'pneu*|tire|tires|tyre*|jante*|rim|rims',
    'gonfl*|inflat*|éclat*|explos*|burst*|démont*|demount*|split rim*|multi-piece',
  ]),
  rule('portable-power-tools', [
    'ponceuse*|scie sauteuse|jigsaw*|scie alternative|reciprocating saw*|rotary hammer*|marteau perforateur|' +
      'cloueuse*|nail gun*|tronçonneuse à disque',
  ]),
  rule('sawmill-equipment', [
    'scie*|saw|saws|sawing',
    'scierie*|sawmill*|billes|billots|logs|bois d’œuvre|lumber|planage|planer mill*',
  ]),
  rule(
    'electrical-contact',
    [
      'fil|fils|filage|wire|wires|wiring|câble*|cable*|cord|cords|rallonge*|extension cord*|prise|prises|' +
        'outlet*|receptacle*|panneau* électrique*|electrical panel*|boîte électrique|junction box*',
      'dénud*|exposé*|exposed|bare|endommag*|damag*|frayed|effiloch*|épissé*|spliced|mouill*|wet|surcharg*|' +
        'overload*|sans couvercle|no cover|missing cover|cover missing|surchauff*|overheat*|sans plaque|' +
        'no cover plate|missing cover plate|sortent du mur|hanging out of the wall|multiprise*|power bar*|' +
        'daisy-chain*|daisy chained|évier|sink',
    ],
    { danger: true },
  ),
  // A homemade adapter or a cord mended with tape: « le vieil adaptateur maison pis la rallonge réparée au tape ».
  rule(
    'electrical-contact',
    [
      'adaptateur*|adapter*|rallonge*|extension cord*|cord|cords|fil électrique|power cord*',
      'homemade|home-made|bricolé*|patenté*|réparé* au tape|réparée* au tape|taped|tape|abîmé*|damaged|frayed|' +
        'effiloch*|dénudé*|exposed wire*|fils à nu|splice*|épiss*',
    ],
    { window: 8, danger: true },
  ),
  rule(
    'electrical-contact',
    ['adaptateur maison|adaptateurs maison|adaptateur fait maison|adaptateurs faits maison'],
    {
      danger: true,
    },
  ),
  rule(
    'electrical-contact',
    ['choc électrique|chocs électriques|electric shock*|électris*|got a shock|shocked|décharge électrique'],
    // A seat that takes the boat's shocks ("shock-mitigating suspension seats") carries no current.
    { unless: 'mitigating|absorb*|amortiss*|suspension|seat|seats|siège*' },
  ),
  rule(
    'electrical-contact',
    [
      'travaill*|work|works|working|répar*|repair*|intervien*|intervention*',
      'sous tension|energized|live circuit*|live wire*|hot circuit*|circuit* sous tension',
    ],
    { danger: true },
  ),
  rule('arc-flash', [
    'panneau*|panel*|switchgear|appareillage|disjoncteur*|breaker*|sectionneur*|tableau* électrique*|' +
      'armoire électrique|electrical cabinet*|transformateur*|transformer*|mcc',
    'sous tension|energized|live|ouvert sous tension',
  ]),
  // A house's service drop where roofers work: « le branchement de service (240 V) arrive au coin du toit ».
  rule('overhead-power-lines', [
    'branchement de service|service drop|service drops|service mast*|mât électrique',
  ]),
  // A saw that kicks back when its blade pinches: « un rebond quand la lame a pincé », "kickback".
  rule(
    'portable-power-tools',
    ['rebond|kickback|kick-back|kicked back', 'lame|blade|scie*|saw|saws|coupe|cut'],
    {
      window: 8,
    },
  ),
  rule('overhead-power-lines', [
    'ligne|lignes|fils|wires|lines|câbles|cables',
    'électrique*|hydro|aérien*|overhead|haute tension|high voltage|power',
    'grue*|crane*|nacelle*|échelle*|ladder*|boom*|flèche*|mât*|mast*|benne*|dump*|camion*|truck*|excavatrice*|' +
      'excavator*|près|near|proximité|close|sous|under|en dessous|pépine|godet|bucket|stockpile*|' +
      'empilement*',
  ]),
  rule('ev-high-voltage', [
    'véhicules électriques|véhicule électrique|voiture* électrique*|electric vehicle*|hybrid vehicle*|' +
      'véhicule* hybride*|electric car*',
    'répar*|repair*|entretien|servic*|batterie*|battery|batteries|haute tension|high voltage|câbles orange|' +
      'orange cable*|débranch*|disconnect*|collision*',
  ]),
  rule('solar-pv-systems', [
    'panneau* solaire*|solar panel*|solar array*|module* photovoltaïque*|pv module*',
    'install*|toit|toiture|roof*|câbl*|wiring|répar*|repair*|nettoy*|nettoi*|clean*|raccord*|connect*',
  ]),
  rule('lithium-batteries', [
    'lithium|li-ion|lithium-ion|lipo',
    'batter*|pile|piles|cell|cells|accumulat*|charg*',
  ]),
  // A battery swollen, hot, smoking, crushed or crackling: « la batterie est toute enfoncée, ça crépitait ».
  rule('lithium-batteries', [
    'batter*',
    'gonfl*|swell*|swollen|surchauff*|overheat*|fumée*|smok*|feu|fire|incendie|emballement|enfonc*|écras*|' +
      'endommag*|perfor*|crushed|damaged|dented|punctured|crépit*|crackl*|hiss*',
  ]),
  rule(
    'hot-work',
    [
      'meul*|grind*|oxycoup*|coupage|chalumeau*|torch cut*|cutting torch*|plasma|étincel*|spark*|cutting|' +
        WELDING,
      'carton*|cardboard|chiffon*|rag|rags|combustible*|inflammable*|flammable*|sciure|sawdust|huile*|oil|oily|' +
        'papier*|paper*|solvant*|solvent*|essence|gasoline|palette* de bois|wooden pallet*',
    ],
    { danger: true, unless: 'caustique|caustic' },
  ),
  rule(
    'hot-work',
    [
      `${WELDING}|oxycoupage|torch cutting|coupe au chalumeau|coupent au chalumeau|coupe* au plasma|` +
        'plasma cutting|coupeuse au plasma|meulage|grinding|travaux à chaud|travail à chaud',
    ],
    // Not a concrete floor ground and polished, nor splices welded by ultrasound: no flame, no spark.
    {
      unless:
        'caustique|caustic|béton|concrete|slab|dalle|terrazzo|poliss*|polish*|ultrason*|ultrasonic*|ultrasonically',
    },
  ),
  // Fine dust that caught fire in a duct or a collector: « les fines se sont enflammées », "fines ignited".
  rule(
    'combustible-dust',
    [
      'fines|poudrette|crumb rubber|poussière*|dust|sciure|sawdust',
      'ignited|ignite*|caught fire|enflamm*|s’est enflammé*|flash fire|déflagration|deflagration',
    ],
    { window: 5 },
  ),
  rule('combustible-dust', [
    'sciure|sawdust|farine|flour|poussière de bois|wood dust|poussière de grain|grain dust|poussière de sucre|' +
      'sugar dust|sucre en poudre|powdered sugar|amidon|starch|poussière d’aluminium|aluminum dust|aluminium dust|poussière* métallique*|metal dust|' +
      'poussière de plastique|plastic dust|copeaux|shavings|poussière de charbon|coal dust|poussière fine|fine dust|' +
      'poussière de tourbe|peat dust|lint|charpie|peluche*|fluff|resin powder|poudre de résine|colour powder|plastic powder',
    'accumul*|couche*|layer*|built up|buildup|build-up|épais*|thick|nuage*|cloud*|explos*|poutre*|rafter*|' +
      'ledge*|solive*|en suspension|airborne|partout|everywhere',
  ]),
  rule('flammable-liquids', [
    'essence|gasoline|gas can*|diluant*|thinner*|carburant*|fuel|solvant* inflammable*|acétone|acetone|' +
      'kérosène|kerosene|naphta|varsol',
    'contenant non identifié|unlabelled container*|unlabeled container*|bouteille d’eau|water bottle*|seau*|' +
      'bucket*|flamme*|flame*|fumer|fument|smoking|cigarette*|étincel*|spark*|chaufferette*|heater*|déversé*|' +
      'spill*|transvas*|decant*|refuel*|ravitaill*',
  ]),
  rule('compressed-gases', [
    'bouteille*|cylindre*|cylinder*|bonbonne*',
    'oxygène|acétylène|propane|azote|argon|hélium|co2|gaz|gas|oxygen|acetylene|nitrogen|helium|compressed',
  ]),
  rule(
    'compressed-gases',
    [
      'bouteille*|cylindre*|cylinder*|bonbonne*',
      'pas attaché*|non attaché*|non arrimé*|sans chaîne|couché*|unsecured|not secured|not chained|not strapped|' +
        'lying down|sans chapeau|no cap|without cap',
    ],
    { danger: true },
  ),
  // A fire or a flash where dust is collected: « feu de poussières dans le collecteur », "a fire in the baghouse".
  rule('combustible-dust', [
    'feu|feux|fire|fires|incendie*|flash|explosion*|étincelle*|spark*|brais*|ember*',
    'collecteur*|dust collector*|dépoussiéreur*|baghouse*|filtre à manches|cyclone*|silo*',
  ]),
  // A fire started in dust on a hot bearing or a motor: "the fire in the elevator leg started in dust on a hot bearing".
  rule(
    'combustible-dust',
    [
      'feu|feux|fire|fires|incendie*|smoulder*|smolder*|flash',
      'dust|poussière|poussières',
      'bearing*|roulement*|bucket elevator*|élévateur* à godets|leg|motor*|moteur*|hot|chaud*|surchauff*|overheat*',
    ],
    { window: 10 },
  ),
  // Dust lying measured on motors and beams: « 3 mm de poussière sur les poutres ».
  rule(
    'combustible-dust',
    [
      'dust|poussière|poussières',
      'beam|beams|poutre*|rafter*|motors|moteurs|ledge*|solive*',
      'mm|cm|pouce*|inch*|thick|épais*|couche*|layer*|accumul*|built up|buildup|build-up',
    ],
    { window: 10 },
  ),
  // Hydrogen handled in the open: balloons filled, a leak, a cylinder at a shelter.
  rule(
    'explosive-atmospheres',
    [
      'hydrogène|hydrogen',
      'ballon*|balloon*|inflat*|gonfl*|remplis*|rempli*|fill*|leak*|fuite*|capteur*|sensor*|détecteur*|detector*',
    ],
    { unless: 'batter*|charg*|ups|accumulateur*' },
  ),
  rule('explosive-atmospheres', [
    'vapeurs inflammables|flammable vapour*|flammable vapor*|gaz inflammable*|flammable gas*|fuite de gaz|' +
      'gas leak*|odeur de gaz|smell of gas|atmosphère explosible|atex',
  ]),
  // A gas smelled or leaking at a burner, a meter or a line is first the gas leak itself.
  rule('natural-gas-leaks', [
    'fuite de gaz|gas leak*|odeur de gaz|smell of gas|smelled gas|smelt gas|senti le gaz|senti du gaz|' +
      'ça sent le gaz|mercaptan',
  ]),
];

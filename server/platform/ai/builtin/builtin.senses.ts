import { type Token, tokenize } from './builtin.tokens';

/**
 * Words that name a hazard in one sense and something harmless in another, read as a family: the sense is given
 * by the words around them, whatever hazard, rule or event marker the word would otherwise feed. A price that
 * "fell", a bulb "burnt out", a "blast" of sound in a headset, soup "served hot": the word is dropped from the
 * sentence's reading (no cue, no rule, no event).
 */
interface SenseFamily {
  /** The ambiguous word, every inflection written out (folded). */
  words: ReadonlySet<string>;
  /** Words that put it in its harmless sense, within `window` content words on either side. */
  context: ReadonlySet<string>;
  window: number;
  /** A figure in per cent right after the word (« fell 8% », « ont chuté de 12 % ») puts it in that sense too. */
  percent?: boolean;
  /** The word is in its harmless sense wherever it stands. */
  always?: boolean;
  /** Hazards the word does name in that sense (a lamp burnt out is poor lighting): their terms keep it. */
  keeps?: readonly string[];
}

// Compared as the tokens carry them: folded, with the OCR-safe repairs (« burnt » is kept as « bumt »).
const set = (words: string) => new Set(words.split('|').map((word) => tokenize(word)[0]?.raw ?? word));

const FAMILIES: readonly SenseFamily[] = [
  // Figures that fall, drop or climb: prices, sales, rates, margins, standings (« les ventes ont chuté », "revenue
  // fell 8%", « la glissade au classement »).
  {
    words: set(
      'fall|falls|fell|falling|fallen|drop|drops|dropped|dropping|plunge|plunged|plunging|tumble|tumbled|slide|slid|' +
        'sliding|slip|slipped|dip|dipped|chute|chutes|chuter|chuté|chutent|chutaient|tombe|tombé|tombés|tombée|tombées|' +
        'tombent|tomber|baisse|baissé|baissent|dégringole|dégringolé|glissade|glissades|glisse|glissé|slump|slumped',
    ),
    context: set(
      'price|prices|revenue|revenues|sales|margin|margins|rate|rates|profit|profits|earnings|demand|market|markets|' +
        'cost|costs|index|turnover|income|budget|ratings|prix|vente|ventes|revenu|revenus|marge|marges|taux|bénéfice|' +
        'bénéfices|cours|bourse|demande|coût|coûts|chiffre|recettes|budget|percent|pourcent|' +
        // A team's or a party's place: « la glissade au classement », "slid in the standings".
        'classement|standings|ranking|rankings|sondage|sondages|polls',
    ),
    window: 3,
    percent: true,
  },
  // Keys removed from a parked machine (« clés retirées », "keys removed") lock it out: no control taken away.
  {
    words: set('removed|pulled|retirée|retirées|enlevée|enlevées'),
    context: set('keys|key|clés|clé'),
    window: 1,
  },
  // A centrifuge's bucket (« nacelle », "bucket") lifts no one.
  {
    words: set('nacelle|nacelles|bucket|buckets'),
    context: set(
      'centrifugeuse|centrifugeuses|centrifuge|centrifuges|rotor|rotors|couvercle|couvercles|étanche|étanches',
    ),
    window: 4,
  },
  // A patient lift's slings (« toiles ») rig no load: "medium slings are missing on 2B".
  {
    words: set('sling|slings'),
    context: set(
      'resident|residents|patient|patients|ceiling|bariatric|commode|medium|unit|units|usager|usagers|lève-personne|lève-personnes|' +
        'rooms|room|transfer|transfers|repositioning',
    ),
    window: 6,
  },
  // Birds' or rodents' droppings are dirt to clean up, nothing dropped from above.
  {
    words: set('droppings'),
    context: set(''),
    window: 0,
    always: true,
    keeps: ['bird-droppings', 'biological-agents', 'zoonoses'],
  },
  // Emergency lighting and exit lights are emergency equipment, not the light to work by.
  {
    words: set('éclairage|éclairages|lighting|lights|lumières'),
    context: set('urgence|emergency|secours|exit|sortie'),
    window: 1,
    keeps: ['emergency-preparedness'],
  },
  // A concrete or mortar mixer kneads no dough: « on vide les sacs de ciment dans le malaxeur ».
  {
    words: set('malaxeur|malaxeurs|mixer|mixers|pétrin|pétrins'),
    context: set(
      'ciment|béton|mortier|concrete|cement|mortar|gâchée|gâchées|granulats|aggregate|sable|sand|plâtre|plaster|coulis|' +
        'grout|asphalte|asphalt|bitume|cylindres|cylinders',
    ),
    window: 12,
    keeps: [
      'caught-in-between',
      'machine-guarding',
      'noise',
      'silica',
      'hazardous-energy',
      'wet-cement-burns',
    ],
  },
  // A road that was plowed, a parking ban during snow removal: no plow driven.
  {
    words: set('plowed|ploughed|déneigement|déneigée|déneigé'),
    context: set(
      'road|roads|route|routes|trail|chemin|stationnement|stationné|stationner|interdit|amende|constat|infraction|' +
        'avis|contravention|ticket',
    ),
    window: 8,
  },
  // The technicians who repair emergency vehicles drive no emergency run.
  {
    words: set('vehicle|vehicles|véhicules|véhicule'),
    context: set('technicians|technician|mechanic|mechanics|EVT|EVTs|mécanicien|mécaniciens|techniciens'),
    window: 1,
  },
  // Glare ice is ice, not a light in the eyes.
  {
    words: set('glare'),
    context: set('ice|icy'),
    window: 1,
    keeps: ['road-traffic-driving', 'slips-trips'],
  },
  // A floor « comme de la glace », "like glare ice": slippery underfoot, no road.
  {
    words: set('ice|glare|glace|patinoire'),
    context: set('like|comme'),
    window: 2,
    keeps: ['slips-trips'],
  },
  // A mower's turning radius (« rayon de braquage ») robs no one.
  {
    words: set('braquage'),
    context: set('rayon|angle|zéro'),
    window: 2,
    keeps: ['ride-on-mowers'],
  },
  // A box hung up in a baler's chamber, a coat or a phone hung up: no tree hung up in another.
  {
    words: set('hung'),
    context: set(
      'chamber|box|boxes|carton|baler|phone|coat|coats|jacket|jackets|sign|signs|poster|posters|clothes|laundry',
    ),
    window: 4,
  },
  // A bottle jack (« cric bouteille ») holds no gas.
  {
    words: set('bouteille|bottle'),
    context: set('cric|jack|jacks'),
    window: 1,
  },
  // « Une seule main courante », « un seul diable pour 6 livreurs »: one of a thing, not a person alone.
  {
    words: set('seul|seule'),
    context: set(
      'main|courante|rampe|sortie|porte|prise|lumière|ampoule|extincteur|trousse|clé|chargeur|toilette|évier|fenêtre|' +
        'diable|diables|chariot|transpalette|détecteur|radio|outil|appareil|local|bureau|bâtiment|pièce|yeux',
    ),
    window: 2,
    keeps: ['first-aid-emergency', 'emergency-preparedness'],
  },
  // A signaller for a crane's lift (« Luc est signaleur pendant le levage ») directs no traffic.
  {
    words: set('signaleur|signaleuse|signaller|signaler|signalman|flagger'),
    context: set('levage|grue|camion-grue|lift|lifts|crane|boom|hoist|palan'),
    window: 6,
    keeps: ['cranes-rigging', 'overhead-power-lines', 'overhead-cranes-hoists'],
  },
  // A duress or distress button (« bouton de détresse ») is a lone worker's alarm, no one's distress.
  {
    words: set('détresse|distress|duress'),
    context: set(
      'bouton|boutons|button|buttons|alarme|alarmes|alarm|alarms|signal|beacon|balise|pendentif|pendant',
    ),
    window: 2,
    keeps: ['working-alone', 'workplace-violence', 'robbery-cash-handling'],
  },
  // A receiving or shipping dock (« quai de réception ») is a loading dock, no wharf.
  {
    words: set('quai|quais'),
    context: set(
      'réception|chargement|livraison|livraisons|expédition|expéditions|camion|camions|remorque|remorques|niveleur',
    ),
    window: 2,
    keeps: ['loading-docks', 'slips-trips', 'pedestrian-vehicle-traffic', 'forklifts'],
  },
  // Ankle-deep holes in a field or a yard turn ankles; they are no trench.
  {
    words: set('hole|holes|trou|trous'),
    context: set('ankle-deep|ankle|ankles|cheville|chevilles|roots|racines|field|terrain|pelouse|lawn|gazon'),
    window: 3,
    keeps: ['slips-trips'],
  },
  // An oil-modified or water-based urethane finish cures without free isocyanate.
  {
    words: set('urethane|uréthane|polyurethane|polyuréthane'),
    context: set('oil-modified|water-based|waterborne|eau|huile'),
    window: 2,
    keeps: ['solvents', 'flammable-liquids'],
  },
  // A seized bolt (« boulons grippés ») has no flu.
  {
    words: set('grippé|grippés|grippée|grippées'),
    context: set(
      'boulon|boulons|écrou|écrous|vis|vanne|vannes|valve|valves|roulement|roulements|pièce|pièces|tige|tiges',
    ),
    window: 2,
  },
  // A procedure's numbered step ("Step 1 – Unload the trucks") is no stair step.
  {
    words: set('step|steps'),
    context: set(
      '1|2|3|4|5|6|7|8|9|10|11|12|13|14|15|16|17|18|19|20|one|two|three|four|five|six|seven|eight|nine|ten',
    ),
    window: 1,
  },
  // A basement (« sous-sol ») is no floor underfoot: « odeur de sous-sol humide » is damp, not slippery.
  {
    words: set('sol'),
    context: set('sous'),
    window: 1,
  },
  // A cleanroom's wet bench (« banc humide ») is a station for acids, neither a humid room nor a wet floor.
  {
    words: set('humide|humides'),
    context: set('banc|bancs'),
    window: 1,
  },
  // A dismantling told as the date things changed (« depuis le démantèlement du vieux réacteur en 2022 », "since the
  // old booth's demolition"): work over, not a demolition going on.
  {
    words: set('démantèlement|démolition|dismantling|demolition|decommissioning'),
    context: set('depuis|since'),
    window: 1,
  },
  // Gear worn, not a machine's gears: "full gear (helmet, jacket…)", « l'équipement de pluie », bunker gear.
  {
    words: set('gear'),
    context: set(
      'full|protective|rain|bunker|turnout|winter|cold-weather|safety|riding|hi-vis|fishing|climbing|camping|' +
        'personal|diving|dive|ski|hunting|weather|wet|ppe',
    ),
    window: 1,
    keeps: ['firefighter-combustion-contaminants', 'cold-stress', 'cranes-rigging', 'inadequate-ppe'],
  },
  // A gym's squat rack is a frame for a barbell: neither storage racking nor a worker squatting.
  {
    words: set('squat|squats|rack|racks'),
    context: set('squat|squats|rack|racks|barbell|barbells|bench|press'),
    window: 1,
  },
  // A van's, a roof's or a ladder's rack carries things, a plant's pipe rack carries its lines: no storage racking.
  {
    words: set('rack|racks'),
    context: set(
      'van|vans|truck|trucks|trailer|trailers|roof|ladder|ladders|bike|bikes|bicycle|bicycles|ski|coat|hat|pickup|' +
        'pipe',
    ),
    window: 1,
  },
  // A vehicle's roof (« le toit de la remorque », "the roof of the van"): a fall from it is a fall from height, not
  // roof work on a building.
  {
    words: set('roof|roofs|toit|toits'),
    context: set(
      'van|vans|car|cars|truck|trucks|trailer|trailers|bus|buses|vehicle|vehicles|pickup|remorque|remorques|camion|' +
        'camions|autobus|véhicule|véhicules|voiture|voitures|wagon|wagons|fourgon|fourgonnette',
    ),
    window: 2,
    keeps: ['falls-from-height'],
  },
  // Falling asleep is fatigue: nothing falls.
  {
    words: set('fall|falls|fell|falling|fallen'),
    context: set('asleep'),
    window: 1,
    keeps: ['fatigue-shift-work'],
  },
  // A tool crib or a stores crib holds supplies: no baby's cot.
  {
    words: set('crib|cribs'),
    context: set(
      'tool|tools|parts|stores|supply|supplies|half-masks|masks|respirators|gloves|cartridges|ppe|inventory|attendant',
    ),
    window: 4,
  },
  // Shielding in nuclear medicine (« blindages en tungstène », « briques de plomb »): no trench shoring.
  {
    words: set('blindage|blindages|blindé|blindés'),
    context: set(
      'plomb|tungstène|seringue|seringues|encapsulé|encapsulés|labo|radioactif|radioactive|rayonnement|rayonnements|' +
        'radioprotection|nucléaire|sources|source',
    ),
    window: 4,
    keeps: ['ionizing-radiation'],
  },
  // A search of a person or a room (« fouilles à l'arrivée », « fouille des chambres »): no excavation.
  {
    words: set('fouille|fouilles|fouillé|fouillée|fouiller'),
    context: set(
      'arrivée|sortie|sorties|corporelle|corporelles|chambre|chambres|effets|résident|résidents|détenu|détenus|' +
        'patient|patients|usager|usagers|sac|sacs|cellule|cellules|visiteur|visiteurs|casier|casiers|bagages|' +
        'pince|pinces|divan|matelas|poche|poches|sofa|coussins|' +
        // Done by eye or with a wand at a shelter's door (« on fait la fouille visuelle », « détecteur de métal »).
        'visuelle|visuelles|manuelle|manuelles|détecteur|métal|métaux',
    ),
    window: 3,
  },
  // Tarps that close a concrete curing enclosure or shade a crew: no load tarped on a trailer.
  {
    words: set('tarp|tarps|tarping'),
    context: set(
      'curing|cure|concrete|béton|shade|ombre|enclosure|hoarding|heater|heaters|fuel|inside|under',
    ),
    window: 3,
  },
  // A pail (« une chaudière de saumure de 20 L », « mélangé dans une chaudière »): no boiler, no vessel to enter.
  {
    words: set('chaudière|chaudières'),
    context: set(
      'litre|litres|eau|saumure|javel|peinture|pleine|pleines|vide|vides|portée|portées|porter|mélangé|mélangée|' +
        'savonneuse|plastique|seau|nettoyant|lavage|moulée|' +
        // Carried in (« il est rentré avec la chaudière »): a vessel is entered, never brought.
        'avec',
    ),
    window: 3,
  },
  // A mine's roof (« le toit travaille au-dessus du front », loose rock after a blast) is ground to control, not
  // roofing on a building.
  {
    words: set('toit|toits'),
    context: set(
      'front|galerie|galeries|boulonneur|boulonneurs|boulonnage|boulons|écaillage|écaillé|écailler|écaillage|roches|' +
        'tir|sautage|minerai|grillage|forage|rampe|niveau',
    ),
    window: 4,
    keeps: ['ground-control'],
  },
  // A cut-off (« bouton de coupure rapide », « coupure de courant ») or a text's cut: no cut to the skin.
  {
    words: set('coupure|coupures'),
    context: set(
      'courant|électricité|électrique|bouton|rapide|eau|budget|budgétaires|texte|service|gaz|alimentation|urgence|' +
        'réseau|internet|postes|version|barre|caténaire|tension|ligne|lignes',
    ),
    window: 4,
  },
  // « une pause au chaud »: a warm place to recover from the cold, no heat stress.
  {
    words: set('chaud|chaude'),
    context: set('au'),
    window: 1,
    keeps: ['cold-stress'],
  },
  // Ammonia from manure in a barn is not a refrigeration plant's.
  {
    words: set('ammoniac|ammonia'),
    context: set(
      'fumier|manure|litière|litter|poulailler|poulaillers|barn|barns|étable|porcherie|dindonnière|poultry|urine|' +
        'dindes|dindons|turkeys|poules|hens|pigs|porcs|hogs|cages|lisier|slurry',
    ),
    window: 5,
  },
  // A safety catch (« cran de sûreté »), a notch: no crane.
  {
    words: set('cran|crans'),
    context: set('sûreté|sécurité|arrêt|ceinture'),
    window: 2,
  },
  // Things that burn out: lamps, bulbs, fuses, and people (« burn-out »): no burn of the skin.
  {
    words: set('burn|burns|burnt|burned|burning|brûlé|brûlée|brûlés|brûlées|grillé|grillée|grillés|grillées'),
    context: set(
      'out|bulb|bulbs|lamp|lamps|fixture|fixtures|light|lights|tube|tubes|fuse|fuses|ampoule|ampoules|lampe|lampes|' +
        'néon|néons|fusible|fusibles|luminaire|luminaires|lampadaire|lampadaires|streetlight|streetlights|' +
        'réverbère|réverbères|calories|cd|cds|dvd|toast',
    ),
    window: 2,
    keeps: ['inadequate-lighting', 'psychosocial-risks'],
  },
  // « Éclairé », « éclairer »: lit, a light, never lightning (« éclairs », whose stem they share).
  {
    words: set('éclairé|éclairée|éclairés|éclairées|éclairer|éclaire|éclairent|éclairait|éclairaient'),
    context: set(''),
    window: 0,
    always: true,
    keeps: ['inadequate-lighting'],
  },
  // A coffee roastery (« brûlerie ») burns beans, not skin.
  {
    words: set('brûlerie|brûleries'),
    context: set(''),
    window: 0,
    always: true,
  },
  // A knee, an ankle or a wrist twisted is an injury's, not a posture held at work.
  {
    words: set('twist|twisted|twisting|tordu|tordue'),
    context: set('knee|knees|ankle|ankles|wrist|wrists|genou|cheville|poignet'),
    window: 2,
    // The injury still tells of the slip, the fall or the assault that caused it.
    keeps: ['slips-trips', 'falls-from-height', 'ladders', 'inadequate-lighting', 'workplace-violence'],
  },
  // A person exhausted: no engine exhaust, whatever the words around.
  {
    words: set('exhausted|exhausting|exhaustion|épuisé|épuisée|épuisés|épuisées'),
    context: set(''),
    window: 0,
    always: true,
    keeps: ['psychosocial-risks', 'fatigue-shift-work', 'heat-stress'],
  },
  // A knife in a robber's hand is a weapon, not a cutting tool (« un couteau à la main », "like he had a knife").
  {
    words: set('knife|knives|couteau|couteaux|blade|lame|machete|machette'),
    context: set(
      'robber|robbers|robbery|thief|thieves|holdup|hold-up|armed|threatened|threat|attacker|assailant|intruder|' +
        'masked|voleur|voleurs|vol|braquage|armé|armée|menacé|menacée|menace|pulled|brandished|brandi|psychotic|' +
        'psychose|' +
        'agresseur|individu|cagoulé|intrus|tiroir-caisse|cash|argent',
    ),
    window: 6,
    keeps: ['workplace-violence', 'robbery-cash-handling'],
  },
  // A bottle's cap or a grease plug (« bouchon ») is no earplug.
  {
    words: set('bouchon'),
    context: set(
      'flacon|flacons|bouteille|bouteilles|bidon|bidons|contenant|contenants|graisse|autour|vissé|dévissé|fuyait|' +
        'fuit|fuite|fuient|coule|coulait',
    ),
    window: 3,
  },
  // Damp weather, a damp wipe (« temps humide », « méthode humide »): humid alone is no heat (the humidex is).
  {
    words: set('humide|humides|humid'),
    context: set(
      'méthode|méthodes|temps|météo|weather|chiffon|chiffons|linge|nettoyage|essuyage|balayage|vadrouille|mop|' +
        'wipe|wipes|cloth|voie|sable|sol|plancher|floor|sous-sol|basement|cave|dépoussiéreur|collector|scrubber',
    ),
    window: 2,
    keeps: ['slips-trips', 'mould', 'indoor-air-quality', 'wet-work-dermatitis'],
  },
  // The humidex is a heat index, not a damp floor (its folded form is « humide »'s).
  {
    words: set('humidex'),
    context: set(''),
    window: 0,
    always: true,
    keeps: ['heat-stress'],
  },
  // A break-up, a debate or a game said « explosive »: no explosives.
  {
    words: set('explosive|explosives|explosif|explosifs'),
    context: set(
      'rupture|séparation|divorce|relation|couple|souper|dispute|chicane|débat|debate|argument|match|game|' +
        'performance|saison|season|' +
        'duo|trio|finale|finish|scène|scene|rencontre|meeting|breakup|mélange|combo|saveur|saveurs|flavour|flavours',
    ),
    window: 4,
  },
  // A pool's or a hot tub's shock treatment is a chemical, not an electric shock.
  {
    words: set('shock|shocks|shocking|choc'),
    context: set(
      'pool|pools|hot|tub|tubs|spa|bromine|chlorine|chlore|brome|piscine|pucks|granular|granules|treatment|sanitizer',
    ),
    window: 4,
    keeps: ['whmis-hazardous-products', 'corrosives', 'chlorine-gas'],
  },
  // A blast of sound, air, steam or mail, and the wall that stops one: no explosives.
  {
    words: set('blast|blasts|blasted|blasting'),
    context: set(
      'screech|screeches|squeal|squeals|sound|sounds|tone|tones|music|audio|headset|headsets|earpiece|earpieces|' +
        'speaker|speakers|horn|horns|whistle|feedback|volume|email|emails|message|messages|text|texts|radio|' +
        'through|chiller|chillers|freezer|freezers|steam|heat|wall|walls|water|cold',
    ),
    window: 2,
  },
  // Food served hot, hot dogs, hot spots, hot desks, hotlines: no hot surface.
  {
    words: set('hot|chaud|chaude|chauds|chaudes|brûlant|brûlante|bouillant|bouillante'),
    context: set(
      'served|serve|serves|serving|servi|servie|servis|servies|piping|menu|soup|soups|soupe|soupes|sandwich|' +
        'sandwiches|dog|dogs|spot|spots|desk|desks|desking|topic|topics|sauce|chocolate|chocolat|deal|deals|seller|' +
        'sellers|line|key|keys|wings|meal|meals|lunch|repas|plat|plats|dîner|déjeuner',
    ),
    window: 2,
  },
  // A dosimeter read in decibels measures noise, not radiation (« le dosimètre donnait 89 dBA »).
  {
    words: set('dosimètre|dosimètres|dosimeter|dosimeters|dosimétrie|dosimetry'),
    context: set('dba|db|décibels|decibels|bruit|noise|sonore|sound'),
    window: 6,
    keeps: ['noise'],
  },
  // A ditch at the side of a road is where a vehicle ends up, not a trench to work in (« a fini dans le fossé »).
  {
    words: set('fossé|fossés|ditch|ditches'),
    context: set(
      'volant|route|chemin|autoroute|auto|voiture|camion|véhicule|vus|pickup|car|truck|van|drove|driving|road|' +
        'highway|hwy|rolled|roulé|dérapé|skidded|slid|sorti|conduisait|wheel|side-by-side|motoneige|snowmobile|quad',
    ),
    window: 8,
    keeps: ['road-traffic-driving', 'atv-utv', 'fatigue-shift-work'],
  },
  // A chain, a line or a sling under tension holds a load, not a current (« la chaîne … sous tension »).
  {
    words: set('tension|tensioned'),
    context: set(
      'chaîne|chaînes|câble|câbles|amarre|amarres|aussière|aussières|élingue|élingues|sangle|sangles|mouillage|' +
        'treuil|chain|chains|cable|cables|rope|ropes|mooring|hawser|hawsers|sling|slings|strap|straps|winch|' +
        'ressort|ressorts|spring|springs',
    ),
    window: 5,
    keeps: ['mooring-line-snapback', 'struck-by', 'cargo-securement', 'cranes-rigging'],
  },
  // What a respirator's cartridge is rated for names the filter, not a gas in the air: « cartouches P100/gaz acides »,
  // "organic vapour cartridges".
  {
    words: set('acides|acide|acid|organic|organiques|organique'),
    context: set(
      'cartouche|cartouches|cartridge|cartridges|filtre|filtres|filter|filters|p100|n95|masque|demi-masque|' +
        'respirator|respirateur|half-mask|apr|papr',
    ),
    window: 3,
  },
  // A spill kit or a spill drill is readiness for a spill, not liquid on the floor.
  {
    words: set('spill|spills|déversement|déversements'),
    context: set(
      'kit|kits|trousse|trousses|drill|drills|exercice|exercices|response|pads|absorbant|absorbants',
    ),
    window: 1,
    keeps: ['emergency-preparedness', 'flammable-liquids'],
  },
  // A drill practised is an exercise, not a power tool: "spill drill", "fire drill", "beacon drill".
  {
    words: set('drill|drills'),
    context: set(
      'spill|spills|fire|evacuation|emergency|beacon|rescue|tornado|lockdown|earthquake|safety|abandon|ship|muster',
    ),
    window: 1,
    keeps: ['emergency-preparedness'],
  },
  // « On sable l'alu », « qu'on sable »: sanding, the verb, not sand.
  {
    words: set('sable|sablent'),
    context: set('on|qu|je|ils|elles|nous'),
    window: 1,
    keeps: ['wood-dust'],
  },
  // To look (« regarder s'il y a un chien »), not a manhole (« regard »), whatever the words around.
  {
    words: set('regarder|regardez|regardent|regardé|regardée|regardait|regardant|regardes|regardons'),
    context: set(''),
    window: 0,
    always: true,
  },
  // Meat or bread sliced (« arrivent tranchés », « pain tranché »): no trench.
  {
    words: set('tranché|tranchés|tranchée|tranchées'),
    context: set(
      'jambon|bacon|pain|pains|viande|viandes|fromage|fromages|saucisson|charcuterie|charcuteries|dinde|rôti|' +
        'arrivent|arrive|finement|mince|minces|tomate|tomates|oignon|oignons',
    ),
    window: 3,
  },
  // Splices welded by ultrasound: no flame, spark or fume.
  {
    words: set('welded|welding|weld|welds|soudé|soudés|soudée|soudées|soudage'),
    context: set('ultrasonically|ultrasonic|ultrason|ultrasons|ultrasonique|ultrasoniques'),
    window: 2,
  },
  // An infrared thermometer or camera measures heat: no radiation exposure.
  {
    words: set('infrarouge|infrared|ir'),
    context: set(
      'thermomètre|thermometer|thermomètres|thermometers|caméra|camera|cameras|pistolet|gun|thermographie',
    ),
    window: 2,
  },
  // A first-aid attendant, a parking or a pool attendant: no confined-space attendant.
  {
    words: set('attendant|attendants'),
    context: set('aid|first|ofa|parking|lot|pool|flight|gas|station|locker'),
    window: 3,
  },
  // Cold water or drinks set out for the heat: a heat-stress control, no cold exposure.
  {
    words: set('cold|froide|froid|fraîche|fraîches'),
    context: set(
      'drink|drinks|drinking|boire|boissons|station|cooler|fountain|fontaine|bottle|bottles|bouteille|bouteilles',
    ),
    window: 3,
    keeps: ['heat-stress'],
  },
  // « en attendant » is French for "meanwhile": no confined-space attendant.
  {
    words: set('attendant'),
    context: set('en'),
    window: 1,
  },
];

const NONE: readonly string[] = [];

/**
 * Figures of speech whose words name hazards taken literally: "did the heavy lifting on the flyer", "crush Q4",
 * "burning questions", « garder la tête froide ». Their words feed nothing.
 */
const IDIOMS: readonly RegExp[] = [
  /\b(?:did|do|does|doing|done)\s+(?:all\s+)?(?:the|most of the|much of the)\s+heavy[- ]lifting\b/giu,
  /\bhit(?:s|ting)?\s+the\s+ground\s+running\b/giu,
  // « Ça a marché numéro un »: first-rate, no UN number.
  /\bnum[ée]ro\s+un\b|\bnumber\s+one\b/giu,
  /\bburning\s+(?:questions?|issues?)\b/giu,
  /\bcutting[- ]edge\b/giu,
  // First aid as where an injured worker was seen (« vus aux premiers soins », "checked at first aid"): the care given,
  // not a first-aid programme's gap.
  /\b(?:checked|treated|seen|went|sent|taken|brought|assessed|cleared)\s+(?:at|to|by)\s+first\s+aid\b/giu,
  /\b(?:vus?|vues?|soigné\p{L}*|envoyé\p{L}*|passé\p{L}*|allé\p{L}*|examiné\p{L}*)\s+(?:aux|à la|en)\s+premiers?\s+soins\b/giu,
  // First aid as how light an injury was, or its count: "(first aid)", "first aid only", "First aids: 1", a first-aid log.
  /\bfirst[\s-]aids?(?:\s*:\s*\d+|\s*(?=\))|\s+(?:only|cases?|logs?|logged|reports?)\b)/giu,
  /\bpremiers\s+(?:soins|secours)(?:\s*(?=\))|\s+seulement\b)|\bregistre\s+(?:des\s+)?premiers\s+soins\b/giu,
  // First aid given after an injury, among the care that followed it (« Glace, premiers soins, retour au travail », "washed,
  // first aid, form filled"): the care given, not a gap in first aid.
  /\bfirst[\s-]aid\s+(?:given|provided|administered|rendered|applied)\b|\bpremiers\s+soins\s+(?:donnés|faits|prodigués|administrés|reçus)\b/giu,
  /\b(?:first[\s-]aid|premiers\s+soins)(?=\s*[,;]\s*(?:\d+\s+\p{L}+\s+(?:de|d[’']|of)\s*)?(?:incident|report|form|rapport|retour|returned|back to work|registre|inscrit|déclar\p{L}*|formulaire|pansements?|bandages?|dressings?|then|puis|ensuite))/giu,
  // « (premiers soins, elle a fini son quart) », "(first aid, back at work)": the care, in brackets after the injury.
  /(?<=\(\s*)(?:first[\s-]aid|premiers\s+soins)(?=\s*[,;])/giu,
  // "First aid assessment: no treatment needed": the injury was assessed, not a gap in first aid.
  /\b(?:first[\s-]aid\s+assessment|évaluation\s+(?:des\s+|aux\s+)?premiers\s+soins)\b/giu,
  /(?<=\b(?:glace|ice|washed|lav[ée]e?s?|pansement|bandage|superficial|superficielle?s?)\s*[,;]\s*)(?:first[\s-]aid|premiers\s+soins)\b/giu,
  // The welder's arc eye, told as sand in the eyes: no silica.
  /\b(?:les\s+)?yeux\s+dans\s+le\s+sable\b|\bdu\s+sable\s+dans\s+les\s+yeux\b/giu,
  // A distance given in time on the road (« à 35 min de route »): no driving done.
  /\b\d+\s*(?:min(?:utes?)?|h|heures?)\s+de\s+route\b/giu,
  // The month, not a step (« marche »): "March 11, 2025", "since March", "3 March".
  /\b(?:March\s+(?:\d{1,2}(?:st|nd|rd|th)?|\d{4})|\d{1,2}\s+March|(?:in|since|until|by|of|last|next|early|late|mid-)\s*March)\b/gu,
  /\bcrush(?:es|ed|ing)?\s+(?:it|Q[1-4]|the\s+(?:competition|quarter|year|targets?|numbers|goals?))\b/giu,
  /\b(?:flew|fly|flies|flying)\s+off\s+the\s+shel(?:f|ves)\b/giu,
  /\bon\s+its\s+own\b/giu,
  /\bgard(?:er|ez|ons|e)\s+la\s+t[êe]te\s+froide\b/giu,
  /\bcoussin\s+de\s+s[ée]curit[ée]\b/giu,
  /\bfilet\s+de\s+s[ée]curit[ée]\s+(?:financier|social)\b/giu,
  /\b(?:safety\s+net|security\s+blanket)\s+(?:of|for)\s+(?:cash|savings|bonds)\b/giu,
  // A league table's "drop zone", a fee's "surcharge", a cook's torch.
  /\bdrop\s+zone\s+(?:in|of)\s+the\s+(?:standings|table|league)\b/giu,
  /\b(?:freight|fuel|energy|delivery|carbon)\s+surcharges?\b/giu,
  /\b(?:chalumeau\s+de\s+cuisine|kitchen\s+torch|cooking\s+torch|culinary\s+torch)\b/giu,
  // A well « soudé fermé », "welded shut", is closed for good: no hot work.
  /\b(?:soud[ée]e?s?\s+ferm[ée]e?s?|welded\s+shut)(?!\p{L})/giu,
  // A ladder "sticking up 3 ft past the eave" is no stick-up.
  /\bstick(?:s|ing)?\s+up\s+(?:a\s+(?:good\s+)?)?(?:\d|past|above|over|out|through)/giu,
  // A tray "that holds up" wears well: no hold-up.
  /\b(?:that|which|it|they|to|will|won[’']t|doesn[’']t|didn[’']t)\s+(?:holds?|held)\s+up\b|\bhold(?:s)?\s+up\s+(?:well|fine|over time)\b/giu,
  // Ear plugs custom-moulded to the ear are no mould.
  /\bmou?lded(?=\s+(?:ear\s*plugs|plugs|ones))|(?<=\bcustom[- ])mou?lded|(?<=\bbouchons\s+(?:sur\s+mesure\s+)?)moul[ée]s\b/giu,
];

// A word each figure of speech holds: a sentence with none of them holds none (most sentences).
const IDIOM_WORDS = set(
  'heavy|running|march|burning|cutting|crush|crushes|crushed|crushing|shelf|shelves|own|froide|coussin|filet|net|blanket|' +
    'zone|surcharge|surcharges|chalumeau|torch|stick|sticks|sticking|marche|soude|soudee|soudes|soudees|welded|' +
    'moulded|molded|moules|hold|holds|held|sable|route|aid|aids|soins|secours|registre|numéro|numero|number',
);

/**
 * Phrases read in one sense that still names some hazards: a machine « en marche » is running (no stair step), which
 * is what its energy, guards, conveyors and exhaust hazards speak of.
 */
const RUNNING = /\b(?:en|remis\p{L}*\s+en|mis\p{L}*\s+en|remettre\s+en|mettre\s+en)\s+marche\b/giu;
const RUNNING_KEEPS = [
  'hazardous-energy',
  'machine-guarding',
  'caught-in-between',
  'conveyors',
  'carbon-monoxide',
  'diesel-exhaust',
  'mobile-equipment',
];

/**
 * Figures of speech read only where one of their own words stands (each would cost every sentence its test):
 * with the sentence test they also need, and the hazards their sense still names.
 */
const GATED_IDIOMS: readonly {
  words: ReadonlySet<string>;
  pattern: RegExp;
  when?: RegExp;
  keeps: readonly string[];
}[] = [
  // A radio's notes said out loud, a detector's background count: no loud workplace.
  {
    words: set('loud|voix|fond|background'),
    pattern:
      /\bout\s+loud\b|\bà\s+voix\s+haute\b|\bbruit\s+de\s+fond\b|\bbackground\s+(?:noise|count|reading)s?\b/giu,
    keeps: [],
  },
  // A welder's arc seen by a passer-by is ultraviolet light, not an electrical arc flash.
  {
    words: set('arc'),
    pattern: /\barc(?=[\s-]flash)/giu,
    when: /\b(?:weld|welding|welder|welders|soudure|soudeur|soudeurs|souder|soudage)\b/iu,
    keeps: [],
  },
  // A fire truck's aerial ladder and a ladder truck are apparatus, not ladders climbed.
  {
    words: set('ladder|ladders|échelle|échelles'),
    pattern:
      /\baerial\s+ladders?(?:\s+trucks?)?\b|\bladder\s+trucks?\b|\béchelles?\s+aériennes?\b|\bcamions?[- ](?:à\s+)?échelles?\b/giu,
    keeps: [],
  },
  // Nor is a pay scale, in a sentence about pay or rank (« le bas de l'échelle » beside « son échelon salarial », "the
  // corporate ladder"): the foot of a real ladder is held by someone (« tenir le bas de l'échelle »).
  {
    words: set('ladder|ladders|échelle|échelles'),
    pattern:
      /(?<=\b(?:bas|haut|sommet)\s+de\s+l[’'])échelle\b|(?<!\p{L})échelles?(?=\s+(?:salariales?|des\s+salaires|de\s+(?:salaires?|traitement|rémunération)))|(?<=\b(?:career|corporate|salary|pay|social)\s+)ladders?\b/giu,
    when: /salari|salaire|échelon|rémunération|hiérarchi|promotion|career|corporate|salary|wage|promoted/iu,
    keeps: [],
  },
  // « Divers » alone on its line heads an agenda's last item (miscellaneous): no divers there.
  {
    words: set('divers'),
    pattern: /(?<!\p{L})Divers(?=[ \t]*(?:\n|$))/gu,
    keeps: [],
  },
  // A stage's fog or haze machine is no oil mist or fire's smoke: what it fills a room with is the air's quality.
  {
    words: set('brouillard|brume|fumée|fog|haze|hazer|hazers|smoke'),
    pattern:
      /\b(?:machines?\s+[àa]\s+(?:brouillard|brume|fumée)|(?:fog|haze|smoke)\s+machines?|hazers?)\b/giu,
    keeps: ['indoor-air-quality'],
  },
  // An x-ray taken of an injury (« radiographie à l'urgence », "went to the clinic, x-ray ok") exposes no worker.
  {
    words: set('x-ray|x-rays|xray|xrays|radiographie|radiographies|radio'),
    pattern:
      /\b(?:x-?rays?|radiographies?|radio)(?=\s+(?:ok|clear|negative|normal|négative|normale|showed|show|montre|a\s+montré|shows)\b)|(?<=\b(?:clinic|clinique|hospital|hôpital|urgence|urgences|ER|doctor|médecin)\b[^.;!?]{0,12})(?:x-?rays?|radiographies?)\b/giu,
    when: /clinic|clinique|hospital|hôpital|urgence|doctor|médecin|bruis|fractur|injur|bless|cass|broken|sprain|entorse/iu,
    keeps: [],
  },
  // The welder called in or booked for a repair (« j'vas appeler le soudeur pour la rampe », "the welder comes Monday")
  // welds nothing yet.
  {
    words: set('soudeur|welder'),
    pattern:
      /(?<=\b(?:appeler|appelé|appelle|call|called|calling|book|booked|booker|booké)\s+(?:le\s+|un\s+|the\s+|a\s+)?)(?:soudeur|welder)\b|\b(?:le\s+soudeur|the\s+welder)(?=\s+(?:passe|vient|viendra|arrive|comes|is\s+coming|will\s+come|comes\s+in|est\s+book\p{L}*|is\s+booked)\b)/giu,
    keeps: [],
  },
  // « La lance », a nozzle or an air lance (« la lance marche mal »), throws nothing at anyone.
  {
    words: set('lance|lances'),
    pattern: /(?<=\b(?:la|une|sa|les|des|leur|leurs)\s+)lances?\b/giu,
    keeps: [],
  },
  // « La soude » (caustic soda) is a corrosive, not a weld.
  {
    words: set('soude'),
    pattern: /(?<=\b(?:la|de|à|en|du)\s+)soude\b|\bsoude\s+caustique\b/giu,
    keeps: ['corrosives', 'chemical-delivery-dosing', 'whmis-hazardous-products'],
  },
  // A project's scaffolding (« on monte l'échafaudage du projet ») and its fit with a schedule (« l'arrimage avec
  // l'horaire ») are figures of a plan.
  {
    words: set('échafaudage|arrimage'),
    pattern:
      /(?<!\p{L})échafaudage\s+(?:du|de\s+notre|de\s+ce)\s+(?:projet|programme|plan|dossier)\b|\barrimage\s+(?:avec|entre)\s+(?:l[’']|les?\s+|la\s+|nos\s+|ses\s+)?(?:horaires?|programmes?|politiques?|besoins|calendriers?|orientations|services|plans?|étapes?|pédagogi\p{L}*|milieux?)\b/giu,
    keeps: [],
  },
  // An event told as happening « during the night shift » says when, not that night work tires the crew.
  {
    words: set('shift|quart'),
    pattern:
      /(?<=\b(?:during|durant|pendant)\s+(?:the\s+|le\s+)?)(?:night|evening)\s+shift\b|(?<=\b(?:durant|pendant)\s+le\s+)quart\s+de\s+(?:nuit|soir)\b/giu,
    keeps: [],
  },
  // Bear spray carried in the bush (« carry your spray » in a crew's texts about a bear) kills no pest.
  {
    words: set('spray'),
    pattern: /\bbear\s+spray\b|(?<=\bcarry\s+(?:your|the|a|their)\s+)spray\b/giu,
    keeps: ['wildlife-insects'],
  },
  // A « grippe » the evening after a day of welding is metal fume fever, the fumes' own harm.
  {
    words: set('grippe|flu'),
    pattern: /\b(?:grippe|flu)\b/giu,
    when: /soud|weld|galvanis|galvaniz/iu,
    keeps: ['welding-fumes'],
  },
  // « La main libre », the hand that holds no knife, is no hands-free phone (« mains libres »).
  {
    words: set('libre'),
    pattern: /(?<=\b(?:la|sa|leur|l[’']autre)\s+)main\s+libre\b/giu,
    keeps: [],
  },
  // An ice machine (« machine à glace », "ice maker") makes ice for drinks: no icy floor.
  {
    words: set('glace|glaçons|ice'),
    pattern: /\bmachines?\s+[àa]\s+(?:glace|glaçons)\b|\bice\s+(?:machines?|makers?)\b/giu,
    keeps: [],
  },
  // Water or drinks in a cooler are to drink, for the heat: no cold room.
  {
    words: set('cooler|coolers'),
    pattern:
      /\b(?:water|drinks?|ice|gatorade)\s+(?:in\s+(?:the\s+)?)?coolers?\b|\bwater\s+coolers?\b|\bcoolers?\s+(?:of|with|full\s+of)\s+(?:water|ice|drinks)\b/giu,
    keeps: ['heat-stress'],
  },
];

function idiomTokens(tokens: readonly Token[], text: string, found: Map<number, readonly string[]>): void {
  // One pass over the sentence's words, each looked up once, rather than one pass per gated idiom (most sentences
  // open none of them, and were read through sixteen times to find it out).
  gatedIdiomsByWord ??= indexGatedIdioms();
  let idioms = false;
  const opened = new Set<number>();
  for (const token of tokens) {
    if (!idioms && IDIOM_WORDS.has(token.raw)) idioms = true;
    const indexes = gatedIdiomsByWord.get(token.raw);
    if (indexes) for (const index of indexes) opened.add(index);
  }
  if (!idioms && opened.size === 0) return;
  // In the list's order, as the words' order would not keep it.
  const gated = opened.size === 0 ? [] : GATED_IDIOMS.filter((_, index) => opened.has(index));
  const from = tokens[0]?.start ?? 0;
  // The closing bracket or stop after the last word too: « (rougeur, premiers soins) ».
  const to = Math.min(text.length, (tokens.at(-1)?.end ?? 0) + 2);
  const sentence = text.slice(from, to);
  const mark = (pattern: RegExp, keeps: readonly string[]) => {
    // The pattern's own exec from the sentence's start, not matchAll, which copies the pattern at each call (some
    // forty patterns per sentence that holds a figure of speech's word); the same matches, in the same order.
    pattern.lastIndex = 0;
    for (let match = pattern.exec(sentence); match; match = pattern.exec(sentence)) {
      // An empty match moves on by one character, as matchAll does.
      if (match[0] === '') pattern.lastIndex = advance(sentence, pattern.lastIndex);
      const start = from + match.index;
      const end = start + match[0].length;
      tokens.forEach((token, index) => {
        if (token.start >= start && token.end <= end) found.set(index, keeps);
      });
    }
  };
  if (idioms) {
    for (const idiom of IDIOMS) mark(idiom, NONE);
    mark(RUNNING, RUNNING_KEEPS);
  }
  for (const idiom of gated) if (!idiom.when || idiom.when.test(sentence)) mark(idiom.pattern, idiom.keeps);
}

/** The index of the next character after `index`, a surrogate pair counted as one (the patterns are unicode). */
function advance(text: string, index: number): number {
  const code = text.codePointAt(index);
  return index + (code !== undefined && code > 0xffff ? 2 : 1);
}

/** Each gated idiom's words, with the idioms they open (« échelle » opens two): made on first use. */
let gatedIdiomsByWord: Map<string, number[]> | null = null;

function indexGatedIdioms(): Map<string, number[]> {
  const index = new Map<string, number[]>();
  GATED_IDIOMS.forEach((idiom, at) => {
    for (const word of idiom.words) {
      const list = index.get(word);
      if (list) list.push(at);
      else index.set(word, [at]);
    }
  });
  return index;
}

/** The tokens of a sentence read in their harmless sense, each with the hazards that sense still names. */
// Each word's families, in their order: a sentence's words are looked up once each, not once per family.
const FAMILIES_BY_WORD = new Map<string, SenseFamily[]>();
for (const family of FAMILIES)
  for (const word of family.words)
    FAMILIES_BY_WORD.set(word, [...(FAMILIES_BY_WORD.get(word) ?? []), family]);
const NO_FAMILIES: readonly SenseFamily[] = [];

export function harmlessSenses(tokens: readonly Token[], text: string): Map<number, readonly string[]> {
  const found = new Map<number, readonly string[]>();
  idiomTokens(tokens, text, found);
  uncheckedOptions(tokens, text, found);
  tokens.forEach((token, index) => {
    for (const family of FAMILIES_BY_WORD.get(token.raw) ?? NO_FAMILIES) {
      if (
        family.percent &&
        /^\s*(?:by\s+|de\s+)?\d+(?:[.,]\d+)?\s*(?:%|per ?cent|pour ?cent)/i.test(
          text.slice(token.end, token.end + 24),
        )
      ) {
        found.set(index, family.keeps ?? NONE);
        break;
      }
      if (family.always || nearContext(tokens, index, family)) {
        found.set(index, family.keeps ?? NONE);
        break;
      }
    }
    // A first name within a sentence: "Pierre ran the saw" names no stone.
    if (index > 0 && FIRST_NAMES.has(token.raw) && /^\p{Lu}\p{Ll}/u.test(text.slice(token.start, token.end)))
      found.set(index, NONE);
  });
  return found;
}

// An empty box before a form's option: « Type : [X] quasi-accident [ ] blessure [ ] premiers soins ».
const UNCHECKED_BOX = /\[\s?\]|☐|□/gu;
const ANY_BOX = /\[\s?[xX✓✔]?\s?\]|☐|□|☑|☒/gu;

/**
 * The words of a form's options left unticked, up to the next box or the line's end: nothing the form reports. Only
 * where a line offers several boxes: a checklist item's own empty box (« [ ] Re-check the ridge – not assigned »)
 * says the item is not done, which is a finding.
 */
function uncheckedOptions(
  tokens: readonly Token[],
  text: string,
  found: Map<number, readonly string[]>,
): void {
  if (tokens.length === 0) return;
  const from = tokens[0]!.start;
  const to = tokens.at(-1)!.end;
  const span = text.slice(from, to);
  if (!span.includes('[') && !span.includes('☐') && !span.includes('□')) return;
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const lineEnd = text.indexOf('\n', to);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  if ((line.match(ANY_BOX)?.length ?? 0) < 2) return;
  for (const box of span.matchAll(UNCHECKED_BOX)) {
    const start = from + box.index + box[0].length;
    const next = /\[|☐|□|☑|☒|✓|✔|\n/u.exec(text.slice(start, to));
    const end = next ? start + next.index : to;
    tokens.forEach((token, index) => {
      if (token.start >= start && token.end <= end) found.set(index, NONE);
    });
  }
}

/** Hazard words that are also first names, read as names when capitalised within a sentence. */
const FIRST_NAMES = set('pierre');

function nearContext(tokens: readonly Token[], index: number, family: SenseFamily): boolean {
  let seen = 0;
  for (let k = index - 1; k >= 0 && seen < family.window; k--) {
    if (tokens[k + 1]!.barrier) break;
    if (family.context.has(tokens[k]!.raw)) return true;
    if (!tokens[k]!.stop) seen++;
  }
  seen = 0;
  for (let k = index + 1; k < tokens.length && seen < family.window; k++) {
    if (tokens[k]!.barrier) break;
    if (family.context.has(tokens[k]!.raw)) return true;
    if (!tokens[k]!.stop) seen++;
  }
  return false;
}

// A document about trade or leisure rather than work: a sales report, a menu, a flyer, a property listing (its
// pre-purchase inspection is no workplace's), a book club's notes, a sports or gardening column, a wedding toast, a
// television cooking contest, a customer's product review, a chess column, a wine list, a role-playing game's
// recap, an investment commentary, a travel diary, a festival's programme, a horoscope, an obituary, a curling
// report, a game's patch notes, a knitting pattern, a school report card, a board game's rules, a gallery's audio
// guide, a lesson plan, a picture book, a course syllabus, an album's lyrics, a dog's adoption listing, a crossword,
// a language column, a running club's training plan, a radio weather column, a science fair report, a game's
// walkthrough, a screenplay, a creative brief, a perfume's page, a trivia night; and private life, a family's or a
// couple's (mom and dad, « mon chum »), a poem, a comedy set, an advice column, a camping packing list, a guided
// meditation, a dating profile, a founder's post, an obstacle race's guide, a candidate's flyer, a golf course's guide, a
// quilt show's entry card, a home-brewing log, a model railway's build log, a tarot reading, a cottage's welcome book,
// a photo club's critiques, a patient's discharge instructions, a fashion column, a lease's building rules, a
// documentary's narration, a lake association's report, a heritage property's statement of significance, a car's
// road test, an athlete's profile, a journal's peer review, a product's press release, a credit union president's
// message, a grain market newsletter, a financial planner's column, a francization committee's minutes, a contest's press
// release, a customer survey's results, a supplier's new payment terms, a spa's limited warranty, a video game's review. Its hazard words are merchandise or story (ladders rented, soup served hot, a rooftop deck, a
// relationship « explosive »), so it raises nothing unless it also speaks of people at work or of harm.
const TRADE =
  /(?<!\p{L})(?:limited warrant(?:y|ies)|garanties? limit[ée]es?|warrants? to the|original purchasers?|proof of purchase|preuve d.achat|not covered|non couverte?s?|jeux? vid[ée]os?|video games?|PS[345]|Xbox|Nintendo|multijoueurs?|multiplayer|gameplay|jouabilit[ée]|virtuel(?:le)?s?|fictifs?|fictives?|fictional|riverains|huards?|loons?|cyanobact\p{L}*|algues bleu-vert|blue-green algae|just listed|listing|for sale|[àa] vendre|open house|visites? libres?|real estate|realtor|courti[eè]re? immobili[eè]re|immobili[eè]re?|hockey|soccer|ligue|league|chronique|column|recette|recipe|ingr[ée]dients|tasses?|cups?|cuill[eè]res? [àa] (?:soupe|th[ée])|tablespoons?|teaspoons?|pr[ée]chauffez|preheat|blog|randonn[ée]e|hike|hiking|trail|sentier|review|critique de film|film|movie|b-movie|★|matchs?|partisans|entra[îi]neur|gardien de but|goalie|jeu de puissance|power play|playoffs?|s[ée]ries [ée]liminatoires|classement|standings|gardens?|jardins?|potager|sq\.? ?ft|pi2|pi²|strata fees?|condo fees?|frais de copropri[ée]t[ée]|bedrooms?|chambres? [àa] coucher|sellers?|buyers?|acheteurs?|roman|novel|chapitres?|chapters?|personnages?|characters?|club de lecture|book club|lecteurs?|readers?|livre du mois|book of the month|sales|revenues?|margins?|profits?|earnings|forecast|flyer|promotions?|ventes|chiffre d.affaires|revenus|marges|b[ée]n[ée]fices|trimestre|circulaire|rabais|menu|soupe? (?:of the day|du jour)|plat du jour|prices?|prix|lunch|d[îi]ner|d[ée]jeuner|desserts?|served|servie?s?|Q[1-4]|weddings?|mariages?|marriages?|newlyweds?|nouveaux mariés|raise your glass(?:es)?|levons nos verres|levez vos verres|bride|groom|best man|honeymoon|lune de miel|toasts?|[ée]missions? de t[ée]l[ée]|t[ée]l[ée]r[ée]alit[ée]|reality show|[ée]pisodes?|finalistes?|finalists?|contestants?|candidat(?:e|s|es)?|juges|judges|jury|reviewed|verified purchase|achat v[ée]rifi[ée]|would buy again|je le rach[èe]terais|stars|[ée]toiles|pros|cons|worth every penny|honest take|[ée]checs|[ée]chiquier|chess|checkmate|[ée]chec et mat|pions|tournois?|tournaments?|gambit|grands? ma[îi]tres?|grandmasters?|vins?|wines?|c[ée]pages?|mill[ée]simes?|sommeli\p{L}*|en bouche|tanins|tannins|cuv[ée]es?|d[ée]gustations?|tastings?|accords? mets|pairings?|goblins?|wizards?|dungeons?|donjons?|game master|ma[îi]tre du jeu|loot|butin|d20|hit points|points de vie|spells?|qu[êe]tes?|quests?|paladins?|dragons?|francisation|terminolog\p{L}*|glossaires?|traductions?|concours|contests?|gagnante?s?|propositions|mentions spéciales|pour diffusion immédiate|for immediate release|customer survey|sondage de satisfaction|satisfaction|NPS|surveyed|invoices?|factures?|conditions de (?:paiement|cr[ée]dit)|fonds de roulement|[ée]tats financiers|escomptes?|pricing|portfolios?|portefeuilles?|bids?|hedg\p{L}*|rall(?:y|ies)|market commentary|marketing plan|webinars?|webinaires?|REER|CELI|CPG|RRSP|TFSA|GICs?|planificat(?:eur|rice)s? financi[eè]re?s?|financial planners?|conseil personnalisé|financial advice|march[ée]s boursiers|equities|bonds|yields?|futures|commodit\p{L}*|basis points|points de base|holdings|overweight|underweight|dividends?|dividendes|investors?|investisseurs?|valuations?|[ée]valuations boursi[eè]res|bourse|stock markets?|carnet de voyage|travel diary|travel journal|vacances|vacation|camping|kayak|mus[ée]es?|museums?|parc national|national park|touristes?|tourists?|festivals?|headliners?|t[êe]tes? d.affiche|albums?|concerts?|horoscopes?|zodiaque|zodiac|astrolog\p{L}*|ascendant|sagittaire|sagittarius|capricorne|capricorn|verseau|aquarius|g[ée]meaux|gemini|scorpion|scorpio|pleine lune|full moon|avis de d[ée]c[èe]s|nous a quitt[ée]s|salon fun[ée]raire|inhumation|d[ée]c[ée]d[ée]e? paisiblement|passed away peacefully|laisse dans le deuil|fun[ée]railles|condol[ée]ances|en lieu de fleurs|obituary|survived by|in lieu of flowers|celebration of life|service comm[ée]moratif|memorial service|curling|bonspiel|takeouts?|four-foot|provincials|patch notes|fixed a bug|framerates?|cooldowns?|gameplay|respawns?|multiplayer|nerfed|buffed|tricot\p{L}*|knitting|purl|mailles|stitches|pelotes?|yarn|patron gratuit|free pattern|bulletins? scolaires?|report cards?|camarades|classmates|homework|rulebook|players?|joueurs?|meeples?|game board|plateau de jeu|r[èe]gles du jeu|dice|jetons?|tokens?|points de victoire|victory points|audioguides?|audio guide|galeries? d.art|art gallery|paintings|huile sur toile|oil on canvas|acrylique sur toile|acrylic on canvas|artistes?|artists?|fiches? p[ée]dagogiques?|sch[ée]ma narratif|s[ée]quence didactique|contes?|il [ée]tait une fois|once upon a time|picture books?|albums? jeunesse|art notes?|illustrat\p{L}*|syllabus|course description|course outline|plan de cours|office hours|heures de disponibilit[ée]|instructors?|midterms?|term papers?|required readings?|lectures obligatoires|couplets?|refrains?|paroles|lyrics|chorus|adoption fees?|frais d.adoption|adoptable|up for adoption|foster famil\p{L}*|famille d.accueil|leash|spayed|neutered|st[ée]rilis[ée]e|house-trained|good with (?:kids|cats|dogs)|crosswords?|mots[- ]crois[ée]s|puzzles?|last week.s solution|solution de la semaine derni[èe]re|horizontalement|verticalement|anglicism\p{L}*|anglicisme\p{L}*|r[ée]viseure?|calques?|le mot juste|terme juste|OQLF|demi-marathon|half[- ]marathon|marathons?|fartlek|sorties? longues?|long runs?|allure course|race pace|club de course|running club|plan d.entra[îi]nement|training plan|souliers de course|running shoes|m[ée]t[ée]o|en ondes|on air|auditeurs|listeners|Environnement Canada|Environment Canada|averses|ensoleill[ée]|nuageux|sunny|cloudy|front froid|cold front|pleine mer|plaisanciers|boaters|expo-sciences|science fair|hypoth[eè]ses?|hypothesis|volcans?|volcano(?:es|s)?|baking soda|bicarbonate de soude|walkthrough|soluce|respawn|checkpoint|potions?|golems?|screenplay|sc[ée]nario|FADE IN|FADE OUT|CUT TO|INT\.|EXT\.|V\.O\.|O\.S\.|brief cr[ée]atif|creative brief|slogans?|public cible|target audience|influenceu\p{L}*|influencers?|publicitaires?|advertising|tagline|notes de (?:t[êe]te|c(?:œ|oe)ur|fond)|top notes|eau de (?:parfum|toilette)|fragrances?|parfums?|trivia|quiz|maman|papa|mom|dad|mommy|daddy|my wife|my husband|ma femme|mon mari|mon chum|ma blonde|my boyfriend|my girlfriend|brother-in-law|sister-in-law|beau-fr[èe]re|belle-s(?:œ|oe)ur|grandma|grandpa|grand-maman|grand-papa|grand-m[èe]re|grand-p[èe]re|ma s(?:œ|oe)ur|mon fr[èe]re|my sister|my brother|po[èe]mes?|poems?|recueil|po[èe]tes?|poets?|strophes?|stanzas?|open mic|stand-up|comedy|humoristes?|comedians?|laughs|rires|lectrice|courrier du c(?:œ|oe)ur|advice column|packing list|liste de bagages|campground|terrain de camping|m[ée]ditations?|yoga|respirations|namaste|c[ée]libataires?|ce que j.aime|what i love|dating app|application de rencontres?|premier rendez-vous|first date|startups?|start-ups?|co-?founders?|cofondat(?:eur|rice)s?|fondat(?:eur|rice)s?|churn|funnel|race day|jour de (?:la )?course|waivers?|bibs?|dossards?|obstacle course|course [àa] obstacles|finish line|ligne d.arriv[ée]e|burpees?|[ée]lections?|electoral|[ée]lectorale?s?|vote|votez|polls|ballots?|city hall|h[ôo]tel de ville|politicians?|politicien\p{L}*|council|bulletins? de vote|campaign|campagne|city council|conseil municipal|councill?ors?|conseill[eè]re?s? municipa(?:l|le|ux|les)|mayor|mairesse|ward|model rail(?:road|way)s?|train miniature|r[ée]seau miniature|HO scale|[ée]chelle HO|1:87|sound decoders?|d[ée]codeurs?|build log|ISO|surexpos\p{L}*|sous-expos\p{L}*|overexposed|underexposed|tr[ée]pieds?|tripods?|mise au point|club photo|photo club|photographes?|photographers?|concours photo|photo contest|consignes au cong[ée]|consignes de d[ée]part|discharge instructions|after-visit summary|votre pl[âa]tre|your cast|votre commotion|your concussion|ac[ée]taminoph[eè]ne|acetaminophen|ibuprof[eè]ne|ibuprofen|t[ée]l[ée]-soins|healthlink|811|m[ée]decin de famille|family doctor|signature du patient|patient signature|bail|baux|locataires?|loyers?|tenants?|landlords?|leases?|narrat\p{L}*|documentaires?|documentar(?:y|ies)|voice-over|runways?|d[ée]fil[ée]s? de mode|fashion(?: week)?|trends?|tendances?|wardrobes?|garde-robes?|outfits?|handbags?|sacs? [àa] main|lookbooks?|haute couture|streetwear|par [345]|fairways?|birdies?|bogeys?|tee box|tee shot|golfeurs?|golfers?|quilts?|quilted|quilting|courtepointes?|appliqu[ée] (?:quilts?|blocks?|work)|(?:hand|needle|raw-edge) appliqu[ée]|patchwork|pieced|brassage maison|home ?brew\p{L}*|brassins?|dr[êe]ches|empâtage|mo[ûu]t|wort|tarot|arcanes?|arcana|tirages? de cartes|cartomanc\p{L}*|voyance|voyante|clairvoyan\p{L}*|fortune[- ]tell\p{L}*|welcome book|livre d.accueil|guestbook|livre d.or|wi-?fi|password|mot de passe|marshmallows?|guimauves?|check-?out time|cottage|firepit|fire pit|feu de camp|campfire|heritage value|valeur patrimoniale|statement of significance|historic place|lieu patrimonial|character-defining|[ée]l[ée]ments caract[ée]ristiques|heritage property|bien patrimonial|designated by council|writer|[ée]crivaine?|authors?|auteure?s?|Q&A|manuscript|manuscrit|reviewers?|peer review|major revision|minor revision|essai routier|road test|L\/100 km|chevaux|horsepower|prix de base|base price|MSRP|constructeur|infodivertissement|infotainment|n[ée]e? [àa]|born in|m[ée]dailles?|medals?|olympi\p{L}*|championnats?|championships?|podium|athl[eè]tes?|jeux d[’']hiver|winter games|heritage|patrimoine|patrimonia\p{L}*|gables?|pignons?|cornices?|corniches?|board-and-batten|clapboard|interview|entrevue|fiction|publisher|maison d[’']édition|bookstore|librairie|press release|communiqué de presse|pre-?orders?|précommandes?|IP6\d|retail price|prix de détail|ristournes?|sociétaires|mot de la présidente|mot du président|message from the president)(?!\p{L})|\$\s?\d|\d\s?\$/giu;
const WORK =
  /(?<!\p{L})(?:workers?|employ\p{L}*|staff|crews?|operators?|travaill\p{L}*|personnel|injur\p{L}*|bless\p{L}*|accidents?|incidents?|hazards?|dangers?|dangereu\p{L}*|risks?|risques?|safety|s[ée]curit[ée]|complain\p{L}*|plaintes?|cashiers?|caissi[eè]res?|cooks?|cuisini[eè]res?|clerks?|commis|nurses?|infirmi[eè]res?|drivers?|chauffeurs?|labou?rers?|journaliers?|hurt|pain|douleurs?|exposed|expos[ée]e?s?|installat(?:eur|rice)s?|installers?|m[ée]caniciens?|mechanics?|soudeur(?:e|s|es)?|welders?|apprentie?s?|apprentices?|points de suture)(?!\p{L})/giu;

// Words of work that leisure prose uses too: a sports team's « équipe », a listing's inspection, a chef's shift; a
// boss, a shop, a client, gloves or a checklist (a game has its boss, a fashion column its shop, a garden its
// gloves), each of which weighs once where a worker, an injury or a cook weighs three times.
const SOFT_WORK =
  /(?<!\p{L})(?:[ée]quipes?|teams?|shifts?|quarts?|inspect\p{L}*|boss|bosses|supervisors?|superviseure?s?|contrema[îi]tres?|foreman|foremen|employers?|employeurs?|respirators?|EPI|PPE|gloves|gants|lockout|cadenass\p{L}*|harness\p{L}*|harnais|WHMIS|SIMDUT|SST|OHS|JHSC|CSS|CNESST|worksafe\p{L}*|checklist|liste de v[ée]rification|hearing protection|protection auditive|bouchons|earplugs|fit[- ]test\p{L}*|shop|atelier|usine|plant|chantier|job ?site|site|clients?|techs?|techniciens?|technicians?)(?!\p{L})/giu;

/** What a document is about shows in its opening: a menu, a listing or a column is read from its first pages. */
const OPENING_CHARS = 12_000;

export function isTradeProse(document: string): boolean {
  const text = document.length > OPENING_CHARS ? document.slice(0, OPENING_CHARS) : document;
  const matches = text.match(TRADE);
  if (!matches || matches.length < 3 || new Set(matches.map((m) => m.toLowerCase())).size < 2) return false;
  // Words of work outweigh it: one that only work uses (workers, injuries, cooks) three times, a soft one once. A
  // "safety-glasses promo" in a sales memo, a sports column's « équipe » do not make an account of work.
  const work = (text.match(WORK)?.length ?? 0) * 3 + (text.match(SOFT_WORK)?.length ?? 0);
  return work < matches.length;
}

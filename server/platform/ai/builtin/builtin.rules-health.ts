import { type ConceptRule, rule } from './builtin.rule';

const VESSEL =
  'cuve|cuves|réservoir*|silo|silos|fosse|fosses|préfosse*|citerne*|puisard*|égout*|regard|trou d’homme|digesteur*|' +
  'vide sanitaire|trémie|chambre souterraine|chaudière*|tank|tanks|vessel*|pit|pits|sump*|sewer*|vault*|' +
  'manhole*|hopper*|digester*|crawl space*|boiler*|puits humide|puits de pompage|poste* de pompage|' +
  'station* de pompage|ponceau*|wet well*|dry well*|lift station*|pumping station*|culvert*|autoclave*|retort*|' +
  'cylindre de traitement|treating cylinder*';
const WELDING =
  'soudure|soudures|soudage|soudeur|soudeurs|soudeuse|souder|soudent|soudé|welding|weld|welds|welder*|brasage|brazing';

// Where a burning engine's exhaust gathers, or what breathing it feels like.
const CO_ENCLOSED =
  'intérieur|indoors|inside|fermé*|enclosed|garage|sous-sol|basement|mal ventilé*|poorly ventilated|' +
  'portes fermées|doors closed|closed doors|' +
  'sans ventilation|no ventilation|peu ventilé*|maux de tête|mal de tête|headache*|étourdi*|dizz*|unvented|' +
  'ventless|sans évent|shack|shacks|cabane*|tent|tents|tente*|porch|porches|véranda*|half shut|half-shut|' +
  'half closed|half-closed|à moitié fermée*';

/** Atmospheres, chemicals, dusts and physical agents: concept rules for paraphrase, in French and English. */
export const healthRules: readonly ConceptRule[] = [
  // Latex that someone reacts to: « peaux du mannequin contenant du latex : Karine est allergique (urticaire) ».
  rule('latex-allergy', ['latex', 'allergi*|urticaire|hives|rash|eczéma|eczema'], {
    unless: 'peinture latex|latex paint|peinture au latex',
  }),
  rule(
    'confined-spaces',
    [
      'descend*|entrer|entrent|entré|entrée dans|=entre =dans|=entre =à l’intérieur|pénètr*|pénétr*|rentr*|aller dans|vont dans|glisse* dans|' +
        'go into|goes into|went into|enter|enters|entered|entering|climb* into|crawl* into|climb* inside|' +
        'climb* down|go down|goes down|went down|going down|lowered into|get into|gets into|travaill* dans|' +
        'travaill* à l’intérieur|work* inside|work* in =a|work* in =an|work* in =the',
      VESSEL,
    ],
    // Not a hose hooked up to a tank's inlet (« branché sur l'entrée du réservoir »).
    {
      unless: 'caustique|caustic|branché|branchée|branchés|brancher|hooked up|fill line*',
    },
  ),
  // « à l’intérieur », "inside" say entry only before the space: "tanks strapped inside the truck" do not.
  rule('confined-spaces', ['inside|à l’intérieur|down into|au fond', VESSEL], {
    unless: 'caustique|caustic',
    ordered: true,
  }),
  rule(
    'confined-spaces',
    [
      'cuve|cuves|réservoir*|silo|citerne*|fosse|tank|tanks|vessel*|pit|trou d’homme|manhole*|égout*|sewer*',
      'nettoy*|nettoi*|inspect*|répar*|gratt*|clean*|repair*|scrap*',
    ],
    { weak: true },
  ),
  rule('oxygen-deficient-inert-gas', ['@oxygen-low']),
  // Liquid nitrogen kept in a small closed room, with no air or no oxygen monitor: « azote liquide … local de 12 m² sans
  // ventilation ni détecteur d'O2 ».
  rule('oxygen-deficient-inert-gas', [
    'azote liquide|liquid nitrogen|ln2|dewar*|vase* dewar|cryogénique*|cryogenic',
    'sans ventilation|no ventilation|pas de ventilation|unventilated|non ventilé*|détecteur d’o2|détecteur d’oxygène|' +
      'o2 detector*|oxygen detector*|oxygen monitor*|o2 monitor*|moniteur d’oxygène|porte fermée|door closed|' +
      'small room|petit local|petite pièce|closet|placard',
  ]),
  // A toxic substance named, with no hazard of its own in the catalogue: a hazardous product (WHMIS).
  rule(
    'whmis-hazardous-products',
    [
      'dioxyde de soufre|anhydride sulfureux|sulphur dioxide|sulfur dioxide|so2|arsine|triéthylamine|triethylamine|' +
        'cadmium|cobalt|béryllium|beryllium|arsenic|arséniate*|arsenate*|pentachlorophénol|pentachlorophenol|' +
        'phosgène|phosgene|poussière* de nickel|nickel dust|nickel carbonyl|carbonyle de nickel|oxyde d’éthylène|' +
        'ethylene oxide|acrylonitrile|acrylamide|hydrazine',
    ],
    // Not a gas in its cylinder, which is a compressed gas.
    { unless: 'cylinder*|bouteille*|cylindre*' },
  ),
  // Not a room's stale air, which is indoor air quality (CO2 at 1,400 ppm in an office).
  rule(
    'confined-spaces',
    [
      'air|atmosphère*|atmosphere*|intérieur|inside',
      'gaz carbonique|co2|dioxyde de carbone|carbon dioxide|manque d’oxygène|oxygen deficient|oxygen-deficient|' +
        'low oxygen|vicié*|asphyxi*|suffoc*',
    ],
    {
      unless:
        'stuffy|renfermé|bureau*|office*|classroom*|classe*|meeting room*|salle de réunion|air handling|hvac|cvc|' +
        'complaint*|plainte*|ventilation|salle|personnes|people|occupants|maux de tête|headache*|somnolence|drowsi*',
    },
  ),
  rule(
    'confined-spaces',
    ['personne|nobody|no one|aucun', 'surveill*|watch*|attendant|à l’extérieur|dehors|outside'],
    {
      weak: true,
      danger: true,
    },
  ),
  rule('carbon-monoxide', [
    'propane|gasoline|gas-powered|gas powered|génératrice*|generator*|chaufferette*|heater*|scie à béton|' +
      'scie à essence|scies à essence|gas saw*|' +
      'cut-off saw*|laveuse à pression|pressure washer*|surfaceuse*|zamboni|moteur à combustion|combustion engine*|' +
      'moteur à essence|gas engine*|heat exchanger*|échangeur* de chaleur|pompe* à essence|pompe* d’assèchement à essence|' +
      'gas pump*|gasoline pump*|gas-powered pump*|trash pump*',
    CO_ENCLOSED,
  ]),
  // A fuel-burning pump lowered into a trench or a pit: « la pompe d'assèchement à essence … au fond de la tranchée ».
  rule('carbon-monoxide', [
    'pompe* à essence|pompe* d’assèchement à essence|gas pump*|gasoline pump*|gas-powered pump*|trash pump*|génératrice*|generator*',
    'fond de la tranchée|dans la tranchée|bottom of the trench|in the trench|dans le caisson|in the trench box|au fond du trou|in the hole|in the pit|dans la fosse',
  ]),
  // An exhaust leaking into a cab or a car, felt as dizziness or a headache: carbon monoxide where the worker sits.
  rule('carbon-monoxide', [
    'exhaust leak*|leak* in the exhaust|fuite* d’échappement|fuite* à l’échappement|échappement qui fuit|' +
      'exhaust smell|smell of exhaust|odeur d’échappement|odeur de gaz d’échappement',
    'dizz*|headache*|nause*|étourdi*|mal de tête|maux de tête|nausée*|cab|cabs|cabine*|floor|plancher',
  ]),
  // A truck parked by a garage burns nothing: an engine or a vehicle is a source only when it runs.
  rule('carbon-monoxide', [
    'moteur*|engine*|camion*|truck*|véhicule*|vehicle*',
    CO_ENCLOSED,
    'ralenti|idl*|running|runs|run|en marche|tourn*|démarr*|start*|warm* up|réchauff*|échappement*|exhaust*|' +
      'fumée*|fumes|maux de tête|mal de tête|headache*|étourdi*|dizz*|portes fermées|doors closed|closed doors|' +
      'sans ventilation|no ventilation|peu ventilé*|mal ventilé*|poorly ventilated',
  ]),
  rule('diesel-exhaust', [
    'moteur*|engine*|camion*|truck*|autobus|bus|tracteur*|tractor*|combine|combines|moissonneuse*|chargeuse*|' +
      'loader*|locomotive*|chauffeurs|drivers',
    'au ralenti|ralenti|idling|idle|left running|laissé* en marche|tourner le moteur|tourner leur moteur|' +
      'tourner les moteurs|keep* running|engine* running|moteur* qui tourn*',
    'intérieur|indoors|inside|garage|atelier|shop|entrepôt|warehouse|quai|dock|bay|baie*|tunnel*|souterrain*|' +
      'portes fermées|portes sont fermées|doors closed|doors are closed|doors shut|bâtiment fermé|closed building',
  ]),
  // An engine that smokes black or blue (« le vieux camion malaxeur boucane noire », "the new LHD is blowing blue
  // smoke"): its exhaust is where people work.
  rule(
    'diesel-exhaust',
    [
      'camion*|truck*|moteur*|engine*|chargeuse*|loader*|lhd|scoop*|tracteur*|tractor*|génératrice*|generator*|' +
        'excavatrice*|excavator*|pelle*|bulldozer*|compresseur*|compressor*',
      'boucane noire|boucane bleue|boucane blanche|boucane en masse|fumée noire|fumée bleue|black smoke|blue smoke|' +
        'blowing smoke|smoking black|smokes black',
    ],
    { window: 10 },
  ),
  // Diesel that leaks or is spilled is a fuel, not an exhaust.
  rule(
    'diesel-exhaust',
    [
      'diesel',
      'ralenti|idl*|intérieur|indoors|inside|garage|atelier|shop|entrepôt|warehouse|tunnel*|souterrain*|' +
        'underground|fumée*|smoke|exhaust|échappement|headache*|mal de tête|maux de tête',
    ],
    {
      unless:
        'fuit|fuient|fuite*|leak*|weep*|drip*|suinte*|déversé*|déversement*|spill*|réservoir*|transvas*|refuel*|' +
        'ravitaill*',
    },
  ),
  rule('flammable-liquids', [
    'diesel|essence|gasoline|carburant*|fuel|mazout|kérosène|kerosene',
    'fuit|fuient|fuite*|leak*|weep*|drip*|suinte*|déversé*|déversement*|spill*|transvas*|refuel*|ravitaill*|' +
      'entrepos*|stored|' +
      'storage|stockage|jerrican*|bidon*|can|cans|drum*|baril*|fût*',
  ]),
  rule('hydrogen-sulfide', ['oeufs pourris|œufs pourris|rotten egg*|egg smell|odeur d’oeuf*|odeur d’œuf*']),
  rule('hydrogen-sulfide', [
    'fosse* septique*|septic|lisier|purin|manure pit*|boues|sludge|égout*|sewer*|eaux usées|wastewater',
    'odeur*|smell*|gaz|gas|fumes|vapeur*',
  ]),
  rule('welding-fumes', [
    WELDING,
    'fumée*|fume|fumes|vapeur*|vapour*|smoke|panache|plume|galvanis*|inox*|acier inoxydable|stainless|chrom*|nickel|manganèse|' +
      'manganese|zinc|peint*|painted|aspiration|extraction|hotte*|exhaust|ventil*',
  ]),
  rule('welding-fumes', [WELDING, 'fumée*|fume|fumes|smoke'], { near: true }),
  rule('welding-fumes', ['soudage à l’arc|arc welding|électrode* enrobée*|fil fourré|flux-cored|MIG|TIG']),
  rule(
    'whmis-hazardous-products',
    [
      'contenant*|container*|bidon*|bouteille*|baril*|barrel*|drum*|seau*|bucket*|vaporisateur*|spray bottle*|' +
        'jug*|pail*|produit*|product*',
      'sans étiquette|non étiqueté*|pas étiqueté*|unlabelled|unlabeled|no label*|not labelled|not labeled|' +
        'étiquette illisible|illegible label*|étiquette* effacée*',
    ],
    { danger: true },
  ),
  rule('whmis-hazardous-products', [
    'produit* chimique*|chemical*|produits dangereux|hazardous product*|nettoyant*|cleaner*|dégraissant*|' +
      'degreaser*|produits d’entretien|cleaning product*',
    'fds|sds|fiche* de données|safety data sheet*|étiquet*|label*|simdut|whmis|mélang*|mix*|transvas*|decant*',
  ]),
  rule('whmis-hazardous-products', ['produits chimiques|chemicals|produits dangereux|hazardous products'], {
    weak: true,
  }),
  rule('corrosives', [
    'acide*|acid*|soude caustique|caustique*|caustic*|javel*|bleach|chlore|chlorine|ammoniac*|ammonia|' +
      'détartrant*|descaler*|nettoyant* alcalin*|alkaline|hydroxyde*|hydroxide*|potasse|lye|oven cleaner*|high pH|' +
      'high-pH|pH élevé|pH très élevé|low pH|pH bas|pH très bas',
    'nettoy*|nettoi*|clean*|dilu*|mélang*|mix*|éclabouss*|splash*|brûl*|burn*|manipul*|handl*|vers*|pour*|transvas*|' +
      'decant*|peau|skin|yeux|eyes',
  ]),
  // A product splashed in an eye and flushed: "a splash in the eye, 15 minutes at the eyewash", « une goutte dans
  // l'œil, rincée 15 min ».
  rule(
    'corrosives',
    [
      'splash*|éclabouss*|goutte*|drop|drops|gicl*|spray*',
      'in the eye|in his eye|in her eye|in the eyes|in his eyes|in her eyes|dans l’œil|dans l’oeil|dans les yeux',
      'eyewash*|eye wash*|douche* oculaire*|rince-œil|rince-oeil|rincé*|rinsed|flush*|bouteille de rinçage|' +
        '15 min*|15 minutes|quinze minutes',
    ],
    { near: true },
  ),
  rule(
    'solvents',
    [
      'solvant*|solvent*|diluant*|thinner*|acétone|acetone|toluène|toluene|xylène|xylene|dégraissant*|degreaser*|' +
        'décapant*|stripper*|varsol|naphta|white spirit|essence minérale|mineral spirits|colle|colles|glue|glues|adhésif*|' +
        'adhesive*',
      'vapeur*|vapour*|vapor*|odeur*|odour*|odor*|smell*|mal de tête|maux de tête|headache*|étourdi*|dizz*|nausée*|' +
        'nause*|ventil*|chiffon*|rag|rags|trempé*|soak*|mains|hands|peau|skin|bain|bath|pulvéris*|spray*',
    ],
    // A glue or a cleaner made with water has no solvent: "moved to water-based spray adhesive".
    { unless: 'water-based|waterborne|à base d’eau|à l’eau|aqueous|aqueuse*|sans solvant|solvent-free' },
  ),
  // Styrene evaporates from polyester resins and varnishes wherever they stand open.
  rule('solvents', ['styrène|styrene'], { unless: 'à base d’eau|water-based|sans styrène|styrene-free' }),
  rule('isocyanates', [
    'pulvéris*|spray*|giclé*|pistolet*|gun',
    'polyuréthane*|polyurethane*|uréthane*|urethane*|vernis|clear coat*|durcisseur*|hardener*|2k|mousse*|foam*',
  ]),
  rule('metalworking-fluids', [
    'tour|tours|lathe*|fraiseuse*|milling|cnc|usin*|machining|rectifieuse*',
    'huile*|oil|oils|liquide de refroidissement|coolant*|brouillard*|mist*|émulsion*|emulsion*|fluide*|fluid*|' +
      'lubrifiant*|lubricant*',
  ]),
  rule('silica', [
    'béton|concrete|brique*|brick*|pierre|pierres|stone|stones|granit*|quartz*|mortier|mortar|céramique*|ceramic*|' +
      'tuile*|tile|tiles|pavé*|pavers|ciment*|cement*|maçonnerie|masonry|sable|sand|sands|serpentine|soapstone|' +
      'stéatite',
    'couper|coupe|sciage|sci*|saw|saws|sawing|meul*|grind*|perç*|perc*|drill*|sablage|sandblast*|polissage|' +
      'poli|polie|polis|polir|polit|polissent|polish*|carott*|core drilling|balay* à sec|dry sweep*|poussière*|dust|concass*|crush*|jet de sable|' +
      'abrasive blast*',
  ]),
  // A saw or a grinder run dry, the way silica dust is made: "the crew has been cutting dry since the tank cracked",
  // « on scie les joints à sec ».
  rule('silica', [
    'cutting dry|cut dry|dry cutting|dry-cutting|dry sawcut*|dry sawing|dry-sawing|coupe à sec|coupent à sec|' +
      'couper à sec|sciage à sec|scie à sec|scient à sec|meulage à sec|meulent à sec',
    'saw|saws|sawcut*|scie|scies|joint|joints|walk-behind|carotteuse*|grinder*|meuleuse*|disque*|blade*|lame*',
  ]),
  // Concrete broken or chipped by hand: "dry hand chipping of concrete with 30 lb breakers".
  rule('silica', [
    'béton|concrete|maçonnerie|masonry|brique*|brick*',
    'chipping|chipped|=breaker|=breakers|jackhammer*|marteau-piqueur|marteaux-piqueurs|brise-béton|burinage|' +
      'piquage',
  ]),
  rule('asbestos', [
    '@old-building',
    'rénov*|renovat*|démol*|demol*|perç*|drill*|retir*|remov*|enlev*|sabl*|sanding|sanded|sands|gratt*|scrap*|calorifug*|' +
      'flocage|arrach*|tear* out|tore out|torn out|rip* out|ripped out|démantel*|démantèl*|dismantl*|défonc*|' +
      'break* up|broke up|knock* down',
  ]),
  rule('lead', [
    'peinture*|paint|paints',
    'décap*|strip*|sabl*|sandblast*|sanding|gratt*|scrap*|chalumeau|torch*|brûl*|burn*|meul*|grind*',
    'vieil*|ancien*|old|plomb|lead|@old-building|écaill*|peel*|chip*',
  ]),
  // Sewage or sludge carried home on work clothes: « les gars repartent chez eux avec le linge plein de boues ».
  rule(
    'biological-agents',
    [
      'boue|boues|sludge|sewage|eaux usées|égout*|lisier|manure',
      'linge|clothes|clothing|vêtements|uniform*|coveralls|combinaison*',
      'chez eux|chez nous|home|à la maison|no shower|pas de douche|plus de douche',
    ],
    { window: 14 },
  ),
  // Lead in a roof's or a building's parts: « les vieux solins de plomb », "lead flashing", "lead service pipe".
  rule('lead', [
    'solin de plomb|solins de plomb|solins en plomb|lead flashing*|tuyau de plomb|tuyaux de plomb|tuyaux en plomb|' +
      'lead pipe*|lead service*|entrée de service en plomb|entrées de service en plomb',
  ]),
  // A sample or a lab result that gives lead: « Résultat labo : 1,2 % de plomb », "lead 5,400 ppm in the chips".
  rule(
    'lead',
    [
      'résultat*|result*|analyse*|analysis|labo|lab|laboratoire|échantillon*|sample*|teneur|content|ppm|mg/kg',
      'plomb|lead',
    ],
    {
      window: 8,
      unless:
        'négatif|négative|négatifs|négatives|negative|non détecté*|not detected|none detected|below|sous la norme|' +
        'sous la limite',
    },
  ),
  rule('lead', [
    'champ de tir|firing range*|shooting range*|soudure au plomb|lead solder*|fonte du plomb|lead smelt*',
  ]),
  rule(
    'wood-dust',
    [
      'scie*|saw|saws|sawing|ponç*|sabl*|sanding|sanded|sands|raboteuse*|planer*|toupie*|router*|dégauchisseuse*|jointer*|' +
        'tour à bois|wood lathe*|menuiserie|ébénisterie|carpentry|woodworking|woodshop*|atelier de bois',
      'bois|wood|planche*|board|boards|contreplaqué|plywood|mdf|mélamine|melamine|panneau* de particules|' +
        'particleboard|chêne|oak|érable|maple|cèdre|cedar|poussière*|dust|sciure|sawdust|copeaux',
    ],
    {
      // Sanding other materials raises their own dust: paint, filler, plaster, concrete, metal, foundry sand.
      unless:
        'peinture*|paint|paints|apprêt*|primer*|mastic*|filler*|bondo|plâtre|plaster|gypse|drywall|' +
        'composé à joints|joint compound|béton|concrete|ciment|cement|métal|metal|acier|steel|' +
        'fibre de verre|fiberglass|fibreglass|moule*|mould*|mold|molds|fonderie*|foundry|foundries|' +
        'carrosserie*|bodywork|auto body',
    },
  ),
  rule(
    'noise',
    [
      'crier pour se faire entendre|crier pour s’entendre|crier pour communiquer|hausser la voix|parler fort|' +
        // Talking by shouting: « on se parle en criant même à 5 m », « faut crier ».
        'se parle en criant|se parlent en criant|parle en criant|faut crier|faut se crier|' +
        'ne s’entend pas|ne s’entendent pas|shout to be heard|shouting to be heard|raise their voice*|' +
        'can’t hear each other|cannot hear each other|hard to hear|oreilles qui bourdonnent|bourdonnement* d’oreille*|' +
        'bourdonn*|sifflement* d’oreille*|ringing in the ears|ears ringing|ears ring|assourdiss*|deafening|vacarme|' +
        'très bruyant*|very loud|loud',
    ],
    // Loud for an audience is a show: « l’auditoire », "the audience gave an ovation".
    // … and a loud voice raised at someone is an outburst: "some get loud – a man screamed at Sarah".
    {
      unless:
        'audience|auditoire|spectateur*|spectator*|ovation|applaud*|applause|scream*|yell*|shouted at|swore|' +
        'crié après|criait après|engueul*',
    },
  ),
  rule('noise', ['@noise-85']),
  // A voltage is a clue, not a finding: said beside its controls or a task, it needs another word of the hazard
  // (an electric fence's 7 kV pulses shock, they do not electrocute).
  rule('electrical-contact', ['@voltage-high'], { weak: true, unless: 'clôture*|fence*' }),
  // Outboards of 250 HP, a boat's twin engines at full throttle: loud without a figure.
  rule('noise', [
    'outboard*|hors-bord*|twin engines|moteurs jumelés',
    'HP|hp|horsepower|forces|cv|knots|nœuds|noeuds|full throttle|plein régime|bruit*|noise|loud|bruyant*',
  ]),
  rule('hand-arm-vibration', [
    'vibr*',
    'main|mains|hand|hands|bras|arm|arms|doigt*|finger*|outil*|tool*|marteau*|hammer*|perceuse*|drill*|meuleuse*|' +
      'grinder*|ponceuse*|sander*|burin*|chisel*|clé à chocs|impact wrench*',
  ]),
  // Fingers that turn white (in the cold, as vibration white finger shows), and the pneumatic tools that cause it:
  // « le bout des doigts qui blanchit au froid », "bush-hammered by hand with the air hammer".
  rule('hand-arm-vibration', [
    'qui blanchit|qui blanchissent|blanchissent|blanchit|blanching|turn white|turns white|turning white|go white|goes white',
    'doigt*|finger*|fingertip*',
  ]),
  rule('hand-arm-vibration', [
    'bouchard*|bush hammer*|bush-hammer*|marteau pneumatique|marteaux pneumatiques|pneumatic hammer*|chipping hammer*|' +
      'marteau burineur|air hammer*',
    'heure*|hour*|journée*|day|days|mains|hands|tenu*|held|holding|encore|still',
  ]),
  // Fingers that turn white after a day on a vibrating tool, even told with the cold that brings the attacks on: « les
  // doigts qui deviennent blancs l'hiver, surtout après une journée de scie ».
  rule(
    'hand-arm-vibration',
    [
      'deviennent blancs|devient blanc|doigts blancs|white finger*|turn white|turns white|go white|goes white',
      'doigt*|finger*',
      'scie|scies|scie à chaîne|tronçonneuse*|chainsaw*|saw|saws|meuleuse*|grinder*|marteau*|jackhammer*|' +
        'perceuse*|drill*|débroussailleuse*|brush saw*|outils vibrants|vibrating tools',
    ],
    { window: 24 },
  ),
  // Numb white fingers from vibrating tools, not from the cold (« engelure », "frostnip").
  rule(
    'hand-arm-vibration',
    [
      'engourd*|numb|numbness|fourmill*|tingl*|picot*|doigts blancs|white finger*|raynaud',
      'main|mains|doigt*|hand|hands|finger*',
    ],
    {
      unless:
        'frostnip|frostbite|engelure*|gelure*|froid|cold|frozen|gelé*|gelée*|soaked|trempé*|@temp-cold|@temp-freezing',
    },
  ),
  // Hands numb in wet cold: "everyone soaked through, hands numb" at 2 °C on a deck, « trempés, les mains engourdies ».
  rule('cold-stress', [
    'engourd*|numb|numbness|gourd|gourde*',
    'soaked|trempé*|détrempé*|wet through|mouillé*|@temp-cold|@temp-freezing|froid|cold|glacial*|icy',
  ]),
  // A boat driven hard into the swell: "Pounding. The RIBs run at 25–30 knots into the swell".
  rule(
    'whole-body-vibration',
    [
      'pounding|slamming|slams|cogne*|tape dans|tapent dans',
      'knots|nœuds|noeuds|swell|houle|vague*|wave*|RIB|RIBs|zodiac*|hull|coque*|bateau*|boat*',
    ],
    { near: true },
  ),
  rule('whole-body-vibration', [
    'siège*|seat|seats|conduite|driving|cabine*|cab|cabs|opérat*|operat*',
    'vibr*|secou*|jolt*|shak*|bump*|cahot*|gravel|gravier|terrain accidenté|rough terrain|rough road*|' +
      'nids-de-poule|pothole*',
  ]),
  // The driver's back takes the road: « le chauffeur reçoit des chocs dans le dos toute la journée ».
  rule(
    'whole-body-vibration',
    [
      'chauffeur*|conducteur*|driver*|opérateur*|operator*|camion*|truck*|chargeuse*|loader*|tracteur*|tractor*',
      'chocs|secousses|jolts|jarring|pounding|brassé|brassés',
      'dos|back|backs|reins|colonne|spine|lombaires',
    ],
    { window: 12 },
  ),
  // Not a liquid's or a massage stone's heat (« l'eau à 60 °C », "wash water at 65 °C"); water to drink beside the heat is its control.
  rule('heat-stress', ['@temp-hot'], {
    unless:
      'eau chaude|hot water|eau à|l’eau est à|water at|water is at|température de l’eau|water temperature|douche|' +
      'shower|eau de lavage|lavage à|wash water|washed at|liquide|liquid|bain à|bains à|bain =est =à|bath at|' +
      'bath =is =at|eau du bain|bath water|pierres|stones|chauffe-pierres|stone heater',
  }),
  rule(
    'heat-stress',
    [
      'four|fours|oven*|fourneau*|furnace*|fonderie*|foundry|chaudière*|boiler*|séchoir*|dryer*|étuve*|forge*|' +
        'summer|soleil|sun|canicule|heat wave|asphalte|asphalt|cuisine*|kitchen*',
      'chaleur|heat|chaud|hot|température*|temperature*|@temp-hot|suffoc*|étouff*|sweat*|sueur|transpir*|' +
        'déshydrat*|dehydrat*',
    ],
    {
      // « hot oil splashes » in a kitchen is a burn, not the heat of the room (builtin.rules-sectors.ts); so is an
      // urn's hot water or an oven's front too hot to touch.
      unless:
        'huile*|oil|friteuse*|fryer*|gicl*|éclabouss*|splash*|spatter*|hot water|eau chaude|eau bouillante|boiling|' +
        'urn|urns|door seal|joint de porte|on the front|sur le devant',
    },
  ),
  rule(
    'heat-stress',
    [
      'coup de chaleur|heat stroke|heat exhaustion|épuisement par la chaleur|crampes de chaleur|heat cramps|' +
        'très chaud|very hot|extremely hot|chaleur accablante|chaleur intense|extreme heat|chaleur extrême',
    ],
    // « Très chaud sur le devant » of an oven is a surface that burns, not a hot workplace.
    { unless: 'door seal|joint de porte|on the front|sur le devant|surface|poignée|handle' },
  ),
  rule('cold-stress', [
    'entrepôt frigorifique|entrepôt réfrigéré|cold storage|walk-in cooler*|walk-in freezer*|blast freezer*|' +
      'chambre de congélation|surgélation|chambres froides|chambre froide',
  ]),
  rule('cold-stress', ['frozen|surgelé*|réfrigéré*|refrigerated|frigo*|cooler*'], { weak: true }),
  // A door's release worked from inside (« poignée de déverrouillage en dedans de la porte », "a push button inside
  // opens the door"): the means of escape from a cold room or freezer, working or broken.
  rule(
    'walk-in-freezer-entrapment',
    [
      'poignée*|bouton*|poussoir*|push-button*|push button*|release*|handle*|latch*|loquet*|déverrouill*|ouverture',
      'en dedans|intérieur*|inside|de l’intérieur|from inside|from the inside',
      'porte|door|doors|ouvre|s’ouvre|opens|pousses|pousse|push|pushes',
    ],
    {
      window: 10,
      unless: 'voiture*|auto|autos|véhicule*|vehicle*|car|cars|truck*|camion*|cab|cabine*|bus|autobus',
    },
  ),
  rule('cold-stress', [
    '@temp-cold',
    'travaill*|work|works|working|pickers|préparateur*|employés|employees|workers|travailleurs|passer|passent|' +
      'spend*|reste*|stay*|inside|intérieur|chambre|room|entrepôt|warehouse|extérieur|outdoors|outside|quart|' +
      'shift|heures|hours|salle|salles|local|locaux|atelier*|usine*|plant|area|zone|toute la journée|all day|' +
      'refroidissement éolien|facteur vent|windchill|wind chill|ressenti|feels like|gants mouillés|wet gloves',
  ]),
  // -10 °C or colder, wherever it is said: "-31 °C at the lease", « moins 28 avec le vent ».
  rule('cold-stress', ['@temp-freezing']),
  // Shivering, wet through: "soaked through and shivering bad", « trempé, il grelottait ».
  rule('cold-stress', [
    'shiver*|grelott*|frissonn*',
    'soaked|wet|mouillé*|trempé*|sleet|grésil|verglas|froid|cold|wind|vent|hypotherm*',
  ]),
  rule('cold-stress', [
    'hiver|winter|extérieur|outdoors|outside|dehors',
    'froid intense|froid extrême|extreme cold|grand froid|bitter cold|engelure*|frostbite|hypotherm*|' +
      '@temp-freezing|refroidissement éolien|wind chill|freezing',
  ]),
  rule(
    'cold-stress',
    [
      'sans vêtements isolants|sans vêtements chauds|pas de vêtements chauds|pas de vêtements isolants|' +
        'without insulated clothing|without warm clothing|no insulated clothing|no warm clothing|' +
        'without thermal clothing|without winter clothing',
    ],
    { danger: true },
  ),
  rule('non-ionizing-radiation', [
    WELDING,
    'écran|écrans|screen|screens|rideau*|curtain*|passant*|passersby|bystander*|coup d’arc|arc eye|flash|yeux|eyes',
  ]),
  rule('non-ionizing-radiation', ['coup de soleil|coups de soleil|sunburn*|insolation|sunstroke']),
  // A laser's or an arc's flash in the eye: « j'ai eu un flash dans l'œil gauche », "a flash in his eye".
  rule('non-ionizing-radiation', ['flash|éblou*|dazzl*', 'œil|oeil|yeux|eye|eyes'], { window: 5 }),
  // « Soleil : la nuque et les oreilles brûlent », "Sun. My ears burn every week; no shade on the boats".
  rule(
    'non-ionizing-radiation',
    [
      'soleil|sun|sunscreen|crème solaire|écran solaire|sunblock',
      'burn|burns|burnt|brûl*|no shade|pas d’ombre|aucune ombre|sans ombre|our own sunscreen|notre propre crème',
    ],
    { near: true },
  ),
  rule('inadequate-lighting', [
    'sombre*|obscur*|dark|darkness|poorly lit|mal éclairé*|peu éclairé*|pénombre|faible éclairage|low light|dim|' +
      'dimly lit',
    'allée*|aisle*|escalier*|stair*|entrepôt|warehouse|intérieur|inside|interior|zone|area|cour|yard|' +
      'stationnement|parking|corridor*|couloir*|sous-sol|basement|quai|dock|atelier|shop',
  ]),
  // « éclairage … insuffisant (une seule lampe au mât) », "lighting at the boarding point was poor".
  rule(
    'inadequate-lighting',
    [
      'éclairage|lighting',
      'insuffisant*|inadequate|insufficient|poor|faible|une seule lampe|a single lamp|one lamp',
    ],
    { window: 8 },
  ),
  rule('inadequate-lighting', [
    'mal éclairé*|poorly lit|dimly lit|éclairage insuffisant|insufficient lighting|inadequate lighting|' +
      'éclairage inadéquat|manque d’éclairage|lack of lighting|ampoule* brûlée*|ampoule* grillée*|' +
      'burnt-out bulb*|burned-out bulb*|pas d’éclairage|no lighting',
  ]),
  // Lights that are out: « deux néons grillés », "fixtures burnt out", "the lamp is dead".
  rule(
    'inadequate-lighting',
    [
      'fixture*|bulb*|lamp|lamps|light|lights|lighting|éclairage*|luminaire*|ampoule*|lampe*|néon*|neon*|' +
        'projecteur*|floodlight*|lampadaire*|streetlight*|street light*|lamppost*|réverbère*',
      'out|grillé*|brûlé*|hors service|en panne|not working|éteint*|défectueu*|flickering|clignot*|dead|missing|' +
        'manquant*',
    ],
    { window: 12 },
  ),
];

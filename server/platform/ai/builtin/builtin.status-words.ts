/**
 * The words that give a sentence its status (issue 12): a control said to be in place (« séparés des piétons par
 * des barrières fixes », "locked out"), a control undermined (« shunté », "taped down"), a defect said to be
 * fixed (« remplacés », "replaced"), and an event that already happened (« s'est brûlé », "was pricked").
 * Written naturally; they go through the same normalisation as the evidence.
 */

export const STATUS_MARKER_CLASSES = ['control', 'undermine', 'repair', 'event', 'watch'] as const;

const list = (words: string) =>
  words
    .split('|')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * General vocabulary of controls, defeats, repairs and events as practitioners write them; kept free of the
 * eval corpus's measured wording, so `npm run eval` measures reading rather than memory.
 */
export const STATUS_MARKERS: Readonly<Record<(typeof STATUS_MARKER_CLASSES)[number], readonly string[]>> = {
  control: list(
    // Cabs kept cool and sealed, needles that retract, a machine that stops when opened,
    // a rule that halts work, praise that a measure helps: « cabines climatisées et pressurisées »,
    // « aiguilles de sécurité rétractables », « l'arbre s'arrête si on lève le couvercle », "fuelling stops", « ça glisse
    // beaucoup moins », "it's helping", a call "on arrival and when leaving".
    'climatisée et pressurisée|climatisées et pressurisées|cabine pressurisée|cabines pressurisées|pressurized cab|' +
      'pressurized cabs|aiguilles de sécurité|aiguille de sécurité|safety needles|' +
      'safety-engineered needles|rétractables|retractable needles|s’arrête si on|s’arrête dès qu|s’arrête quand on|' +
      'stops if the|stops when the|shuts off if|shuts down if|fuelling stops|fueling stops|lifting stops|' +
      'work stops when|ça glisse beaucoup moins|glisse beaucoup moins|it’s helping|it is helping|' +
      'has their ticket|have their tickets|on arrival and when leaving|arrival and departure texts|' +
      'arrival/departure texts|textos d’arrivée et de départ|à l’arrivée et au départ|' +
      // A kit stocked, a certificate still valid: « trousse complète », « cours de secourisme (valide jusqu'en 2026) ».
      'valide jusqu’en|valide jusqu’au|valid until|valid through|valid to|good till|good until|good through|' +
      'bon jusqu’en|bon jusqu’au|bonne jusqu’en|bonne jusqu’au|fully stocked|bien garnie|trousse complète|' +
      // A zone closed off below work overhead: "drop zone taped off", "roped off", « périmètre clôturé ».
      'taped off|taped-off|roped off|cordoned off|coned off|périmètre clôturé|zone interdite balisée|' +
      // A machine's key kept by the one working on it.
      'key pocketed|keys pocketed|key in my pocket|key in his pocket|key in her pocket|clé dans la poche|' +
      'clé dans ma poche|clé dans sa poche|clés dans la poche|clé empochée|' +
      // A pressure wand held safely: "trigger lock", "dead-man trigger", « verrou de gâchette ».
      'trigger lock|dead-man trigger|deadman trigger|dead-man control|verrou de gâchette|gâchette homme-mort|' +
      // Dressed for a melt or a hot surface: "aluminized apron", "gauntlets", « gants thermiques ».
      'aluminized|aluminised|aluminisé|aluminisée|aluminisés|gauntlets|gantelets|gants thermiques|thermal gloves|' +
      'long-cuff gloves|' +
      // A storm's drill carried out: « tout le monde descendu », "everybody down and off the tower", "waited 30 min
      // after the last thunder", "the 30 km rule", "until the all-clear".
      'tout le monde descendu|tout le monde est descendu|tout le monde rentre|tout le monde sort|on est sortis|' +
      'on est redescendus|on rentre dès|attendu 30 minutes|attendu 30 min|attend 30 min|attendre 30 min|' +
      '30 minutes après le dernier|30 min après le dernier|everybody down|everyone down|everybody inside|' +
      'everyone inside|all-clear|30/30 rule|30-30 rule|30 km rule|waited 30 min|waited 30 minutes|wait 30 min|' +
      '30 min after the last|30 minutes after the last|into the trucks|dans les camions|' +
      // What was done as the rule says: « attendu 30 min dans le camion comme la consigne », "as per procedure".
      'comme la consigne|comme le veut la consigne|comme prévu par la procédure|comme le prévoit la procédure|' +
      'as per procedure|as per the procedure|as per our procedure|as per policy|as per the policy|' +
      // Ice tested and a route marked around what is unsafe: "augered every 500 m", "ridge staked, we stay off it".
      'augered|staked|jalonné|jalonnée|jalonnés|balisé|balisée|balisés|balisées|stay off it|stay off the|we stay off|' +
      'on reste loin|on reste à l’écart|' +
      // Kept indoors by the rule for the weather: « à -25 on reste en dedans », "below -30 the kids stay inside".
      'on reste en dedans|on reste à l’intérieur|on reste dedans|restent en dedans|restent à l’intérieur|' +
      'stay inside|stay indoors|stays inside|stayed inside|stayed indoors|kept inside|kept indoors|' +
      // A spill dealt with, a filter kept clean: "mopped and signed", "hood filter cleaned", « épongé ».
      'mopped|mopped up|cleaned up|filter cleaned|filters cleaned|épongé|épongée|' +
      // Masks and gowns handed out at the door in an outbreak: "masks at the door", « masques à chaque porte ».
      'masks at the door|masks available at the door|masques à la porte|masques à chaque porte|' +
      'masques et blouses à chaque porte|hand sanitizer everywhere|masques à l’entrée|désinfectant à l’entrée|' +
      'masks at the entrance|masques médicaux avec|on portait les masques|masks were worn|wore masks|' +
      // A reading below its guideline or limit: « 45 Bq/m³, bien en dessous de la ligne directrice ».
      'en dessous de la ligne directrice|sous la ligne directrice|below the guideline|below guideline|' +
      'under the guideline|below the federal guideline|below the Canadian guideline|below the provincial guideline|' +
      'sous la ligne directrice fédérale|en dessous de la norme|sous la norme|en deçà de la norme|below the limit|' +
      'under the limit|below the exposure limit|sous la valeur limite|' +
      // Access kept from the hazard: "off-limits to sanitation", « accès interdit ».
      'off-limits|off limits|accès interdit|interdit d’accès|accès restreint|restricted access|restricted area|' +
      // Fumes taken at the source and air supplied: "local exhaust ducted out", "welders on PAPR".
      'local exhaust|ducted out|ducted outside|PAPR|powered air-purifying|supplied-air|supplied air|air fourni|' +
      // A sprayer's cab that filters the air: "cab tractor with carbon filter", « cabine avec filtre au charbon ».
      'carbon filter|carbon filters|charcoal filter|charcoal filters|filtre au charbon|filtres au charbon|' +
      // Drills held and kept on record: "fire and abandon-ship drills are logged monthly".
      'logged monthly|logged weekly|consignés chaque mois|consignés au registre|' +
      // Cutting kept wet: "wet saw", « scie avec alimentation d'eau ».
      // Lanes repainted, drinks for the heat: "forklift lanes repainted Monday", "electrolyte drinks in the fridge".
      'repainted|electrolyte drinks|electrolytes|électrolytes|boissons électrolytiques|' +
      // Lines painted on the floor (« on a peinturé les lignes des allées piétons »), a forklift's blue spot.
      'peinturé les lignes|peint les lignes|lignes peinturées|lignes repeintes|painted the lines|lines painted|' +
      'lumière bleue|blue light|blue spot|blue spotlight|balisage au sol|floor markings|' +
      // Nobody under a load, nobody near until it is safe: « personne passe sous la charge », "nobody approached before
      // the beacon was off", a wing walker on every pushback.
      'personne passe sous|personne ne passe sous|personne sous la charge|nobody walks under|nobody stands under|' +
      'no one walks under|no one stands under|nobody under the load|no one under the load|nobody approached before|' +
      'no one approached before|wing walker|wing walkers|' +
      // The load no longer carried: "nobody carries them by hand", « personne les porte à bras ».
      'nobody carries them|nobody carries it|no one carries them|nobody lifts them|no one lifts them|' +
      'personne les porte|personne ne les porte|personne les soulève|personne ne les soulève|no manual lifting|' +
      'aucune manutention manuelle|' +
      // Plugs worn, a tire inflated from the side: "everybody had plugs in", "clip-on chuck and inline gauge".
      'had plugs in|bouchons dans les oreilles|clip-on chuck|clip-on air chuck|inline gauge|in-line gauge|' +
      // Crews paired, people kept out of a machine's way, a stay limited: « maintenant jumelés », "we keep pedestrians
      // out", "we don't leave one baker alone", « les séjours sont limités à 20 minutes », "the lift stops if lightning".
      // A procedure that works, work put off in bad conditions, a stair-climbing dolly: « la procédure fonctionne »,
      // « on reporte le rendez-vous », "we postpone", « on a le diable à escaliers motorisé ».
      // A survey at background, exhaust caught at the tailpipe: "came back at background", "capture hoses hooked up".
      'no recommendation|aucune recommandation|no issues there|haven’t had any issues|have not had any issues|' +
      // A verdict or a refusal that keeps the work safe: "works great", « j'ai dit non », "good
      // practice noted", a drill held monthly, two always together.
      // Bales or loads stacked low and chocked: « sur 2 rangs maximum, calées avec des madriers ».
      'rangs maximum|rangs max|calées avec|calés avec|' +
      'works great|works fine|fonctionne bien|marche bien|marche ben|j’ai dit non|' +
      'good practice noted|bonne pratique|drill – monthly|monthly drill|drills monthly|exercice mensuel|toujours à deux|' +
      'at background|came back at background|au bruit de fond|capture hose|capture hoses|exhaust hose|exhaust hoses|' +
      'boyau d’échappement|boyaux d’échappement|' +
      'la procédure fonctionne|procedure works|procedure worked|on reporte|we postpone|is postponed|diable à escalier|' +
      'diable à escaliers|diable motorisé|' +
      // Blood lead followed, a crew never alone: "blood lead test at hire", "crew of 3 today".
      'blood lead test|blood lead testing|' +
      'crew of 2|crew of 3|crew of two|crew of three|équipe de deux|équipe de trois|on est toujours deux|always two|' +
      'maintenant jumelés|sont jumelés|sont maintenant jumelés|travaillent jumelés|paired up|now paired|keep pedestrians out|' +
      'pedestrians kept out|keep people out|don’t leave one|do not leave one|never leave one|on laisse jamais|' +
      'on ne laisse jamais|séjours limités|séjours sont limités|stays limited|stops if lightning|stop if lightning|' +
      'well under the exposure limit|well below the exposure limit|well under the limit|' +
      'standing off to the side|' +
      // A vessel loaded within its limit: "we stay under the trap count it says".
      'we stay under|on reste sous|' +
      // Access kept to a few and drills done: "deck access restricted to card holders", "procedure drilled in May".
      'access restricted|accès restreint aux|drilled in|drilled with|logged every shift|' +
      // Digging by vacuum near a buried line: « on dégage au vacuum (hydro-excavation) ».
      'hydro-excavation|hydroexcavation|hydrovac|vacuum excavation|excavation par aspiration|dégage au vacuum|' +
      // A bear guard armed: "monitor on site all day with rifle and bangers".
      'bangers|cracker shells|with rifle|with a rifle|bear guard|bear guards|wildlife monitors|' +
      // Knives kept sharp by one person: « couteaux aiguisés par Paul », "knives now sharpened by Paul".
      'knives sharpened|sharpened by|couteaux aiguisés|aiguisés par|affûtés par|' +
      // A load handled with a lifting aid: « se manipulent avec le palonnier à ventouses », "vacuum lifter".
      'vacuum lifter|palonnier à ventouses|palans à ventouse|lift assist|lift-assist|table élévatrice|lift table|' +
      // Or wheeled, ramped or shared: "goes on the dolly with two people", « à deux ou avec le diable ».
      'dolly|dollies|hand truck|hand trucks|avec le diable|avec un diable|au diable|with two people|by two people|' +
      'à deux ou|roller ramp|gravity roller|' +
      'lift cart|wheeled carts|with the picker truck|pallet jack|transpalette|lift table|table élévatrice|table hydraulique|ceiling hoist|' +
      'overhead rail|rail aérien|picker truck|stair-climbing|monte-escalier|cart tipper|basculeur de bacs|' +
      // A chemical dosed by pump from its container: « pompés directement des contenants par le système de dosage ».
      'système de dosage|pompe doseuse|dosing pump|dosing system|dosed by pump|pumped directly|pompés directement|' +
      // Firefighters protected while exposed: "in full bunker gear and SCBA, on air for the whole evolution".
      'full bunker gear|full turnout gear|on air for|tenue de feu complète|sous APRIA|' +
      // Support after a critical incident: "the CISM debrief was held", « rencontre de retour faite ».
      'debrief was held|debriefing was held|debrief held|CISM debrief|using the EFAP|using the EAP|' +
      'défusing fait|débriefing a eu lieu|rencontre de retour faite|' +
      // Vehicles fitted for the season: "fleet cars have winter tires", « pneus d'hiver installés ».
      'winter tires|winter tyres|pneus d’hiver|' +
      'wet saw|wet cutting|water feed|alimentation d’eau|coupe à l’eau|coupe humide|au mouillé|à l’eau seulement|' +
      'cut wet|cuts wet|cutting wet|' +
      'aspiration à la source|captage à la source|' +
      // Checks done: « localisation faite », "locates done", « vérif. », a re-entry interval (REI) after spraying.
      'localisation faite|localisations faites|locates done|locate done|locates completed|located and marked|vérif|' +
      // An inspection or a service done and recorded: "annual boiler inspection done Apr 29", « inspection faite ».
      'inspection done|inspection completed|inspections done|inspections completed|service done|serviced on|' +
      'inspection faite|inspection complétée|inspection effectuée|inspections faites|' +
      'REI|restricted-entry interval|restricted entry interval|' +
      // Kept clear: « sortie de secours dégagée », "exit unobstructed".
      'dégagée|dégagé|dégagés|dégagées|unobstructed|kept clear|libre d’accès|' +
      // Secured, locked, done in pairs: "ladder lashed at the top", "hoist lock engaged", « transferts à deux ».
      'lashed|lock engaged|locks engaged|brake engaged|brakes engaged|tagged out|chocked|se font à deux|' +
      'faits à deux|fait à deux|en binôme|two-person|in pairs|a eu la formation|ont eu la formation|' +
      'ont reçu la formation|have been trained|were trained|' +
      'séparé|séparée|séparés|séparées|équipé|équipée|équipés|équipées|muni|munie|munis|munies|doté|dotée|dotés|protégé par|protégée par|protégés par|protégées par|' +
      'protecteurs fixes|protecteur fixe|barrières fixes|barrière fixe|barrières|muni de|munie de|munis de|' +
      // Kept apart: « zone délimitée par cônes », « porte réservée au chariot », "reserved for the forklift".
      'zone délimitée|délimitée par|délimité par|réservée au|réservé au|reserved for|' +
      'munies de|équipé de|équipée de|équipés de|équipées de|doté de|dotés de|dotée de|propre cadenas|' +
      'cadenassé|cadenassés|cadenassée|mis à la terre|sous permis|avec un permis|surveillance d’incendie|' +
      'en continu|ventilé|ventilée|conçu par un ingénieur|conçue par un ingénieur|inspecté par|inspectée par|' +
      'inspectés|vérifié|vérifiée|vérifiés|vérifiées|fourni par l’employeur|fournis par l’employeur|ont reçu leur formation|ont été formés|certifié|' +
      'certifiée|certifiés|certifiées|attestation|à jour|sous surveillance|surveillance continue|en bon état|' +
      'separated from|separated by|segregated|protected by|guarded by|fixed barriers|fixed barrier|barriers|' +
      'in place|fitted with|provided with|locked out|personal lock|isolated|grounded|de-energized|' +
      'zero energy|zero-energy|under a permit|with a permit|fire watch|gas testing|air testing|' +
      'continuous monitoring|continuously monitored|monitored|interlocked|certified|certification|' +
      'trained|inspected|checked|verified|designed by an engineer|engineered|' +
      'sound-insulated|insulated|control room|mechanical lift|safety-engineered|cut-resistant|' +
      'slip-resistant|anti-slip|non-slip|second person|buddy system|check-in|up to date|' +
      'good condition|good repair|restrained|secured|attached to|tied off|tied-off|clipped in|clipped on|' +
      'anchored|apply their|applies his|applies her|own padlock|own lock|safety device|safety devices|' +
      'détecteurs de fuite|détecteur de fuite|détection des fuites|détection de fuite|détecteurs fixes|' +
      'système de détection|exercice d’évacuation|exercices d’évacuation|leak detector|leak detectors|' +
      'leak detection|fixed detectors|detection system|evacuation drill|evacuation drills|' +
      'ajusté par|ajustée par|ajustés par|ajustées par|évalué par|évaluée par|évalués par|évaluées par|' +
      'aménagé par|aménagés par|réglé par|réglés par|adjusted by|assessed by|evaluated by|set up by|fitted by|' +
      'évaluation ergonomique|évaluations ergonomiques|ergonomic assessment|ergonomic assessments|' +
      'ergonomic evaluation|ergonomic evaluations|' +
      'enclosed|fully enclosed|encapsulated|encoffré|encoffrée|encoffrés|capoté|capotée|capotés|push stick|' +
      'push sticks|poussoir|bâton poussoir|' +
      'réduit|réduite|réduits|réduites|diminué|atténué|reduced|lowered|dampened|muffled|verrouillé|locked|' +
      'sous clé|under lock|' +
      'retenu|retenue|retenus|retenues|attaché|attachés|attachée|ancré|ancrés|dispositif de sécurité|' +
      'dispositifs de sécurité|à dispositif de sécurité|sécuritaire|sécuritaires|enfermé|enfermée|' +
      'insonorisé|insonorisée|étalonné|étalonnée|inspecté|inspectée|entouré|entourée|entourés|' +
      // A control tested, calibrated, serviced or cleaned by someone, a barrier that protects, a device that works.
      'testé|testée|testés|testées|tested|calibré|calibrée|calibrés|calibrées|calibrated|entretenu|entretenue|' +
      'entretenus|entretenues|serviced|nettoyé par|nettoyée par|nettoyés par|nettoyées par|cleaned by|' +
      'protège|protègent|protégeait|protégeaient|protects|protect|protecting|qui fonctionne|qui fonctionnent|' +
      'fonctionne bien|fonctionnent bien|works properly|working properly|in working order|compliance observed|' +
      'observed compliance|conformité observée|taux de conformité|compliance rate|' +
      'acoustic enclosure|sound enclosure|noise enclosure|enceinte acoustique|encoffrement acoustique|' +
      'caisson insonorisant|écran acoustique|acoustic barrier|acoustic screen|silencer|silencers|silencieux|' +
      // Exposure limited by the organisation of work: warm-up breaks, job rotation.
      'rotated into|rotated out|rotate into|rotate out|rotation des tâches|job rotation|task rotation|' +
      'warm-up break|warm-up breaks|heated shelter|heated hut|heated truck|pause de réchauffement|pause au chaud|' +
      'pauses au chaud|min max|minutes max|' +
      'pauses de réchauffement|abri chauffé|roulotte chauffée|camion chauffé|' +
      // An auditor's verdict on an item: « Cloueuse pneumatique : OK », "Fine.", « pas de trouble ».
      'ok|correct|correcte|corrects|correctes|pas de trouble|pas de problème|aucun problème|no problems|' +
      'no problem|no issues|no issue|fine|well set up|bien aménagé|bien aménagée|rien à signaler|nothing to report|' +
      'en usage|in use|staged|bump-tested|bump tested|protocole|protocol|vaccinated|vaccinés|vaccination|' +
      'porte barrée|door locked|sequential trigger|gâchette séquentielle|' +
      // Operators qualified and equipment checked before use: "all 6 operators have their ticket", "pre-use
      // checklists filled every day", « élingues inspectées », "gates closed while elevated"; access kept from a
      // hazard zone by whips and radio calls; a dive team's backup.
      'have their ticket|have their tickets|ticketed|checklists filled|checklist filled|pre-use checks done|' +
      'inspectées|gates closed|gate closed|buggy whip|buggy whips|radio call before|call in before|' +
      // Kilometres called on a resource road's channel: "we call our kms on the road channel".
      'call our kms|calling our kms|annonce nos kilomètres|annonçons nos kilomètres|annoncent les kilomètres|' +
      'annoncent leurs kilomètres|annonce les kilomètres|' +
      'standby diver|bailout bottle|bailout bottles|float coat|float coats|floater suit|floater suits|' +
      'signaleur désigné|plan de levage signé|lift plan signed|cords up off|' +
      // Training or certification held: "all crew have current H2S Alive", « cartes valides ».
      'have current|has current|hold current|holds current|carte valide|cartes valides|' +
      // Isolated before it is cleaned: « on la débranche pour la laver », "unplugged before cleaning".
      'débranche pour|débranchée pour|débranché pour|débranche avant|débranchée avant|unplugged before|' +
      'unplugged for|unplug it before|unplugs it before|' +
      // A device wired to its safeguard: "tied to an exhaust fan", « relié à la ventilation ».
      'tied to|wired to|linked to|relié à|reliée à|reliés à|reliées à|posted|affiché|affichée|affichés|affichées|' +
      // A change that put an end to the exposure: « tables électriques, fini de se pencher ».
      'fini de|finis de|no more bending|no more lifting|no more climbing|' +
      // A verdict that it works, exposure shortened in a heated shelter.
      'ça marche|ca marche|works fine|it works|' +
      'des rotations|rotations d’une|rotations of|est chauffée|est chauffé|sont chauffés|is heated|are heated|' +
      // An audit's verdict on an item: « Conforme. », "Satisfactory.", "Permit conditions met.", « en place ».
      'conforme|conformes|satisfaisant|satisfaisante|satisfaisants|satisfactory|compliant|all good|en place|' +
      'conditions met|requirements met|permit posted|by the book|good practice|bien suivi|bien suivie|bien suivis|' +
      'à la lettre|everyone had|everyone wearing|everyone was wearing|all wearing|portés par tous|' +
      'tout le monde les met|tout le monde les porte|tout le monde les portait|tous les portent|everyone wears them|' +
      'everyone wore them|everyone got new|all got new|tout le monde a eu|ont tous reçu|' +
      'two-person lift|two person lift|à deux personnes|' +
      // A procedure followed: « la procédure est respectée », "the SOP is followed".
      'procedure is followed|procedures are followed|sop is followed|est respectée|sont respectées|' +
      // Stored apart from what reacts with it: "acids and flammables stored apart", « rangés séparément ».
      'stored apart|kept apart|stored separately|kept separately|stockés séparément|stockées séparément|' +
      'entreposés séparément|entreposées séparément|rangés séparément|rangées séparément|' +
      // A rule that stops the work when the hazard comes: "boat ops stop at 25 kn", "ramp closes when…".
      'we stop at|ops stop at|work stops at|work stop at|stop work at|we stop when|work stops when|stop work when|' +
      'closes when|close when|shut down when|shuts down when|' +
      'on arrête à|on arrête dès|on arrête au|arrêt des travaux dès|arrêt des travaux au|on redescend au|' +
      'on redescend dès|on descend au premier|get off the|come down at|come down when|' +
      // A storm waited out: the 30/30 rule, everyone under cover until the all-clear.
      '30/30 rule|30-30 rule|règle du 30/30|règle 30/30|règle du 30-30|30 min après le dernier|' +
      '30 minutes après le dernier|30 minutes after the last|30 min after the last|until the all-clear|' +
      'until the all clear|wait it out|on vide le parcours|arrêt des manœuvres|tout le monde à l’abri|' +
      'everybody inside|everyone inside|all crews to vehicles|came off the lake|off the water when|' +
      // A guard on and kept on: "shield on", « le protecteur est posé, on l'enlève pas ».
      'shield on|shields on|all covered|protecteur est posé|protecteur posé|protecteurs posés|' +
      'on l’enlève pas|on ne l’enlève pas|on les enlève pas|never removed|never taken off|' +
      'reste en place|restent en place|' +
      // Heat managed: water at hand, breaks in the shade, hours moved to the cool of the day.
      'pause à l’ombre|pauses à l’ombre|breaks in the shade|shade tent|shaded rest area|eau fraîche|cool water|' +
      'water jug|water cooler is full|début des quarts à|on commence à 5|on commence à 6|early start|' +
      'quand l’humidex dépasse|when the humidex|' +
      // A machine that stops when opened: « grilles avec verrouillage, la cuve s'arrête dès qu'on lève la grille ».
      'avec verrouillage|verrouillage de sécurité|s’arrête dès qu|s’arrête quand|stops as soon as|stops when the|' +
      // Treated rooms kept shut: « la serre est barrée », « délai de réentrée respecté ».
      'est barrée|est barré|sont barrées|délai de réentrée|re-entry interval|reentry interval|' +
      // Products labelled and documented: « étiquettes sur les bouteilles », "SDS in the binder".
      'étiquettes sur|étiqueté|étiquetés|étiquetées|are labelled|is labelled|all labelled|are labeled|' +
      'is labeled|all labeled|labels on|fds au classeur|containers labelled|containers labeled|sds current|sds are current|' +
      'fds à jour|' +
      // Staff shown what to do: "everyone has been shown how to smother a fryer", « on leur a montré comment ».
      'been shown how|were shown how|was shown how|on leur a montré|ont été montrés comment|' +
      'did the course|did the training|took the course|took the training|ont suivi la formation|' +
      // Someone alone kept in touch on a schedule: "the NOC operator calls every hour", « il m'appelle aux 2 h ».
      'calls every|calls me every|calls him every|calls her every|call every|texts every|text me every|' +
      'text me at each|texts me at each|checks in every|check in every|check-in every|watches by camera|' +
      'appelle aux|appelle toutes les|m’appelle à|m’appelle aux|texte aux|texte à chaque|surveillé par caméra|' +
      'surveillée par caméra|' +
      // A needle found and handled as trained: "picked up with the tongs into the sharps container".
      'with the tongs|with tongs|avec la pince|avec les pinces|avec des pinces|contenant jaune|contenants jaunes|' +
      'yellow container|yellow containers|sharps container|sharps containers|comme vu en formation|as trained|' +
      // Heat kept off: shade, water refills, a cooled room to rest in.
      'shade tarp|shade tarps|toile d’ombrage|break in the shade|water refills|refill station|salle climatisée|' +
      'pièce climatisée|air-conditioned room|air-conditioned break|cooling station|cooling tent|cooling vest|' +
      'cooling vests|vestes refroidissantes|veste refroidissante|' +
      // A warm place to go back to in the cold: "heated teepees at each site", « on peut se réchauffer dans l'école ».
      'heated teepee|heated teepees|heated tent|heated tents|heated trailer|heated cab|heated cabs|' +
      'warm-up trailer|warm-up shack|warm-up tent|warming hut|warming shelter|warming tent|se réchauffer|' +
      'se réchauffent|roulotte de réchauffement|cabane chauffée|' +
      'a suivi la formation|ont fait la formation|a fait la formation|ont fait le cours|a fait le cours|' +
      // Cash kept low and out of reach: "drop safe", « le tiroir garde jamais plus que 100 $ ».
      'drop safe|time-delay safe|time delay safe|coffre à dépôt|coffre à délai|coffre-fort à délai|' +
      'jamais plus que|never more than|never holds more than|pass-through window|guichet passe-plat|' +
      // Work with agents kept in its cabinet, sharps never recapped.
      'biosafety cabinet|biosafety cabinets|enceinte de sécurité biologique|enceintes de sécurité biologique|' +
      'no recapping|no sharps recapping|never recap|never recapped|pas de recapuchonnage|sans recapuchonner|' +
      'straight into the sharps|directement dans le contenant|' +
      'fiche de données de sécurité au|sds in the binder|sds on file|' +
      // Care within reach in a remote place, and wildlife kept at bay.
      'medic on site|medevac plan|plan d’évacuation médicale|secouriste sur place|first aider on site|' +
      'pantalons dans les bas|vérif de tiques|tick checks|tick check|poivre de cayenne|corne à air|air horn|' +
      'on reste ensemble|stay together|stick together|two-person station|poste à deux|' +
      // A vehicle at the roadside made visible: « gyrophare allumé », "beacon on", « dossard classe 3 ».
      'gyrophare allumé|gyrophares allumés|gyros allumés|flashers on|dossard|dossards|' +
      'cônes en amont|cones set out|cones out|' +
      // An interlock tried and holding: « testé : la machine démarre pas capot ouvert », "won't start with the door open".
      'démarre pas|ne démarre pas|won’t start|doesn’t start|does not start|will not start|' +
      // A scaffold tagged green, knives tethered and counted, a rule kept every time, nobody near until it is checked.
      'green-tagged|green tagged|green tag|tags green|étiquette verte|tethered|counted in and out|followed every time|' +
      'has been followed|have been followed|respectée à chaque fois|toujours respectée|personne n’approche|' +
      'personne approche|nobody approaches|no one approaches|appel radio au|' +
      'appel radio avant|' +
      // A licence to spray, air supplied, a lift planned and rigged with tag lines.
      'applicator certificate|applicator licence|applicator license|certificat d’applicateur|permis d’applicateur|' +
      'adduction d’air|lift plan reviewed|' +
      'tag lines on|tag line on|inspection signed|' +
      // Dosed by machine.
      'dosés automatiquement|dosé automatiquement|dosed automatically|automatically dosed|auto-dosed|' +
      // A rule that applies every time (« VFI obligatoire dès qu'on entre dans l'eau »), a lift done by the procedure in
      // a closed zone, a shutdown that trips by itself.
      'obligatoire dès|mandatory whenever|required whenever|selon la procédure|' +
      'according to the procedure|zone bloquée|zone fermée|automatic shutdown|arrêt automatique|' +
      // Someone alone who reports in (« j'envoie un texto à Gilles au début pis à la fin », "text Ben when you head out",
      // "no missed check-ins"); a rule that forbids it ("rangers are not to walk that section alone").
      'j’envoie un texto|envoie un texto|when you head out|no missed check-ins|check-ins every|are not to|is not to|' +
      // Exposure kept short, work stopped or boats called in when it comes: « le travail au congélateur est limité à
      // 20 min », « au-dessus de 32 °C, on arrête la cueillette », "so we stopped picking", « on est rentrés au quai ».
      'est limité à|est limitée à|sont limités à|sont limitées à|is limited to|are limited to|on arrête la|' +
      'on arrête le|on arrête les|so we stopped|alors on a arrêté|donc on a arrêté|on est rentrés|on est rentré|' +
      'sommes rentrés|headed back in|came back in|' +
      // A verdict on the new measure: « les tapis, c'est super, je glisse plus », "the new headsets are great".
      'c’est super|je glisse plus|on glisse plus|are great|is great|way better|',
  ),
  undermine: list(
    // Hearing protection worn round the neck, cones blown over, a powered aid whose battery is dead: « les portent au
    // cou », "blowing over in the snow", "the stair-climber's battery has been dead for two weeks".
    'portent au cou|porte au cou|autour du cou|around their necks|around their neck|around his neck|' +
      'blowing over|renversés par le vent|battery has been dead|battery is dead|battery’s dead|dead battery|' +
      'batterie morte|batterie à plat|batterie est morte|' +
      'shunté|shuntée|shuntés|contourné|contournée|contournés|désactivé|désactivée|désactivés|périmé|périmée|périmés|' +
      'périmées|colmaté|colmatée|colmatés|en panne|' +
      // A check-in that comes too late, a rollbar folded away: "my only check-in is an e-mail the next morning",
      // "they drive with the ROPS folded down".
      'only check-in|only check in|seul suivi|folded down|arceau rabattu|arceaux rabattus|arceau replié|' +
      // Gloves short of the need: « avec juste des gants de vinyle » for cytotoxic tablets, "just vinyl gloves".
      'juste des gants|seulement des gants|just vinyl gloves|only vinyl gloves|gants de vinyle|vinyl gloves|' +
      // Given out: « la ventilation a lâché », "the fan gave out".
      'a lâché|ont lâché|a flanché|ont flanché|gave out|quit working|stopped working|' +
      // Away when it is needed: « le détecteur est à la calibration », "the meter is out for repair".
      'à la calibration|en calibration|out for calibration|away for calibration|sent for calibration|' +
      'en réparation|out for repair|in for repair|' +
      // A supply used up: « la crème solaire est finie depuis lundi », "the sunscreen ran out".
      'est finie depuis|est fini depuis|sont finies depuis|ran out|has run out|have run out|used up|' +
      'est arrêté|sont arrêtés|pas cadenassé|n’a plus|retiré|retirée|retirés|retirées|fissuré|fissurée|fissurés|' +
      'fissurées|' +
      'taped|pushed aside|silenced|propped open|not worn|part of the time|expired|clogged|not tested|' +
      'frayed|effiloché|effilochée|effilochés|effilochées|past their|périmé|périmée|périmés|périmées|' +
      'jumper wire|jumpered|jumped out|ponté|pontée|pontés|zip-tied|zip tied|attaché avec un tie-wrap|' +
      // A container filled past its line: "sharps container filled past the line".
      'past the line|past the fill line|above the fill line|over the fill line|au-dessus de la ligne|overfilled|over-filled|trop rempli|trop remplie|' +
      'not locked|left off|cracked|lost|no longer|not chocked|broken|worn out|overdue|on order|en commande|' +
      'a disparu|ont disparu|disparu|disparue|disparus|disparues|worn off|peeled off|décollé|décollée|décollés|décollées|' +
      // Worn by some only, or complete but for a gap: "2 of 3 not wearing them", "guardrail complete except…".
      'worn-out|usé|usée|troué|trouée|troués|trouées|' +
      'not wearing|not wearing them|pas portés|non portés|ne les portent pas|ne les portaient pas|ne le portaient pas|' +
      'ne la portaient pas|ne les portait pas|ne le portait pas|ne la portait pas|except a|except for|sauf une|sauf un|' +
      // A control not yet there or a check not done: « pas encore en place », "has not been done".
      'pas encore|not yet|pas été faite|pas été fait|not been done|not done|' +
      'c’est pas fait|ce n’est pas fait|n’est pas fait|n’est pas faite|pas fait en ce moment|' +
      // A control still to come: "sign to be posted", « à corriger », « il faudrait une roulotte chauffée ».
      'to be posted|to be installed|to be fixed|to be replaced|to be repaired|to be ordered|to be looked into|' +
      'to be done|needs to be|need to be|should have|à installer|à corriger|à réparer|à remplacer|' +
      'à commander|à afficher|à relancer|faudrait|il faudrait|on devrait|devrait être|devraient être|' +
      // Wanted: « je veux une fiche de cadenassage pour les bourrages », "we need a spotter at the gate".
      'je veux une|je veux un|je veux des|on veut une|on veut un|on veut des|we want a|we want an|we need a|' +
      'we need an|i want a|i want an|on a besoin d’un|on a besoin d’une|' +
      // A recommendation is a control not yet there: « Nous recommandons des gants isolants », "we recommend".
      'nous recommandons|recommandons|il est recommandé|we recommend|we suggest|is recommended|are recommended|' +
      'please fit|please install|please provide|veuillez installer|veuillez fournir|' +
      // A control that no longer works as it should: seized, flat, split, leaking, overfilled, worn by some only,
      // used in place of the right one: "sleeve seized with rust", « batteries à plat », « protecteur fendu »,
      // "containers filled to the brim", « port inégal », "under the bench instead of the acid cabinet".
      // Spoken « a pu son protecteur » is « n'a plus son protecteur ».
      'a pu son|a pu sa|a pu ses|y’a pu|ya pu|' +
      'seized|seized with rust|grippé|grippée|rusted|rouillé|rouillée|corroded|corrodé|corrodée|batterie à plat|' +
      'batteries à plat|batterie a plat|batteries a plat|dead battery|batteries dead|battery dead|flat battery|' +
      'fendu|fendue|fendus|fendues|split seam|split open|déchiré|déchirée|déchirés|déchirées|torn|à nu|' +
      'filled to the brim|overfilled|pleins à ras bord|port inégal|not everybody wears|not everyone wears|' +
      // Worn now and then or carried unused: « le port des bouchons est inégal », "half the crew has them in their
      // pockets"; a control tied down or skipped: "buttons tied down", "in standby instead of locked out".
      // Never put back after a repair: "the guard never went back on", « le protecteur a jamais été remis ».
      'never went back on|never put back|never reinstalled|jamais été remis|jamais été remise|jamais été réinstallé|' +
      // Only planned or gone for the day: "a fire watch and a standpipe are planned", "we intend to provide", "the TCP
      // called in sick, no replacement found".
      'are planned|is planned|we intend to|nous prévoyons|sont prévus|to be implemented|only planned|' +
      'called in sick|no replacement found|pas de remplaçant|' +
      // Nobody uses it, or it has run out: « le cadenas, personne le met », "we're out of ice melt".
      'personne le met|personne la met|personne les met|nobody uses it|no one uses it|we’re out of|we are out of|' +
      'est inégal|sont inégaux|inconsistent|inconsistently|les a dans la poche|les ont dans la poche|dans leurs poches|' +
      'in their pocket|in their pockets|tied down|instead of locked out|instead of being locked out|' +
      'instead of lockout|non-arc-rated|non arc-rated|not arc-rated|non-FR|' +
      'pas tout le monde|fuit|fuient|is leaking|' +
      // Put where the right place was not: "under the bench instead of the acid cabinet" (not "water-based
      // degreaser instead of solvent", a substitution).
      'instead of the|instead of in the|au lieu du|au lieu de la|au lieu de l’|au lieu des|' +
      'soaked|trempés|trempées|gants de coton mouillés|gants mouillés|wet gloves|soaked gloves|' +
      'the last time anyone|la dernière fois que quelqu’un|' +
      // A supply run out: "grit bin empty", « la trousse est vide » (not an emptied tank, which is safer).
      'bin empty|bins empty|kit empty|kits empty|cooler empty|extinguisher empty|trousse vide|trousse est vide|' +
      'extincteur vide|extincteur est vide|ran out of|run out of|' +
      // A measure that does not suffice: « on la voit à peine malgré le dossard », "hoarse despite the amplifier".
      'malgré le|malgré la|malgré les|malgré son|malgré sa|malgré ses|malgré leur|malgré leurs|despite the|' +
      'despite their|despite his|despite her|despite its|even with the|even with their|même avec le|même avec la|' +
      'même avec les|même avec son|même avec sa|même avec ses|' +
      // Protectors hung around the neck are not worn: « la moitié des gars les ont autour du cou ».
      'autour du cou|around the neck|around their neck|around their necks|around his neck|around her neck|' +
      // A control turned down: « la ventilation est mise au minimum », "exhaust turned down at night".
      'mise au minimum|mis au minimum|turned down|set to minimum|' +
      // Wheels that no longer roll: "the hand truck has two flat tires", « pneu crevé ».
      'flat tire|flat tires|flat tyre|flat tyres|pneu à plat|pneus à plat|pneu crevé|pneus crevés|' +
      // Asked for, so not there yet: « je demande un registre de déplacement ».
      'je demande un|je demande une|je demande des|i am asking for|i’m asking for|demande un|demande une|' +
      'demande des|demandent un|demandent une|demandent des|asks for|asked for|requested|a été demandé|' +
      'a été demandée|ont été demandés|ont été demandées|' +
      // A device that no longer does its job: « le verrou ne s'enclenche plus », "light curtain faulted", « bras
      // d'aspiration trop court », « inReach pas chargé ».
      'ne s’enclenche plus|ne s’enclenchent plus|s’enclenche pas|s’enclenchent pas|does not engage|doesn’t engage|' +
      'won’t engage|faulted|en défaut|trop court|trop courte|trop courts|trop courtes|too short to|' +
      'pas chargé|pas chargée|pas chargés|pas chargées|not charged|uncharged|' +
      // An order to put a measure back says it is off: « réinstaller le protecteur », "reinstall the guard".
      'réinstaller le|réinstaller la|réinstaller les|reinstall the|re-install the|' +
      // As good as nothing: 'none beyond "stay in the truck"'.
      'none beyond|nothing beyond|' +
      // A verdict taken back, a side left open, a rule only on paper, a check or a purchase still to come:
      // « correct, sauf que le fil traverse l'allée », « 4e côté ouvert », "supposed to be 23 kg max", « à vérifier »,
      // "the vacuum lifter quote is still on your desk".
      'sauf que|except that|4e côté ouvert|quatrième côté ouvert|un côté ouvert|one side open|is supposed to|' +
      'are supposed to|est censé|est censée|sont censés|sont censées|à vérifier|' +
      'quote is still|quote for a|quote for the|soumission pour|' +
      // Talked of and not scheduled, or thought to be coming: "discussed, not scheduled", « je pensais qu'on aurait le
      // coffre à dépôt ».
      'not scheduled|pas planifié|pas planifiée|pas cédulé|pas cédulée|je pensais qu’on aurait|i thought we would get|' +
      'i thought we’d get|' +
      // Worn by half, done once, a kit all but empty, a ticket nobody holds.
      'environ la moitié|seulement la moitié|about half|only half|only done once|done only once|juste une fois|' +
      'basically empty|almost empty|nearly empty|presque vide|quasiment vide|don’t think anybody|' +
      'don’t think anyone|do not think anybody|do not think anyone|' +
      // Lost, expired, busted, unused or never bought: « le protège-lame est perdu », « la bouteille de rinçage est
      // expirée », "the latch is busted and the label's gone", "earmuffs hang in each tractor; I've only seen one wear
      // them", "the bear spray stays in the office", "none have been bought", "work gloves only", injecting epoxy
      // "bare-handed", the app that « marche plus », rotten eggs smelt beside a detector.
      'perdu|perdue|perdus|perdues|expiré|expirée|expirés|expirées|is busted|are busted|label’s gone|label is gone|labels are gone|' +
      'only seen|i’ve only seen|stays in the office|stay in the office|reste au bureau|restent au bureau|' +
      'don’t carry it|don’t carry them|none have been bought|none were bought|not been bought|pas été achetés|' +
      'pas été achetées|bare-handed|bare handed|à mains nues|gants de travail ordinaires|ordinary work gloves|' +
      'regular work gloves|marche plus|marche pu|fonctionne plus|fonctionne pu|no longer works|œufs pourris|' +
      'rotten egg|rotten eggs|' +
      // Mats curling at the edges.
      'curling at the edges|curled at the edges|curling up|gondolé|gondolés|gondolée|gondolées|' +
      // Not plugged in, left in the truck or at the shop, nothing done yet, nowhere to warm up, of unknown rating, or
      // only to be done later.
      'pas branché|pas branchée|not plugged in|' +
      'nothing done yet|rien de fait|rien n’a été fait|were in the truck|was in the truck|étaient dans le camion|' +
      'était dans le camion|was at the shop|were at the shop|était à l’atelier|sans endroit pour|nowhere to|' +
      'pas d’endroit pour|unknown rating|capacité inconnue|fera une|fera un|will do a|will carry out|' +
      // A procedure thought to be someone else's (« le cadenassage c'est pour la maintenance seulement »), a hand reached
      // past a guard, a guard off since a repair, a light curtain that flickers.
      'pour la maintenance seulement|for maintenance only|reached in past|reached past|has been off since|' +
      'still off since|flickering|clignotait',
  ),
  repair: list(
    'remplacé|remplacés|remplacée|remplacées|réparé|réparés|réparée|réparées|corrigé|corrigés|corrigée|corrigées|' +
      'changé|changés|changée|changées|fait changer|refait|refaite|' +
      'replaced|repaired|corrected|changed|swapped|swapped out|redone|tape removed|ruban enlevé|ruban retiré',
  ),
  // Devices and programmes that watch for an event: next to them an event word names what they watch for
  // ("leak detectors", « détecteurs de fuite », "spill kit", « prévention des accidents »), not an event.
  watch: list(
    'détecteur|détecteurs|détection|capteur|capteurs|sonde|sondes|alarme|alarmes|trousse|trousses|essai|essais|' +
      'test|tests|prévention|exercice|exercices|plan|plans|procédure|procédures|rapport|rapports|registre|' +
      'enquête|enquêtes|déclaration|déclarations|registres|' +
      'detector|detectors|detection|sensor|sensors|probe|probes|alarm|alarms|kit|kits|testing|check|checks|' +
      'prevention|drill|drills|response|procedure|procedures|report|reports|reporting|log|logs|investigation|' +
      'investigations|survey|surveys',
  ),
  event: list(
    // "Felt sick for an hour", « s'est senti mal ».
    'felt sick|s’est senti mal|s’est sentie mal|' +
      's’est coupé|s’est coupée|s’est brûlé|s’est brûlée|s’est blessé|s’est blessée|s’est fracturé|fracturé|' +
      's’est ouvert la|s’est ouvert le|s’est ouverte la|sliced his|sliced her|' +
      's’était brûlé|s’était brûlée|s’était coupé|s’était coupée|s’était blessé|s’était blessée|' +
      'fracture|fractures|a été évacué|ont été évacués|a frappé|frappé|frappée|agressé|agressée|agressés|agression|' +
      'agressions|a glissé|a chuté|brûlure|brûlures|' +
      'malaise|malaises|a toussé|a perdu|fuite|fuites|vol à main armée|vols à main armée|' +
      's’est fait|se sont fait|s’était fait|s’étaient fait|s’est fait prendre|' +
      'a heurté|ont heurté|heurté par|heurtée par|a été heurté|a été heurtée|renversé par|renversée par|' +
      'a été renversé|a été renversée|a été happé|a été happée|a été frappé|a été frappée|a reçu un coup|' +
      'a reçu des coups|ont reçu des coups|hit by|was hit|got hit|were hit|knocked over|knocked down|ran over|' +
      'received a shock|got a shock|got shocked|was shocked|was electrocuted|electrocuted|a reçu un choc|' +
      'a reçu une décharge|s’est électrisé|s’est électrisée|électrisé|électrocuté|électrocutée|' +
      'was run over|bumped into|backed into|collided|cut her|cut his|cut their|broke her|broke his|broke their|' +
      'sprained|bruised|dislocated|s’est cassé|s’est cassée|s’est foulé|s’est foulée|s’est tordu|s’est tordue|' +
      'got splashed|was splashed|were splashed|a reçu des éclaboussures|ont reçu des éclaboussures|éclaboussé|' +
      'éclaboussée|robbed|was robbed|were robbed|braqué|braquée|dévalisé|dévalisée|' +
      'pricked|burned|burnt|was cut|cut himself|cut herself|slipped|fallen|punched|assaulted|attacked|' +
      'punctured her|punctured his|punctured my|punctured their|s’est piqué|s’est piquée|' +
      'bitten|concussion|fracture|fractured|were evacuated|was evacuated|leak|leaks|leaked|leaking|collapsed|lost consciousness|passed out|' +
      'was struck|got caught|was crushed|were crushed|got crushed|was pinned|got pinned|was pinched|got pinched|' +
      'amputated|amputation|threatened|' +
      // A fire that started: "the dust collector caught fire", « le collecteur a pris feu ».
      'caught fire|catches fire|caught on fire|went up in flames|a pris feu|ont pris feu|a pris en feu|' +
      'ont pris en feu|s’est enflammé|s’est enflammée|se sont enflammés|' +
      // An alarm that went off: « les détecteurs de CO ont sonné », "the 4-gas went into alarm".
      'ont sonné|a sonné|went off|went into alarm|s’est déclenché|s’est déclenchée|se sont déclenchés|' +
      'through his glove|through her glove|à travers son gant|' +
      // An injury named by its mark: "minor burn in Jan", "blister on palm", « brûlure au 2e degré ».
      'minor burn|brûlure mineure|a blister|blister on|blisters on|cloque|cloques|first-degree|second-degree|2e degré|' +
      'premier degré|deuxième degré|' +
      // Caught, dropped, struck or attacked, told as it happened: "his glove got grabbed", « a échappé une bouteille ».
      'got grabbed|got pulled|was pulled in|were pulled in|got dragged|was dragged|got snagged|a échappé|ont échappé|' +
      'dropped a|dropped the|s’est fait happer|s’est fait coincer|s’est fait frapper|a été coincé|a été coincée|' +
      'has hit|hit and scratched|scratched|a griffé|ont griffé|griffée|exposed himself|exposed herself|' +
      's’est exhibé|was stung|got stung|stung|' +
      // Something that reached an eye: "got a splash in the eye", « a reçu une goutte dans l'œil ».
      'got a splash|got a drop|a reçu une goutte|a reçu une éclaboussure|en a reçu une goutte|reçu une éclaboussure|' +
      // A bite through the glove: « elle m'a mordu l'index à travers le gant ».
      'à travers le gant|through the glove|m’a mordu|m’a mordue|l’a mordu|l’a mordue|' +
      // A near fall: "both nearly went down tonight", « a failli tomber ».
      'nearly went down|almost went down|a failli tomber|ont failli tomber|j’ai failli tomber',
  ),
};

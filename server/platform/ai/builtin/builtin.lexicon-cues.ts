/**
 * How the analyst weighs the catalogue's own cues. The catalogue lists every word a practitioner associates
 * with a hazard, but some are ambiguous out of context (« recette » is a shaft station and a recipe, « quai »
 * a wharf and a loading dock, "lead" a metal and a verb): those only count as weak evidence here, which needs
 * a second clue before a risk is raised. Written as in the catalogue; compared after normalisation.
 */
const WEAK_CUE_LISTS: Readonly<Record<string, string>> = {
  'falls-from-height': 'trémie|catwalk|catwalks|passerelle|passerelles',
  'roof-work': 'membrane|toit|roof|toiture|unité de toit|bardeaux|shingles',
  ladders: 'tabouret|step stool',
  // Hand washing is most often a hygiene measure; frequent, or with cracked hands, it is wet work.
  'wet-work-dermatitis': 'lavage des mains|hand washing',
  // Hypochlorite is a corrosive liquid: it releases chlorine only mixed with an acid, which the evidence must say.
  'chlorine-gas': 'hypochlorite',
  scaffolds: 'madriers|planks|bracing|tie-in|contreventement',
  'aerial-work-platforms': 'stabilisateurs|outriggers',
  'working-over-water': 'quai|glace|barrage|berge|eau froide|embarcation|bouée|wharf|ice|dam|boat|cold water',
  'wind-turbine-tower-work': 'nacelle|ascension|pale|moyeu|descendeur|blade|hub',
  'slips-trips': 'marche|step|encombrement|clutter|housekeeping|tenue des lieux|déversement|spill',
  'falling-objects': 'zone de travail en hauteur|overhead work|under the load',
  'struck-by': 'projection|projections|éclats|rebond|kickback|lunettes de sécurité|safety glasses',
  'caught-in-between': 'rouleaux|engrenages|rollers|gears|cales|wheel chocks|blocking',
  'machine-guarding':
    'machine|guard|safeguarding|zone dangereuse|danger zone|arrêt d’urgence|emergency stop|scie à table|' +
    'banc de scie|table saw',
  'hazardous-energy': 'try-out|cadenas|padlock|sectionneur|disconnect switch|déblocage|unjamming',
  conveyors: 'tambour|courroie|déblocage|pull cord',
  'industrial-robots': 'enceinte|perimeter fence',
  'sawmill-equipment': 'scie|saw|rebond|kickback|trimmer|edger|scie circulaire|circular saw',
  'portable-power-tools': 'perceuse|drill|rallonge|extension cord',
  'sharp-tools': 'lame|blade|tôle|sheet metal|aiguisage',
  'power-presses': 'presse|press|matrice|die|pédale|foot pedal|coulisseau|ram',
  'vehicle-lifts': 'hoist|cric|floor jack',
  'tire-servicing': 'pneu|pneus|tire|tyre|valve|valve stem|rim',
  forklifts: 'fourches|forks|ceinture de sécurité|seat belt|lumière bleue',
  'mobile-equipment': 'loader|angle mort|blind spot|alarme de recul|backup alarm',
  'pedestrian-vehicle-traffic':
    'cour|yard|circulation|traffic|reversing|backing up|haute visibilité|high visibility|signaleur|' +
    'spotter|marche arrière',
  'road-traffic-driving':
    'driving|conduite|chauffeur|driver|route|déplacement|travel|highway|pneus d’hiver|winter tires',
  'work-zone-traffic': 'signaleur|cônes|RALENTIR|SLOW|flèche lumineuse',
  'loading-docks': 'remorque|trailer',
  'cargo-securement': 'sangles|chaînes|chains|straps|tendeurs|binders|bâche|plateau|flatbed',
  'overhead-cranes-hoists':
    'palan|hoist|crochet|hook|potence|télécommande|pendant control|charge maximale|CMU|' +
    'rated capacity|WLL',
  'racking-collapse': 'beam|lisse|shelving|rayonnage|capacité de charge|load capacity|ancrage au sol|racking',
  'electrical-contact': 'électricité|electrical|live|shock|breaker|disjoncteur|mise à la terre|grounding',
  'arc-flash': 'appareillage|switchgear',
  'overhead-power-lines': 'poteau|utility pole|Hydro-Québec',
  'ev-high-voltage': 'hybride|hybrid|haute tension|high voltage|VE|EV',
  'lithium-batteries': 'borne de recharge|charging station|stockage d’énergie|energy storage',
  'solar-pv-systems': 'PV|DC|courant continu|direct current|onduleur|inverter',
  'hot-work': 'extincteur|fire extinguisher|étincelles|sparks|torch',
  'combustible-dust':
    'farine|sciure|sawdust|silo|dépoussiéreur|dust collector|système de dépoussiérage|captage des poussières|' +
    'dust collection|dust extraction',
  'explosive-atmospheres': 'détecteur de gaz|gas detector|LIE|LEL',
  'flammable-liquids': 'essence|carburant|fuel|transfer|transvasement|bonding|mise à la terre',
  'compressed-gases':
    'bouteilles|cylinders|oxygène|oxygen|propane|azote|nitrogen|argon|détendeur|regulator|' +
    'chapeau protecteur|valve cap',
  'whmis-hazardous-products':
    'DANGER|ATTENTION|WARNING|pictogramme|pictogram|mention d’avertissement|signal word|' +
    'transvasement|decanted container',
  corrosives: 'électrolyte|electrolyte|douche oculaire|eyewash',
  solvents: 'vapeurs|vapours',
  isocyanates: 'vernis|asthme|activator',
  'metalworking-fluids': 'tour|usinage|machining|coolant|dermatite|dermatitis',
  'diesel-exhaust': 'diesel|exhaust',
  'welding-fumes': 'électrode|acier inoxydable|stainless steel|galvanisé|galvanized',
  'confined-spaces':
    'surveillant|attendant|standby person|regard|réservoir|tank|silo|fosse|pit|ventilation mécanique|' +
    'forced-air ventilation|trépied|tripod',
  'carbon-monoxide': 'chaufferette|space heater|propane|génératrice|generator|maux de tête|headache',
  'hydrogen-sulfide': 'égout|sewer|boues|sludge|digesteur|digester',
  silica: 'quartz|cut-off saw',
  asbestos: 'tuiles de vinyle|vinyl floor tiles|calorifuge|pipe insulation',
  lead: 'plomb|lead|fonderie|foundry|décapage|paint stripping',
  'wood-dust':
    'ponçage|sanding|sableuse|sander|dépoussiéreur|dust collector|toupie|shaper|bois franc|hardwood|' +
    'système de dépoussiérage|captage des poussières|dust collection|dust extraction',
  noise: 'bouchons|earplugs|coquilles|earmuffs|audiogramme|sonomètre|sound level meter',
  'hand-arm-vibration':
    'vibrations|vibration|meuleuse|grinder|scie à chaîne|chainsaw|débroussailleuse|brush saw',
  'whole-body-vibration': 'chocs|jolts|mal de dos|back pain',
  'heat-stress': 'chaleur|heat|four|furnace|eau fraîche|drinking water',
  'cold-stress': 'froid|cold',
  'non-ionizing-radiation': 'soleil|laser|sun exposure',
  'inadequate-lighting': 'éclairage|lighting|lux|travail de nuit|night work|dim',
  // « mal de dos » is a symptom: it needs a load or a lift beside it to name manual handling.
  'manual-handling': 'soulever|lifting|pousser|tirer|pushing|pulling|mal de dos|back pain',
  'repetitive-work': 'cadence|pace|ligne d’assemblage|assembly line|prime au rendement|piece rate',
  'awkward-postures':
    'overhead work|sous le véhicule|under the vehicle|espace restreint|cramped space|bending',
  'office-ergonomics': 'écran|clavier|souris|monitor|keyboard|mouse|ordinateur portable|laptop',
  // An autoclave sterilises a lab's waste, and treats wood under pressure: alone, it names no pathogen.
  'biological-agents': 'sang|blood|vaccination|autoclave',
  mould: 'infiltration|leak|champignons|fungi',
  'wildlife-insects': 'ticks|ours|bear|piqûre|allergie|allergy',
  'psychosocial-risks':
    'stress|reconnaissance|recognition|soutien social|social support|absentéisme|absenteeism',
  harassment: 'plainte|complaint',
  'fatigue-shift-work':
    'fatigue|heures supplémentaires|overtime|travail de nuit|night work|quart de nuit|night shift',
  impairment: 'alcool|alcohol|médicaments|medication|drogues|drugs|dépistage|testing|poste critique',
  'first-aid-emergency': 'DEA|AED',
  'emergency-preparedness': 'SORTIE|EXIT|alarme incendie|fire alarm|déversement',
  'excavation-trenching': 'creusement|digging|effondrement|sloping',
  'underground-utilities': 'marquage au sol|piquets de couleur|conduite de gaz|daylighting',
  demolition: 'débris|debris|effondrement|collapse',
  'formwork-shoring': 'dalle|slab|stripping|shoring',
  'ground-control': 'scaling|toit|paroi|wall|back|screen|grillage',
  'underground-ventilation':
    'ventilation|détecteur de gaz|gas detector|refuge|refuge station|débit d’air|airflow',
  'shaft-hoisting': 'puits|cage|recette|skip|shaft|treuil d’extraction',
  // « felling » and "fell" (of fall) share a stem: the word needs a second clue, a tree or a saw.
  'tree-felling': 'abattage|charnière|hinge|felling',
  chainsaws: 'rebond|kickback',
  blasting: 'raté',
  'brush-saws': 'éclaircie|thinning|lame circulaire|circular blade|projection de débris|flying debris',
  'falls-overboard': 'casiers|traps|deckhand|pont du bateau',
  'burns-scalds': 'burn|brûlure',
  'patient-handling': 'transfert|repositioning|repositionnement',
  pesticides: 'spraying|sprayer|pulvérisation',
  'ammonia-refrigeration': 'salle des compresseurs|compressor room',
  'high-pressure-systems': 'purge|bleed off|haute pression|high pressure|sous pression|under pressure',
  'livestock-handling': 'bull|cattle|livestock|bétail|ram',
  'grain-engulfment': 'vis à grain|grain auger',
  // A safety valve is on compressors, water heaters and tanks too: a boiler's needs a word of the boiler.
  'steam-boilers': 'soupape de sûreté|safety valve|boiler',
  // « Petit récap de la semaine » is a summary: recapping a needle needs the needle.
  'needlestick-sharps': 'needle|aiguille|recap',
};

export const WEAK_CUES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(WEAK_CUE_LISTS).map(([hazardId, list]) => [hazardId, list.split('|')]),
);

/**
 * Words that, within two words of a cue, show it in another sense: a "blast freezer" holds no explosives (the
 * cue « blasting » stems to "blast"), a "knife rack" is no storage racking, a "gas monitor" no computer screen,
 * a "sand mould" no fungus, an "overhead crane" is the overhead-crane hazard and not a mobile crane.
 */
const OTHER_SENSE_LISTS: Readonly<Record<string, string>> = {
  // Thunder Bay is a city; « premiers soins seulement » tells how light an injury was; a ladder « tagged out » is
  // out of service, not locked out; anti-fatigue mats are for standing, not for long hours.
  // « point d’éclair », "flash point": a liquid's, not a storm's.
  // An arc fault's flash and smoke in a vault (« bruit sourd, éclair et fumée ») is no storm's.
  lightning:
    'bay|baie|point|flash|fumée|smoke|manchon|arc|défaut|fault|court-circuit|krach|krachs|crash|visite|visites',
  // A site's daily log and a survey's cut (« DAILY SITE LOG », "Cut 7B") fell no tree; a mine's escape route is
  // its way out, not the felling path.
  'tree-felling':
    'daily|site|shift|book|sheet|entry|entries|drillers|foreuses|refuge|mine|underground|' +
    // A log slipped off or sat on, on a beach or a trail, is no tree being felled.
    'slipped|slip|glissé|glissée|driftwood|beach|plage|shoreline|rivage|sat|assis|assise',
  // A concrete mixer truck (« camion malaxeur ») kneads no dough.
  'dough-mixers': 'camion|camions|truck|trucks|béton|concrete|ciment|cement|mortier|mortar',
  // Rock scaling's pneumatic airbags are no car's.
  'airbag-srs': 'bars|scaling|rock|roche|bolting|blasting',
  // A hotel's bellmen (« bagagistes ») carry suitcases up the stairs, not bags to an aircraft.
  'aircraft-ramp-operations':
    'hôtel|hotel|ascenseur|elevator|étage|étages|chambre|chambres|rooms|lobby|hall|valises',
  // So do "no first aid needed", « aucuns premiers soins requis ».
  'first-aid-emergency':
    'seulement|only|uniquement|needed|required|requis|requise|requises|nécessaires|' +
    // A log's "First aid March 19:" classes an injury; it names no first-aid arrangement.
    'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|declined|refused|refusé|refusée',
  // A room's door with no lock (« the calm room door has no lock ») isolates no energy.
  'hazardous-energy':
    'ladder|ladders|échelle|échelles|rungs|barreaux|escabeau|escabeaux|door|doors|porte|portes|vision|locker|lockers|casier|casiers|' +
    // A "live" demonstration, show or stream is given before an audience, not energised.
    'demonstration|demonstrations|démonstration|démonstrations|show|shows|stream|streaming|broadcast|performance|' +
    'performances|audience',
  'fatigue-shift-work': 'anti|mats|mat|tapis',
  // A car's bumper (« pare-chocs ») takes the shocks; the seat does not pass them on.
  'whole-body-vibration': 'pare',
  blasting:
    'freezer|freezers|chiller|chillers|congélateur|congélateurs|abrasive|abrasif|abrasifs|grenaille|shot|sand|air|' +
    // Bead or grit blasting in a hood; growth, a party or a season that is « explosive ».
    'bead|hood|surface|grit|media|croissance|hausse|hausses|soirée|thème|succès|popularité|ventes',
  mould:
    'sand|casting|castings|injection|foundry|metal|plastic|concrete|die|dies|press|chocolate|release|' +
    // A plaster positive mould carved for a prosthesis.
    'plaster|plâtre|positive|positives|carving|cast|preheated|préchauffés|préchauffé|induction',
  'racking-collapse':
    // A dam's trash rack screens debris.
    'trash|knife|knives|magnetic|coat|coats|bike|bikes|bicycle|spice|tool|tools|dish|dishes|drying|roof|ski|wine|' +
    'towel|towels|luggage|hat|hats|couteaux|magnétique|vélos|outils|vaisselle|plate|plates|assiettes|oven|ovens|' +
    'four|fours|glass|glasses|verres|bakery|boulangerie|bun|buns|produce|wet|mister|misters|reefer|reefers|' +
    // A visitor centre's brochure rack.
    'brochure|brochures|dépliants|magazines|' +
    // A rack of animal cages, a truck's rear rack for cylinders.
    'cage|cages|ventilated|ventilés|rear|arrière|propane|cylinder|cylinders|bouteilles|bonbonnes|' +
    // A solar farm's module racking, a quad's carrier rack, a breaker racked out of its cubicle.
    'module|modules|solar|solaire|pv|piling|pile|atv|vtt|passenger|breaker|breakers|disjoncteur|disjoncteurs|soiled|' +
    // A truck's loading rack, where tanks are filled; a garage's alignment rack.
    'loading|chargement|fill|filling|remplissage|alignment|alignement',
  'office-ergonomics':
    'gas|gaz|personal|air|multigas|radiation|heart|baby|oxygen|H2S|CO|fall|vital|patient|noise|dust',
  'cranes-rigging':
    'overhead|bridge|gantry|jib|roulant|potence|portique|recovery|rescue|sauvetage|ceiling|patient|transfer|transfers|' +
    'transfert',
  // A crane's wire rope (« le câble de la grue ») carries no current, nor a shock-absorbing seat.
  'electrical-contact':
    'grue|crane|treuil|winch|palan|hoist|acier|steel|absorbing|absorber|absorbers|amortisseur|amortisseurs|seat|seats',
  // A back, a knee or a worker's gear that is "wrecked" was demolished by no one.
  demolition:
    'back|dos|knee|knees|genou|genoux|shoulder|shoulders|épaule|épaules|body|corps|nerves|nerfs|' +
    // Gear worn out ("his muffs got wrecked").
    'muffs|earmuffs|gloves|boots|glasses|goggles|phone|radio|gear|' +
    // Appliances and their sheet metal taken apart for recycling (« démantèlement des frigos ») are no building.
    'tôle|tôles|frigo|frigos|réfrigérateur|réfrigérateurs|appareil|appareils|appliance|appliances|électroménager|' +
    'électroménagers|neck|back|cou|dos|knees|genoux|shoulder|shoulders|wrist',
  // A walk-in freezer's alarm button is for whoever is trapped inside, not for an assailant.
  'workplace-violence':
    'congélateur|congélateurs|freezer|freezers|chambre|cooler|coolers|walk-in|' +
    // A board a saw kicked back (« rejetée par la déligneuse et a frappé l'aide ») strikes no one in anger.
    'déligneuse|déligneuses|edger|edgers|planche|planches|board|boards|kickback|' +
    // Marketing's « campagnes coup de poing », a season's kickoff, a market that « nous a frappés durement ».
    'campagne|campagnes|vente|ventes|opération|opérations|marketing|season|saison|kickoff|kick-off|durement|prix|' +
    'économie|economy|dossier|dossiers|budget|' +
    // A knockout punch or a turret punch is a tool.
    'knockout|turret|drill|poinçonneuse',
  // A caustic degreaser is a corrosive, not a solvent.
  solvents: 'caustique|caustiques|caustic|alcalin|alcaline|alkaline|javel|bleach',
  // A truck's loading rack, a tool's wall rack is no storage racking; a date stamped on a hose, a stamped drawing
  // are no press.
  'power-presses':
    'hose|hoses|boyau|boyaux|date|dated|drawing|drawings|dessin|plan|plans|engineered|engineer|' +
    // A bike shop's bottom-bracket bearing press.
    'roulement|roulements|bearing|bearings|pédalier',
  // A grinder with flap discs sands; it throws no welding sparks.
  'hot-work':
    'flap|sanding|ponçage|poncer|sand|wood|bois|serpentine|stone|stones|pierre|pierres|soapstone|stéatite|carving|' +
    'sculpture|marble|marbre|router|spindle|trim|fer|résine|résines|resin|resins|acrylique|acrylic|dentaire|dental|static|statique|' +
    // A bagger's heat sealer and a tarp shop's high-frequency welder seal plastic; a mill's fine grinding and a saw on
    // concrete throw no welding sparks.
    'HF|ensacheuse|sac|sacs|bâche|bâches|faisceaux|fine|concrete|béton',
  // A tool's lanyard on a wrist holds the tool, not a worker at height.
  'falls-from-height':
    'chisel|wrist|poignet|tool|tools|outil|outils|ciseau|' +
    // « Chute à l'eau » is a fall into the water; a stack that falls is an object.
    'eau|water|pile|piles|stack|stacks|objets|objects|grabbed|badge|id|breakaway',
  // A rescue ladder at a wharf's edge is gear for whoever fell in, not a ladder to work from; a pool's ladder is a
  // slip at the pool's edge.
  // A scale (« l'échelle SRM », « échelle de douleur », « échelle salariale ») is no ladder either.
  ladders:
    'sauvetage|rescue|pool|pools|piscine|piscines|bassin|bassins|srm|ebc|ibu|richter|beaufort|salariale|salaire|' +
    'salaires|douleur|couleur|notation',
  // De-icing fluid sprayed on an aircraft is no pesticide.
  pesticides: 'de-ice|deice|de-icing|dégivrage|glycol|type|aircraft|avion|avions',
  // Protectors worn on the body are PPE, not machine guards (« protecteurs auditifs », "eye guard", "security guard").
  'machine-guarding':
    'auditif|auditifs|auditive|auditives|oculaire|oculaires|respiratoire|respiratoires|facial|faciaux|hearing|ear|' +
    'eye|face|shin|mouth|security|crossing|cattle|' +
    // A bear guard with a shotgun watches for wildlife.
    'bear|bears|ours|wildlife|faune|shotgun|gauge|rifle|carabine|' +
    // CO monitors interlocked with the exhaust fans stop no machine; guards on the night shift are people.
    'monitors|fans|exhaust|night|nuit|patrol|patrouille|agents|' +
    // A gas line's emergency shut-off valve (« robinet d'arrêt d'urgence ») stops no machine.
    'robinet|robinets|valve|valves|vanne|vannes|' +
    // A safety needle's sheath (« aiguilles à fistule avec dispositif de protection ») guards no machine.
    'fistule|seringue|seringues|syringe|syringes|cathéter|catheter|phlébotomie|phlebotomy|' +
    // A news truck's mast interlock ("no raise under lines") keeps a boom from a line, not hands from a machine.
    'mast|masts|mât|mâts|raise|lines|' +
    // A rink's padding (« coussins protecteurs ») and an X-ray sorter's interlocks guard no machine's moving parts.
    'coussin|coussins|cushion|cushions|padding|radiation|rayonnement|dosimeter|dosimeters|dosimètre|dosimètres|' +
    // "Guards posted on the access roads" for a blast are people, and so are lifeguards off their chairs and the Coast
    // Guard.
    'posted|chairs|chair|chaise|chaises|lifeguard|lifeguards|swimmers|baigneurs|coast|côtière|côtier',
  // A belt or a breaker tripped stops; a van that slid into the ditch drove; a skater's fall is sport; a wet
  // surface treated as corrosive is a chemical one.
  'slips-trips':
    'belt|belts|breaker|breakers|disjoncteur|disjoncteurs|gfci|relay|relais|skates|' +
    'skating|patinage|corrosive|corrosif|corrosifs|dessous|underneath',
  // Snowmobile or ATV parts in a parcel are goods, not a machine ridden.
  'atv-utv':
    'pièces|boîte|boîtes|box|boxes|colis|parcel|parcels|catalogue|catalog|chariot|chariots|caisses|cart|carts|diable',
  // A climber's chalk (« magnésie ») is a white powder nobody needs to fear.
  'fentanyl-opioid-exposure': 'magnésie|magnesium|chalk|craie|talc',
  // A printing press's CO2 or clean-agent system puts out no fryer's fire.
  'fryer-grease-fire': 'co2|fm-200|halon|inergen|presse|press|presses',
  // Roofing named as goods or as a way in: shingles on pallets in a store, a locked roof hatch — no work on a roof.
  'roof-work':
    'hatch|hatches|trappe|trappes|écoutille|palette|palettes|pallet|pallets|paquet|paquets|bundle|bundles|ballot|' +
    'ballots|livraison|delivery|rayon|aisle|sale|sales|vente|ventes|inventory|inventaire|' +
    // A roof that leaks is a building's defect, not work on it (« fuite du toit réparée »).
    'fuite|fuites|leak|leaks|leaking|leaky|infiltration|infiltrations|' +
    // A mine's back, loose or bolted (« toit lâche », "loose back"), is ground control.
    'lâche|lâches|boulonné|boulonnés|bolted|grillagé|meshed|bolter|bolters|bolting|boulonneuse|boulonneuses|' +
    // A fan on the roof, a film's rooftop scene, a cab's or a car's roof.
    'fan|fans|ventilateur|ventilateurs|scene|scenes|scène|scènes|tournage|cabine|cab|char|car|' +
    // A parkade's open top level on a guard's round.
    'ronde|rondes|patrouille|patrol|stationnement|parkade|parking|unit|units|unité|unités|hvac|rtu',
  // A tarp over a floor, a pile or a roof is weather protection, not cargo securement.
  'cargo-securement':
    'subfloor|floor|floors|plancher|planchers|roof|toit|deck|lumber|pile|piles|tas|woodpile|pool|piscine|trench|' +
    'tranchée|slab|dalle|walls|murs|sandbox|' +
    // A shade tarp over a picking table or a stall is shelter from the sun; a tarp containment holds dust in.
    'shade|ombre|ombrage|canopy|auvent|containment|confinement|enclosure|enceinte|' +
    // A drop tarp under paint scraping, beside a dust mask, catches chips.
    'mask|masks|masque|masques|dust|poussière|scraping|grattage|chips|écailles',
  // Jugs or drums "sitting on the floor" are stored there, not a child-care worker on the floor with children; a
  // wharf's timber crib and its toe hold no child.
  'child-care-postures':
    'jug|jugs|drum|drums|box|boxes|bag|bags|bin|bins|pallet|pallets|acid|acide|bidon|bidons|boîte|boîtes|sac|sacs|it|them|' +
    'cribbing|blocks|toe|timber|timbers|wharf|quai|creosote|creosoted',
  // « Divers » heading a module or an agenda is French for "miscellaneous", not divers.
  'occupational-diving':
    'module|modules|section|sections|point|points|sujet|sujets|item|items|questions|affaires|' +
    // A truck coming "around the bend" is on a road, not a diver's decompression.
    'around|round|coming',
  // A lock gate's capstans and cranks move no mooring line.
  'mooring-line-snapback':
    'manivelle|manivelles|crank|cranks|vanne|vannes|écluse|écluses|lock|locks|gate|gates',
  // A car or a pile « penché » leans: no worker bends.
  'awkward-postures':
    'char|auto|voiture|voitures|car|cars|véhicule|véhicules|vehicle|vehicles|camion|truck|pile|piles|tas|stack|stacks',
  // Tires thrown « par-dessus le bord » of a mezzanine go over no ship's side.
  'falls-overboard':
    'pneus|pneu|tires|mezzanine|garroche|garrochent|canal|bassin|fosse|puits|vert|ramp|rampe|skate|skatepark|pool|piscine',
  // A dam's siren warns downstream: no emergency vehicle is driven.
  'emergency-response-driving': 'aval|downstream|barrage|dam|évacuation|evacuation',
  // A wildlife freezer keeps carcasses, not workers, cold.
  'cold-stress':
    'faune|wildlife|carcasse|carcasses|carcass|échantillon|échantillons|sample|samples|' +
    // A grandfather's parka in a story keeps no one warm at work.
    'grandfather|grandmother|grand-père|grand-mère|' +
    // A chest freezer opened for recycling or repair is an appliance, not a cold room worked in.
    'coffre|coffres|chest|recyclage|recycling|appareil|appareils|appliance|appliances',
  // A first-aid course (« cours de secourisme ») is no yard; sawdust burnt in a smokehouse is fuel, not a wood dust;
  // quicksilver dripped with a syringe into a neon tube is mercury.
  'pedestrian-vehicle-traffic': 'secourisme|formation|training|recyclage|théorique|pratique',
  'wood-dust': 'fumoir|fumoirs|smoker|smokers|smokehouse|boucane|fumage|fumée',
  'needlestick-sharps': 'vif-argent|vif|argent|mercure|mercury|gouttes|drops',
  // An upholsterer's trestle under an armchair is no scaffold.
  scaffolds: 'fauteuil|fauteuils|meuble|meubles|chaise|chaises|sofa|canapé|furniture|chair|chairs',
  // A trash compactor out back is no earth compactor.
  'mobile-equipment':
    'trash|garbage|déchets|ordures|waste|carton|cardboard|tipper|sous-sol|basement|chute|carts|bins',
  // A bridge plowed across a pressure ridge is the trail, not snow-removal work.
  'snow-removal-plowing': 'bridge|pont|ridge|soudées|soudage|rechargées|welding|welded',
  // A stage prop or a toy is no saw (« tronçonneuse factice », "prop chainsaw with its chain removed"), and a
  // riveter's bucking bar bucks no log.
  chainsaws:
    'prop|props|accessoire|accessoires|factice|factices|replica|réplique|toy|jouet|rivet|rivets|riveting|riveter|' +
    'riveted',
  // A fall on the ice of a yard or a step is a slip, and a throw bag with ice picks is rescue gear for work on the
  // ice: neither is ice thrown from a turbine.
  'wind-turbine-ice-throw':
    'cour|trottoir|trottoirs|stationnement|escalier|marches|yard|sidewalk|steps|stairs|parking|bag|bags|sac|picks|' +
    'pics|rescue|sauvetage|rope|corde',
  // A patient, a customer or a guest who is intoxicated is no worker's impairment.
  impairment:
    'patient|patients|client|clients|cliente|clientes|customer|customers|guest|guests|résident|résidents|resident|' +
    'residents|usager|usagers|passenger|passengers|passager|passagers',
  // A sorting table for crab shells, parcels or laundry is no sawmill's.
  'sawmill-equipment':
    'carapace|carapaces|crabe|crabes|homard|poisson|poissons|fish|colis|parcel|parcels|package|packages|' +
    'recyclage|recycling|linge|laundry|courrier|mail|' +
    // Height-adjustable sorting tables in a mail or a parcel room are ergonomic furniture.
    'adjustable|réglable|réglables|ergonomic|ergonomique|ergonomiques|' +
    // A shop band saw for aluminum and plastics is no sawmill's, nor a cabinet shop's table saw on sheet goods.
    'aluminum|aluminium|plastics|plastique|plastiques|table|sliding|sheet|sheets|cabinet|cabinets|ébénisterie|' +
    'onglets|mitre|miter|jigsaw|scroll|' +
    // Saws named for their noise ("loud saws 92 dBA") speak of noise.
    'loud|noisy|bruyante|bruyantes|bruyant|bruyants',
  // A deli's slicer (« trancheuse à charcuterie ») and a clerk who « tranche » the ham dig no trench.
  // A cellar (« cave de fermentation ») is dug for no one, and shore power (a cue « shore » shares) shores nothing.
  'excavation-trenching':
    'charcuterie|viande|viandes|deli|meat|bread|fromage|cheese|commis|cuisinier|cuisinière|boucher|bouchère|jambon|' +
    'fermentation|bière|bières|vin|vins|cellier|co2|fûts|cuves|power|cable|cables|cord|cords|' +
    // A walk along the shore of a lake or the sea; customs' searches (« fouilles de bagages »).
    'along|walk|walks|walked|beach|lake|sea|river|rocky|bagage|bagages|baggage|luggage|corporelle|corporelles|' +
    'douane|douanes|saisie|saisies|remorque|remorques|passagers|véhicules|' +
    // A shelter's staff who search the beds (« on fouille les lits ») dig nothing.
    'lit|lits|matelas|casier|casiers|poche|poches|effets|chambre|chambres|dortoir|' +
    // A jail's search of an arrival (« la fouille d'un arrivant »).
    'arrivant|arrivants|détenu|détenus|détenue|détenues|prévenu|prévenus|admission|admissions|palpation|cellule|' +
    'cellules|' +
    // A guard's or a radiation vault's search round (« ronde de fouille ») before the door is closed.
    'ronde|rondes',
  // A coast's shore (« north shore », « rive nord ») shores up no trench.
  'formwork-shoring':
    'north|south|east|west|nord|sud|rive|lake|lac|sea|mer|beach|plage|river|rivière|along|radio|check|contact|call|' +
    'power|cable|cables|cord|cords|' +
    'ashore|boat|bateau|wharf|quai',
  // Longlines of a mussel lease or a fishing boat carry no helicopter load.
  'helicopter-operations':
    'mussel|mussels|moule|moules|lease|socks|boudins|oyster|oysters|huîtres|fishing|pêche|hooks|hameçons|slots|buoys|bouées|' +
    // A rescue or a patient sling lifts a person, not a load under a helicopter or a crane.
    'recovery|rescue|sauvetage|ceiling|patient|transfer|transfers|transfert|lift|' +
    // A crane's chain or synthetic sling.
    'chain|chains|synthetic|synthétique|synthétiques|nylon|élingue|élingues|crane|grue|' +
    // A hoist's sling and its tag, a kelp farm's longlines.
    'tag|tags|gantry|winch|treuil|jib|hoist|palan|palans|kelp|algues|harvest|récolte|skipper|skiff|capstan|cabestan|' +
    'hauler|haleur|bow|proue|tagged|évacuation|evacuation|medevac|damaged|frayed|inspected|inspectées|inspection|checked|vérifiées',
  // An HF radio is a high-frequency set, not hydrofluoric acid.
  'hydrofluoric-acid': 'radio|radios|band|bande',
  // A pile that stands up on its own (« jusqu'à ce qu'il tienne debout tout seul ») leaves no one alone.
  // « Un seul ventilateur », a single extinguisher: one thing, not a worker alone.
  'working-alone':
    'debout|standing|tienne|tient|tiennent|authority|autorité|initiative|ventilateur|ventilateurs|fan|fans|extincteur',
  // Candles (« Chandelles La Flambée ») are no jack stands.
  'vehicle-lifts': 'flambée|cire|bougie|bougies|parfumée|parfumées|mèche|mèches',
  // A baggage x-ray at a courthouse's door exposes no worker.
  'ionizing-radiation': 'bagages|baggage|luggage|walk-through',
  // Hands numb in wet gloves are cold, not a tool's vibration.
  'hand-arm-vibration': 'wet|mouillés|mouillées',
  // A calibration gas (« gaz étalon ») is no stallion.
  'livestock-handling':
    'gaz|gas|calibration|étalonnage|détecteur|detector|testé|tested|force|compacteur|presse|hydraulique|vérin',
  // A process or pipe line being welded is no power line.
  'overhead-power-lines':
    'welding|weld|soudure|souder|pipe|piping|tuyau|tuyauterie|process|procédé|steam|vapeur|CU1|unit|unité',
  // A power or water cut-off (« coupure de courant », « coupure à bas niveau d'eau ») cuts no one, nor a butter knife.
  // Budget cuts (« depuis les coupures de septembre ») cut no one either.
  'sharp-tools':
    'courant|électricité|niveau|eau|gaz|alimentation|power|water|supply|butter|beurre|budget|budgets|budgétaires|' +
    'postes|effectifs|personnel|subventions|financement|depuis|' +
    // A table saw's riving knife (« couteau diviseur ») is its guard.
    'diviseur|diviseurs|salaire|salaires|salariale|salariales|pay|wage|wages',
  // A call centre's headset (« casque d'écoute », « sans limiteur ») is no hard hat; latex gloves gone are no PPE missing.
  // An apron's pocket holds tips.
  'inadequate-ppe':
    'écoute|limiteur|limiteurs|acoustique|micro|headset|headsets|latex|poche|pocket|argent|money|pourboires|tips',
  // A crane's signal person (« signaleur désigné » beside the lift) directs no traffic.
  'work-zone-traffic': 'grue|grues|crane|cranes|levage|lift|lifts|élingues|slings|palan|hoist',
  // Long rubber gloves at a dish pit or a sink are a dishwasher's, not a lineman's.
  'live-line-work': 'long|dish|dishes|dishwasher|vaisselle|plonge|sink|évier|pre-rinse|kitchen|cuisine',
  // A first-aid, flight or parking attendant watches no confined space.
  // A schoolyard's « surveillant » watches children, not a confined space.
  // A bus or a truck that slid into a ditch (« a glissé dans le fossé ») went into no trench.
  'confined-spaces':
    'aid|flight|parking|kennel|témoin|élèves|école|cour|récré|récréation|dîner|resident|residents|patient|patients|' +
    'pushed|shoved|ride|rides|' +
    // A tank one fills up at (« on fait le plein au réservoir du garage ») is a fuel supply, not a space entered.
    'plein|refuel|refuels|refuelling|refueling|remplissage|' +
    // A facility's night attendant, a front-desk one.
    'facility|night|front|desk|' +
    // A tank room or a tank's shed is a room one walks into, not the tank.
    'room|rooms|shed|sheds|stretcher|stretchers|civière|ofa|shift|trained|fuel|pump|pumps|base|chair|chairlift|télésiège|' +
    'glissé|glissée|slid|skidded|dérapé|dérapée',
  // CO2 bottles for a stage's confetti cannons, an extinguisher or a lab's incubator pour no drinks.
  'beverage-co2':
    'confetti|cannon|cannons|canon|canons|extinguisher|extinguishers|extincteur|extincteurs|incubator|incubators|' +
    'incubateur|incubateurs|laser|lasers',
  // An electric ice resurfacer or forklift gives off no carbon monoxide.
  'carbon-monoxide': 'electric|électrique|électriques|battery|batterie|batteries',
  // Lead-acid batteries hold no lead to breathe; a rattling fan's « bruit » or a "strange noise" is a symptom, not
  // a loud workplace; a light curtain guards a press, a lighting grid holds a stage's lamps.
  // A lead hand, a crew lead or the lead truck of a mobile closure lead the work, not the metal.
  lead: 'acid|acide|acides|hand|crew|team|truck|foreman|carpenter',
  noise:
    'ferraille|bizarre|bizarres|étrange|étranges|anormal|anormaux|inhabituel|strange|weird|odd|funny|unusual|rattling|' +
    'rattle|squealing|squeal|clunking|knocking',
  'inadequate-lighting':
    'curtain|curtains|rideau|rideaux|grid|grille|truss|trusses|warning|témoin|dashboard|check',
  // Heat-resistant gloves protect from burns, not from a hot environment.
  // A wet well (« puits humide ») is a sump, not a humid workplace.
  // A damp floor (« plancher humide ») is slippery, not hot.
  'heat-stress':
    'resistant|résistant|résistants|résistante|résistantes|gloves|gants|mitts|mitaines|puits|well|wells|plancher|' +
    'planchers|sol|floor|floors|' +
    // A room that smells damp (« ça sent l'humide »), a curing room, a damp ceiling: mould, not a humid heat.
    'sent|sentait|cure|curing|moisissure|moisissures|taches|tache|plafond|ceiling|sous-sol|basement|' +
    // A heater's heat exchanger.
    'exchanger|exchangers|échangeur|échangeurs',
  // What is crushed on purpose: pills, ice, stone, cans, grapes (« comprimés écrasés », "crushed gravel").
  'caught-in-between':
    'tablet|tablets|pill|pills|médicament|médicaments|comprimé|comprimés|medication|ice|glace|stone|gravel|' +
    'pierre|gravier|rock|can|cans|canette|canettes|garlic|ail|grape|grapes|raisin|raisins|carton|cardboard|mycophenolate|mycophénolate|tacrolimus|crusher|broyeur',
  // « Chu brûlé raide »: worn out after a week of Saturdays, no burn. An oven cleaner (« nettoyant à four ») is a
  // caustic product, not a hot oven.
  'burns-scalds': 'raide|nettoyant|nettoyants|cleaner|cleaners|dégraissant|dégraissants|degreaser|degreasers',
  // Ready-made polyurethane (a screen's panels, a cart's wheels) gives off no isocyanate.
  isocyanates: 'panneaux|panneau|panels|panel|roues|roue|wheels|wheel|tamis|screen|screens',
  // A kitchen's Robot-Coupe slices vegetables; it is no industrial robot.
  'industrial-robots': 'coupe|coupe-légumes|légumes|cuisine|culinaire',
  // Chlorine dosed as hypochlorite, or read as a water's residual, is no gas.
  'chlorine-gas': 'hypochlorite|hypochlorite de sodium|residual|residuals|résiduel|résiduels|free|libre',
  // A building hoarded in poly is closed in for the winter, not a hoarder's home.
  'home-care-environments':
    'poly|polythene|polyéthylène|tarps|bâches|hoarded|hoarding|ducted|heaters|heater|outside',
  // A dental curing light's orange shield against blue light is no forklift's blue spot.
  // A stacker conveyor piles aggregate; it lifts no pallets.
  forklifts:
    'écran|écrans|lampe|lampes|anti|orange|curing|polymérisation|contrepoids|perche|perches|cintre|cintres|conveyor|' +
    'conveyors|convoyeur|convoyeurs|radial',
  // A duress pendant that pages the switchboard flashes no arc.
  'arc-flash': 'page|pages|paging|overhead|reception|réception|duress',
  // An uncapped needle is a sharp, not a rebar end.
  'rebar-impalement':
    'needle|needles|aiguille|aiguilles|syringe|syringes|seringue|seringues|uncapper|uncapping|honey|supers|frames|cadres|chain-flail|flail|lid|enclosed|line',
  'well-control-blowout': 'quarter|quarters|trimestre|sales|ventes|year|season|game',
  'epoxy-resins': 'plancher|planchers|floor|floors|flooring',
  // Shouting over the music and the fans (« on crie par-dessus la musique ») is no abuse.
  harassment:
    'grit|sand|sable|salt|sel|gravel|abrasive|abrasif|mat|mats|musique|music|ventilateurs|ventilateur|fans',
  'hay-bales': 'postes|devant|piste|berm',
  'tire-servicing': 'nettoyant|nettoyants|cleaner|cleaners|éclaircissage|polissage|polish',
  // A vibrating grizzly is a crusher's bar screen, not a bear.
  'wildlife-insects': 'vibrating|feeder|jaw|crusher|bars',
  // A depot for hazardous products (« dépôt de produits dangereux ») holds no cash.
  'robbery-cash-handling': 'produits|dangereux|déchets|waste|hazardous',
  // A rumour or a question about asbestos (« question d'un jeune sur l'amiante ») is no finding of it.
  asbestos: 'rumour|rumor|rumours|rumeur|rumeurs|question|questions',
};

export const OTHER_SENSES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(OTHER_SENSE_LISTS).map(([hazardId, list]) => [hazardId, list.split('|')]),
);

/**
 * Cues too common in ordinary prose to count even as weak evidence ("push" and "pull" requests, « tirer »):
 * the concept rules still use them next to a load or a weight.
 */
export const IGNORED_CUES: Readonly<Record<string, readonly string[]>> = {
  'manual-handling': ['pousser', 'tirer', 'pushing', 'pulling'],
  // Signal words are read as danger wording for every hazard, not as a sign of chemicals.
  'whmis-hazardous-products': ['DANGER', 'ATTENTION', 'WARNING'],
  // Read by a rule that wants « de » as written: « a chuté sur la glace » is a slip, not ice falling.
  'wind-turbine-ice-throw': ['chute de glace', 'zone de chute de glace'],
};

/**
 * Cues that hold a measure's word but name the hazard's source: « plus de gants de latex » says latex is gone, not
 * that gloves are missing.
 */
export const SOURCE_TERMS: readonly string[] = [
  'gants en latex',
  'gants de latex',
  'gants poudrés',
  'latex gloves',
  'powdered gloves',
];

/**
 * Words naming a protective measure rather than a hazard. Their context decides what they mean: missing
 * (« sans harnais ») is strong evidence, required by a sign (« HARNAIS OBLIGATOIRE ») shows the hazard is
 * present, in place (« garde-corps en place ») is a control that lowers the risk, and a bare mention is weak.
 */
export const CONTROL_TERMS: readonly string[] = (
  'harnais|garde-corps|ligne de vie|point d’ancrage|antichute|harness|guardrail|guardrails|lifeline|' +
  'crampons|crampons à glace|ice cleats|traction aids|fall protection|protection contre les chutes|' +
  'anchor point|fall arrest|protecteur|dispositif de protection|rideau optique|' +
  'contenant pour objets tranchants|contenant pour aiguilles|contenant à aiguilles|contenants rigides|' +
  'sharps container|sharps containers|sharps bin|sharps bins|blue flag|drapeau bleu|derail|derails|dérailleur|' +
  'rescue plan|plan de sauvetage|' +
  'locates|utility locate|locate marks|daylighting|localisation des services|marquage des services|Info-Ex|' +
  'Info-Excavation|' +
  'armoire pour inflammables|flammables cabinet|' +
  'interrupteur de verrouillage|arrêt d’urgence|guard|guards|safeguarding|light curtain|interlock|' +
  'emergency stop|cadenas|cadenassage|padlock|lockout|LOTO|permis|permit|surveillant|attendant|' +
  'standby person|fire watch|ventilation|détecteur|detector|bouchons|coquilles|earplugs|ear plugs|' +
  'earmuffs|protection auditive|hearing protection|EPI|PPE|équipement de protection|' +
  'protective equipment|casque|hard hat|lunettes|glasses|bottes|boots|gants|gloves|' +
  'appareil de protection respiratoire|respirator|extincteur|extinguisher|plinthe|toe board|longe|' +
  'lanyard|filet|net|ceinture de sécurité|seat belt|cale de roue|wheel chock|retenue de véhicule|' +
  'vehicle restraint|dock lock|dock locks|allée piétonne|corridor piéton|corridors piétons|walkway|bras d’aspiration|fume extraction arm|fume extraction|fume extractor|extraction des fumées|aspiration des fumées|' +
  'hotte|aspiration|' +
  'dépoussiéreur|dust collector|gilet de sauvetage|life jacket|PFD|VFI|vêtement de flottaison|bouée de sauvetage|' +
  'flotation device|life vest|lifebuoy|ring buoy|alarme de recul|backup alarm|' +
  'DDFT|GFCI|mise à la terre|grounding|abri chauffé|heated shelter|douche oculaire|eyewash|trousse|' +
  'first aid kit|secouriste|first aider|frein de chaîne|chain brake|pantalon anticoupure|chaps|' +
  'doigts anti-recul|anti-kickback fingers|cage de gonflage|inflation cage|chandelles|jack stands|' +
  'commande bimanuelle|two-hand control|linguet de sécurité|safety latch|protège-montant|' +
  'upright protector|étançonnement|blindage|shoring|trench box|vêtements isolants|insulated clothing|' +
  'habits grand froid|vêtements grand froid|habit grand froid|cold weather gear|insulated suits|freezer suits|' +
  'mitaines chauffantes|chaufferettes radiantes|heated mitts|radiant heaters|' +
  'câbles anti-fouet|câble anti-fouet|whip check|whip checks|' +
  'flèche lumineuse|arrow board|camion atténuateur|attenuator truck|crash truck|blocker truck|shadow vehicle|' +
  'heated shack|warm-up shack|warming shack|roulotte chauffée|' +
  'warm-up shelter|warm-up break|warm-up breaks|warming break|pause de réchauffement|pauses pour se réchauffer|' +
  'mitaines chauffantes|heated mitts|insulated suits|freezer suits|cold weather gear|habits grand froid|' +
  'vêtements grand froid|habit grand froid|chaufferettes radiantes|radiant heaters|' +
  'parkas|mitaines doublées|couvre-visage|pause au chaud|pauses au chaud|relais au chaud|bunny boots|windpants|' +
  'glacière d’eau|cruches d’eau|pause à l’ombre|pauses à l’ombre|tente-abri|eau froide à volonté|salle climatisée|' +
  'vestes rafraîchissantes|water cooler|water coolers|shade shelter|shade tent|breaks in the shade|cooling vests|' +
  'cool-down area|crème solaire|écran solaire|chapeaux à large bord|chapeau à large bord|sunscreen|wide-brim hats|' +
  'wide-brimmed hats|sun hats|' +
  'mains libres|appels de kilométrage|en convoi|véhicule d’escorte|hands-free|km calls|kilometre calls|kilometer calls|' +
  'radio-assisted|in convoy|escort vehicle|pilot truck|pilot trucks|' +
  'plan d’évacuation|evacuation plan|arceau de sécurité|cadre de protection|' +
  'structure de protection contre le renversement|SPCR|rollover protective structure|ROPS|roll bar|rollbar|' +
  'lunettes au didymium|didymium glasses|tapis isolant|insulating mat|' +
  'strike-detection system|lightning detection|détection de la foudre|détecteur de foudre|' +
  'time-lock safe|cash drops|coffre à minuterie|dépôts d’argent|' +
  'time-delay safe|coffre à délai|armoured car|armored car|camion blindé|' +
  'coffre temporisé|coffre-fort temporisé|dépôt au coffre|dépôts au coffre|' +
  'time-locked safe|safe drops|' +
  'knee pads|genouillères|sharps kit|catchpole|bite gloves|' +
  'fermer le chien|chien enfermé|chien attaché|dog shut inside|dog locked up|dog tied up|dog put away|' +
  'ready-to-use|prêt à l’emploi|' +
  'bottes antidérapantes|souliers antidérapants|slip-resistant boots|non-slip shoes|' +
  'bac à sel|bacs à sel|seau de sel|sel déglaçant|trottoir déneigé|trottoirs déneigés|entrée déneigée|' +
  'marches déglacées|tapis chauffant|tapis d’entrée|tapis à l’entrée|salt bin|salt bins|salt bucket|salt buckets|' +
  'ice melt|sidewalk cleared|sidewalks cleared|walkway cleared|walkways cleared|steps salted|sanded and salted|' +
  'salted and sanded|heated mat|heated mats|entrance mats|entry mats|' +
  'biosécurité|douche d’entrée|biosecurity|Danish entry|shower-in|précautions gouttelettes|droplet precautions|' +
  'palonnier à ventouses|palonniers à ventouses|table basculante|tables basculantes|tourne-piles|tourne-pile|' +
  'retourneur de piles|vacuum lifter|vacuum lifters|ladder hoist|pile turner|pile turners|lift-assist|lift assist|' +
  'tapis antidérapant|tapis antidérapants|bandes antidérapantes|couvre-chaussures antidérapants|revêtement antidérapant|chaussures antidérapantes|anti-slip overshoes|anti-slip mats|anti-slip matting|anti-slip strips|anti-slip treatment|anti-slip coating|anti-slip tape|non-slip mats|non-slip flooring|slip-resistant flooring|slip-resistant shoes|' +
  'InReach|satellite messenger|man-down button|man down alarm|check in by radio|scheduled check-ins|hourly check-ins|' +
  'bouton homme à terre|messager satellite|appel aux heures|appel à toutes les heures|' +
  'application de pointage|appli de pointage|appli de sécurité|pointage aux|pointages aux|check-ins with dispatch|' +
  'radio check-ins|check-in app|check-in procedure|' +
  'appel aux deux heures|appels aux deux heures|texte aux heures|textent aux heures|bouton de détresse|dispositif homme à terre|checks in hourly|check in hourly|check-in and check-out|duress button|man-down device|SPOT device|' +
  'sequential trigger|déclenchement séquentiel|gâchette séquentielle|' +
  'keyboard tray|keyboard trays|monitor arm|monitor arms|support à clavier|supports à clavier|bras d’écran|' +
  'column protector|column guard|upright protector|protège-montant|protecteur de colonne|' +
  'personal lock|personal locks|cadenas personnel|cadenas personnels|lock and tag|locked and tagged|tagged out|' +
  'Scully|overfill controller|' +
  'handrail|handrails|garde-fou|garde-fous|' +
  'safety nozzle|safety nozzles|buse de sécurité|buses de sécurité|tail stand|' +
  'protecteur de cardan|bol de protection|PTO shield|master shield|lève-personne|patient lift|ceiling lift|' +
  'mechanical lift|lève-patient|verticalisateur|planche de transfert|drap de glissement|sit-to-stand lift|' +
  'transfer board|slide sheet|cage à pneus|tire cage|signaleur|safety watcher|distance d’approche|limit of approach|' +
  'cadenassé|cadenassée|cadenassés|cadenassées|cadenasser|locked out|lock out|locks out|locking out|lock-out|' +
  'zero energy|énergie zéro|énergie nulle|système de dépoussiérage|captage des poussières|dust collection|' +
  'dust extraction|couteau diviseur|riving knife|protège-lame|blade guard|panneau de tri|panneau de contention|' +
  'sorting board|sorting panel|hog panel|pig board|barricade|barricades|spotter|balisage|périmètre de sécurité|' +
  'plugs and muffs|muffs|ear muffs|hearing protectors|double hearing protection|bouchons et coquilles|' +
  'double protection auditive|protecteurs auditifs|lined berm|secondary containment|no smoking signs|' +
  'bac de rétention|cuvette de rétention|affiches interdiction de fumer|CO2 monitor|CO2 alarm|détecteur de CO2|' +
  'alarme CO2|gas monitor|gas monitors|gas detector|personal monitor|personal monitors|détecteur de gaz|' +
  'bonding cable|câble de mise à la masse|mise à la masse|' +
  'bear monitor|bear monitors|bear guard|bear guards|bear spray|bear bangers|bear fence|chasse-ours|' +
  'vaporisateur anti-ours|gaz poivré anti-ours|clôture électrique anti-ours'
).split('|');

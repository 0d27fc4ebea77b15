import type { Lexicon } from './builtin.lexicon';
import { BIT, CONTINUATIONS, type Occurrence } from './builtin.scan';
import type { Span } from './builtin.segments';
import { type Token, tokenize } from './builtin.tokens';

/**
 * A hazard word hyphenated to one of these is a property of something else, not the hazard: "height-adjustable
 * desks" say nothing of work at height, "asbestos-free" says asbestos is absent.
 */
// A measure at hand that nobody uses: "The PFDs were hanging on the shed wall, not on anybody", « les coquilles sont
// accrochées au mur… mais restent accrochées ».
const UNWORN =
  /^[^.;!?]{0,60}?(?:,|…|\bbut|\bmais)\s*(?:not on (?:anybody|anyone|anybody's|anyone's)|pas sur personne|nobody (?:wears|wore|was wearing|uses|used) (?:it|them)|personne (?:ne )?(?:les?|la|l[’']) ?(?:porte|portait|utilise|utilisait)|(?:restent|reste|stay|stays|stayed) (?:accroch\p{L}*|sur (?:le|leur) (?:mur|crochet|tablette)|on the (?:wall|hook|shelf)|in the (?:box|bag|truck)))/iu;
// The words that join the things a negation lists: « ni », "or", "nor".
const LIST_OR = new Set(['or', 'nor', 'ni', 'ou']);

const WITHOUT = new Set(['sans', 'without']);
const NOBODY = new Set(['personne', 'nobody', 'aucun', 'aucune', 'jamais', 'never', 'nul']);
// What a subject has or wears: "None of the crew have line clearance training".
const POSSESSION = new Set(
  'have has had hold holds held wear wears wore own owns ont avait avaient possède possèdent porte portent portait portaient'
    .split(' ')
    .map((word) => tokenize(word)[0]!.raw),
);
// A hazard word qualifying something else raises nothing (« height-adjustable »), nor one that is the first half of
// another word (a « CO-OP » is a co-operative, not carbon monoxide).
const NEUTRAL_COMPOUNDS = new Set(['adjustable', 'adjusting', 'ajustable', 'reglable', 'op']);
const ABSENT_COMPOUNDS = new Set(['free']);
/**
 * … and with these it names a protection against the hazard (« anti-chute », "slip-resistant", "noise-cancelling"),
 * which reads like any protective measure: missing, required or in place.
 */
const PROTECTIVE_COMPOUNDS = new Set(
  'resistant resistante resistants proof rated cancelling canceling reducing absorbing tight retardant'.split(
    ' ',
  ),
);
const PROTECTIVE_PREFIXES = new Set(['anti', 'pare']);
// The hazard's own programme, named after it ("their confined space program", "a written bin entry procedure") or
// before it (« le programme d'espaces clos », « la procédure de cadenassage »): a control, like a guard.
const folded = (words: string) => new Set(words.split(' ').map((word) => tokenize(word)[0]!.raw));
const PROGRAMME_AFTER = folded(
  'program programs programme programmes procedure procedures policy policies plan plans permit permits training',
);
const PROGRAMME_BEFORE = folded('programme programmes procédure procédures politique plan permis formation');
const PROGRAMME_JOINTS = folded('de d du des en pour sur');
// Not a programme ordered, recommended or to be written ("provide a written working-alone procedure"), nor one that
// a "but" says falls short.
const PROGRAMME_WANTED =
  /(?<!\p{L})(?:must|shall|should|provide|develop|establish|implement|recommend\p{L}*|order|ordre|doit|doivent|devra|devront|fournir|élaborer|établir|mettre en place|recommand\p{L}*|réparer|à faire|to be|but|mais|however|cependant)(?!\p{L})/iu;

// Folded as tokens carry them (v read as u, as OCR confuses them).
const WATCHING =
  /^(?:monitor|check|test|watch|measur|surueill|uerifi|mesur|detect|montr|expliqu|forme|train|show|explain|taught)/;

// After « aucun » answering an item, words of time: « aucun cette semaine », « aucune depuis 2022 ».
// « Nacelles : aucune sur le projet depuis… »: a place after it too (a control answered so is read as missing first).
const AFTER_NONE = new Set([
  'cette',
  'ce',
  'cet',
  'aujourd',
  'depuis',
  'pour',
  'en',
  'ni',
  'sur',
  'dans',
  'au',
  'on',
  'in',
  'at',
]);

const LIST_JOINTS = new Set(['or', 'ou', 'ni', 'nor', 'and', 'et']);
const OTHERS = new Set(['other', 'others', 'autre', 'autres']);

// Words that deny the verb before them (« on l’enlève pas »), unlike « sans » or "no", which govern what follows.
const DENIALS = new Set(['pas', 'jamais', 'never', 'not']);

// Verbs of going into or onto a place, as written in lower case: what nobody enters is not entered.
const MOVES =
  /^(?:go|goes|went|drive|drives|conduit|conduisent|stand|stands|ferme|ferment|close|closes|enter|enters|entered|climb|climbs|climbed|descend|descends|descendent|descendre|entre|entrent|entrer|va|vont|aller|monte|montent|monter|rentre|rentrent|rentrer|walk|walks|dive|dives|plonge|plongent|plonger|work|works|working|worked|travaille|travaillent|travailler)$/;

// What a vehicle does to come in: not « travaille », "working" (a horn "not working" is a defect).
const DRIVES_IN =
  /^(?:go|goes|drive|drives|enter|enters|come|comes|circulate|circulates|pass|passes|access|entre|entrent|rentre|rentrent|va|vont|vient|viennent|circule|circulent|passe|passent|accede|accedent|conduit|conduisent)$/;

// Between a subject and its verb: « personne (n’)y va », "no one will be going".
const AUXILIARIES = new Set('ne n y will be is are was were shall would has have been'.split(' '));

export const OBJECT_PRONOUNS = new Set('les la le l y en lui leur'.split(' '));

// Negations that stand as a clause's subject: « aucune n’a été blessée », "nobody was hurt".
const SUBJECT_NEGATIONS = new Set(['aucun', 'aucune', 'personne', 'nul', 'nulle', 'none', 'nobody']);

// « … n’y entrent plus et nos livraisons sont guidées », "… no longer come in and deliveries are guided": a joining word
// with a verb of being close after it opens a clause of its own, out of reach of the negation before it.
const CLAUSE_JOINS = new Set(['et', 'mais', 'and', 'but']);
const NEW_CLAUSE_VERBS = new Set([
  'est',
  'sont',
  'etait',
  'etaient',
  'sera',
  'seront',
  'is',
  'are',
  'was',
  'were',
]);

const GAS_CHANNEL =
  /(?<![\p{L}\d])(?:CO|H2S|H₂S|LEL|LIE|O2|O₂|NO2|SO2|[Oo]xyg[eè]ne|[Oo]xygen)(?![\p{L}\d])/gu;
const MULTI_GAS = /(?:4|quatre|four|multi)[-\s]?(?:gaz|gas|head|têtes)/iu;
// Later in the sentence, what was named is said not to be used: « … les éclusiers n'en utilisent pas », « on s'en
// sert plus pantoute », « Herbicides : on en met plus », « on n'en loue pas, on en a plus en inventaire » (not « on n'en a pas assez », a measure short of the need,
// nor « on en met plus que ça », more of it).
const NO_LONGER_USED =
  /(?<!\p{L})(?:s[’']en|n[’']en|(?:on|nous|ils|elles|je|j[’'])\s*en)\s+(?:sert|servent|servons|utilise|utilisent|utilisons|fait|font|met|mettons|mettent|applique|appliquons|appliquent|épand|épandons|vend|vendons|loue|louons|louent|a|avons|ont|garde|gardons|gardent|achète|achetons|achètent)\s+(?:plus|pu|pas|jamais|aucune?)(?!\s+(?:assez|beaucoup|que|souvent|de)(?!\p{L})|\s+(?:qu|d)[’'])/iu;
// The item itself said to serve no more: « le réservoir de solvant … y sert plus », « elles ne servent plus » (not
// « il sert plus à rien », which says it is useless).
const SERVES_NO_MORE =
  /(?<!\p{L})(?:il|elle|ils|elles|ça|ca|y|i)\s+(?:ne\s+|n[’']\s*)?(?:sert|servent)\s+(?:plus|pu|jamais)(?!\s+(?:à|a|qu|de)(?!\p{L}))/iu;
// "before the hot work permit was posted": the words before a measure, then the words after it.
const BEFORE_IT = /(?<!\p{L})(?:before|avant que|avant qu[’'])\s+(?:[\p{L}’'-]+\s+){0,3}$/iu;
const WORK_BEGAN =
  /(?<!\p{L})(?:started|starts|began|begun|went in|entered|already|was working|were working|commencé|commence|commencent|entré|entrée|entrés|déjà)(?!\p{L})/iu;
const MEASURE_LATER =
  /^\s*(?:[\p{L}-]+\s+){0,2}?(?:was|were|had been|got|soit|soient|ait été|aient été|fût)\s+(?:\p{L}+\s+)?(?:posted|issued|signed|done|completed|installed|put up|approved|set up|in place|affichée?s?|émise?s?|signée?s?|installée?s?|posée?s?|approuvée?s?)(?!\p{L})/iu;
// Spoken, the item taken up by its pronoun and the « ne » dropped: « les recharges de gaz, on les fait plus nous
// autres », « le décapant, on l'utilise pu ».
const NO_MORE_AFTER =
  /(?<!\p{L})(?:on|nous|ils|elles|je|j[’'])\s+(?:ne\s+|n[’']\s*)?(?:les|le|la|l[’'])\s*(?:fait|fais|faisons|font|utilise|utilisons|utilisent|vend|vendons|vendent|offre|offrons|offrent|ramasse|ramassons|ramassent|manipule|manipulons|manipulent|touche|touchons|touchent)\s+(?:plus|pu|pus)(?!\p{L})/iu;
// The item said to be no longer handled so: « les bâtiments ne sont plus pulvérisés », "the tanks are no longer
// cleaned by staff"; or no longer, or not even, where the work is: « la génératrice n'est plus dans le garage », « le
// chalumeau est même pas sur le chantier », "the torch isn't even on site".
const NO_LONGER_DONE =
  /^[^.;!?]{0,80}?(?:\b(?:ne|n[’'])\s*(?:sont|est|seront|sera)\s+plus\s+\p{L}+(?:é|ée|és|ées)|(?<!\p{L})(?:ne\s+|n[’']\s*)?se\s+(?:fait|font)\s+(?:plus|pu|pus)(?!\p{L})|(?<!\p{L})(?:est|sont)\s+(?:plus|pu|pus)\s+(?:utilisée?s?|employée?s?|entreposée?s?|vendue?s?|offerte?s?|fabriquée?s?)(?![^.;!?]{0,30}\bque?\b)|\b(?:is|are|was|were)\s+no\s+longer\s+\p{L}+ed|\bno\s+longer\s+(?:needed|required|used|in\s+use|done|run|operated)|\b(?:ne|n[’'])\s*(?:sont|est)\s+plus\s+(?:dans|sur|à|au|en)|(?:\bn[’']|\b)(?:est|sont)\s+(?:même\s+)?pas\s+sur\s+(?:le|la)\s+(?:chantier|site|terrain)|\b(?:is|are)\s*(?:n[’']t|\s+not)\s+(?:even\s+)?on\s+(?:site|the\s+site|the\s+job))(?!\p{L})/iu;
// The same said before the item: « les bâtiments ne sont plus pulvérisés avec l'insecticide », « y reste plus de
// bétail dans le pacage », « y'a pu de propane », « on a remblayé la piscine, donc plus de chlore » (not « y'a plus de
// monde qu'avant », more of it); "no more charging e-bikes at the desks"; work stopped: "we stopped cleaning the stones
// with acid", "the program stopped blasting jams in 2019", « on a arrêté de peinturer au fusil » (not "we stopped working
// when the lightning came", a control); work a machine has taken over: "the palletizer has eliminated hand stacking";
// the item sold (« j'ai vendu la sableuse au sable de silice »), or no longer taken in ("the site no longer accepts
// paints, solvents…").
const NO_LONGER_BEFORE =
  /(?:(?<!\p{L})(?:on|nous|ils|je|j[’'])\s+(?:n[’'])?(?:a|avons|ont|ai)\s+(?:plus|pu|pus)\s+(?:à|besoin\s+de|besoin\s+d[’'])[^.;!?]{0,60}|\b(?:ne|n[’'])\s*(?:sont|est)\s+plus\s+\p{L}+(?:é|ée|és|ées)\b[^.;!?]{0,60}|(?<!\p{L})(?:ne|n[’'])\s*(?:reçoit|reçoivent|utilise|utilisent|entrepose|entreposent|achète|achètent|manipule|manipulent|transporte|transportent)\s+plus\s+(?:de\s+|d[’']|le\s+|la\s+|les\s+|l[’'])(?:[\p{L}-]+\s+){0,3}|(?<!\p{L})(?:il\s+)?y\s*[’']?\s*(?:a|reste|restent)\s+(?:pu|plus)\s+(?:de\s+|d[’'])(?:[\p{L}-]+\s+){0,4}|(?<!\p{L})(?:donc|alors)\s+(?:pu|plus)\s+(?:de\s+|d[’'])(?:[\p{L}-]+\s+){0,4}|(?<!\p{L})(?:on|nous|ils|je|j[’'])\s+(?:n[’'])?(?:a|avons|ont|ai)\s+(?:plus|pu|pus)\s+(?:la|le|les|l[’']|notre|nos|son|sa|ses)\s*(?:[\p{L}-]+\s+){0,2}|(?<!\p{L})(?:il\s+)?(?:ne\s+|n[’']\s*)?se\s+(?:fait|font|faisait)\s+(?:plus|pu|pus|jamais)\s+(?:de\s+|d[’'])(?:[\p{L}-]+\s+){0,2}|\bno\s+more\s+\p{L}+ing\s+(?:[\p{L}-]+\s+){0,4}|\bthere\s+(?:is|are)\s+no\s+more\s+(?:[\p{L}-]+\s+){0,4}|(?:j[’']ai|on\s+a|nous\s+avons|ils\s+ont)\s+vendu\s+(?:le|la|les|l[’']|notre|nos|mon|ma|mes)\s*(?:[\p{L}-]+\s+){0,6}|\bno\s+longer\s+(?:accepts?|receives?|takes?|stocks?|sells?|stores?|handles?|carr(?:y|ies)|buys?|offers?|keeps?)\s+(?:[\p{L}-]+[\s(,]+){0,8}|\b(?:we|they|i|crews?|staff|(?:the\s+)?(?:program|programme|company|city|town|plant|mine|department|site))\s+(?:have\s+|has\s+|had\s+)?stopped\s+(?:\p{L}+ing\s+(?:(?!(?:when|until|if|while|because|during)\s)[\p{L}-]+\s+){0,5})?|(?<!\p{L})(?:on|nous|ils|je|j[’'])\s+(?:a|avons|ont|ai)\s+arrêté\s+(?:de\s+|d[’'])\p{L}+\s+(?:(?!(?:quand|lorsque|si|pendant)\s)[\p{L}’'-]+\s+){0,5}(?:l[’']|d[’'])?|\b(?:has|have|had)\s+(?:eliminated|ended|done\s+away\s+with)\s+(?:[\p{L}-]+\s+){0,5}|(?<!\p{L})(?:a|ont|avait)\s+éliminé\s+(?:[\p{L}’'-]+\s+){0,3})$/iu;
// The item named, then disowned by a pronoun: "The forklift, we don't have one", « Échafaudage : on n'en a pas »,
// « La trancheuse, oublie ça, je l'ai vendue »;
// or nobody goes in: "Meal bins and seed silos: nobody enters from the top anymore".
const DISOWNED =
  /^\s*[,:;–—-]\s*(?:(?:oublie ça|oubliez ça|forget it|forget that|c[’']est réglé|all sorted)\s*,\s*)?(?:(?:je|j[’']|on|nous)\s*(?:l[’']|les\s+)(?:ai|a|avons|ont)\s+(?:vendu|vendue|vendus|jeté|jetée|jetés|sorti|sortie|sortis|donné|donnée|débarrassé\p{L}*)\b|(?:we|i)\s+(?:sold|scrapped|got rid of|gave away|tossed|junked)\s+(?:it|them)\b|(?:we|they|i)\s+(?:do not|don[’']?t|no longer|never)\s+(?:have|own|use|run|rent|cut|fell|touch|climb|enter|handle|lift|carry|spray|store|keep|sell|do|walk|go on|get on|work on|send)\s+(?:any|one|it|them|that|this|those|anyone|anybody|(?:the\s+)?\p{L}+\s+(?:any\s?more|anymore))\b|(?:on|nous)\s+(?:les?|la|l[’'])\s*(?:coupe|coupons|touche|touchons|fait|faisons|entre|grimpe|monte|manipule)\s+(?:pas|jamais|plus|pu)\b|there\s+(?:is|are|[’']s)\s+none\b|(?:on|nous)\s+n[’']en\s+(?:a|avons|utilise|utilisons)\s+(?:pas|plus|aucune?|jamais)\b|(?:il\s+)?n[’']y\s+en\s+a\s+(?:pas|plus|aucune?)\b|y\s*[’']?\s*en\s+a\s+(?:pas|pu|plus)\b|(?:il\s+)?(?:n[’'])?y\s*[’']?\s*en\s+reste\s+(?:pas|pu|plus|aucune?)\b|(?:il\s+)?n[’']en\s+reste\s+(?:pas|plus|aucune?)\b|none (?:left|remains?)\b|(?:nobody|no one|personne)\s+(?:enters|goes in|goes inside|goes on top|goes up|goes onto|climbs in|climbs up|climbs onto|entre|rentre|descend|monte|va sur|grimpe)\b)/iu;

// Spoken French drops the « ne » of « ne … plus » before the item: « on utilise plus l'apprêt au solvant », « je
// conduis plus de véhicule » (not « on utilise plus de solvant qu'avant », more of it).
const NO_MORE_BEFORE =
  /(?<!\p{L})(?:on|nous|ils|elles|je|j[’'])\s+(?:utilise|utilisons|utilisent|renverse|renversons|renversent|coule|coulons|coulent|traîne|traînons|traînent|soulève|soulevons|soulèvent|transporte|transportons|transportent|fait|faisons|font|vend|vendons|vendent|conduis|conduit|conduisons|conduisent|prend|prenons|prennent|accepte|acceptons|acceptent|offre|offrons|offrent|chauffe|chauffons|chauffent|garde|gardons|gardent|entrepose|entreposons|entreposent|pulvérise|pulvérisons|pulvérisent|reste|restent|monte|montons|montent|descend|descendons|descendent|entre|entrons|entrent|va|allons|vont|lave|lavons|lavent)\s+plus\s+(?:(?:dans|sur|sous|à|au|aux)\s+)?(?:de\s+|d[’']|l[’']|le\s+|la\s+|les\s+|du\s+|des\s+|aucune?\s+)?(?:[\p{L}-]+\s+){0,4}$/iu;
// The item set apart, then said to be over: « la fumigation au bromure de méthyle, c'est fini depuis 2021 », « les
// aiguilles c'est fini chez nous », « le vieux bureau (celui qui sentait le moisi) c'est fini », « Sablage au jet : fini
// depuis 2 ans ».
const DONE_WITH =
  /^(?:(?:[^.;!?]{0,60}?[,)]\s*|\s+)(?:c[’']est|that[’']s|it[’']s)\s+(?:fini|finie|terminé|terminée|over|done|a thing of the past)|\s*[:–—-]\s*(?:fini|finie|finis|finies|terminé|terminée|terminés|terminées)\s+depuis)(?!\p{L})/iu;
// A habit of the past, before the item: "The lens used to float on a mercury bath" (not "a pump is used to move
// acid", a purpose, nor "we used to store it inside, now it's caged", a change that leaves it there).
const USED_TO =
  /(?<!\b(?:is|are|was|were|be|been|being|get|gets|got|getting)\s+)\bused\s+to\s+\p{L}+[^;]*$/iu;
// The way things were, set before the sentence (« Avant, on partait seuls en patrouille », "Before, with the propane
// one, you'd get headaches"): not how they are, unless it says what still holds or tells of an event.
const FORMERLY =
  /^(?:[^.:;!?]{0,12}[:–-]\s*)?(?:avant|auparavant|autrefois|anciennement|dans le temps|par le passé|before|previously|formerly|back then|in the past|at one time)\s*,/iu;
// A habit told in the imperfect or with "would" (« on partait », "you'd get"), not an event (« un gars s'est coupé »).
const HABIT =
  /\p{L}(?:ait|aient|ais)(?!\p{L})|(?<!\p{L})(?:would|used to|had to)(?!\p{L})|\p{L}[’']d(?!\p{L})/iu;
const STILL =
  /(?<!\p{L})(?:now|nowadays|today|these days|currently|still|maintenant|aujourd[’']hui|encore|toujours|asteure|astheure)(?!\p{L})/iu;
// Work nobody does any more, said of the sentence's items: "Nobody lifts baskets out of the boiling water by hand
// anymore", "none of our crews mix or apply pesticides anymore", « plus personne ne les tire à la main » (not what nobody
// cleans or checks: a control left undone).
const NOBODY_ANYMORE =
  /(?:^[^.;!?]{0,60}?\b(?:nobody|no one)|\bnone\s+of\s+(?:our|the|my|their)\s+(?:crews?|staff|workers|employees|people|team))\s+(?:lifts?|carry|carries|enters?|climbs?|goes|go|uses?|handles?|mix|mixes|sprays?|apply|applies|works?|walks?|operates?|pulls?|pushes|push|pours?|dips?|cuts?|welds?|grinds?)\b[^.;!?]*\b(?:anymore|any more)\b|(?:^[^.;!?]{0,60}?|,\s*)(?<!\p{L})plus\s+personne\s+(?:(?:de|d[’'])\s*(?:l[’']|la\s+|le\s+)?\p{L}+\s+)?(?:ne\s+|n[’']\s*)?(?:l[’']|les?\s+|la\s+|y\s+)?(?:soulève|porte|entre|monte|utilise|manipule|mélange|pulvérise|travaille|tire|pousse|verse|trempe|coupe|soude|meule|va|fait|font|conduit|conduisent|(?:tout\s+)?seule?s?(?!\p{L}))/iu;
// Work no longer done, but another way: "no more drives alone at night – overnight in Dawson instead", "the utility
// dropped chemical spraying; clearing is mechanical only", « fini l'herbicide, le désherbage se fait juste mécaniquement ».
const DONE_INSTEAD =
  /\bno\s+more\s+(?!than\b)[^.;!?]{0,90}?\binstead\b|(?<!\p{L})fini(?:e|es|s)?\s+les\s+[^.;!?]{0,60}?(?:à\s+la\s+place|plutôt)|\b(?:is|are|it[’']s)\s+(?:now\s+)?(?:all\s+)?mechanical(?:\s+only|\s+now)?\b|\bmechanical\s+only\b|(?<!\p{L})se\s+fait\s+(?:juste\s+|seulement\s+|maintenant\s+)?mécaniquement(?!\p{L})/iu;
// Items the rules keep out of the place: "Gas cans, propane tanks and paint aren't allowed in units", « les bidons
// d'essence ne sont pas permis », « … sur les fourches du chariot est interdit chez nous » (not "not allowed without a
// permit", which lets them in).
const NOT_ALLOWED =
  /^[^.;!?]{0,80}?(?:(?:\b(?:are|is)\s*n[’']?t|\b(?:are|is)\s+not|\bne\s+sont\s+pas|\bn[’']est\s+pas)\s+(?:allowed|permitted|accepted|permise?s?|accepté(?:e|s|es)?|admise?s?)|\b(?:sont|est)\s+(?:maintenant\s+)?interdite?s?\s+(?:dans|sur|à|au|en|chez)|\b(?:are|is)\s+(?:now\s+)?(?:banned|prohibited)\s+(?:from|in|on|at)|\b(?:are|is)\s*(?:not|never|n[’']t)\s+(?:brought|taken|carried)\s+(?:in|into|inside)\b)(?!\s+(?:without|unless|except|sans|sauf)\b)/iu;
const NOW = /\b(?:now|nowadays|today|these days|currently)\b/iu;
// A service or task the shop no longer does, said before the item it names: « l'atelier ne fait plus de remise à neuf
// de phares au vernis 2K », "we no longer do or offer undercoating with …", « c'est fini les barils qu'on basculait à
// bras », « fini le vacarme dans la baie 2 », « la direction a arrêté de laver les citernes de solvants » (the whole
// task, not only its first words).
const DROPPED_TASK =
  /(?:(?<!\p{L})(?:ne|n[’'])\s*(?:fait|font|faisons|offre|offrent|offrons)\s+plus\s+(?:de|d[’'])|\bno\s+longer\s+(?:do|does|offer|offers)\b|(?:^|[,;:]\s*|c[’']est\s+)fini(?:e|s|es)?\s+(?:les?|la|l[’'])|(?<!\p{L})(?:a|ont|avons)\s+(?:arrêté|cessé)\s+(?:de|d[’']))[^,:;.!?()]*$/iu;
// Work the writer no longer does, said around the item: "I don't go up the 24 foot ladder anymore", "we don't carry them
// by hand any more".
const NOT_ANYMORE =
  /\b(?:I|we|they|he|she)\s+(?:don[’']t|do\s+not|doesn[’']t|does\s+not)\s+(?:go\s+up|go\s+into|go\s+in|climb|use|do|drive|ride|lift|carry|enter|spray|mix)\b[^.;!?()]*$/iu;
const ANYMORE = /^[^.;!?()]*?\b(?:anymore|any\s+more)\b/iu;
// The thing left for good, at its clause's end: « l'ancien chariot au propane qui boucanait … est parti » (not a person:
// « je suis arrivé, il est parti »).
const LEFT_FOR_GOOD =
  /^[^.;!?,]{0,70}?(?<!\b(?:il|elle|ils|elles|on|je|tu)\s)\b(?:est|sont)\s+partie?s?(?:\s+pour\s+de\s+bon)?\s*(?:[.;!]|$)/iu;
// The item taken up elsewhere, so not used in the work told: « parce que la nacelle était occupée », "the lift was busy".
const ELSEWHERE =
  /^\s+(?:(?:était|étaient|est|sont)\s+(?:occupée?s?|déjà\s+prise?s?)|(?:was|were|is|are)\s+(?:busy|tied\s+up|in\s+use\s+elsewhere|being\s+used\s+elsewhere))(?!\p{L})/iu;
// Work that may come one day, set before the sentence: « Si un jour faut entrer : permis pis sauveteur », "Any future
// entry would require a permit": nothing done now.
const SOME_DAY =
  /^(?:[^.:;!?]{0,20}[:–-]\s*)?(?:si\s+(?:un\s+jour|jamais)|au\s+cas\s+où|if\s+(?:\p{L}+\s+){0,2}ever|any\s+future|should\s+(?:\p{L}+\s+){0,3}ever)(?!\p{L})/iu;
// The item, then said taken away in the passive, in its own clause: "the asbestos pipe lagging in the mechanical room
// was removed that year", « le réservoir d'huile usée a été retiré » (not "was removed and reinstalled", nor a
// removal still to come: "is to be removed", « doit être retiré »); or said to be gone, retired or shut for good:
// "the old baler is gone", "the silo entry procedure was retired in 2023", « la cabine de peinture est démontée »,
// « le champ de tir est fermé depuis 2024 », "sandblasting with silica sand ended in 2022", a log's "old compressor
// removed.", « le bac a été vidangé et
// démantelé », "the lagging was all abated during the 2016 refurbishment", « les escabeaux ont été sortis du local », "the
// ammonia system was ripped out and replaced with glycol", a mine's « bouteilles remontées en surface », the item closing
// a relative clause (« l'isolant, celui qui avait de l'amiante, a été enlevé ») (not a step of a procedure: « les piles sont
// retirées avant l'écrasement », "removed during the outage").
const REMOVED_PASSIVE =
  /^(?:\s*,(?=\s*(?:(?:il|elle|ils|elles|it|they)\s+)?(?:a|ont|avait|avaient|est|sont|was|were|has|have|had)\s))?(?:[^.;:!?()]{0,60}\))?(?:[^.;:,!?()]|\([^()]{0,60}\)){0,60}?(?:\b(?:was|were|has been|have been|had been)\s+(?:(?:all|finally|already)\s+)?(?:\p{L}+ed\s+and\s+)?(?:removed|taken out|taken off|taken down|pulled out|ripped out|eliminated|abated|rehomed|re-homed|replaced (?:by|with)|relocated|moved (?:out|off-site|offsite|away)|sent (?:out|away|off)|shipped (?:out|away|off)|disposed of|thrown out|thrown away|torn out|hauled (?:away|off)|carted (?:away|off)|packed out|sold|scrapped|abandoned|discontinued|retired|phased out|decommissioned|dismantled|demolished|destroyed|withdrawn|cut and capped|returned to the (?:supplier|vendor|dealer|lessor)|closed (?:in|since|for good|permanently)|shut down (?:for good|permanently))\b|\b(?:is|are|was|were)\s+(?:now\s+|long\s+|all\s+)?(?:gone|parked for good)\b|\bwent\s+(?:to\s+the\s+(?:hazardous\s+waste|dump|landfill|scrap\s?yard|recycl\p{L}*)|out\s+with\s+the\s+(?:garbage|trash)|out\s+(?:in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|\d{4})|last\s+(?:week|month|year|spring|summer|fall|winter))\b)|\b(?:ended|ceased|stopped)\s+(?:in\s+(?:\p{L}+\s+)?\d{4}\b|when\s+the\s+(?:contract|project|program|programme|season)\b)|(?<!\p{L})(?:a|ont|avait|avaient)\s+(?:tous?\s+|toutes?\s+)?été\s+(?:complètement\s+)?(?:\p{L}+é(?:e|s|es)?\s+et\s+)?(?:retiré|enlevé|éliminé|démantelé|désamianté|arraché|vendu|abandonné|démonté|démoli|aboli|détruit|bouchonné|remblayé|condamné|retourné|déménagé|remplacé(?=(?:e|s|es)?\s+(?:en\s+\p{L}+\s+(?:\d{4}\s+)?)?par)|enfoui|ramassé|sorti(?=(?:e|s|es)?\s+(?:du|des|de\s+la|de\s+l[’'])\s*(?:locaux|local|ateliers?|bâtiments?|magasins?|entrepôts?|garages?|site|chantiers?|cuisines?|classes?|usines?|salles?|serres?)(?!\p{L}))|remonté(?=(?:e|s|es)?\s+(?:en|à\s+la)\s+surface(?!\p{L})))(?:e|s|es)?(?!\p{L})|(?<!\p{L})(?:est|sont)\s+(?:maintenant\s+|tous\s+|toutes\s+)?(?:retiré|enlevé|démonté|démantelé|démoli|aboli|disparu|condamné|vendu)(?:e|s|es)?(?!\p{L})|(?<!\p{L})(?:est|sont)\s+(?:maintenant\s+|tous\s+|toutes\s+)?sorti(?:e|s|es)?\s+(?:du|des|de\s+la|de\s+l[’'])\s*(?:locaux|local|ateliers?|bâtiments?|magasins?|entrepôts?|garages?|garderies?|écoles?|cuisines?|classes?|usines?|placards?|bâtisses?)(?!\p{L})|(?<!\p{L})(?:est|sont)\s+(?:maintenant\s+)?(?:re)?parti(?:e|s|es)?\s+(?:avec|aux\s+vidanges|à\s+la\s+(?:poubelle|ferraille|récup\p{L}*)|au\s+(?:recyclage|dépotoir|fournisseur)|chez\s+(?:le|leur|notre)\s+(?:fournisseur|vendeur|distributeur))|(?<!\p{L})sont\s+(?:tous\s+|toutes\s+)?parti(?:e)?s(?:\s+(?:hier|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la\s+semaine\s+(?:passée|dernière)|le\s+mois\s+(?:passé|dernier)|en\s+\p{L}+))?(?=\s*[.;,!]|\s*$)|(?<!\p{L})(?:est|sont|is|are)\s+(?:une\s+|a\s+)?(?:choses?\s+du\s+passé|things?\s+of\s+the\s+past)|(?<!\p{L})(?:est|sont)\s+(?:fermé|hors service|fini|terminé)(?:e|s|es)?\s+depuis(?!\p{L})|(?<!\p{L})(?:a|ont)\s+pris\s+fin(?!\p{L})|\b(?:has|have|had)\s*(?:not|n[’']t)\s+been\s+(?:done|used|performed|practised|practiced|run)\s+since\b|\b(?:is|are)\s*(?:n[’']t|not)\s+back\s+(?:until|before)\b|\s(?:removed|taken out|scrapped|decommissioned|retiré|retirée|retirés|retirées|enlevé|enlevée|enlevés|enlevées)\s*\.?\s*$|\s(?:removed|retiré(?:e|s|es)?|enlevé(?:e|s|es)?)\s+(?:in|en)\s+\d{4}\b)(?!\s+(?:(?:before|avant|prior to)(?!\s+\d)|(?:after|après)\s+(?:each|every|chaque|use|usage|utilisation)|during(?!\s+(?:the\s+)?(?:\d{4}|last|previous)(?!\p{L}))|each|every|lors(?!\s+du\s+désamiantage)|pendant|chaque|dès)(?!\p{L}))(?![^.;]{0,40}\b(?:and|then|et|puis|pis)\s+(?:(?:never|not|jamais|pas)\s+)?(?:re(?!placed\s+(?:with|by)|mplacée?s?\s+par)\p{L}+|put back|remis\p{L}*|réinstall\p{L}*))/iu;
// One of these stands in every wording of REMOVED_PASSIVE: its verbs, "been", "past" (« passé »), "back", « pris fin ».
const REMOVAL_VERBS =
  /remov|désamiant|went|thrown|pulled|ripped|hauled|carted|packed out|remont|enfoui|taken|eliminated|abated|re-?homed|replaced|relocated|moved|sent\s|shipped|disposed|torn|sold|scrapped|abandon|discontinued|retir|phased|decommissioned|dismantled|demolished|destroyed|withdrawn|capped|returned|closed|shut|gone|parked|\bended|ceased|stopped|enlev|élimin|démant|arrach|vendu|démont|démoli|aboli|détruit|bouchonn|remblay|condamn|retourn|déménag|remplac|ramass|sorti|disparu|parti|passé|past|fermé|hors service|fini|terminé|pris|been|back/iu;

// Work that takes the item away, said complete: « Le désamiantage du plafond est terminé (mars 2023) », "removal of
// the old tanks was completed in 2021", « l'entreprise de désamiantage l'a enlevé », "the abatement sub removed all of
// it"; or its record, in a sentence that says the item was removed ("insulation
// was removed in 2022 (abatement report on site)").
const REMOVAL_WORK =
  /(?<!\p{L})(?:désamiantage|décontamination|retrait|enlèvement|démantèlement|abatement|removal|decommissioning|remediation)(?!\p{L})/iu;
const REMOVAL_COMPLETED =
  /^[^.;!?]{0,80}?(?:\b(?:est|sont|a été|ont été|was|were|has been|have been|is|are)\s+(?:maintenant\s+|now\s+)?(?:terminée?s?|complétée?s?|achevée?s?|finie?s?|completed?|finished|done)|(?<!\p{L})(?:l[’']a|l[’']ont|les\s+a|les\s+ont)\s+(?:enlevée?s?|retirée?s?)|\bremoved\s+(?:all\s+of\s+)?(?:it|them)\b)(?!\p{L})/iu;
const REMOVAL_RECORD = /^\s*(?:report|rapport|certificate|certificat|clearance)(?!\p{L})/iu;

// What a rule of none withholds (« pas de VFI, pas de sortie », "no hard hat, no entry"); a list of measures that
// are missing (« pas de masque, pas de hotte ») goes on with another measure.
const RULE_OF_NONE =
  /^\s*,\s*(?:pas\s+de|pas\s+d[’']|no)\s+(?:sortie|entrée|travail|départ|accès|embarquement|exception|service|job|work|entry|access|shift|boarding|exceptions|ride|trip|admittance|go)(?!\p{L})/iu;

// Verbs whose negation stays theirs: a liking, a minding, a paying.
const OWN_VERBS = new Set(
  'love like enjoy mind pay paid aime aimais aimait aimons aiment payer paye payé'
    .split(' ')
    .map((word) => tokenize(word)[0]!.raw),
);

/** The gas channels a sentence names, when it names a multi-gas test: three channels or more, or the detector. */
function gasChannels(sentence: string, offset: number): Span[] {
  if (!/CO|H2S|H₂S|LEL|LIE|O2|O₂|NO2|SO2|[Oo]xyg/u.test(sentence)) return [];
  const spans = [...sentence.matchAll(GAS_CHANNEL)].map((match) => ({
    start: offset + match.index,
    end: offset + match.index + match[0].length,
  }));
  const names = new Set([...sentence.matchAll(GAS_CHANNEL)].map((match) => match[0]));
  return names.size >= 3 || (names.size >= 2 && MULTI_GAS.test(sentence)) ? spans : [];
}

/**
 * One segment's words, their flags and what was found in them, with the questions a reading asks of the words
 * around a find: is it negated, missing, gone, in another sense. Methods of one object made per segment, not
 * closures made per segment: the engine reads every sentence of the evidence.
 */
export class SegmentWords {
  readonly text: string;
  readonly segment: Span;
  readonly tokens: Token[];
  readonly flags: Uint32Array;
  readonly occurrences: Occurrence[];
  readonly lexicon: Lexicon;
  readonly harmless: ReadonlyMap<number, readonly string[]>;
  /** The segment's own text. */
  readonly sentence: string;
  /** The occurrences that carry cues (the others only feed rules). */
  readonly cueOccurrences: Occurrence[];
  // A gas tested and read at zero: read once for the sentence, as most hold no zero reading at all.
  private readonly someReading: boolean;
  private readonly someZero: boolean;
  // The channels of a multi-gas test named in the sentence (« O2 20,9 %, LIE 0 %, CO 0 ppm »), or none.
  private readonly gasChannels: readonly Span[];

  constructor(input: {
    text: string;
    segment: Span;
    tokens: Token[];
    flags: Uint32Array;
    occurrences: Occurrence[];
    lexicon: Lexicon;
    harmless: ReadonlyMap<number, readonly string[]>;
  }) {
    this.text = input.text;
    this.segment = input.segment;
    this.tokens = input.tokens;
    this.flags = input.flags;
    this.occurrences = input.occurrences;
    this.lexicon = input.lexicon;
    this.harmless = input.harmless;
    this.sentence = input.text.slice(input.segment.start, input.segment.end);
    this.cueOccurrences = input.occurrences.filter((o) => o.term.cues.length > 0);
    // Not when the sentence also gives a reading above zero ("0 ppm at the top, 45 ppm at the bottom").
    // (Both need a « ppm » or a « % »: most sentences hold neither, and the patterns' lookbehinds need not be tried.)
    const measured = /ppm|%/iu.test(this.sentence);
    this.someReading =
      measured && /(?<![\d.,])(?:0[.,]\d*[1-9]|[1-9]\d*(?:[.,]\d+)?)\s*ppm/iu.test(this.sentence);
    this.someZero = measured && /(?<![\d.,])0(?:[.,]0+)?\s*(?:ppm|%)/iu.test(this.sentence);
    this.gasChannels = gasChannels(this.sentence, this.segment.start);
  }

  /** A measure's word inside a cue that names the hazard's source: the gloves of « gants de latex ». */
  insideSource(o: Occurrence): boolean {
    return (
      o.term.control &&
      this.occurrences.some(
        (other) =>
          other !== o &&
          !other.term.control &&
          other.term.cues.length > 0 &&
          other.first <= o.first &&
          other.last >= o.last &&
          other.last - other.first > o.last - o.first,
      )
    );
  }

  /**
   * A gas named as one channel of a multi-gas detector or test, with no reading or a normal one: "4-head
   * (H2S/LEL/O2/CO)", « O2 20,9 %, LIE 0 %, CO 0 ppm ». The test is the confined space's control; the gas is no
   * finding of its own. A reading out of the normal range (« CO 35 ppm », "O2 19.0 %") still is.
   */
  gasChannel(o: Occurrence): boolean {
    const { text } = this;
    const channel = this.gasChannels.find((span) => span.start === o.span.start && span.end === o.span.end);
    if (!channel) return false;
    const inList = this.gasChannels.some(
      (other) => other !== channel && other.start - channel.end <= 24 && channel.start - other.end <= 24,
    );
    if (!inList) return false;
    const written = text.slice(channel.start, channel.end).toUpperCase();
    const name = written.startsWith('OXYG') ? 'O2' : written;
    const after = /^\s*[:=]?\s*(\d+(?:[.,]\d+)?|z[ée]ro|nil)\s*(?:ppm|%)?/iu.exec(
      text.slice(channel.end, channel.end + 14),
    );
    const before = /(\d+(?:[.,]\d+)?)\s*(?:ppm|%)\s*$/u.exec(
      text.slice(Math.max(0, channel.start - 12), channel.start),
    );
    const figure = after?.[1] ?? before?.[1];
    if (figure === undefined) return true;
    const value = /^(?:z[ée]ro|nil)$/iu.test(figure) ? 0 : Number(figure.replace(',', '.'));
    // Background, well under any exposure limit: a few ppm of CO near engines, a trace of the lower explosive limit.
    if (name === 'O2') return value >= 19.5 && value <= 23;
    if (name === 'CO') return value < 10;
    if (name === 'LEL' || name === 'LIE') return value < 5;
    return value === 0;
  }

  /** A word flagged `mask` within `count` words before `index`, in the same clause. */
  before(index: number, count: number, mask: number): boolean {
    const { tokens, flags } = this;
    for (let k = index - 1; k >= Math.max(0, index - count); k--) {
      if (tokens[k + 1]?.barrier) return false;
      if (flags[k]! & mask) return true;
    }
    return false;
  }

  /** A word flagged `mask` within `count` words after `index`, across the words that continue a clause. */
  after(index: number, count: number, mask: number): boolean {
    const { tokens, flags } = this;
    for (let k = index + 1; k <= Math.min(tokens.length - 1, index + count); k++) {
      if (tokens[k]!.barrier && !CONTINUATIONS.has(tokens[k]!.key)) return false;
      if (flags[k]! & mask) return true;
    }
    return false;
  }

  // « aucun accident », "no danger": wording that is negated does not raise the likelihood.
  // Auxiliaries and articles do not shield a word from its negation: « aucune n’a été blessée ».
  negatedWithin(index: number, words: number): boolean {
    const { tokens, flags } = this;
    let seen = 0;
    for (let k = index - 1; k >= 0 && seen < words; k--) {
      if (tokens[k + 1]!.barrier || newClause(tokens, k)) return false;
      // "I don't love you being alone here", « un client qui voulait pas payer m'a poigné »: the negation is the
      // verb's own, a liking or a paying denied, not the thing that follows.
      if (OWN_VERBS.has(tokens[k]!.raw)) return false;
      if (flags[k]! & BIT.negation) return true;
      if (!tokens[k]!.stop) seen++;
    }
    return false;
  }

  asserted(mask: number): boolean {
    const { flags } = this;
    return flags.some(
      (flag, index) => (flag & mask) !== 0 && !(flags[index - 1]! & mask) && !this.negatedWithin(index, 2),
    );
  }

  // A control word not negated on either side: « attachés à rien » is no control.
  // A phrase is read from its first word: « pas d'aspiration à la source » is negated, whatever its last words.
  affirmed(mask: number): boolean {
    const { flags } = this;
    return flags.some(
      (flag, index) =>
        (flag & mask) !== 0 &&
        !(index > 0 && flags[index - 1]! & mask) &&
        !this.before(index, 2, BIT.negation) &&
        !this.after(index, 3, BIT.negation) &&
        !this.negatedList(index),
    );
  }

  // The second of two things said missing together: "no sign-in or check-in", « pas de radio ni de check-in ».
  negatedList(index: number): boolean {
    const { tokens } = this;
    for (let k = index - 1; k >= Math.max(1, index - 3); k--) {
      if (tokens[k + 1]!.barrier) return false;
      if (LIST_OR.has(tokens[k]!.raw)) return this.before(k, 3, BIT.negation);
    }
    return false;
  }

  // After a measure, a negation that opens a clause of its own (« … le lève-patient et aucune n’a été blessée »,
  // "… and nobody was hurt") is about that clause's subject, not the measure.
  subjectNegation(k: number): boolean {
    const { tokens } = this;
    return SUBJECT_NEGATIONS.has(tokens[k]!.raw) || (tokens[k]!.raw === 'no' && tokens[k + 1]?.raw === 'one');
  }

  // « Garde-corps : aucun », "Guardrails: none": a checklist item's answer follows its colon.
  // "Scaffold: none", "Roof snow (60 cm): contractor clears it", and a checklist's spaced dash: "Forklift - none".
  answers(k: number): boolean {
    const from = this.tokens[k - 1]!.end;
    const to = this.tokens[k]!.start;
    // Most words are a space apart (or none, « 60kg »): of one character, only a colon answers, and nothing need be
    // cut from the text for the pattern.
    if (to - from <= 1) return to - from === 1 && this.text.charCodeAt(from) === 58;
    return /^[\s)\]]*:\s*$|^\s+[-–—]\s+$/.test(this.text.slice(from, to));
  }

  // « None of the staff work alone », « aucun des employés ne … »: articles and prepositions do not count towards
  // the three words a negation reaches.
  // « No fall protection on the roof », « pas de garde-corps sur la mezzanine »: the negation takes the measure
  // it names, not the place the sentence goes on to.
  measureBetween(o: Occurrence): boolean {
    return this.measureBefore(o, (measure) => measure.first > 0 && this.negatedWithin(measure.first, 1));
  }

  /** A protective measure named before the occurrence in its clause, and meeting `also` when given. */
  private measureBefore(o: Occurrence, also: (measure: Occurrence) => boolean = () => true): boolean {
    const { tokens } = this;
    return this.occurrences.some(
      (other) =>
        other.term.control &&
        other.last < o.first &&
        also(other) &&
        !tokens.slice(other.last + 1, o.first + 1).some((token) => token.barrier),
    );
  }

  // « personne ne surveille le CO », "nobody's monitoring CO", « personne nous a montré les fiches »: what nobody
  // does is watch for the hazard or teach it, which is there, unwatched or untaught.
  watchBetween(o: Occurrence): boolean {
    const { tokens, flags } = this;
    for (let k = o.first - 1; k >= Math.max(0, o.first - 4); k--) {
      if (tokens[k + 1]!.barrier || flags[k]! & BIT.negation) return false;
      if (WATCHING.test(tokens[k]!.raw)) return true;
    }
    return false;
  }

  // « aucun produit de lavage (soude caustique, acide) », "no solvents (toluene, xylene)": a list in brackets
  // after a negated head is negated with it.
  negatedHead(o: Occurrence): boolean {
    const { tokens, flags, sentence, segment } = this;
    // Searched within the sentence only: a document without brackets is not scanned again for each word.
    const at = o.span.start - segment.start;
    const open = sentence.lastIndexOf('(', at);
    if (open < 0 || sentence.lastIndexOf(')', at) > open) return false;
    // A short list (« (soude caustique, acide) »), not a clause told in brackets.
    const close = sentence.indexOf(')', open);
    if (close < 0 || close - open > 60) return false;
    // A reading told in brackets (« ne les portaient pas (104 dBA mesurés) ») is an aside, not a list of what is denied.
    if (/^\(\s*\d/.test(sentence.slice(open))) return false;
    const inside = tokens.findIndex((token) => token.start > segment.start + open);
    let seen = 0;
    for (let k = inside - 1; k >= 0 && seen < 3; k--) {
      if (k + 1 < inside && tokens[k + 1]!.barrier) return false;
      if (flags[k]! & BIT.negation) return true;
      if (!tokens[k]!.stop) seen++;
    }
    return false;
  }

  // « personne descend dans la préfosse », "nobody goes inside the tanks anymore", "no crew member dives":
  // nobody makes the move, so where it leads is not entered, however far the clause goes on.
  nobodyGoes(o: Occurrence): boolean {
    const { tokens, flags } = this;
    for (let k = o.first - 1; k >= 0 && k >= o.first - 10; k--) {
      // "Nobody goes above a ceiling, drills, or pulls a tile": a comma lists what nobody does.
      if (tokens[k + 1]!.barrier && !/^\s*,\s*$/.test(this.text.slice(tokens[k]!.end, tokens[k + 1]!.start)))
        return false;
      const no = tokens[k]!.raw === 'no';
      // Spoken French drops the « ne »: « personne descend dans la préfosse » (not « une personne descend »).
      const nobody = tokens[k]!.raw === 'personne' && !DETERMINERS.has(tokens[k - 1]?.raw ?? '');
      const spokenNobody = nobody && MOVES.test(tokens[k + 1]?.word ?? '');
      // « Personne de la ferme ne descend dans la fosse »: the nobody's complement, then its « ne ».
      const complement =
        nobody &&
        /^(?:de|du|d)$/.test(tokens[k + 1]?.raw ?? '') &&
        tokens.slice(k + 2, k + 6).some((token) => token.raw === 'ne' || token.raw === 'n');
      if (!spokenNobody && !complement && (!(flags[k]! & BIT.negation) || !(no || this.subjectNegation(k))))
        continue;
      // "no one goes", "no crew member dives": the verb follows a word or two of subject.
      // Auxiliaries do not count: "no one will be working on the roof".
      let words = 0;
      for (let verb = k + 1; verb <= o.first; verb++) {
        if (AUXILIARIES.has(tokens[verb]!.raw) || (complement && /^(?:ne|n)$/.test(tokens[verb]!.raw)))
          continue;
        if (MOVES.test(tokens[verb]!.word)) return true;
        if (++words > (no ? 2 : complement ? 3 : 0)) break;
      }
      return false;
    }
    return false;
  }

  negatedBefore(o: Occurrence): boolean {
    return (
      !o.term.negated &&
      (this.negatedWithin(o.first, 3) || this.negatedHead(o) || this.nobodyGoes(o)) &&
      !this.measureBetween(o) &&
      !this.watchBetween(o)
    );
  }

  // A gas tested and read at zero ("0 ppm H2S", « CO : 0 ppm », "0% LEL"): the test is a control in place.
  zeroReading(o: Occurrence): boolean {
    const { text, segment } = this;
    return (
      this.someZero &&
      !this.someReading &&
      (/(?:^|[\s(/]|(?<!\d),)0(?:[.,]0+)?\s*(?:ppm|%)\s*$/iu.test(
        text.slice(Math.max(segment.start, o.span.start - 12), o.span.start),
      ) ||
        /^\s*(?:[:=]\s*)?(?:at\s+|à\s+)?0(?:[.,]0+)?\s*(?:ppm|%)(?![\p{L}\d])/iu.test(
          text.slice(o.span.end, o.span.end + 14),
        ))
    );
  }

  // "TCE degreaser: removed in 2022": a checklist item's answer says the thing is gone.
  // "asbestos in 2023: none detected": the answer may follow a date or a place, within a few words of the item.
  goneAfter(o: Occurrence): boolean {
    const { tokens, flags } = this;
    // A figure in brackets between the item and its answer is the item's: "Roof snow (60 cm): contractor clears it".
    let last = o.last;
    const bracket = /^\s*\([^()]{1,30}\)/.exec(this.text.slice(o.span.end, o.span.end + 34));
    if (bracket) while (tokens[last + 1] && tokens[last + 1]!.start < o.span.end + bracket[0].length) last++;
    // The answer may stand after a few more words of its item: "Ozone generator for barrel sanitation: not used".
    for (let next = last + 1; next <= Math.min(tokens.length - 1, last + 5); next++) {
      if (!this.answers(next)) {
        if (tokens[next]!.barrier) break;
        continue;
      }
      // "Smoke: none today", « Sautage : aucun cette semaine »: the answer itself says there is none (not « aucune
      // inspection », a control that is missing).
      if (this.noneAnswer(next)) return true;
      for (let k = next; k <= Math.min(tokens.length - 1, next + 3); k++)
        if (flags[k]! & BIT.gone) return true;
      break;
    }
    return this.after(last, 4, BIT.gone);
  }

  noneAnswer(k: number): boolean {
    const { tokens } = this;
    const raw = tokens[k]!.raw;
    if (raw === 'none' || raw === 'nil' || raw === 'neant') return true;
    if (raw !== 'aucun' && raw !== 'aucune') return false;
    const next = tokens[k + 1];
    return !next || next.barrier || AFTER_NONE.has(next.raw);
  }

  // Asked of the same word by the reading of its cues, by each rule it may complete and by the list after it: read
  // once per word.
  private readonly absentMemo = new Map<Occurrence, boolean>();
  absentAt(o: Occurrence): boolean {
    let absent = this.absentMemo.get(o);
    if (absent === undefined) {
      absent = this.readAbsent(o);
      this.absentMemo.set(o, absent);
    }
    return absent;
  }

  private nobodyMemo: boolean | null = null;
  private get nobodyAnymore(): boolean {
    // NOBODY_ANYMORE ends on "anymore" or holds « personne »: without them, its lazy prefix need not be tried.
    this.nobodyMemo ??=
      (/anymore|any more|personne/iu.test(this.sentence) && NOBODY_ANYMORE.test(this.sentence)) ||
      (/instead|place|plutôt|mechanical|mécaniquement/iu.test(this.sentence) &&
        DONE_INSTEAD.test(this.sentence));
    return this.nobodyMemo;
  }

  /**
   * « Avant, on entrait sans détecteur; maintenant tout se fait avec permis »: where the sentence turns from how things
   * were to how they are (the « maintenant », "now"), or -1.
   */
  formerThenNow(): number {
    if (!FORMERLY.test(this.sentence)) return -1;
    const now = STILL.exec(this.sentence);
    return now ? this.segment.start + now.index : -1;
  }

  private formerlyMemo: boolean | null = null;
  private get formerly(): boolean {
    this.formerlyMemo ??=
      FORMERLY.test(this.sentence) && HABIT.test(this.sentence) && !STILL.test(this.sentence);
    return this.formerlyMemo;
  }

  private someDayMemo: boolean | null = null;
  private get someDay(): boolean {
    this.someDayMemo ??= SOME_DAY.test(this.sentence);
    return this.someDayMemo;
  }

  private readAbsent(o: Occurrence): boolean {
    const { gates } = this;
    const after = () => this.text.slice(o.span.end, this.segment.end);
    const before = (chars: number) =>
      this.text.slice(Math.max(this.segment.start, o.span.start - chars), o.span.start);
    return (
      this.negatedBefore(o) ||
      this.anyDenied(o) ||
      this.before(o.first, 5, BIT.removal) ||
      DISOWNED.test(this.text.slice(o.span.end, o.span.end + 60)) ||
      ELSEWHERE.test(this.text.slice(o.span.end, o.span.end + 40)) ||
      (gates.usedTo && USED_TO.test(before(60)) && !NOW.test(this.sentence)) ||
      this.formerly ||
      this.someDay ||
      this.nobodyAnymore ||
      (gates.allowed && NOT_ALLOWED.test(after())) ||
      (gates.dropped && DROPPED_TASK.test(before(90))) ||
      (gates.anymore && NOT_ANYMORE.test(before(80)) && ANYMORE.test(after())) ||
      (gates.left && LEFT_FOR_GOOD.test(after())) ||
      this.removedAt(o) ||
      this.listedWithAbsent(o)
    );
  }

  // « … no longer harden their shoes with shellac or contact cement »: the next item of a list, joined by a bare
  // « or », « ni », "and", is denied with the one before it.
  private listedWithAbsent(o: Occurrence): boolean {
    const { tokens } = this;
    // "No perchloroethylene or other dry-cleaning solvents": the joint, then « other » and at most two more words.
    let start = o.first;
    for (let k = o.first - 1; k >= o.first - 3 && k >= 0 && !tokens[k + 1]!.barrier; k--)
      if (OTHERS.has(tokens[k]!.raw)) {
        start = k;
        break;
      }
    // "no blanket wash or press solvents": the joint may come a word or two before the item, its modifiers between.
    let at = start - 1;
    while (
      at > start - 3 &&
      at > 0 &&
      tokens[at] &&
      !LIST_JOINTS.has(tokens[at]!.raw) &&
      !tokens[at + 1]!.barrier
    )
      at--;
    const joint = tokens[at];
    if (!joint || !LIST_JOINTS.has(joint.raw) || tokens[at + 1]!.barrier || joint.barrier) return false;
    const previous = this.occurrences.find(
      (before) => before.last === at - 1 && !before.term.control && before.term.cues.length > 0,
    );
    return previous !== undefined && this.absentAt(previous);
  }

  // "The guard on the saw was removed", « la scie, le protecteur est retiré »: a measure named in the clause, before the
  // item or between it and the removal, is what was taken away.
  private removedAfter(o: Occurrence, after: string): boolean {
    // Most clauses after a word hold none of the removal's verbs: there the pattern need not try its lazy prefix at
    // each of their first characters.
    if (!REMOVAL_VERBS.test(after)) return false;
    const removal = REMOVED_PASSIVE.exec(after);
    if (!removal || this.measureBefore(o)) return false;
    // The measure is the removal's subject, right before its verb ("the saw's guard was removed"), not a word of
    // a clause between ("the ATV that guards used for patrol was sold").
    const end = o.span.end + removal[0].length;
    return !this.occurrences.some(
      (other) =>
        other.term.control &&
        other.span.start > o.span.end &&
        other.span.end <= end &&
        this.text.slice(other.span.end, end).trim().split(/\s+/).length <= 4,
    );
  }

  /**
   * The item said taken away, retired, gone or no longer used or done, as against merely denied ("no solvents", « pas
   * de corridor piéton »).
   */
  removedAt(o: Occurrence): boolean {
    const { gates } = this;
    if (this.goneAfter(o)) return true;
    if (!gates.noMore && !gates.done && !gates.removed) return false;
    // What follows the word, up to the sentence's end: the patterns read at most a clause of it.
    const after = this.text.slice(o.span.end, Math.min(this.segment.end, o.span.end + 160));
    const before = (chars: number) =>
      this.text.slice(Math.max(this.segment.start, o.span.start - chars), o.span.start);
    return (
      (gates.noMore &&
        (NO_LONGER_USED.test(after) ||
          SERVES_NO_MORE.test(after) ||
          (gates.noLonger &&
            (NO_MORE_AFTER.test(after) ||
              NO_LONGER_DONE.test(after) ||
              ((NO_MORE_BEFORE.test(before(60)) || NO_LONGER_BEFORE.test(before(100))) &&
                !/^[^.;]*?\bqu[e’']/iu.test(after)))))) ||
      (gates.done && DONE_WITH.test(after)) ||
      // "The guard on the saw was removed": the measure named first in the clause is what was taken away.
      (gates.removed && this.removedAfter(o, after)) ||
      (gates.done && this.removalDone(o))
    );
  }

  private removalDone(o: Occurrence): boolean {
    const after = this.text.slice(o.span.end, this.segment.end);
    const own = REMOVAL_WORK.test(this.text.slice(o.span.start, o.span.end));
    const named =
      own ||
      REMOVAL_WORK.test(this.text.slice(Math.max(this.segment.start, o.span.start - 40), o.span.start));
    return (
      (named && REMOVAL_COMPLETED.test(after)) || (own && this.gates.removed && REMOVAL_RECORD.test(after))
    );
  }

  /**
   * Which families of "no longer there" wording the sentence can hold at all, looked for once per sentence: most
   * sentences hold none, and their patterns need not run at each of the sentence's hazard words.
   */
  private gatesMemo: {
    usedTo: boolean;
    noMore: boolean;
    noLonger: boolean;
    unworn: boolean;
    done: boolean;
    allowed: boolean;
    removed: boolean;
    dropped: boolean;
    anymore: boolean;
    left: boolean;
  } | null = null;
  private get gates() {
    this.gatesMemo ??= {
      usedTo: /used\s+to/iu.test(this.sentence),
      noMore:
        /(?<!\p{L})(?:plus|pu|pus|pas|jamais|aucune?|longer|no more|stopped|arrêté|eliminated|ended|éliminé|done away|vendu)(?!\p{L})|(?:not|n[’']t)\s+(?:even\s+)?on\s/iu.test(
          this.sentence,
        ),
      // Each of NO_MORE_AFTER, NO_LONGER_DONE, NO_MORE_BEFORE and NO_LONGER_BEFORE holds one of these words: « plus »,
      // a spoken « pu » (after a space, whatever follows it: the patterns read a clipped slice of the sentence),
      // « jamais », "no longer", "no more", the site that an item is not even on, work stopped or eliminated, or the
      // item sold.
      noLonger:
        /plus|\spu|jamais|longer|no\s+more|site|job|chantier|terrain|stopped|arrêté|eliminated|ended|éliminé|done away|vendu/iu.test(
          this.sentence,
        ),
      // Every wording of UNWORN holds one of these.
      unworn: /not on|personne|nobody|reste|stay/iu.test(this.sentence),
      done: /fini|termin|over|done|past|complet|achev|report|rapport|certific|clearance/iu.test(
        this.sentence,
      ),
      allowed: /allow|permi|accept|admis|interdit|banned|prohibited|brought|taken|carried/iu.test(
        this.sentence,
      ),
      removed:
        /remov|désamiant|hauled|carted|packed out|went to the|went out with|went out in|went out last|thrown|taken|pulled out|ripped out|remonté|enfoui|eliminat|not been|abated|sent|shipped|rehomed|re-homed|replaced|remplac|relocat|moved|déménag|ramass|(?:est|sont)\s+(?:tous\s+|toutes\s+)?(?:re)?parti|sorti(?:e|s|es)? d|du passé|of the past|back until|back before|fini depuis|finie depuis|terminé depuis|terminée depuis|dispos|torn out|sold|scrapped|abandon|discontinu|retired|phased|decommission|dismantl|demolish|destroy|withdrawn|capped|closed|shut down|gone|parked|ended|ceased|stopped|vendu|retir|enlev|élimin|démant|arrach|démont|démoli|aboli|détruit|bouchonn|remblay|disparu|condamn|retourn|returned|fermé|hors service|pris fin/iu.test(
          this.sentence,
        ),
      // Work given up: DROPPED_TASK, NOT_ANYMORE with ANYMORE, and LEFT_FOR_GOOD each hold one of these.
      dropped: /plus|longer|fini|arrêté|cessé/iu.test(this.sentence),
      anymore: /any\s*more/iu.test(this.sentence),
      left: /parti/iu.test(this.sentence),
    };
    return this.gatesMemo;
  }

  // "we don't dip or spray fruit with any pesticide": « any » after a verb denied in the same clause.
  private anyDenied(o: Occurrence): boolean {
    const { tokens, flags } = this;
    if (tokens[o.first - 1]?.raw !== 'any') return false;
    for (let k = o.first - 2; k >= 0 && k >= o.first - 12; k--) {
      if (flags[k]! & BIT.negation) return true;
      if (tokens[k + 1]!.barrier) return false;
    }
    return false;
  }

  // « Bouchons au distributeur, mais personne (ne) les porte »: a pronoun after the subject points back to the
  // measure, which nobody uses.
  pointsBack(k: number): boolean {
    const { tokens } = this;
    const next = tokens[k + 1]?.raw === 'ne' || tokens[k + 1]?.raw === 'n' ? k + 2 : k + 1;
    return OBJECT_PRONOUNS.has(tokens[next]?.raw ?? '');
  }

  // "Bonding cable coiled in the truck box, not connected", « harnais sur le crochet, pas attaché »: a negated
  // participle standing alone after the comma says what the measure is not.
  negatedParticiple(k: number): boolean {
    const { tokens } = this;
    return (
      DENIALS.has(tokens[k]!.raw) &&
      /(?:ed|é|ée|és|ées)$/.test(tokens[k + 1]?.word ?? '') &&
      (k + 2 >= tokens.length || tokens[k + 2]!.barrier)
    );
  }

  negatedAfter(o: Occurrence): boolean {
    const { tokens, flags } = this;
    for (let k = o.last + 1; k <= Math.min(tokens.length - 1, o.last + 8); k++) {
      const answer = k === o.last + 1 && this.answers(k);
      if (tokens[k]!.barrier && !CONTINUATIONS.has(tokens[k]!.key) && !answer)
        return this.negatedParticiple(k);
      if (flags[k]! & (BIT.deficient | BIT.inactive | BIT.undermine)) return true;
      // « gants … sans latex », "latex-free gloves": the negation denies the hazard word right after it, not the measure.
      if (flags[k]! & BIT.negation && this.deniesHazard(k)) continue;
      if (flags[k]! & BIT.negation && (answer || !this.subjectNegation(k) || this.pointsBack(k))) return true;
    }
    return false;
  }

  private deniesHazard(k: number): boolean {
    return this.occurrences.some((o) => o.first === k + 1 && !o.term.control && !o.term.negated);
  }

  // "won't let anyone wear a life jacket": a verb's negation reaches its measure across the clause's words (not
  // a subject's: « aucun n’est tombé et tous portent le harnais »).
  refused(o: Occurrence): boolean {
    const { tokens, flags } = this;
    let seen = 0;
    for (let k = o.first - 1; k >= 0 && seen < 4; k--) {
      if (tokens[k + 1]!.barrier) return false;
      if (CLAUSE_JOINS.has(tokens[k]!.raw) && this.opensClause(k)) return false;
      if (flags[k]! & BIT.negation) return !this.subjectNegation(k);
      if (!tokens[k]!.stop) seen++;
    }
    return false;
  }

  private opensClause(join: number): boolean {
    const { tokens } = this;
    for (let k = join + 1; k <= Math.min(tokens.length - 1, join + 3); k++)
      if (NEW_CLAUSE_VERBS.has(tokens[k]!.word)) return true;
    return false;
  }

  // Asked of the same measure by the reading of its cues, by each rule it may complete and by the measures in place:
  // read once per word, like absentAt (the flags it reads are settled before; only a control flag changes later).
  private readonly missingMemo = new Map<Occurrence, boolean>();
  missing(o: Occurrence): boolean {
    let missing = this.missingMemo.get(o);
    if (missing === undefined) {
      missing = this.readMissing(o);
      this.missingMemo.set(o, missing);
    }
    return missing;
  }

  private readMissing(o: Occurrence): boolean {
    if (this.nobodyWithout(o) || this.ruleOfNone(o)) return false;
    return (
      this.before(o.first, 4, BIT.negation | BIT.defeat) ||
      this.noneHave(o) ||
      this.negatedAfter(o) ||
      this.refused(o) ||
      this.cameAfter(o) ||
      (this.gates.unworn && UNWORN.test(this.text.slice(o.span.end, this.segment.end)))
    );
  }

  // "Cody started welding before the permit was posted", « a commencé avant que le permis soit signé »: the measure
  // came after the work began, so the work went on without it (not "gas tested before the permit was signed").
  private cameAfter(o: Occurrence): boolean {
    const before = this.text.slice(Math.max(this.segment.start, o.span.start - 40), o.span.start);
    return (
      BEFORE_IT.test(before) &&
      WORK_BEGAN.test(this.text.slice(this.segment.start, o.span.start)) &&
      MEASURE_LATER.test(this.text.slice(o.span.end, Math.min(this.segment.end, o.span.end + 48)))
    );
  }

  // "None of the crew have utility line clearance training": the measure nobody has is missing, however long the subject
  // (« none » alone is the subject's, not the measure's, negation).
  private noneHave(o: Occurrence): boolean {
    const { tokens } = this;
    for (let k = o.first - 1; k >= 0 && k >= o.first - 6; k--) {
      if (tokens[k + 1]!.barrier) return false;
      const raw = tokens[k]!.raw;
      if (!POSSESSION.has(raw) && !(raw === 'a' && tokens[k - 1]?.raw === 'n')) continue;
      for (let subject = k - 1; subject >= 0 && subject >= k - 6; subject--) {
        if (tokens[subject + 1]!.barrier) return false;
        if (this.subjectNegation(subject)) return true;
      }
      return false;
    }
    return false;
  }

  // « Personne descend sur l'enrochement sans sa veste », "nobody goes up without a harness": a rule that the
  // measure is always used, not a measure missing.
  nobodyWithout(o: Occurrence): boolean {
    const { tokens } = this;
    let k = o.last;
    while (k >= 0 && k >= o.first - 5 && !WITHOUT.has(tokens[k]!.raw)) k--;
    if (k < 0 || k < o.first - 5 || !WITHOUT.has(tokens[k]!.raw)) return false;
    return tokens.slice(0, Math.min(k, 3)).some((token) => NOBODY.has(token.raw));
  }

  // « la règle « pas de VFI, pas de sortie » », "no hard hat, no entry": a rule that the measure is always used.
  ruleOfNone(o: Occurrence): boolean {
    const before = this.text.slice(Math.max(this.segment.start, o.span.start - 8), o.span.start);
    return (
      /(?<!\p{L})(?:pas\s+de|pas\s+d[’']|no)\s*$/iu.test(before) &&
      RULE_OF_NONE.test(this.text.slice(o.span.end, this.segment.end))
    );
  }

  // « pas de protection auditive requise », "hearing protection not required" (a sign's words negated): denied as a
  // need, not as a measure.
  notRequired(o: Occurrence): boolean {
    return (
      (this.after(o.last, 3, BIT.require) || o.term.cues.some((use) => use.sign)) &&
      (o.term.negated || this.before(o.first, 3, BIT.negation) || this.after(o.last, 2, BIT.negation))
    );
  }

  compound(o: Occurrence): 'neutral' | 'absent' | 'protective' | null {
    const { tokens } = this;
    const next = tokens[o.last + 1];
    if (next?.joined) {
      if (NEUTRAL_COMPOUNDS.has(next.raw)) return 'neutral';
      if (ABSENT_COMPOUNDS.has(next.raw)) return 'absent';
      if (PROTECTIVE_COMPOUNDS.has(next.raw)) return 'protective';
    }
    const previous = tokens[o.first - 1];
    if (tokens[o.first]!.joined && previous && PROTECTIVE_PREFIXES.has(previous.raw)) return 'protective';
    const joint = tokens[o.first - 1];
    const head = tokens[o.first - 2];
    const programme =
      (next && !next.barrier && PROGRAMME_AFTER.has(next.raw)) ||
      (joint &&
        head &&
        PROGRAMME_JOINTS.has(joint.raw) &&
        PROGRAMME_BEFORE.has(head.raw) &&
        !tokens[o.first]!.barrier);
    if (programme && !PROGRAMME_WANTED.test(this.sentence)) return 'protective';
    // The protection named inside the term: "slip-resistant footwear", "cut-resistant gloves".
    for (let k = o.first + 1; k <= o.last; k++)
      if (tokens[k]!.joined && PROTECTIVE_COMPOUNDS.has(tokens[k]!.raw)) return 'protective';
    return null;
  }

  // A word that puts a cue in another sense, within two words of it: articles and prepositions do not count
  // (« gants résistants à la chaleur » is no hot environment, "tarp the subfloor" no load).
  otherSense(o: Occurrence, hazardId: string): boolean {
    const { tokens } = this;
    const words = this.lexicon.otherSenses.get(hazardId);
    if (!words) return false;
    for (const [from, step] of [
      [o.first - 1, -1],
      [o.last + 1, 1],
    ] as const) {
      let seen = 0;
      for (let k = from; k >= 0 && k < tokens.length && seen < 2; k += step) {
        if (tokens[step < 0 ? k + 1 : k]!.barrier) break;
        if (words.has(tokens[k]!.key)) return true;
        if (!tokens[k]!.stop) seen++;
      }
    }
    return false;
  }

  // A word kept in its harmless sense feeds only the hazards that sense names (a person "exhausted": no exhaust).
  harmlessFor(o: Occurrence, hazardId: string): boolean {
    if (this.harmless.size === 0) return false;
    for (const [index, keeps] of this.harmless)
      if (index >= o.first && index <= o.last && !keeps.includes(hazardId)) return true;
    return false;
  }

  // A place said not to be entered (« personne descend dans la préfosse », "staff do not go inside the tanks").
  entryDenied(o: Occurrence): boolean {
    const { tokens } = this;
    for (let k = o.first - 1; k >= Math.max(0, o.first - 4); k--) {
      if (tokens[k + 1]!.barrier) return false;
      if (MOVES.test(tokens[k]!.word)) return this.before(k, 3, BIT.negation);
    }
    return false;
  }

  // « ses chariots élévateurs n’y entrent plus », "the trucks no longer drive in": a vehicle kept out of the place
  // the sentence speaks of, a separation in place, not a vehicle lacking something.
  keptOut(o: Occurrence): boolean {
    const { tokens } = this;
    for (let k = o.last + 1; k <= Math.min(tokens.length - 1, o.last + 4); k++) {
      if (tokens[k]!.barrier) return false;
      if (DRIVES_IN.test(tokens[k]!.word))
        return this.before(k, 3, BIT.negation) || this.after(k, 2, BIT.negation);
    }
    return false;
  }

  // The longest cue wins: « permis de travail à chaud » is a missing control, not « travail à chaud » negated.
  covered(inner: Occurrence, hazardId: string): boolean {
    return (
      this.cueOccurrences.length > 1 &&
      this.cueOccurrences.some(
        (outer) =>
          outer.first <= inner.first &&
          outer.last >= inner.last &&
          outer.last - outer.first > inner.last - inner.first &&
          outer.term.cues.some((use) => use.hazardId === hazardId),
      )
    );
  }

  // « on l’enlève pas », "removed? never": a defeat denied right after it is no defeat (not « sans », which
  // governs what follows it: « coincé sans arrêter la machine »).
  denied(o: Occurrence): boolean {
    const { tokens } = this;
    return [1, 2].some((step) => {
      const next = tokens[o.last + step];
      return (
        !!next && !tokens.slice(o.last + 1, o.last + step + 1).some((t) => t.barrier) && DENIALS.has(next.raw)
      );
    });
  }

  // « La consigne … n'est pas respectée », "the rule isn't followed": a measure said not to hold. Only a verb's
  // negation: "absence of voltage verified" is a check done.
  verballyDenied(index: number): boolean {
    const { tokens } = this;
    let seen = 0;
    for (let k = index - 1; k >= 0 && seen < 2; k--) {
      if (tokens[k + 1]!.barrier) return false;
      const raw = tokens[k]!.raw;
      if (VERB_NEGATIONS.has(raw) || (raw === 't' && tokens[k - 1]?.raw.endsWith('n'))) return true;
      if (!tokens[k]!.stop) seen++;
    }
    return false;
  }

  /** A device within `span` that watches for something (a detector, a monitor). */
  watches(span: Span): boolean {
    const { tokens, flags } = this;
    return tokens.some(
      (token, index) => token.start >= span.start && token.end <= span.end && flags[index]! & BIT.watch,
    );
  }
}

const VERB_NEGATIONS = new Set(['pas', 'not', 'never', 'jamais', 'nt']);

// Before « personne », a person: « une personne descend », « la personne entre ».
export const DETERMINERS = new Set('une la cette chaque quelle autre seule l'.split(' '));

const CONJUNCTIONS = new Set(['et', 'and', 'mais', 'but']);
const SUBJECTS = new Set('il elle ils elles on je j nous he she they we i'.split(' '));

/** « … n'est jamais attaché et il grogne »: a conjunction and a subject open a clause a negation does not reach. */
function newClause(tokens: readonly Token[], index: number): boolean {
  return CONJUNCTIONS.has(tokens[index]!.raw) && SUBJECTS.has(tokens[index + 1]?.raw ?? '');
}

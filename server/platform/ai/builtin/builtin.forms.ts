import { foldText } from '../../../../common/domain/risk';
import type { SegmentReading } from './builtin.matcher';
import { COLUMN_ANSWER, LEADING_ANSWER, type Span } from './builtin.segments';

/**
 * How forms and documents lay their findings out, read apart from the words: a heading before a colon or a dash,
 * a talk's topic, a list of actions planned, an item not applicable, a job hazard analysis laid out as a table,
 * a ticked or crossed item, an audit's verdict in brackets, a checklist question answered no.
 */

export const PLANNED =
  /^\s*(?:[-•*–]\s*)?(?:corrective actions?|actions? correctives?|actions?|recommandations?|recommendations?|to do|à faire|next steps|prochaines étapes|follow-up|suivi|mesures à prendre|action items?|correctifs(?: demandés)?|corrections demandées|requested (?:actions?|corrections?)|propositions?|proposals?|remedy sought|remedies sought|mesures? demandées?|priorities(?: discussed| agreed| set)?|priorités(?: discutées| convenues| retenues)?|plan d’action|plan d'action|action plan)\s*:|^\s*\(R\d{1,2}\)\s|^\s*(?:[-•*–]\s*)?(?:have (?:the|it|them)|get (?:the|it|them)|faire (?:faire|inspecter|évaluer|vérifier|remplacer|réparer))\s/iu;

// "Recommend a cart or roller conveyor", « Suggestion : petit monte-charge ou palan électrique », "Options: lift
// table, tote with a hoist": a lifting or conveying aid proposed is the answer to a load, not a machine on site.
export const PROPOSAL =
  /^\s*(?:[-•*–]\s*)?(?:(?:we |i )?recommend(?:s|ed)?|recommendations?|recommandations?|(?:on |je )?recommande|suggest(?:s|ed|ions?)?|suggestions?|options?|proposals?|proposed|propositions?|(?:on |je )?propose|consider|envisager)(?!\p{L})/iu;
export const PROPOSED_AIDS: ReadonlySet<string> = new Set([
  'conveyors',
  'overhead-cranes-hoists',
  'aerial-work-platforms',
  'vehicle-lifts',
]);

// « Sujet 2 : Mise à la terre », "Topic: Changing 1-tonne chlorine containers": what a talk or a message is about,
// not a finding; the text under it says what is there and what is in place.
// « cadenas et clé sur toi la prochaine fois », "wear it next time", "I'll get the cart out tmrw": a measure asked
// for or promised, not one in place; "still on order", "a fence bought but not put up", "booked for the January
// shutdown", « arrivent seulement mercredi prochain », « j'ai commandé des tapis mais ils sont en back order »; a
// measure talked about or requested ("talked to the owner about anchors", "we request assessments"), or recalled to
// those who do not follow it (« le comité rappelle que la procédure de cadenassage s'applique »); ordered and still
// not come (« commandés en avril, toujours pas reçus »), a measure only planned (« Mesure prévue : détecteur de CO2 »)
// or asked for (« Demandes : abri chauffé », « demander une pompe doseuse », « priorités = protecteur de la scie »,
// "Recommendations: …", « demande à faire »), to follow up (« À suivre : échafaudage ») or not here yet ("whip checks
// ordered, not here yet").
export const NEXT_TIME =
  /(?<!\p{L})(?:la prochaine fois|next time|demain|tomorrow|tmrw|tmw|à approuver|to be approved|within \d+ days|d’ici \d+ jours|d'ici \d+ jours|still ["“]?on order|toujours en commande|encore en commande|(?:not|pas) (?:yet |encore )?(?:installed|put up|hired|installée?s?|posée?s?|embauchée?s?)|nothing yet|still nothing|toujours rien|rien encore|(?:not yet|never|pas encore|jamais|toujours pas) reçue?s?|still not (?:received|installed|here)|mesures? prévues?|planned (?:measures?|controls?)|demandes?\s*:|requests?\s*:|demander\s+(?:une?|des|le|la|les)|priorit(?:és|ies)\s*[=:]|recommendations?\s*:|recommandations?\s*:|à faire|(?:not yet|never) received|ask (?:\p{L}+ ){0,3}about|(?:talked|spoke|spoken) (?:to|with) (?:\p{L}+ ){0,3}about|to draft|to be drafted|to develop|to be developed|to write up|à rédiger|à élaborer|à mettre en place|(?:we|I) (?:request|requested|asked for)|(?:on|j[’']ai|nous avons) (?:a )?parlé (?:\p{L}+ ){0,3}(?:de|d[’'])|(?:nous demandons|on demande|je demande)|(?:rappelle|rappellent|rappelons)\s+(?:à\s+(?:\p{L}+\s+){1,3})?qu[e’']|remind(?:s|ed)?\s+(?:\p{L}+\s+){0,3}that|demander (?:\p{L}+ ){0,3}pour|booked for|scheduled for|on back ?order|back-?ordered|en back ?order|en rupture de stock|(?:j[’']ai|on a|nous avons) commandée?s?|(?:we|I)(?:[’']ve)? (?:just )?ordered|prévue? pour|prévus pour|prévues pour|next (?:week|month|monday|tuesday|wednesday|thursday|friday)|la semaine prochaine|le mois prochain|(?:lundi|mardi|mercredi|jeudi|vendredi) prochain|comply by|d[’']ici le \d{1,2}|d[’']ici la fin|à suivre\s*:|to follow up\s*:|not (?:here|in) yet|pas encore arrivée?s?|asked (?:\p{L}+ ){1,3}for)(?!\p{L})/iu;

export const TOPIC =
  /^\s*(?:[-•*]\s*)?(?:(?:sujet|topic|th[èe]me|theme|subject|objet)(?:\s*n?[°o]?\s*\d+)?\s*:|(?:module|unit[ée]?|lesson|le[çc]on|chapitre|chapter)\s*n?[°o]?\s*\d+\s*[:–—-])/iu;

// "If you find syringes, use the tongs and the sharps container", « si tu trouves une seringue, … »: what to do
// when one comes across the hazard, a procedure in place, not an account of a danger seen.
export const IF_FOUND =
  /^\s*(?:[-•*]\s*)?(?:if|si|whenever)\s+(?:you|we|anyone|someone|staff|an employee|a worker|vous|tu|on|quelqu[’']un|un employé|une employée)\s+(?:ever\s+)?(?:find|finds|see|sees|comes? across|trouve|trouves|trouvez|voit|vois|voyez|tombe|tombes|tombez)(?!\p{L})/iu;

// « Danger : chute dans l'échelle », "Hazards: pinch points": a hazard analysis's label over what a step could bring.
export const HAZARD_LABEL =
  /^\s*(?:[-•*]\s*)?(?:dangers?|hazards?|risques?|risks?)(?:\s+(?:identifi\p{L}*|potentiels?|potential))?\s*:/iu;

// A job hazard analysis's controls line under its hazard line: « Mesures : … », "Controls: … ✔ in place".
export const CONTROLS_LABEL =
  /^\s*(?:[-•*]\s*)?(?:controls?|control measures|measures|safeguards|mesures(?: de (?:pr[ée]vention|contr[ôo]le))?|moyens de pr[ée]vention|contr[ôo]les?)(?:\s+(?:in place|en place|existing|existantes?))?\s*:/iu;
// What says a controls line is short of the need: a cross, "pending", "interim only", « à venir », an empty box.
export const CONTROLS_GAP =
  /✘|✖|❌|☐|\[\s?\]|:\s*(?:one|a single|only|un seul|une seule|seulement|juste)\s|(?<!\p{L})(?:pending|interim|none|not yet|to come|to do|tbd|missing|aucune?|à venir|en attente|à faire|pas encore|manquante?s?)(?!\p{L})/iu;

/**
 * A form's field of record (« Date : », « Équipe : », "Crew:", "Job:", "Prepared by:"): who, where, when and what
 * job, the frame of the findings rather than one of them.
 */
export const RECORD_FIELD =
  /^\s*(?:date|heure|time|lieu|site|location|endroit|adresse|address|[ée]quipe|crew|participants?|pr[ée]sents?|attendees|personnel|r[ée]dig[ée]e? par|prepared by|written by|submitted by|driver|chauffeur|conducteur|vessel|navire|bateau|contractor|sous-traitant|entrepreneur|employeur|employer|ma[îi]tre d[’']\S+uvre|client|owner|propri[ée]taire|projet|project|job|task|t[âa]che|well|puits|rig|unit[ée]?|vehicle|v[ée]hicule|superviseur|supervisor|contrema[îi]tre|foreman|conditions|m[ée]t[ée]o|weather|equipment|[ée]quipement|met|rencontr[ée]e?s?)(?:\s*(?:#|no\.?|n°))?\s*:/iu;

/**
 * A weather forecast (« Orages prévus en après-midi », "Thunderstorms forecast after 15:00", "31 °C annoncé"): the
 * conditions a crew plans for, the frame of what it then did rather than a finding of its own.
 */
export const FORECAST =
  /(?<!\p{L})(?:forecasts?|forecasted|prévue?s?|annoncée?s?|prévisions?|watch|expected|attendue?s?)(?!\p{L})/iu;

export const NOT_APPLICABLE =
  /(?:^|[\s([])(?:N\/A|S\.O\.|sans objet|non applicable|not applicable|ne s[’']applique pas|does not apply|not in scope|out of scope|hors mandat|hors du mandat|pas concern[ée]e?s?|non concern[ée]e?s?|not part of (?:this|the) (?:task|job|scope|contract|work)|ne fai(?:t|s|sons) pas partie|ce qu[’']on (?:ne )?fait pas|what we (?:don[’']t|do not) do|not included|exclusions?(?=\s*:))(?=$|[\s).,;:\]])/i;

/** Where a short heading ends (« 4.2 Ponts élévateurs : », "Tires:"), or 0 when the segment opens with none. */
export function headingEnd(text: string, segment: Span): number {
  const sentence = text.slice(segment.start, segment.end);
  // Not the colon of a time or a ratio (« 06:00 », "1:1").
  const found = /:(?!\d)/.exec(sentence);
  if (found && sentence.slice(0, found.index).trim().split(/\s+/).length <= 6)
    return segment.start + found.index;
  // "Asbestos – Hazardous materials survey (2019) …: no asbestos-containing materials": an item named before a dash.
  // (Only a sentence that holds a dash can: most do not, and the pattern need not try its words.)
  if (!sentence.includes('-') && !sentence.includes('–') && !sentence.includes('—')) return 0;
  const dash = /^\s*[-•*]?\s*((?:\S+\s+){0,2}\S+)\s+[–—-]\s/u.exec(sentence);
  return dash ? segment.start + dash[0].length - 2 : 0;
}

/**
 * The header of a job hazard analysis laid out as a table (« Étape | Danger | Moyens de contrôle | Fait », "STEP |
 * HAZARDS | CONTROLS | RESP."): its rows name what could go wrong, then the controls applied.
 */
export const HAZARD_TABLE_HEADER =
  /(?:hazards?|dangers?|risques?|ce qui peut arriver|what (?:could|can) (?:happen|go wrong))\s*\|[^|\n]*(?:controls?|contr[ôo]les?|mesures?|moyens?|pr[ée]vention|protection)/iu;

// A controls column that says there is none, or an item marked not done.
const NO_CONTROLS =
  /^\s*(?:none|aucune?s?|n\/a|s\.o\.|nil|rien|nothing|néant|-+|à faire|to do|missing|manquant\p{L}*)\s*$|[✘✗☒]/iu;

// A column of what remains to be done (« Reste à faire », "Gaps", "Additional controls required").
const REMAINING_COLUMN =
  /^\s*(?:reste à faire|à faire|to do|gaps?(?:\s*\/\s*follow[- ]?ups?)?|follow[- ]?ups?|suivi|écarts?(?:\s*\/\s*suivi)?|lacunes?|actions? requises?|actions? required|(?:additional|further) (?:controls?|actions?)(?: required| needed)?|mesures? (?:supplémentaires|additionnelles|à ajouter|requises)|statut|status|état|in place\s*\??|en place\s*\??|fait\s*\??|done\s*\??)\s*$/iu;
// A cell that says nothing remains: « — », "none", « RAS »; in a status column, the item done: "OK", « Oui », ✔.
const NOTHING_LEFT =
  /^\s*(?:[-–—]*|none|aucune?|rien|ras|n\/a|s\.o\.|nil|ok|oui|yes|fait|done|conforme|in place|en place)?\s*[✔✓☑]?\s*$/iu;

// Words of a control cell that say the control lapsed, is broken or still missing.
const WANTING =
  /(?<!\p{L})(?:expired|expir[ée]e?s?|périmée?s?|échue?s?|overdue|no current|not current|out of service|hors service|broken|brisée?s?|cassée?s?|défectueu\p{L}*|missing|manquante?s?|not yet|pas encore)(?!\p{L})|⚠/iu;

/** The index of a hazard table's column of what remains to be done, from its header line, or -1. */
export function remainingColumn(header: string): number {
  return header.split('|').findIndex((cell) => REMAINING_COLUMN.test(cell));
}

/**
 * A row of such a table: the harm column (« Chute, épuisement », "Injury or exposure with nobody around") names what
 * could happen, not an event or a danger seen; the controls column, when it lists some and the row is not crossed,
 * says they are applied.
 */
export function readHazardTableRow(
  text: string,
  row: { remaining: number; line: Span },
  reading: SegmentReading,
): void {
  const { remaining, line } = row;
  const cells = text.slice(line.start, line.end).split('|');
  // A row written between pipes (« | Tâche | Danger | … | ») opens with an empty cell.
  const lead = cells[0]!.trim() === '' ? 1 : 0;
  if (cells.length < 3 + lead) return;
  reading.incident = false;
  if (reading.status === 'past') reading.status = 'present';
  const controls = cells[2 + lead]!;
  if (!/\p{L}{3,}/u.test(controls) || NO_CONTROLS.test(controls)) return;
  const controlsStart =
    line.start + cells.slice(0, 2 + lead).reduce((length, cell) => length + cell.length + 1, 0);
  const blank = controls.length - controls.trimStart().length;
  // A gap still to close (« Reste à faire : crochet sans linguet – À REMPLACER »): the controls listed are in
  // place but do not suffice, so the hazard stays present with them as its measures.
  reading.measures = { start: controlsStart + blank, end: controlsStart + controls.trimEnd().length };
  // « Service crane load test EXPIRED Dec 15 »: a control cell that says its control lapsed or is wanting.
  // A cell after the controls that rates what remains high, or says the controls are not applied (« HIGH – no AC »,
  // « PAS APPLIQUÉE les jours de pointe »): they fall short.
  const short = cells.slice(3 + lead).some((cell) => SHORT_OF_CONTROLS.test(cell));
  if (
    (remaining > 2 + lead && !NOTHING_LEFT.test(cells[remaining] ?? '')) ||
    WANTING.test(controls) ||
    short
  ) {
    // Measures the row's other sentences name (« …, alarme de recul | Plan de circulation à faire ») are among those.
    plannedOnly(reading);
    return;
  }
  // « Rien » left to do is no control missing.
  if (cells.slice(3 + lead).some((cell, index) => index + 3 + lead !== remaining && NO_CONTROLS.test(cell))) {
    reading.measures = null;
    return;
  }
  reading.status = 'controlled';
  reading.danger = false;
  for (const hit of reading.hits) if (hit.span.start < controlsStart) hit.danger = false;
}

const SHORT_OF_CONTROLS =
  /^\s*(?:high|élevée?|eleve|critique|critical|extreme|extrême)(?!\p{L})|(?<!\p{L})(?:pas appliquée?s?|non appliquée?s?|not applied|not followed|insuffisante?s?|insufficient|inadequate|inadéquate?s?)(?!\p{L})/iu;

/** A form item ticked or crossed, at its start or its end: "✔ Walk-in: release handle tested", "… no rotation ✘". */
export function checkMark(text: string, segment: Span): 'ticked' | 'crossed' | null {
  const item = text.slice(segment.start, segment.end);
  // An audit's verdict in brackets after the item's name: "Racking (ACTION): …", "Cardboard baler (OK): …".
  const verdict = BRACKET_VERDICT.exec(item);
  if (verdict) return verdict[1] ? 'crossed' : 'ticked';
  // A cell's answer needs a cell: without a « | » its pattern would scan the whole item for nothing.
  const answer = (LEADING_ANSWER.exec(item) ??
    COLUMN_ANSWER.exec(item) ??
    (item.includes('|') ? CELL_ANSWER.exec(item) : null))?.[1]?.toLowerCase();
  if (answer) return /^(?:n|no|non|nc)$/.test(answer) ? 'crossed' : 'ticked';
  // A box marked beside its answer: « [ ] Oui [X] Non », "[x] Yes [ ] No".
  const boxed = BOXED_ANSWER.exec(item);
  if (boxed) return /^(?:n|no|non)$/i.test(boxed[1] ?? '') ? 'crossed' : 'ticked';
  // Most items hold no mark at all: one look for the glyphs spares the pattern its scan of every position.
  if (!MARK_GLYPH.test(item)) return null;
  // Ticked or crossed at the line's start or end, or in a cell of its own before a comment ("| ✘ – Olivier charge
  // en t-shirt").
  const mark = /^\W*?([✔✓☑✘✗☒])|([✔✓☑✘✗☒])[\s.]*$|\|[ \t]*([✔✓☑✘✗☒])[ \t]*(?:[-–—|]|$)/u.exec(item);
  const glyph = mark?.[1] ?? mark?.[2] ?? mark?.[3];
  if (!glyph) return null;
  return '✘✗☒'.includes(glyph) ? 'crossed' : 'ticked';
}

const MARK_GLYPH = /[✔✓☑✘✗☒]/u;

const BOXED_ANSWER = /\[\s*[xX✓✔]\s*\]\s*(oui|non|yes|no|o|n|y)(?![\p{L}])/iu;

// A table's answer in its own cell after the item's ("Tick checks / treated clothing | N | Ticks found in June",
// « 8 | Allée piétonne | N | Lignes effacées »).
const CELL_ANSWER = /^(?:[^|\n]*\|){1,2}[ \t]*(yes|no|oui|non|nc|[onyx])[ \t]*\|/iu;

const BRACKET_VERDICT =
  /^[^()]{1,40}\((?:(action|action requise|action required|à corriger|a corriger|non[- ]conforme|deficient|deficiency|fail|failed|urgent|critical|critique|high|élevée?)|ok|conforme|compliant|pass|passed|satisfactory|satisfaisant)\)\s*:/iu;

// A checklist item answered no after a dash, at its end: « Présence de cylindres de chlore sur le site – N. ».
const DENIED_ITEM = /\s[-–—][ \t]*(?:N|NON|Non|non|NO|No)[ \t.]*$/u;
const DENIED_QUESTION = /\?[ \t]*(?:[-–—][ \t]*)?(?:no(?! one)|non|none|aucun|aucune|n)(?=$|[,.;:!–—]|\s)/iu;
// A question of whether something works or was checked (« … de la porte fonctionnelle? N », "Guard in good
// condition? No"): answered no, the thing is there and failing.
// So is a question of whether a guard or a device stops the machine (« la grille coupe le moteur quand on la lève? NON »).
const CONDITION_ASKED =
  /(?:fonctionnel\p{L}*|en bon état|en état|working|functional|in good (?:repair|condition|order)|test[ée]\p{L}*|inspect[ée]\p{L}*|vérifié\p{L}*|checked)\s*\?[^?]*$|(?<!\p{L})(?:coupe|coupent|arrête|arrêtent|stoppe|stoppent|stops?|cuts?|shuts? off|kills?)\s+(?:le\s+|la\s+|l[’']|the\s+)?(?:moteur|motor|machine|courant|power|alimentation|rotation|blade|lame)(?!\p{L})[^?]*\?[^?]*$/iu;

/**
 * A checklist question answered no. Asked of a control (« Douche oculaire rincée chaque semaine? NON »), the
 * control is not there: its hazards are present. Asked of the hazard ("Overhead lines for dump box? No"), the
 * hazard is not there.
 */
export function answeredNo(
  text: string,
  segment: Span,
  reading: SegmentReading,
  controlBefore: (offset: number) => boolean,
): void {
  const item = text.slice(segment.start, segment.end);
  const match = DENIED_QUESTION.exec(item) ?? DENIED_ITEM.exec(item);
  // An item crossed (« ✘ », « N » in its first column) answers no to the whole line, asked of a control only: a
  // hazard crossed on an inspection's list is one found, not one denied.
  const crossed = !match && checkMark(text, segment) === 'crossed';
  if (!match && !crossed) return;
  const asked = match ? segment.start + match.index : segment.end;
  const inQuestion = (span: Span) => span.end <= asked;
  const unmet = reading.safe.filter((safe) => inQuestion(safe.span));
  if (
    unmet.length > 0 ||
    controlBefore(asked) ||
    CONDITION_ASKED.test(text.slice(segment.start, asked + 1)) ||
    reading.hits.some((hit) => hit.control && inQuestion(hit.span))
  ) {
    for (const safe of unmet)
      reading.hits.push({
        hazardId: safe.hazardId,
        weight: 1,
        danger: true,
        span: safe.span,
        clue: `n${safe.hazardId}`,
      });
    reading.safe = reading.safe.filter((safe) => !inQuestion(safe.span));
    // A measure answered « NON » is a clear clue, even when its word alone is ambiguous (« douche oculaire »), and
    // so is the one thing the question asks it of (« Sortie arrière dégagée ? NON »).
    const asked = reading.hits.filter((hit) => inQuestion(hit.span));
    const subjects = new Set(asked.filter((hit) => !hit.control).map((hit) => hit.hazardId));
    for (const hit of asked)
      if (hit.control || subjects.size === 1) Object.assign(hit, { danger: true, weight: 1 });
    return;
  }
  if (crossed) return;
  for (const hit of reading.hits) if (inQuestion(hit.span)) reading.absent.push(hit.hazardId);
  reading.hits = reading.hits.filter((hit) => !inQuestion(hit.span));
}

/**
 * Where a corrective-action follow-up keeps its finding, its measures and its status (« # | Constat | Mesure |
 * Échéance | Statut »), or an audit its verdict ("No. | Area | Finding | Rating | Action / owner"). An audit's row
 * may have no measure of its own: its finding then tells the controls it found.
 */
export interface ActionColumns {
  finding: number;
  measure: number;
  status: number;
}

const FINDING_COLUMN =
  /^\s*(?:constats?|findings?|probl[èe]mes?|problems?|issues?|observations?|[ée]carts?|deficienc\p{L}*|hazards?|dangers?)\s*$/iu;
// The item audited, where no column holds a finding of its own ("# | Item | Compliant (Y/N) | Comments").
const ITEM_COLUMN = /^\s*(?:items?|[ée]l[ée]ments?|points?)\s*$/iu;
const MEASURE_COLUMN =
  /^\s*(?:mesures?(?: corrective?s?)?|actions?(?: corrective?s?)?|corrective actions?|measures?|controls?)(?:\s*\/\s*(?:owner|who|responsable|qui|resp\.?))?\s*$/iu;
const STATUS_COLUMN =
  /^\s*(?:statut|status|[ée]tat|suivi|follow-up|verdict|conformit[ée]|compliance|rating|cote|r[ée]sultat|result|ok\s*\?|conforme\s*\?|compliant\s*\?|satisfactory\s*\?|(?:compliant|conforme|ok|in place|en place)\s*\(\s*[yo]\s*\/\s*n\s*\)|[yo]\s*\/\s*n)\s*$/iu;
// What an auditor wrote of the item, after its verdict: what they saw in place, where the verdict is yes.
const COMMENT_COLUMN = /^\s*(?:comments?|commentaires?|remarques?|remarks?|notes?|d[ée]tails?)\s*$/iu;

/** The columns of a corrective-action follow-up's or an audit's header line, or null when the line is no such header. */
export function actionTableColumns(line: string): ActionColumns | null {
  const cells = line.split('|');
  const found = cells.findIndex((cell) => FINDING_COLUMN.test(cell));
  const finding = found >= 0 ? found : cells.findIndex((cell) => ITEM_COLUMN.test(cell));
  const measure = cells.findIndex((cell) => MEASURE_COLUMN.test(cell));
  const status = cells.findIndex((cell) => STATUS_COLUMN.test(cell));
  if (finding < 0 || status <= finding) return null;
  if (measure > finding && status > measure) return { finding, measure, status };
  const comment = cells.findIndex((cell, index) => index > status && COMMENT_COLUMN.test(cell));
  if (measure < 0 && comment > status) return { finding, measure: comment, status };
  // An audit's verdict before its action, or with none: the finding's own words are its measures.
  // (Not a hazard analysis's « Danger | Mesures en place | Statut », read as such.)
  const measuresBefore = cells
    .slice(finding + 1, status)
    .some((cell) => /mesure|measure|control/iu.test(cell));
  return !measuresBefore && (measure < 0 || measure > status) ? { finding, measure: -1, status } : null;
}

const STILL_OPEN =
  /(?:en cours|pas commenc|non commenc|pas fait|pas re[çc]u|not started|in progress|\bopen\b|ouvert|à faire|pending|en attente|not done|to do|overdue|en retard|pas de budget|pas ok|not ok|[àa] r[ée]gler|\bnc\b|non[- ]?conform|not compliant|non[- ]?compliant|unsatisfactory|insatisfaisant)/iu;
// The whole cell of a verdict column asked as a question (« OK? », « Conforme? »): yes or no.
const YES_CELL = /^\s*(?:y|yes|o|oui|✔|✓)\s*$/iu;
const NO_CELL = /^\s*(?:n|no|non|✘|✗)\s*$/iu;
const CLOSED =
  /(?:r[ée]gl[ée]e?s?(?!\p{L})|r[ée]solu|conforme|conforms?\b|compliant|satisfactory|satisfaisant|\bfait\b|termin[ée]|compl[ée]t[ée]|completed?|\bdone\b|closed|ferm[ée]|resolved|en place|in place)/iu;

/**
 * A row of a corrective-action follow-up, read from its whole line: closed (« RÉGLÉ », "Done", "Conforms"), its
 * finding is controlled by the measure listed, which is its measure in place; still open (« EN COURS »,
 * « PAS COMMENCÉ », "Major NC"), the measure is only planned and the finding stands.
 */
export function readActionTableRow(
  text: string,
  row: { line: Span; columns: ActionColumns },
  reading: SegmentReading,
): void {
  const cells = text.slice(row.line.start, row.line.end).split('|');
  const status = cells[row.columns.status] ?? '';
  if (STILL_OPEN.test(status) || NO_CELL.test(status)) {
    plannedOnly(reading);
    return;
  }
  if (!CLOSED.test(status) && !YES_CELL.test(status)) return;
  const column = row.columns.measure >= 0 ? row.columns.measure : row.columns.finding;
  let start = row.line.start;
  for (const cell of cells.slice(0, column)) start += cell.length + 1;
  const measure = cells[column] ?? '';
  const blank = measure.length - measure.trimStart().length;
  reading.measures = { start: start + blank, end: start + measure.trimEnd().length };
  reading.status = 'controlled';
  reading.danger = false;
  reading.incident = false;
  for (const hit of reading.hits) hit.danger = false;
}

/** « Actions correctives : … », a follow-up still open: the measures named are planned, not in place. */
export function plannedOnly(reading: SegmentReading): void {
  if (reading.status === 'controlled') reading.status = 'present';
  for (const hit of reading.hits)
    if (hit.control) Object.assign(hit, { weight: 1, control: false, unmet: true });
  for (const safe of reading.safe)
    reading.hits.push({
      hazardId: safe.hazardId,
      weight: 0.5,
      danger: false,
      span: safe.span,
      clue: `p${safe.hazardId}`,
    });
  reading.safe = [];
}

/**
 * A list item titled by its hazard in a word or two (« 3. Froid. », "Fuel:", "Bears –"): words too loose to be cues
 * in running prose name the item's subject when they title it, and the item's lines say what is done about it.
 */
const TITLE_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'cold-stress': 'cold|froid|grand froid|cold weather|temps froid',
    'heat-stress':
      'heat|chaleur|sun/heat|heat/sun|soleil/chaleur|chaleur/soleil|heat and sun|chaleur et soleil',
    'fatigue-shift-work':
      'fatigue|fatigue management|gestion de la fatigue|pilot hours|hours of work|heures de travail',
    'flammable-liquids': 'fuel|fuelling|refuelling|carburant|essence|ravitaillement',
    'sharp-tools': 'knives|knife|couteaux|couteau',
    'wildlife-insects': 'bears|bear|polar bear|ours|ours polaire|wildlife|faune',
    'first-aid-emergency': 'medical|first aid|premiers soins|secourisme|urgence médicale',
    'road-traffic-driving': 'driving|conduite|road travel|déplacements routiers',
    'whmis-hazardous-products': 'chemicals|produits chimiques',
    'electrical-contact': 'electricity|électricité',
  }).flatMap(([hazardId, words]) => words.split('|').map((word) => [foldText(word), hazardId] as const)),
);

const ITEM_TITLE =
  /^\s*(?:[-•*]\s*)?(?:\d+(?:\.\d+)*[.)]\s*)?(\p{L}[\p{L}’'/ ]{1,28}?)\s*(?:[.:]|\s[–—-](?=\s))/u;
const NONE_ANSWER = /^\s*(?:none|no|nil|aucun\p{L}*|non|néant|n\/a|s\.o\.|pas de|nothing|rien)(?!\p{L})/iu;

/** The hazard a list item's title names (« 3. Froid. »), its span and what the item says next, when it goes on. */
export function hazardTitle(
  text: string,
  segment: Span,
): { hazardId: string; span: Span; rest: string } | null {
  const sentence = text.slice(segment.start, segment.end);
  const found = ITEM_TITLE.exec(sentence);
  const hazardId = found ? TITLE_WORDS.get(foldText(found[1]!.trim())) : undefined;
  if (!found || !hazardId) return null;
  // What the item says next: the rest of the sentence, or the rest of the line after a heading of its own.
  let rest = sentence.slice(found[0].length);
  if (!/\p{L}{2}/u.test(rest)) {
    const lineEnd = text.indexOf('\n', segment.end);
    rest = text.slice(segment.end, lineEnd < 0 ? text.length : lineEnd);
  }
  if (!/\p{L}{2}/u.test(rest) || NONE_ANSWER.test(rest.replace(/^[\s.:–—-]+/u, ''))) return null;
  const start = segment.start + found.index + found[0].indexOf(found[1]!);
  return { hazardId, span: { start, end: start + found[1]!.trim().length }, rest };
}

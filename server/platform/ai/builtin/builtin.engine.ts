import { getHazard, hazards } from '../../../../common/domain/hazards';
import type { AnalysisEngine, AnalysisInput, AnalysisOutcome } from '../engine';
import { composeDraft } from './builtin.compose';
import { collectEvidence, type Observation } from './builtin.evidence';
import { getLexicon } from './builtin.lexicon';
import { SILENT_PROGRAMME_HAZARDS } from './builtin.matcher';
import {
  type Assessment,
  compareAssessments,
  compareSectorCandidates,
  rateControlled,
  rateEvidence,
  rateSector,
} from './builtin.rating';
import { sectorLabel, sectorPathOf, specificityOf } from './builtin.sector';

export const BUILTIN_MODEL = 'risquevision-builtin-1';

/** The report stays focused: the strongest risks first, and only a few guesses from the sector profile. */
const MAX_RISKS = 15;
const MAX_SECTOR_RISKS = 5;

/**
 * Weak clues (an ambiguous word) raise a hazard on their own only where the chosen sub-sector or activity
 * makes the reading likely: « scie » in a sawmill, « recette » in a mine.
 */
const PROMOTING_SPECIFICITY = 2;

/**
 * A word that is a cue of two hazards (« toit »: a roof, a mine's back; « nacelle »: a boom lift, a wind
 * turbine's housing) is read in one sense: the hazard its sentence confirms with other words, or else the one
 * typical of the chosen sector. An observation resting only on such a word, read in the other sense, is dropped.
 */
function readInOneSense(observations: Observation[], path: ReturnType<typeof sectorPathOf>): Observation[] {
  const terms = getLexicon().terms;
  const byPassage = new Map<string, Observation[]>();
  for (const o of observations) byPassage.set(o.passage, [...(byPassage.get(o.passage) ?? []), o]);
  const specificity = (hazardId: string) => {
    const hazard = getHazard(hazardId);
    return hazard ? specificityOf(hazard, path) : 0;
  };
  return observations.filter((o) => {
    if (!o.clues.every((clue) => clue.startsWith('t'))) return true;
    const neighbours = byPassage.get(o.passage) ?? [];
    return !neighbours.some(
      (other) =>
        other.hazardId !== o.hazardId &&
        o.clues.every((clue) => other.clues.includes(clue)) &&
        o.clues.every((clue) =>
          terms[Number(clue.slice(1))]?.cues.some((use) => use.hazardId === other.hazardId),
        ) &&
        (other.clues.length > o.clues.length || specificity(other.hazardId) > specificity(o.hazardId)),
    );
  });
}

/**
 * A symptom names no cause (« douleurs aux épaules »): where the evidence gives a cause the rule lists a full clue
 * (screens all day, work overhead), the symptom is that cause's sign and raises no hazard of its own.
 */
function attributeSymptoms(observations: Observation[]): Observation[] {
  const rules = getLexicon().rules;
  const caused = new Set(
    observations.filter((o) => o.weight >= 1 && o.status !== 'controlled').map((o) => o.hazardId),
  );
  const explained = (clue: string) =>
    clue.startsWith('r') && (rules[Number(clue.slice(1))]?.explainedBy ?? []).some((id) => caused.has(id));
  return observations.filter((o) => !o.clues.every(explained));
}

/** Access equipment: often only the way to the work, not the work itself. */
const ACCESS_HAZARDS = new Set(['ladders']);
/**
 * Where a ladder leads down into: a space whose air or engulfment is the hazard (a manure pit, a wet well, a bin,
 * a trench), not the climb.
 */
const DESTINATION_HAZARDS = new Set([
  'confined-spaces',
  'hydrogen-sulfide',
  'silo-gas',
  'fish-hold-atmospheres',
  'oxygen-deficient-inert-gas',
  'grain-engulfment',
  'excavation-trenching',
]);

/**
 * Access equipment named on the way to the real hazard (« descend dans la fosse par l’échelle fixe sans détecteur
 * de gaz », "climbs down the ladder into the wet well") is incidental: where the same passage raises an entry into a
 * space and says nothing wrong of the ladder itself, the ladder raises no risk of its own.
 */
function dropIncidentalAccess(observations: Observation[]): Observation[] {
  const destinations = new Set(
    observations
      .filter((o) => DESTINATION_HAZARDS.has(o.hazardId) && o.status !== 'controlled' && o.weight >= 1)
      .map((o) => o.passage),
  );
  if (destinations.size === 0) return observations;
  return observations.filter(
    (o) =>
      !(ACCESS_HAZARDS.has(o.hazardId) && !o.danger && o.status !== 'past' && destinations.has(o.passage)),
  );
}

/**
 * A mine's hazards (its ventilation, ground control, hoisting) belong to mines: outside the mining sector, only
 * evidence that speaks of a mine or of underground work raises them. A pumping station's « ventilation
 * mécanique » or a water plant's gas detector is not a mine's ventilation.
 */
const MINE_WORDS =
  /(?<!\p{L})(?:mines?|mini[eè]re?s?|mining|miners?|mineurs?|underground|souterraine?s?|galeries?|stopes?|drifts?|adits?|chevalements?|headframes?|raises?|cheminées? à minerai)(?!\p{L})/iu;

function speaksOfMines(input: AnalysisInput): boolean {
  return (
    MINE_WORDS.test(input.instructions) ||
    input.documents.some((document) => document.pages.some((page) => MINE_WORDS.test(page.text)))
  );
}

/** Assesses every hazard the evidence raises, then completes with the hazards typical of the sector. */
export function analyseOffline(input: AnalysisInput): Assessment[] {
  const reading = collectEvidence(input);
  let mines: boolean | null = null;
  const path = sectorPathOf(input.workplace);
  const byHazard = new Map<string, Observation[]>();
  for (const observation of attributeSymptoms(
    dropIncidentalAccess(readInOneSense(reading.observations, path)),
  )) {
    const list = byHazard.get(observation.hazardId);
    if (list) list.push(observation);
    else byHazard.set(observation.hazardId, [observation]);
  }

  const evidence: Assessment[] = [];
  const sector: Assessment[] = [];
  hazards.forEach((hazard, catalogueIndex) => {
    const specificity = specificityOf(hazard, path);
    if (hazard.family === 'mining' && specificity === 0 && byHazard.has(hazard.id)) {
      mines ??= speaksOfMines(input);
      if (!mines) return;
    }
    // In the hazard's own sector an ambiguous word is a full clue; a heading is still only the lines' title.
    const all = (byHazard.get(hazard.id) ?? []).map((o) =>
      specificity >= PROMOTING_SPECIFICITY && o.weight < 1 && !o.heading ? { ...o, weight: 1 } : o,
    );
    const observations = all.filter((o) => o.status !== 'controlled');
    const controls = all.filter((o) => o.status === 'controlled');
    // A risk needs one full clue. Ambiguous words add up only within one passage, where they explain each
    // other (« palan » and « crochet »); scattered over a document they are usually about something else.
    // Passages saying the hazard is controlled make a risk of their own, at its residual rating, only when
    // nothing in the evidence says it is uncontrolled; a sector's typical hazard the evidence says is
    // controlled or absent is not suggested again.
    // A document's title ("FIELD LEVEL HAZARD ASSESSMENT — Line clearance crew 3") and its fields of record
    // (« Tâche : … nacelle (moyeu à 80 m) ») name its subject: where the body says the hazard is controlled and
    // nothing else says it is not, they are no finding of their own.
    const framed = observations.every(
      (o) =>
        reading.frames.has(o.passage) && o.status === 'present' && !o.danger && !o.incident && !o.exposure,
    );
    if (observations.some((o) => o.weight >= 1) && !(framed && controls.some((o) => o.weight >= 1))) {
      evidence.push(rateEvidence({ hazard, catalogueIndex, observations, controls }));
    } else if (controls.some((o) => o.weight >= 1) && !SILENT_PROGRAMME_HAZARDS.has(hazard.id)) {
      evidence.push(rateControlled({ hazard, catalogueIndex, controls }));
    } else if (specificity > 0 && !reading.absent.has(hazard.id) && controls.length === 0) {
      sector.push(rateSector({ hazard, catalogueIndex, specificity }));
    }
  });

  const kept = evidence.sort(compareAssessments).slice(0, MAX_RISKS);
  const room = Math.min(MAX_SECTOR_RISKS, MAX_RISKS - kept.length);
  const typical = sector.sort(compareSectorCandidates).slice(0, Math.max(0, room));
  return [...kept, ...typical].sort(compareAssessments);
}

/**
 * The offline analyst: reads the documents, OCR text, instructions and file names against the hazard
 * catalogue and its own concept rules, rates each risk, and completes with the sector's typical hazards.
 * Deterministic, no network, no model.
 */
export function createBuiltinEngine(): AnalysisEngine {
  // The lexicon (about 8,400 terms, half a second to build) is built by the first analysis, not at start:
  // a server starts and answers its health checks without it.
  return {
    name: 'builtin',
    model: BUILTIN_MODEL,
    metered: false,
    prepare: () => void getLexicon(),
    async analyse(input, options): Promise<AnalysisOutcome> {
      options?.signal?.throwIfAborted();
      const path = sectorPathOf(input.workplace);
      const risks = analyseOffline(input).map((assessment) =>
        composeDraft({
          assessment,
          language: input.language,
          jurisdiction: input.jurisdiction,
          sectorLabel: sectorLabel(path, assessment.specificity, input.language),
        }),
      );
      return { engine: 'builtin', model: BUILTIN_MODEL, risks };
    },
  };
}

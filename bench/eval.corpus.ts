import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { JURISDICTION_CODES } from '../common/domain/jurisdictions';

/**
 * The labelled corpus `npm run eval` scores engines on (fixtures/eval/*.json). Each scenario is a piece of
 * evidence written fresh, as a consultant or a client would write it, with the hazards a practitioner finds
 * in it and the status of each: present and uncontrolled, present with controls in place, absent or negated,
 * or a past event. `tune` scenarios may be looked at while improving an engine; `measure` ones only scored.
 */

export const FINDING_STATUSES = ['present', 'controlled', 'absent', 'past'] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

const expectedSchema = z.object({
  /** Catalogue hazards that each name the finding correctly (any one will do). */
  hazards: z.array(z.string()).min(1),
  status: z.enum(FINDING_STATUSES),
  /** What the label means, in words, for whoever reads a failure. */
  note: z.string().optional(),
});

export const scenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** `holdout`: written after tuning had begun, scored once at the end, never looked at to tune. */
    split: z.enum(['tune', 'measure', 'holdout']),
    language: z.enum(['fr', 'en']),
    jurisdiction: z.enum(JURISDICTION_CODES),
    /** The sector as the user would choose it (main sector, sub-sector or activity id), or null. */
    sector: z.string().nullable(),
    /** The industry the evidence comes from (not necessarily what the user chose), for coverage. */
    industry: z.string(),
    /** Short words on what the text is, for reports. */
    title: z.string(),
    /** Text evidence; or `scan`, an image under fixtures/eval/scans read through OCR. */
    text: z.string().optional(),
    scan: z.string().optional(),
    instructions: z.string().default(''),
    /** A text about something else, which must raise no evidence-based risk. */
    distractor: z.boolean().default(false),
    expected: z.array(expectedSchema).default([]),
    /** Hazards a practitioner would also accept from this evidence, neither required nor wrong. */
    acceptable: z.array(z.string()).default([]),
  })
  .refine((s) => (s.text === undefined) !== (s.scan === undefined), 'text or scan, not both');

export type Scenario = z.infer<typeof scenarioSchema>;
export type ExpectedFinding = Scenario['expected'][number];

export const CORPUS_DIR = join(import.meta.dirname, '..', 'fixtures', 'eval');

/** Every scenario of the corpus, in file then written order; throws on a malformed file, naming it. */
export function loadCorpus(dir = CORPUS_DIR): Scenario[] {
  // In the files' number order (« 100-… » after « 99-… »): the speed budget's 50,000 characters are the corpus's first
  // prose, which a new round must not displace.
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return files.flatMap((name) => {
    const parsed = z.array(scenarioSchema).safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

import { readFile } from 'node:fs/promises';
import { CONTROL_LEVELS, hazards } from '../../../common/domain/hazards';
import { getJurisdiction } from '../../../common/domain/jurisdictions';
import { generalDutyFor, provisionsFor } from '../../../common/domain/regulations';
import { LIKELIHOODS, SEVERITIES } from '../../../common/domain/risk';
import { findSectorNode } from '../../../common/domain/sectors';
import type { Language } from '../../../common/i18n/language';
import type { AnalysisInput } from './engine';
import { MAX_RISKS, WORDING } from './prompt-wording';

export { MAX_RISKS };

/**
 * What the AI engines (Gemini, OpenAI-compatible) send and how their answer is grounded. Both providers get
 * the same messages and the same JSON schema, so the two engines differ only in transport.
 */

export const MAX_TEXT_CHARS = 60_000;
export const MAX_IMAGES = 8;
// Gemini refuses inline requests above 20 MB and base64 adds a third, so the raw pictures stay under 12 MB.
export const MAX_IMAGE_BYTES = 12 * 1024 * 1024;

export interface PromptImage {
  fileName: string;
  mimeType: string;
  base64: string;
}

export interface AnalysisPrompt {
  system: string;
  user: string;
  images: PromptImage[];
}

/**
 * Max-min fair shares of the text budget: small files are kept whole and what they leave is split evenly
 * between the longer ones, so one long manual never crowds out a short inspection note.
 */
export function shareTextBudget(lengths: readonly number[], budget: number): number[] {
  const shares = lengths.map(() => 0);
  const order = lengths.map((_, index) => index).sort((a, b) => (lengths[a] ?? 0) - (lengths[b] ?? 0));
  let remaining = budget;
  order.forEach((index, position) => {
    const take = Math.min(lengths[index] ?? 0, Math.floor(remaining / (order.length - position)));
    shares[index] = take;
    remaining -= take;
  });
  return shares;
}

const textLength = (document: AnalysisInput['documents'][number]) =>
  document.pages.reduce((sum, page) => sum + page.text.length, 0);

function documentSection(
  document: AnalysisInput['documents'][number],
  share: number,
  language: Language,
): string {
  const words = WORDING[language];
  const total = textLength(document);
  const lines = [`### ${words.file}${words.colon}${document.fileName}`];
  let left = share;
  for (const page of document.pages) {
    if (left <= 0) break;
    const text = page.text.length <= left ? page.text : page.text.slice(0, left);
    left -= text.length;
    lines.push(`#### ${words.page} ${page.page} (${page.method === 'ocr' ? 'OCR' : words.textLayer})`, text);
  }
  if (share < total) lines.push(words.trimmed(share, total));
  return lines.join('\n');
}

export function sectorLabels(workplace: AnalysisInput['workplace'], language: Language): string[] {
  return [workplace.mainSectorId, workplace.subSectorId, workplace.activityId].flatMap((id) => {
    const node = id ? findSectorNode(id) : undefined;
    return node ? [node.name[language]] : [];
  });
}

/** Catalogue hazards tied to the chosen sector node, its ancestors or its descendants. */
export function typicalHazardIds(workplace: AnalysisInput['workplace']): string[] {
  const selected = workplace.activityId ?? workplace.subSectorId ?? workplace.mainSectorId;
  if (!selected) return [];
  const related = (id: string) =>
    id === selected || selected.startsWith(`${id}.`) || id.startsWith(`${selected}.`);
  return hazards.filter((hazard) => hazard.sectors.some(related)).map((hazard) => hazard.id);
}

function sniffImageType(bytes: Buffer): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === '\x89PNG') return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * The pictures the model looks at. A picture that cannot be read or is of no type the providers take is left
 * out rather than failing the analysis: its OCR text is still in the prompt.
 */
export async function loadPromptImages(
  documents: AnalysisInput['documents'],
  limits: { maxImages?: number; maxBytes?: number } = {},
): Promise<PromptImage[]> {
  const images: PromptImage[] = [];
  let bytesLeft = limits.maxBytes ?? MAX_IMAGE_BYTES;
  for (const document of documents) {
    if (images.length >= (limits.maxImages ?? MAX_IMAGES)) break;
    if (document.kind !== 'image' || !document.imagePath) continue;
    const bytes = await readFile(document.imagePath).catch(() => null);
    const mimeType = bytes ? sniffImageType(bytes) : null;
    if (!bytes || !mimeType || bytes.length > bytesLeft) continue;
    bytesLeft -= bytes.length;
    images.push({ fileName: document.fileName, mimeType, base64: bytes.toString('base64') });
  }
  return images;
}

/** The system and user messages; the images follow the user message in the order listed in it. */
export function buildPromptMessages(
  input: AnalysisInput,
  options: { images?: readonly PromptImage[]; maxTextChars?: number } = {},
): { system: string; user: string } {
  const words = WORDING[input.language];
  const language = input.language;
  const jurisdiction = getJurisdiction(input.jurisdiction);
  const generalDuty = generalDutyFor(input.jurisdiction).id;
  const typical = typicalHazardIds(input.workplace);
  const system = [
    words.role,
    words
      .rules(generalDuty)
      .map((rule, index) => `${index + 1}. ${rule}`)
      .join('\n'),
    `## ${words.hazardsHeading}`,
    hazards.map((hazard) => `- ${hazard.id}${words.colon}${hazard.name[language]}`).join('\n'),
    ...(typical.length > 0 ? [`## ${words.typicalHeading}`, typical.join(', ')] : []),
    `## ${words.provisionsHeading(jurisdiction.name[language])}`,
    provisionsFor(input.jurisdiction)
      .map((provision) => {
        const mark = provision.kind === 'general-duty' ? ` (${words.generalDuty})` : '';
        return `- ${provision.id}${mark}${words.colon}${provision.citation[language]} — ${provision.title[language]}`;
      })
      .join('\n'),
  ].join('\n\n');

  const withText = input.documents.filter((document) => textLength(document) > 0);
  const shares = shareTextBudget(withText.map(textLength), options.maxTextChars ?? MAX_TEXT_CHARS);
  const images = options.images ?? [];
  const sectors = sectorLabels(input.workplace, language);
  const user = [
    `## ${words.workplace}`,
    `${words.area}${words.colon}${input.workplace.area}`,
    `${words.jurisdiction}${words.colon}${jurisdiction.name[language]} — ${words.regulator}${words.colon}${jurisdiction.agency[language]} (${jurisdiction.fullName[language]}) — ${words.law}${words.colon}${jurisdiction.law[language]}`,
    `${words.sector}${words.colon}${sectors.length > 0 ? sectors.join(' > ') : words.notSpecified}`,
    `## ${words.instructions}`,
    input.instructions.trim() || words.none,
    `## ${words.documents}`,
    withText.length > 0
      ? withText
          .map((document, index) => documentSection(document, shares[index] ?? 0, language))
          .join('\n\n')
      : words.none,
    ...(images.length > 0
      ? [`## ${words.images}`, images.map((image, index) => `${index + 1}. ${image.fileName}`).join('\n')]
      : []),
    words.ask,
  ].join('\n');
  return { system, user };
}

export async function buildAnalysisPrompt(
  input: AnalysisInput,
  options: { maxTextChars?: number; maxImages?: number } = {},
): Promise<AnalysisPrompt> {
  const images = await loadPromptImages(input.documents, { maxImages: options.maxImages });
  return { ...buildPromptMessages(input, { images, maxTextChars: options.maxTextChars }), images };
}

/**
 * The answer's JSON schema, in the subset both OpenAI strict mode and Gemini's responseJsonSchema accept:
 * every property required, no extra properties, nulls as type unions. References are an enum of the
 * jurisdiction's provision ids, so a provider that enforces the schema cannot invent a citation.
 */
export function buildAnswerJsonSchema(jurisdiction: AnalysisInput['jurisdiction']): Record<string, unknown> {
  const strings = { type: 'array', items: { type: 'string' } };
  const object = (properties: Record<string, unknown>) => ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  });
  const provisionIds = provisionsFor(jurisdiction).map((provision) => provision.id);
  const evidence = object({
    source: { type: 'string', enum: ['file', 'instructions', 'sector'] },
    fileName: { type: ['string', 'null'] },
    page: { type: ['integer', 'null'] },
    quote: { type: 'string' },
  });
  const risk = object({
    hazardId: { type: ['string', 'null'] },
    title: { type: 'string' },
    description: { type: 'string' },
    severity: { type: 'string', enum: [...SEVERITIES] },
    likelihood: { type: 'string', enum: [...LIKELIHOODS] },
    status: { type: 'string', enum: ['present', 'controlled', 'absent', 'past'] },
    existingMeasures: strings,
    inherentSeverity: { type: 'string', enum: [...SEVERITIES] },
    ratingRationale: { type: 'string' },
    measures: object(Object.fromEntries(CONTROL_LEVELS.map((level) => [level, strings]))),
    recommendation: { type: 'string' },
    references: { type: 'array', items: { type: 'string', enum: provisionIds } },
    evidence: { type: 'array', items: evidence },
  });
  return object({ risks: { type: 'array', items: risk } });
}

/** The schema as text, for providers that only promise "some JSON" (json_object mode). */
export function describeAnswerFormat(input: AnalysisInput): string {
  return `## ${WORDING[input.language].formatHeading}\n${JSON.stringify(buildAnswerJsonSchema(input.jurisdiction))}`;
}

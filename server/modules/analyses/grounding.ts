import type { ResolvedReference } from '../../../common/contract/analysis';
import type { JurisdictionCode } from '../../../common/domain/jurisdictions';
import { generalDutyFor, getProvision } from '../../../common/domain/regulations';
import { type Priority, priorityOf, SEVERITIES } from '../../../common/domain/risk';
import type { Language } from '../../../common/i18n/language';
import type { RiskDraft } from '../../platform/ai/engine';

export type GroundedRisk = Omit<RiskDraft, 'references'> & {
  references: ResolvedReference[];
  priority: Priority;
};

/**
 * Checks each draft's references against the chosen jurisdiction's catalogue: an id that does not
 * resolve there is dropped, never shown as if it were real; a risk left with none cites the
 * jurisdiction's general duty. Drafts about the same catalogue hazard are merged; the list is
 * sorted by priority, then severity, evidence first.
 */
export function groundRisks(options: {
  drafts: RiskDraft[];
  jurisdiction: JurisdictionCode;
  language: Language;
}): GroundedRisk[] {
  const resolve = (id: string): ResolvedReference | null => {
    const provision = getProvision(id);
    if (!provision || provision.jurisdiction !== options.jurisdiction) return null;
    return {
      id: provision.id,
      citation: provision.citation[options.language],
      title: provision.title[options.language],
      url: provision.url,
      generalDuty: provision.kind === 'general-duty',
    };
  };
  const merged = new Map<string, RiskDraft>();
  for (const draft of options.drafts) {
    if (!draft.title.trim() || !draft.description.trim()) continue;
    const key = draft.hazardId ?? `free:${draft.title.trim().toLowerCase()}`;
    const existing = merged.get(key);
    if (!existing) {
      merged.set(key, { ...draft, evidence: [...draft.evidence], references: [...draft.references] });
      continue;
    }
    existing.evidence.push(...draft.evidence);
    existing.references.push(...draft.references);
    if (draft.basis === 'evidence') existing.basis = 'evidence';
  }
  const grounded = [...merged.values()].map((draft): GroundedRisk => {
    const references = [...new Set(draft.references)]
      .map(resolve)
      .filter((ref): ref is ResolvedReference => ref !== null);
    if (references.length === 0)
      references.push(resolve(generalDutyFor(options.jurisdiction).id) as ResolvedReference);
    const evidence =
      draft.basis === 'evidence' ? draft.evidence.filter((item) => item.source !== 'sector') : draft.evidence;
    const { priority } = priorityOf({ severity: draft.severity, likelihood: draft.likelihood });
    return { ...draft, evidence, references, priority };
  });
  return grounded.sort(
    (a, b) =>
      a.priority - b.priority ||
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
      (a.basis === b.basis ? 0 : a.basis === 'evidence' ? -1 : 1),
  );
}

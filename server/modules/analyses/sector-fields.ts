import { foldText } from '../../../common/domain/risk';
import { sectors } from '../../../common/domain/sectors';

type Node = { id: string; name: { fr: string; en: string } };

// The form sends ids; the spec's examples send labels in either language. Both are accepted, and
// each level is looked up among the children of the one above, so the chain always holds together.
function matchNode<T extends Node>(value: string, candidates: readonly T[]): T | null {
  if (!value) return null;
  const folded = foldText(value);
  return (
    candidates.find((node) => node.id === value) ??
    candidates.find((node) => foldText(node.name.fr) === folded || foldText(node.name.en) === folded) ??
    null
  );
}

/** The stable sector ids of a request; an unknown or misplaced level and those below it are dropped. */
export function resolveSectorFields(fields: { mainSector: string; subSector: string; activity: string }) {
  const main = matchNode(fields.mainSector, sectors);
  const sub = main ? matchNode(fields.subSector, main.subSectors) : null;
  const activity = sub ? matchNode(fields.activity, sub.activities) : null;
  return { mainSectorId: main?.id ?? null, subSectorId: sub?.id ?? null, activityId: activity?.id ?? null };
}

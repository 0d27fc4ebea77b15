import type { LocalizedText } from '../localized';
import type { MainSector } from '../sectors';

/** [key, French label, English label]; the key becomes the last segment of the activity id. */
export type ActivityDraft = readonly [key: string, fr: string, en: string];

export type SubSectorDraft = {
  readonly key: string;
  readonly name: LocalizedText;
  readonly naics?: string;
  readonly activities: readonly ActivityDraft[];
};

/** Builds a main sector and derives every dotted id from its parent, so ids cannot drift from the tree. */
export function defineMainSector(
  id: string,
  name: LocalizedText,
  subSectors: readonly SubSectorDraft[],
): MainSector {
  return {
    id,
    name,
    subSectors: subSectors.map((draft) => {
      const subSectorId = `${id}.${draft.key}`;
      return {
        id: subSectorId,
        name: draft.name,
        ...(draft.naics ? { naics: draft.naics } : {}),
        activities: draft.activities.map(([key, fr, en]) => ({
          id: `${subSectorId}.${key}`,
          name: { fr, en },
        })),
      };
    }),
  };
}

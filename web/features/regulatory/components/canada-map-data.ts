import canadaMap from '@svg-maps/canada';
import type { JurisdictionCode } from '../../../../common/contract/knowledge';

/**
 * The real outlines of the 13 provinces and territories, from @svg-maps/canada (Victor Cazanave, after
 * MapSVG, CC BY 4.0: the page credits it). The package names places in English only, so the page takes
 * every visible or spoken name from the catalogue instead.
 */
interface SvgMap {
  viewBox: string;
  locations: { id: string; name: string; path: string }[];
}

export type ProvinceCode = Exclude<JurisdictionCode, 'FEDERAL'>;

export interface MapShape {
  code: ProvinceCode;
  path: string;
  /** Where the code is written, in map units. */
  label: { x: number; y: number };
  /** Small provinces get their label offshore, joined to the shape by a line from this point. */
  anchor?: { x: number; y: number };
}

// Label positions were read off the rendered map: inside the shape when it is big enough, in the sea
// for the three Maritime provinces, whose labels also widen what a finger can tap.
const LABELS: Record<ProvinceCode, Pick<MapShape, 'label' | 'anchor'>> = {
  QC: { label: { x: 607, y: 872 } },
  ON: { label: { x: 500, y: 915 } },
  BC: { label: { x: 150, y: 845 } },
  AB: { label: { x: 232, y: 860 } },
  SK: { label: { x: 316, y: 860 } },
  MB: { label: { x: 405, y: 860 } },
  NB: { label: { x: 626, y: 1045 }, anchor: { x: 664, y: 978 } },
  NS: { label: { x: 752, y: 1045 }, anchor: { x: 712, y: 992 } },
  PE: { label: { x: 766, y: 998 }, anchor: { x: 698, y: 969 } },
  NL: { label: { x: 728, y: 856 } },
  YT: { label: { x: 72, y: 690 } },
  NT: { label: { x: 240, y: 690 } },
  NU: { label: { x: 430, y: 640 } },
};

/** The province and territory codes in the catalogue's order (QC first), which is also the Tab order. */
export const PROVINCE_CODES = Object.keys(LABELS) as ProvinceCode[];

const map = canadaMap as unknown as SvgMap;

export const MAP_SHAPES: MapShape[] = PROVINCE_CODES.map((code) => {
  const location = map.locations.find((candidate) => candidate.id === code.toLowerCase());
  if (!location) throw new Error(`@svg-maps/canada has no outline for ${code}`);
  return { code, path: location.path, ...LABELS[code] };
});

/** The package's own viewBox is 0 0 793 1032; the margin leaves room for the offshore labels. */
export const MAP_VIEW_BOX = '-8 -8 809 1078';

/** The FED circle sits in the empty north-west corner, beside the map rather than on it. */
export const FEDERAL_CIRCLE = { x: 78, y: 92, r: 58 } as const;

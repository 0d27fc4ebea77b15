import type { JurisdictionCode } from '../jurisdictions';
import { abProvisions } from './ab';
import { bcProvisions } from './bc';
import { bcIndustryProvisions } from './bc-industry';
import { federalProvisions } from './federal';
import { mbProvisions } from './mb';
import { nbProvisions } from './nb';
import { nlProvisions } from './nl';
import { nsProvisions } from './ns';
import { ntProvisions } from './nt';
import { nuProvisions } from './nu';
import { onProvisions } from './on';
import { onConstructionProvisions } from './on-construction';
import { peProvisions } from './pe';
import { qcProvisions } from './qc';
import { qcConstructionProvisions } from './qc-construction';
import { qcRsstProvisions } from './qc-rsst';
import { skProvisions } from './sk';
import type { Provision } from './types';
import { ytProvisions } from './yt';

export type { Confidence, Provision, ProvisionKind } from './types';

/**
 * The citable provisions of the 14 jurisdictions. Every regulatory reference an analysis shows must resolve
 * here (see DESIGN.md §4, "Ground"); anything else is never displayed as if it were real.
 */
export const provisions: readonly Provision[] = [
  ...qcProvisions,
  ...qcRsstProvisions,
  ...qcConstructionProvisions,
  ...onProvisions,
  ...onConstructionProvisions,
  ...bcProvisions,
  ...bcIndustryProvisions,
  ...abProvisions,
  ...skProvisions,
  ...mbProvisions,
  ...nbProvisions,
  ...nsProvisions,
  ...peProvisions,
  ...nlProvisions,
  ...ytProvisions,
  ...ntProvisions,
  ...nuProvisions,
  ...federalProvisions,
];

const byId = new Map(provisions.map((provision) => [provision.id, provision]));

export function getProvision(id: string): Provision | undefined {
  return byId.get(id);
}

export function provisionsFor(code: JurisdictionCode): readonly Provision[] {
  return provisions.filter((provision) => provision.jurisdiction === code);
}

/** The jurisdiction's general duty of the employer, cited when no narrower provision covers a hazard. */
export function generalDutyFor(code: JurisdictionCode): Provision {
  const duty = provisions.find(
    (provision) => provision.jurisdiction === code && provision.kind === 'general-duty',
  );
  if (!duty) throw new Error(`No general-duty provision for ${code}`);
  return duty;
}

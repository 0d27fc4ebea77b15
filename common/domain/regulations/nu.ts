import { northernProvisions } from './northern-shared';

/** Nunavut — Safety Act and OHS Regulations (Nunavut), administered by the WSCC from its Iqaluit office. */
export const nuProvisions = northernProvisions('NU');

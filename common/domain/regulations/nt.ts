import { northernProvisions } from './northern-shared';

/** Northwest Territories — Safety Act and OHS Regulations (in force 1 June 2015), administered by the WSCC. */
export const ntProvisions = northernProvisions('NT');

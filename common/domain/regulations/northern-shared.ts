import type { JurisdictionCode } from '../jurisdictions';
import { defineProvisions, WHMIS_HAZARDS } from './types';

/**
 * NT and NU have separate but mirror Safety Acts and OHS Regulations, both administered by the WSCC.
 * One template builds both catalogues so the two cannot drift apart; ids keep the territory prefix.
 */
export function northernProvisions(code: Extract<JurisdictionCode, 'NT' | 'NU'>, site: string) {
  const prefix = code.toLowerCase();
  const territory = code === 'NT' ? { fr: 'T.N.-O.', en: 'NWT' } : { fr: 'Nunavut', en: 'Nunavut' };
  return defineProvisions(code, [
    {
      // The section number of the employer's duty was not confirmed: the entry cites the Act.
      id: `${prefix}-safety-act`,
      kind: 'general-duty',
      citation: {
        fr: `Loi sur la sécurité (${territory.fr}) — obligations de l’employeur`,
        en: `Safety Act (${territory.en}) — duties of employers`,
      },
      title: {
        fr: 'Obligations générales de l’employeur (milieu de travail sécuritaire, information, formation)',
        en: 'General duties of employers (safe workplace, information, training)',
      },
      url: site,
      hazards: [],
      confidence: 'C2',
      source:
        'Safety Act consolidation (reference §2 NT/NU); https://www.cfib-fcei.ca/en/tools-resources/occupational-health-and-safety-act-workplace-ohs-nwt',
    },
    {
      id: `${prefix}-ohsr-part-22`,
      citation: {
        fr: `Règlement sur la santé et la sécurité au travail (${territory.fr}), partie 22`,
        en: `Occupational Health and Safety Regulations (${territory.en}), Part 22`,
      },
      title: { fr: 'Produits dangereux et SIMDUT', en: 'Hazardous products and WHMIS' },
      url: site,
      hazards: [...WHMIS_HAZARDS],
      confidence: 'C1',
      source: 'https://whmis.org:443/jurisdictions/nt.html',
    },
    {
      id: `${prefix}-ohsr-part-5`,
      citation: {
        fr: `Règlement sur la santé et la sécurité au travail (${territory.fr}), partie 5 (art. 56)`,
        en: `Occupational Health and Safety Regulations (${territory.en}), Part 5 (s. 56)`,
      },
      title: { fr: 'Premiers soins', en: 'First aid' },
      url: site,
      hazards: ['first-aid-emergency', 'remote-work-camps'],
      confidence: 'C2',
      source:
        'https://www.cfib-fcei.ca/en/tools-resources/occupational-health-and-safety-act-workplace-ohs-nwt',
    },
    {
      id: `${prefix}-mine-health-safety-act`,
      citation: {
        fr: `Mine Health and Safety Act (${territory.fr})`,
        en: `Mine Health and Safety Act (${territory.en})`,
      },
      title: {
        fr: 'Santé et sécurité dans les mines (loi distincte administrée par la CSTIT — titre français non confirmé)',
        en: 'Health and safety in mines (separate Act administered by the WSCC)',
      },
      url: site,
      hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting'],
      confidence: 'C1',
      source: 'https://whmis.org:443/jurisdictions/nt.html',
    },
    {
      id: `${prefix}-explosives-use-act`,
      citation: { fr: `Explosives Use Act (${territory.fr})`, en: `Explosives Use Act (${territory.en})` },
      title: {
        fr: 'Utilisation des explosifs (titre français non confirmé)',
        en: 'Use of explosives',
      },
      url: site,
      hazards: ['blasting'],
      confidence: 'C1',
      source: 'https://whmis.org:443/jurisdictions/nt.html',
    },
  ]);
}

import type { JurisdictionCode } from '../jurisdictions';
import type { LocalizedText } from '../localized';
import { defineProvisions, type ProvisionDraft, WHMIS_HAZARDS } from './types';

/**
 * NT and NU have separate but mirror Safety Acts and OHS Regulations, both administered by the WSCC. One
 * template builds both catalogues so the two cannot drift apart; ids and instrument keys keep the territory
 * prefix, and each territory links its own instruments (no shared links).
 *
 * Links: the official sites publish these instruments only as PDFs (justice.gov.nt.ca/en/files/legislation/…
 * .a.pdf; nunavutlegislation.ca file downloads), so the entries link CanLII, which OFFICIAL_LAW_HOSTS allows for
 * both territories: `https://www.canlii.org/en/{nt|nu}/laws/{stat|regu}/{id}/latest/{id}.html`, the form of the
 * stored addresses …/en/nt/laws/stat/snwt-2017-c-9/latest/snwt-2017-c-9.html,
 * …/en/nu/laws/stat/rsnwt-nu-1988-c-l-1/latest/rsnwt-nu-1988-c-l-1.html and
 * …/en/nt/laws/regu/nwt-reg-090-2026/latest/nwt-reg-090-2026.html. A section is addressed with `#secN`, the
 * CanLII form the citation brief names; no Part anchor is known, so Part entries link the regulation.
 */

const VERIFIED_ON = '2026-11-25';

type Instrument = { readonly id: string; readonly citation: LocalizedText };

/** The CanLII ids and citations of one territory's instruments. */
type NorthernLaws = {
  readonly territory: { readonly fr: string; readonly en: string };
  readonly safetyAct: Instrument;
  readonly ohsRegs: Instrument;
  readonly mineAct: Instrument;
  readonly explosivesAct: Instrument;
};

/**
 * Nunavut kept the NWT statutes it inherited in 1999 under their NWT chapters, cited "(Nu)"; CanLII gives them
 * the NWT id with `-nu` after the series (…/nu/laws/stat/rsnwt-nu-1988-c-l-1, snwt-nu-1994-c-29 in stored
 * addresses). The OHS Regulations are each territory's own.
 */
function northernLaws(
  territory: NorthernLaws['territory'],
  nunavut: boolean,
  ohsRegs: Instrument,
): NorthernLaws {
  const nu = nunavut ? ' (Nu)' : '';
  const statute = (series: 'rsnwt' | 'snwt', year: number, chapter: string): Instrument => ({
    id: `${series}${nunavut ? '-nu' : ''}-${year}-c-${chapter.toLowerCase()}`,
    citation: {
      fr: `${series === 'rsnwt' ? 'L.R.T.N.-O.' : 'L.T.N.-O.'}${nu} ${year}, ch. ${chapter}`,
      en: `${series.toUpperCase()}${nu} ${year}, c. ${chapter}`,
    },
  });
  return {
    territory,
    safetyAct: statute('rsnwt', 1988, 'S-1'),
    ohsRegs,
    mineAct: statute('snwt', 1994, '25'),
    explosivesAct: statute('rsnwt', 1988, 'E-10'),
  };
}

/** A territorial regulation, cited by its registration number in both languages. */
function regulation(id: string, number: string): Instrument {
  return { id, citation: { fr: number, en: number } };
}

const LAWS: Record<Extract<JurisdictionCode, 'NT' | 'NU'>, NorthernLaws> = {
  NT: northernLaws({ fr: 'T.N.-O.', en: 'NWT' }, false, regulation('nwt-reg-039-2015', 'R-039-2015')),
  NU: northernLaws({ fr: 'Nunavut', en: 'Nunavut' }, true, regulation('nu-reg-003-2016', 'R-003-2016')),
};

/** The CanLII page of one instrument of a territory, with an optional section anchor. */
function canlii(code: 'NT' | 'NU', kind: 'stat' | 'regu', id: string, section?: number): string {
  const page = `https://www.canlii.org/en/${code.toLowerCase()}/laws/${kind}/${id}/latest/${id}.html`;
  return section === undefined ? page : `${page}#sec${section}`;
}

/**
 * What every entry of the template shares: checked today on secondary sources only (no official text of these
 * instruments is in the stored copies), and a CanLII address built from the citation, not opened.
 */
function checked(source: string): Pick<ProvisionDraft, 'confidence' | 'source' | 'verifiedOn'> {
  return {
    confidence: 'C2',
    source: `${source}; CanLII id built from the citation (page not opened)`,
    verifiedOn: VERIFIED_ON,
  };
}

const WHMIS_SOURCE =
  'https://whmis.org:443/jurisdictions/nt.html (WSCC: "Part 22 of the OHS Regulations addresses Hazardous Products and WHMIS", NT and NU)';
/** The regulation numbers are corroborated only by a secondary note ("WSCC OHS Reg R-039-2015 (NT) and R-003-2016 (NU)"). */
const REG_NUMBERS = 'R-039-2015 (NT) and R-003-2016 (NU) seen only in a secondary note';
const WSCC_LEGISLATION =
  'http://www.wcb.nt.ca/YourWSCC/WhoWeAre/Pages/Legislation.aspx (WSCC: Safety Acts, Mine Health and Safety Acts, Explosives Use Acts of both territories)';

export function northernProvisions(code: Extract<JurisdictionCode, 'NT' | 'NU'>) {
  const prefix = code.toLowerCase();
  const laws = LAWS[code];
  const { territory } = laws;
  const regs = {
    fr: `Règlement sur la santé et la sécurité au travail (${territory.fr}), ${laws.ohsRegs.citation.fr}`,
    en: `Occupational Health and Safety Regulations (${territory.en}), ${laws.ohsRegs.citation.en}`,
  };
  return defineProvisions(code, [
    {
      id: `${prefix}-safety-act`,
      kind: 'general-duty',
      citation: {
        fr: `Loi sur la sécurité (${territory.fr}), ${laws.safetyAct.citation.fr}, art. 4`,
        en: `Safety Act (${territory.en}), ${laws.safetyAct.citation.en}, s. 4`,
      },
      title: {
        fr: 'Obligations de l’employeur (établissement sécuritaire, précautions raisonnables, premiers soins)',
        en: 'Duties of employers (safe establishment, reasonable precautions, first aid)',
      },
      instrument: `${prefix}-safety-act`,
      url: canlii(code, 'stat', laws.safetyAct.id, 4),
      linkScope: 'section',
      hazards: [],
      ...checked(
        code === 'NT'
          ? 'https://www.okaloneworker.com/legislation/ca/lone-working-northwest-territories/ (quotes s. 4(1)(a)–(c) and 4(2) of the NWT and Nunavut Safety Acts)'
          : 'https://www.okaloneworker.com/legislation/ca/lone-working-northwest-territories/ (quotes s. 4 of the NWT and Nunavut Safety Acts); https://wscc.nt.ca/news/media-release-workers%E2%80%99-safety-and-compensation-commission-lay-charges-under-nunavut-safety-ac-1 (WSCC, Nunavut Safety Act charges in the words of s. 4(1)(b))',
      ),
    },
    {
      id: `${prefix}-ohsr-part-22`,
      citation: { fr: `${regs.fr}, partie 22`, en: `${regs.en}, Part 22` },
      title: { fr: 'Produits dangereux et SIMDUT', en: 'Hazardous products and WHMIS' },
      instrument: `${prefix}-ohsr`,
      url: canlii(code, 'regu', laws.ohsRegs.id),
      linkScope: 'instrument',
      hazards: [...WHMIS_HAZARDS],
      ...checked(`${WHMIS_SOURCE}; ${REG_NUMBERS}`),
    },
    {
      id: `${prefix}-ohsr-part-5`,
      citation: { fr: `${regs.fr}, partie 5 (art. 56)`, en: `${regs.en}, Part 5 (s. 56)` },
      title: { fr: 'Premiers soins', en: 'First aid' },
      instrument: `${prefix}-ohsr`,
      url: canlii(code, 'regu', laws.ohsRegs.id),
      linkScope: 'instrument',
      hazards: ['first-aid-emergency', 'remote-work-camps'],
      ...checked(
        `https://wscc.nt.ca/health-safety/ohs-information/first-aid (WSCC: "Part 5 First Aid of the OHS Regulations of the Northwest Territories and Nunavut"); https://www.cfib-fcei.ca/en/tools-resources/occupational-health-and-safety-act-workplace-ohs-nwt (Part 5: First Aid, Section 56); ${REG_NUMBERS}`,
      ),
    },
    {
      id: `${prefix}-mine-health-safety-act`,
      citation: {
        fr: `Mine Health and Safety Act (${territory.fr}), ${laws.mineAct.citation.fr}`,
        en: `Mine Health and Safety Act (${territory.en}), ${laws.mineAct.citation.en}`,
      },
      title: {
        fr: 'Santé et sécurité dans les mines (loi distincte administrée par la CSTIT — titre français non confirmé)',
        en: 'Health and safety in mines (separate Act administered by the WSCC)',
      },
      instrument: `${prefix}-mine-health-safety-act`,
      url: canlii(code, 'stat', laws.mineAct.id),
      linkScope: 'instrument',
      hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting'],
      ...checked(
        `${WSCC_LEGISLATION}; https://hansard.opennwt.ca/bills/12-6/5/ (Bill 5, Mine Health and Safety Act, assented Oct. 21, 1994); chapter 25 not confirmed in a stored source`,
      ),
    },
    {
      id: `${prefix}-explosives-use-act`,
      citation: {
        fr: `Loi sur l’usage des explosifs (${territory.fr}), ${laws.explosivesAct.citation.fr}`,
        en: `Explosives Use Act (${territory.en}), ${laws.explosivesAct.citation.en}`,
      },
      title: { fr: 'Usage des explosifs', en: 'Use of explosives' },
      instrument: `${prefix}-explosives-use-act`,
      url: canlii(code, 'stat', laws.explosivesAct.id),
      linkScope: 'instrument',
      hazards: ['blasting'],
      ...checked(
        `${WSCC_LEGISLATION}; https://docplayer.fr/amp/119409182-Consolidation-of-explosives-use-act-r-s-n-w-t-1988-c-e-10-administrative-de-la-loi-sur-lusage-des-explosifs-l-r-t-n-o-1988-ch.html (NWT consolidation, R.S.N.W.T. 1988, c. E-10, « Loi sur l’usage des explosifs »)`,
      ),
    },
  ]);
}

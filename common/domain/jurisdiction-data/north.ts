import type { Jurisdiction } from '../jurisdictions';

const WSCC_NAME = {
  fr: 'Commission de la sécurité au travail et de l’indemnisation des travailleurs',
  en: 'Workers’ Safety and Compensation Commission',
} as const;

/** Yukon, Northwest Territories and Nunavut. NT and NU share one regulator but keep separate laws. */
export const northernJurisdictions: readonly Jurisdiction[] = [
  {
    code: 'YT',
    name: { fr: 'Yukon', en: 'Yukon' },
    agency: { fr: 'WSCB', en: 'WSCB' },
    fullName: {
      fr: 'Commission de la sécurité et de l’indemnisation des travailleurs (Yukon)',
      en: 'Workers’ Safety and Compensation Board (Yukon)',
    },
    law: {
      fr: 'Loi sur la sécurité et l’indemnisation des travailleurs (en vigueur le 1er juillet 2022)',
      en: 'Workers’ Safety and Compensation Act (in force 1 July 2022)',
    },
    analysisLaws: {
      fr: [
        'Loi sur la sécurité et l’indemnisation des travailleurs',
        'Workplace Health and Safety Regulations, parties 1 à 19 (règlement sur la santé et la sécurité au travail — traduction non officielle)',
        'Workplace Hazardous Materials Information System Regulation (règlement sur le SIMDUT — traduction non officielle)',
        'Radiation Protection Regulations (règlement sur la radioprotection — traduction non officielle)',
        'Commercial Diving Regulations (règlement sur la plongée commerciale — traduction non officielle)',
      ],
      en: [
        'Workers’ Safety and Compensation Act',
        'Workplace Health and Safety Regulations, Parts 1 to 19',
        'Workplace Hazardous Materials Information System Regulation',
        'Radiation Protection Regulations',
        'Commercial Diving Regulations',
      ],
    },
    website: 'https://www.wcb.yk.ca',
    color: '#556B2F',
    regulatorModel: 'compensation-board',
    notes: {
      fr: 'La loi de 2022 remplace l’ancienne Occupational Health and Safety Act et la Workers’ Compensation Act ; la Commission s’appelait auparavant Yukon Workers’ Compensation Health and Safety Board.',
      en: 'The 2022 Act replaced the former Occupational Health and Safety Act and Workers’ Compensation Act; the Board was formerly the Yukon Workers’ Compensation Health and Safety Board.',
    },
    sources: ['https://www.wcb.yk.ca/web-0070', 'https://www.wcb.yk.ca'],
  },
  {
    code: 'NT',
    name: { fr: 'Territoires du Nord-Ouest', en: 'Northwest Territories' },
    agency: { fr: 'CSTIT', en: 'WSCC' },
    fullName: WSCC_NAME,
    law: {
      fr: 'Loi sur la sécurité (Safety Act, R.S.N.W.T. 1988, c. S-1)',
      en: 'Safety Act, R.S.N.W.T. 1988, c. S-1',
    },
    analysisLaws: {
      fr: [
        'Loi sur la sécurité (Safety Act, R.S.N.W.T. 1988, c. S-1)',
        'Règlement sur la santé et la sécurité au travail (en vigueur le 1er juin 2015)',
        'Mine Health and Safety Act (loi sur la santé et la sécurité dans les mines — traduction non officielle)',
        'Explosives Use Act (loi sur l’usage des explosifs — traduction non officielle)',
      ],
      en: [
        'Safety Act, R.S.N.W.T. 1988, c. S-1',
        'Occupational Health and Safety Regulations (in force 1 June 2015)',
        'Mine Health and Safety Act',
        'Explosives Use Act',
      ],
    },
    website: 'https://www.wscc.nt.ca',
    color: '#455A64',
    regulatorModel: 'compensation-board',
    sharedRegulatorWith: 'NU',
    notes: {
      fr: 'La CSTIT administre à la fois les lois des Territoires du Nord-Ouest et celles du Nunavut (lois et règlements distincts mais en miroir).',
      en: 'The WSCC administers both the Northwest Territories and the Nunavut legislation (separate but mirror Acts and Regulations).',
    },
    sources: ['https://whmis.org:443/jurisdictions/nt.html', 'https://www.wscc.nt.ca'],
  },
  {
    code: 'NU',
    name: { fr: 'Nunavut', en: 'Nunavut' },
    agency: { fr: 'CSTIT', en: 'WSCC' },
    fullName: WSCC_NAME,
    law: {
      fr: 'Loi sur la sécurité (Nunavut) (Safety Act, R.S.N.W.T. (Nu) 1988, c. S-1)',
      en: 'Safety Act, R.S.N.W.T. (Nu) 1988, c. S-1',
    },
    analysisLaws: {
      fr: [
        'Loi sur la sécurité (Nunavut) (Safety Act, R.S.N.W.T. (Nu) 1988, c. S-1)',
        'Règlement sur la santé et la sécurité au travail (Nunavut) (en vigueur depuis 2016)',
        'Mine Health and Safety Act (Nunavut) (loi sur la santé et la sécurité dans les mines — traduction non officielle)',
        'Explosives Use Act (Nunavut) (loi sur l’usage des explosifs — traduction non officielle)',
      ],
      en: [
        'Safety Act, R.S.N.W.T. (Nu) 1988, c. S-1',
        'Occupational Health and Safety Regulations (Nunavut) (in force since 2016)',
        'Mine Health and Safety Act (Nunavut)',
        'Explosives Use Act (Nunavut)',
      ],
    },
    website: 'https://www.wscc.nu.ca',
    color: '#0D2A6B',
    regulatorModel: 'compensation-board',
    sharedRegulatorWith: 'NT',
    notes: {
      fr: 'Même régulateur que les Territoires du Nord-Ouest (CSTIT, bureau d’Iqaluit). Des documents d’orientation existent en inuktitut et en inuinnaqtun.',
      en: 'Same regulator as the Northwest Territories (WSCC, Iqaluit office). Guidance exists in Inuktitut and Inuinnaqtun.',
    },
    sources: ['https://whmis.org:443/jurisdictions/nt.html', 'https://www.wscc.nu.ca'],
  },
];

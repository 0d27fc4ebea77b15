import type { Jurisdiction } from '../jurisdictions';

/** British Columbia, Alberta, Saskatchewan and Manitoba. */
export const westernJurisdictions: readonly Jurisdiction[] = [
  {
    code: 'BC',
    name: { fr: 'Colombie-Britannique', en: 'British Columbia' },
    agency: { fr: 'WorkSafeBC', en: 'WorkSafeBC' },
    fullName: {
      fr: 'WorkSafeBC (Workers’ Compensation Board of British Columbia — aucun nom officiel en français)',
      en: 'WorkSafeBC (Workers’ Compensation Board of British Columbia)',
    },
    law: {
      fr: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, partie 2 (Loi sur l’indemnisation des accidents du travail — traduction non officielle)',
      en: 'Workers Compensation Act, R.S.B.C. 2019, c. 1 — Part 2 (Occupational Health and Safety)',
    },
    analysisLaws: {
      fr: [
        'Workers Compensation Act, R.S.B.C. 2019, c. 1, partie 2 (Loi sur l’indemnisation des accidents du travail — traduction non officielle)',
        'Occupational Health and Safety Regulation, B.C. Reg. 296/97 (règlement sur la santé et la sécurité au travail — traduction non officielle)',
      ],
      en: [
        'Workers Compensation Act, R.S.B.C. 2019, c. 1 — Part 2',
        'Occupational Health and Safety Regulation, B.C. Reg. 296/97',
      ],
    },
    website: 'https://www.worksafebc.com',
    color: '#00695C',
    regulatorModel: 'compensation-board',
    notes: {
      fr: 'Les mines sont exclues des dispositions SST de la Workers Compensation Act (art. 3) et relèvent de la Mines Act. Aucun règlement distinct pour la construction : partie 20 du règlement.',
      en: 'Mines are excluded from the OHS provisions of the Workers Compensation Act (s. 3) and fall under the Mines Act. No separate construction regulation: Part 20 of the Regulation.',
    },
    sources: [
      'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/296_97_00',
      'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/19001_00_multi',
      'https://whmis.org:443/jurisdictions/bc.html',
    ],
  },
  {
    code: 'AB',
    name: { fr: 'Alberta', en: 'Alberta' },
    agency: { fr: 'Alberta OHS', en: 'Alberta OHS' },
    fullName: {
      fr: 'Occupational Health and Safety, Government of Alberta (Santé et sécurité au travail, gouvernement de l’Alberta — traduction non officielle)',
      en: 'Occupational Health and Safety, Government of Alberta',
    },
    law: {
      fr: 'Occupational Health and Safety Act, SA 2020, c. O-2.2 (Loi sur la santé et la sécurité au travail — traduction non officielle)',
      en: 'Occupational Health and Safety Act, SA 2020, c. O-2.2',
    },
    analysisLaws: {
      fr: [
        'Occupational Health and Safety Act, SA 2020, c. O-2.2 (Loi sur la santé et la sécurité au travail — traduction non officielle)',
        'Occupational Health and Safety Regulation (règlement sur la santé et la sécurité au travail — traduction non officielle)',
        'Occupational Health and Safety Code, Alta Reg 191/2021 (code de santé et de sécurité au travail — traduction non officielle)',
      ],
      en: [
        'Occupational Health and Safety Act, SA 2020, c. O-2.2',
        'Occupational Health and Safety Regulation',
        'Occupational Health and Safety Code, Alta Reg 191/2021',
      ],
    },
    website: 'https://www.alberta.ca/ohs-act-regulation-code',
    color: '#4527A0',
    regulatorModel: 'government-department',
    notes: {
      fr: 'Le numéro du règlement SST n’a pas été confirmé ; le Code (Alta Reg 191/2021) contient les règles techniques. La partie 27 (violence et harcèlement) a été réécrite en 2024.',
      en: 'The OHS Regulation number was not confirmed; the Code (Alta Reg 191/2021) holds the technical rules. Part 27 (violence and harassment) was rewritten in 2024.',
    },
    sources: [
      'https://search-ohs-laws.alberta.ca/legislation/occupational-health-and-safety-code',
      'https://www.alberta.ca/ohs-act-regulation-code',
      'https://whmis.org:443/jurisdictions/ab.html',
    ],
  },
  {
    code: 'SK',
    name: { fr: 'Saskatchewan', en: 'Saskatchewan' },
    agency: { fr: 'LRWS', en: 'LRWS' },
    fullName: {
      fr: 'Ministry of Labour Relations and Workplace Safety — Occupational Health and Safety Division (ministère des Relations de travail et de la Sécurité au travail — traduction non officielle)',
      en: 'Ministry of Labour Relations and Workplace Safety — Occupational Health and Safety Division',
    },
    law: {
      fr: 'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1, partie III (Loi sur l’emploi de la Saskatchewan — traduction non officielle)',
      en: 'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1 — Part III (Occupational Health and Safety)',
    },
    analysisLaws: {
      fr: [
        'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1, partie III (traduction non officielle : Loi sur l’emploi de la Saskatchewan)',
        'The Occupational Health and Safety Regulations, 2020, RRS c. S-15.1 Reg 10 (règlement de 2020 sur la santé et la sécurité au travail — traduction non officielle)',
      ],
      en: [
        'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1 — Part III',
        'The Occupational Health and Safety Regulations, 2020, RRS c. S-15.1 Reg 10',
      ],
    },
    website: 'https://www.saskatchewan.ca/business/safety-in-the-workplace',
    color: '#2E7D32',
    regulatorModel: 'government-department',
    notes: {
      fr: 'WorkSafe Saskatchewan est un partenariat entre la Workers’ Compensation Board (éducation) et le ministère (application de la loi).',
      en: 'WorkSafe Saskatchewan is a partnership of the Workers’ Compensation Board (education) and the ministry (enforcement).',
    },
    sources: [
      'https://www.saskatchewan.ca/business/safety-in-the-workplace',
      'https://www.saskatchewan.ca/business/safety-in-the-workplace/rights-and-responsibilities-in-the-workplace/duties-of-employers',
      'https://whmis.org:443/jurisdictions/sk.html',
    ],
  },
  {
    code: 'MB',
    name: { fr: 'Manitoba', en: 'Manitoba' },
    agency: { fr: 'Sécurité et hygiène du travail Manitoba', en: 'Workplace Safety and Health Manitoba' },
    fullName: {
      fr: 'Workplace Safety and Health Branch, gouvernement du Manitoba (Direction de la sécurité et de l’hygiène du travail — traduction non officielle)',
      en: 'Workplace Safety and Health Branch, Government of Manitoba',
    },
    law: {
      fr: 'Loi sur la sécurité et l’hygiène du travail, C.P.L.M. c. W210',
      en: 'The Workplace Safety and Health Act, C.C.S.M. c. W210',
    },
    analysisLaws: {
      fr: [
        'Loi sur la sécurité et l’hygiène du travail, C.P.L.M. c. W210',
        'Règlement sur la sécurité et la santé au travail, R.M. 217/2006',
        'Operation of Mines Regulation (règlement sur l’exploitation des mines — traduction non officielle)',
      ],
      en: [
        'The Workplace Safety and Health Act, C.C.S.M. c. W210',
        'Workplace Safety and Health Regulation, Man. Reg. 217/2006',
        'Operation of Mines Regulation',
      ],
    },
    website: 'https://www.gov.mb.ca/labour/safety/',
    color: '#8A6100',
    regulatorModel: 'government-department',
    sources: [
      'https://web2.gov.mb.ca/laws/statutes/ccsm/w210.php',
      'https://web2.gov.mb.ca/laws/statutes/archive/w210(2021-05-11)e.php?map=2&',
    ],
  },
];

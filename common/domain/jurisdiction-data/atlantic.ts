import type { Jurisdiction } from '../jurisdictions';

/** New Brunswick, Nova Scotia, Prince Edward Island and Newfoundland and Labrador. */
export const atlanticJurisdictions: readonly Jurisdiction[] = [
  {
    code: 'NB',
    name: { fr: 'Nouveau-Brunswick', en: 'New Brunswick' },
    agency: { fr: 'Travail sécuritaire NB', en: 'WorkSafeNB' },
    // The French legal name is confirmed; the English legal name is not, so the English field keeps the brand.
    fullName: {
      fr: 'Commission de la santé, de la sécurité et de l’indemnisation des accidents au travail (Travail sécuritaire NB)',
      en: 'WorkSafeNB (Commission de la santé, de la sécurité et de l’indemnisation des accidents au travail)',
    },
    law: {
      fr: 'Loi sur l’hygiène et la sécurité au travail, L.N.-B. 1983, ch. O-0.2',
      en: 'Occupational Health and Safety Act, S.N.B. 1983, c. O-0.2',
    },
    analysisLaws: {
      fr: [
        'Loi sur l’hygiène et la sécurité au travail, L.N.-B. 1983, ch. O-0.2',
        'Règlement général 91-191',
        'Règlement relatif au SIMDUT 2016-6',
        'Règlement sur les premiers soins 2004-130',
        'Règlement 92-133 — Code of Practice for Working Alone (code de directives pour le travail isolé — traduction non officielle)',
      ],
      en: [
        'Occupational Health and Safety Act, S.N.B. 1983, c. O-0.2',
        'General Regulation 91-191',
        'Workplace Hazardous Materials Information System Regulation 2016-6',
        'First Aid Regulation 2004-130',
        'Code of Practice for Working Alone Regulation 92-133',
      ],
    },
    website: 'https://www.worksafenb.ca',
    color: '#AD1457',
    regulatorModel: 'compensation-board',
    notes: {
      fr: 'Site en français : https://www.travailsecuritairenb.ca. La construction relève de la partie X du Règlement général 91-191.',
      en: 'French site: https://www.travailsecuritairenb.ca. Construction is covered by Part X of General Regulation 91-191.',
    },
    sources: [
      'https://laws.gnb.ca/en/tdm/cr/91-191%20',
      'https://laws.gnb.ca/en/showfulldoc/cr/2016-6/',
      'https://ohsguide.worksafenb.ca./topic/posting.html',
      'https://travailsecuritairenb.ca/2019-rapport-annuel/index.html',
      'https://www.travailsecuritairenb.ca',
    ],
  },
  {
    code: 'NS',
    name: { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' },
    agency: { fr: 'Labour, Skills and Immigration (N.-É.)', en: 'NS Labour, Skills and Immigration' },
    fullName: {
      fr: 'Department of Labour, Skills and Immigration — Safety Branch, Occupational Health and Safety Division (ministère du Travail, des Compétences et de l’Immigration de la Nouvelle-Écosse — traduction non officielle)',
      en: 'Nova Scotia Department of Labour, Skills and Immigration — Safety Branch (Occupational Health and Safety Division)',
    },
    law: {
      fr: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7 (Loi sur la santé et la sécurité au travail — traduction non officielle)',
      en: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7',
    },
    analysisLaws: {
      fr: [
        'Occupational Health and Safety Act, S.N.S. 1996, c. 7 (traduction non officielle : Loi sur la santé et la sécurité au travail)',
        'Workplace Health and Safety Regulations, N.S. Reg. 52/2013 (règlement sur la santé et la sécurité au travail — traduction non officielle ; partie 3 : SIMDUT, partie 4 : premiers soins)',
      ],
      en: [
        'Occupational Health and Safety Act, S.N.S. 1996, c. 7',
        'Workplace Health and Safety Regulations, N.S. Reg. 52/2013 (Part 3 WHMIS, Part 4 First Aid)',
      ],
    },
    website: 'https://novascotia.ca/workplace-and-technical-safety/',
    color: '#00707A',
    regulatorModel: 'government-department',
    sources: [
      'https://novascotia.ca/workplace-and-technical-safety/',
      'https://bac-lac.wayback.archive-it.org/web/20061028204531/http://www.gov.ns.ca/legislature/legc/statutes/occph_s.htm',
    ],
  },
  {
    code: 'PE',
    name: { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
    agency: { fr: 'CAT Î.-P.-É. (WCB PEI)', en: 'WCB PEI' },
    fullName: {
      fr: 'Commission des accidents du travail de l’Île-du-Prince-Édouard (Workers Compensation Board of Prince Edward Island) — santé et sécurité au travail',
      en: 'Workers Compensation Board of Prince Edward Island — Occupational Health and Safety Division',
    },
    law: {
      fr: 'Occupational Health and Safety Act, R.S.P.E.I. 1988, Cap. O-1.01 (Loi sur la santé et la sécurité au travail — traduction non officielle)',
      en: 'Occupational Health and Safety Act, R.S.P.E.I. 1988, Cap. O-1.01',
    },
    analysisLaws: {
      fr: [
        'Occupational Health and Safety Act, R.S.P.E.I. 1988, Cap. O-1.01 (traduction non officielle : Loi sur la santé et la sécurité au travail)',
        'Occupational Health and Safety Act General Regulations, EC180/87 (règlement général — traduction non officielle)',
        'Workplace Hazardous Materials Information System Regulations (règlement sur le SIMDUT — traduction non officielle)',
      ],
      en: [
        'Occupational Health and Safety Act, R.S.P.E.I. 1988, Cap. O-1.01',
        'Occupational Health and Safety Act General Regulations, EC180/87',
        'Workplace Hazardous Materials Information System Regulations',
      ],
    },
    website: 'https://www.wcb.pe.ca',
    color: '#6D4C41',
    regulatorModel: 'compensation-board',
    sources: [
      'https://www.wcb.pe.ca',
      'https://ohsguide.wcb.pe.ca/topic/duties_employer.html',
      'https://awcbc.org/fr/a-propos-de-lacatc/nos-membres/actualites/assurez-la-s%C3%A9curit%C3%A9-des-travailleuses-des-travailleurs-et-des-lieux-de-travail-pendant-la-saison-des-ouragans',
    ],
  },
  {
    code: 'NL',
    name: { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
    agency: { fr: 'Service NL (division SST)', en: 'Service NL — OHS Division' },
    fullName: {
      fr: 'Occupational Health and Safety Division, Service NL (division de la santé et de la sécurité au travail — traduction non officielle)',
      en: 'Occupational Health and Safety Division, Service NL',
    },
    law: {
      fr: 'Occupational Health and Safety Act (Terre-Neuve-et-Labrador) (Loi sur la santé et la sécurité au travail — traduction non officielle)',
      en: 'Occupational Health and Safety Act (Newfoundland and Labrador)',
    },
    analysisLaws: {
      fr: [
        'Occupational Health and Safety Act (traduction non officielle : Loi sur la santé et la sécurité au travail)',
        'Occupational Health and Safety Regulations, 2012, N.L.R. 5/12 (règlement de 2012 sur la santé et la sécurité au travail — traduction non officielle)',
        'Workplace Hazardous Materials Information System (WHMIS) Regulations, 2018, N.L.R. 34/18 (règlement sur le SIMDUT — traduction non officielle)',
      ],
      en: [
        'Occupational Health and Safety Act',
        'Occupational Health and Safety Regulations, 2012, N.L.R. 5/12',
        'Workplace Hazardous Materials Information System (WHMIS) Regulations, 2018, N.L.R. 34/18',
      ],
    },
    website: 'https://www.gov.nl.ca/snl/ohs/',
    color: '#7B1FA2',
    regulatorModel: 'government-department',
    notes: {
      fr: 'WorkplaceNL (https://workplacenl.ca) assure l’indemnisation et l’éducation en prévention ; la division SST de Service NL applique la loi.',
      en: 'WorkplaceNL (https://workplacenl.ca) handles compensation and prevention education; the Service NL OHS Division enforces the Act.',
    },
    sources: [
      'https://www.gov.nl.ca/snl/ohs/',
      'https://www.assembly.nl.ca/Legislation/sr/statutes/o03.htm',
      'https://assembly.nl.ca/Legislation/sr/regulations/rc180034.htm',
      'https://www.assembly.nl.ca/legislation/sr/annualregs/2022/nr220043.htm',
    ],
  },
];

import {
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  FALL_PROTECTION_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
} from './types';

/** Quebec — Regulation respecting occupational health and safety (RSST, CQLR c. S-2.1, r. 13). */

const RSST_URL =
  'https://legisquebec.gouv.qc.ca/fr/tdm/rc/S-2.1,%20r.%2013%20/20220428?langcont=en&mode=simple';
const RSST_SOURCE = 'LégisQuébec, RSST (S-2.1, r. 13), reference §3.1';

export const qcRsstProvisions = defineProvisions('QC', [
  {
    id: 'qc-rsst-33.1',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 33.1 à 33.5',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 33.1–33.5',
    },
    title: {
      fr: 'Protection contre les chutes (plus de 3 m ; garde-corps, système de retenue, harnais, filet)',
      en: 'Protection against falls (over 3 m; guardrail, restraint, harness, net)',
    },
    url: RSST_URL,
    hazards: ['falls-from-height', 'roof-work', 'wind-turbine-tower-work', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-312.106',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 312.106',
      en: 'ROHS, CQLR c. S-2.1, r. 13, s. 312.106',
    },
    title: {
      fr: 'Procédure de sauvetage lors de travaux en hauteur',
      en: 'Rescue procedure for work at height',
    },
    url: RSST_URL,
    hazards: ['falls-from-height', 'wind-turbine-tower-work', 'aerial-work-platforms'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-33',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 33', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 33' },
    title: { fr: 'Échafaudages dans les établissements', en: 'Scaffolds in establishments' },
    url: RSST_URL,
    hazards: ['scaffolds'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-188.1',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 188.1 à 188.13',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 188.1–188.13',
    },
    title: {
      fr: 'Cadenassage et autres méthodes de contrôle des énergies',
      en: 'Lockout and other energy control methods',
    },
    url: RSST_URL,
    hazards: [
      'hazardous-energy',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'sawmill-equipment',
      'caught-in-between',
      ...LOCKOUT_MACHINE_HAZARDS,
    ],
    confidence: 'C2',
    source: 'LégisQuébec s. 188.7 (C1); range 188.1–188.13 per https://www.lemondedelelectricite.ca (2016)',
  },
  {
    id: 'qc-rsst-172',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 172 et suiv.',
      en: 'ROHS, CQLR c. S-2.1, r. 13, s. 172 ff.',
    },
    title: {
      fr: 'Machines : zone dangereuse, protecteurs et dispositifs de protection (choix des moyens de protection, art. 177)',
      en: 'Machines: danger zone, guards and protective devices (choice of means of protection, s. 177)',
    },
    url: RSST_URL,
    hazards: [
      'machine-guarding',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'sawmill-equipment',
      'caught-in-between',
      ...GUARDED_MACHINE_HAZARDS,
    ],
    confidence: 'C1',
    source:
      'http://legisquebec.gouv.qc.ca/en/showversion/cr/S-2.1,%20r.%2013?code=se:172&pointInTime=20200723 ; https://www.legisquebec.gouv.qc.ca/en/version/cr/s-2.1,%20r.%2013?code=se:181&history=20240220',
  },
  {
    id: 'qc-rsst-297',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 297 à 312',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 297–312',
    },
    title: {
      fr: 'Espaces clos (ventilation, surveillant, procédure de sauvetage)',
      en: 'Confined spaces (ventilation, attendant, rescue procedure)',
    },
    url: RSST_URL,
    hazards: ['confined-spaces', 'hydrogen-sulfide', 'carbon-monoxide', ...CONFINED_ATMOSPHERE_HAZARDS],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-130',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 130 à 141',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 130–141',
    },
    title: {
      fr: 'Bruit (85 dBA Lex,8h, taux d’échange de 3 dB, 140 dBC en crête ; en vigueur le 16 juin 2023)',
      en: 'Noise (85 dBA Lex,8h, 3 dB exchange rate, 140 dBC peak; in force 16 June 2023)',
    },
    url: RSST_URL,
    hazards: ['noise'],
    confidence: 'C1',
    source: 'LégisQuébec s. 130 (2024); https://santeautravail.qc.ca/bruits-et-surdite-lois-et-reglements',
  },
  {
    id: 'qc-rsst-166',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 166', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 166' },
    title: {
      fr: 'Manutention de charges et de personnes (formation, aides mécaniques)',
      en: 'Handling of loads and persons (training, mechanical aids)',
    },
    url: RSST_URL,
    hazards: ['manual-handling', 'awkward-postures', 'child-care-postures'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-123',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 123 et 124, annexe V',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 123–124, Schedule V',
    },
    title: {
      fr: 'Contrainte thermique (surveillance médicale, eau fraîche, mesures d’ingénierie, régime travail-repos)',
      en: 'Heat stress (medical supervision, cool water, engineering controls, work-rest regimen)',
    },
    url: RSST_URL,
    hazards: ['heat-stress'],
    confidence: 'C1',
    source:
      'http://legisquebec.gouv.qc.ca/en/showversion/cr/S-2.1,%20r.%2013?code=se:123&pointInTime=20191104',
  },
  {
    id: 'qc-rsst-116',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 116 et 117',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 116–117',
    },
    title: {
      fr: 'Température des lieux de travail (température appropriée, local chauffé, minimums de l’annexe IV)',
      en: 'Workplace temperature (appropriate temperature, heated place, Schedule IV minimums)',
    },
    url: RSST_URL,
    hazards: ['cold-stress'],
    confidence: 'C1',
    source: 'https://www.legisquebec.gouv.qc.ca/en/version/cr/s-2.1,%20r.%2013?code=se:116&history=20240220',
  },
  {
    id: 'qc-rsst-256.3',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 256.3', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 256.3' },
    title: { fr: 'Formation du cariste (chariots élévateurs)', en: 'Fork-lift truck operator training' },
    url: RSST_URL,
    hazards: ['forklifts'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-272',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 272', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 272' },
    title: { fr: 'Véhicules automoteurs', en: 'Self-propelled vehicles' },
    url: RSST_URL,
    hazards: ['mobile-equipment', 'forklifts'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-235',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 235 et 238',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 235 and 238',
    },
    title: { fr: 'Outils électriques portatifs', en: 'Portable electric tools' },
    url: RSST_URL,
    hazards: ['electrical-contact', 'portable-power-tools'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-234',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 234', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 234' },
    title: { fr: 'Transport des outils tranchants', en: 'Transport of cutting tools' },
    url: RSST_URL,
    hazards: ['sharp-tools'],
    confidence: 'C1',
    source: 'https://www.legisquebec.gouv.qc.ca/en/version/cr/s-2.1,%20r.%2013?code=se:234&history=20240220',
  },
  {
    id: 'qc-rsst-57',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 57', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 57' },
    title: {
      fr: 'Risque d’incendie ou d’explosion dû aux poussières combustibles',
      en: 'Fire or explosion hazard due to combustible dusts',
    },
    url: RSST_URL,
    hazards: ['combustible-dust'],
    confidence: 'C1',
    source:
      'http://legisquebec.gouv.qc.ca/en/showversion/cr/S-2.1,%20r.%2013?code=se:57&pointInTime=20201120',
  },
  {
    id: 'qc-rsst-323.1',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 323.1', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 323.1' },
    title: {
      fr: 'Barrières en bordure des excavations de plus de 3 m',
      en: 'Barriers at the edge of excavations deeper than 3 m',
    },
    url: RSST_URL,
    hazards: ['excavation-trenching'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-protective-equipment',
    citation: {
      fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 345, 347 et 354.1',
      en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 345, 347 and 354.1',
    },
    title: {
      fr: 'Équipements de protection (protecteurs corporels, harnais, ligne d’avertissement)',
      en: 'Protective equipment (body protection, harness, warning line)',
    },
    url: RSST_URL,
    hazards: ['inadequate-ppe', 'falls-from-height'],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-45',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 45 à 47', en: 'ROHS, CQLR c. S-2.1, r. 13, ss. 45–47' },
    title: {
      fr: 'Protection respiratoire (programme, appareils certifiés NIOSH, CSA Z94.4)',
      en: 'Respiratory protection (program, NIOSH-certified respirators, CSA Z94.4)',
    },
    url: RSST_URL,
    hazards: [
      'inadequate-ppe',
      'silica',
      'asbestos',
      'lead',
      'welding-fumes',
      'isocyanates',
      'mould',
      'abrasive-blasting',
      'airborne-infections',
      'organic-dust-farmers-lung',
      'bird-droppings',
    ],
    confidence: 'C1',
    source: RSST_SOURCE,
  },
  {
    id: 'qc-rsst-322',
    citation: { fr: 'RSST, RLRQ c. S-2.1, r. 13, art. 322', en: 'ROHS, CQLR c. S-2.1, r. 13, s. 322' },
    title: {
      fr: 'Travail seul dans un lieu isolé : méthode de surveillance efficace',
      en: 'Working alone in an isolated place: effective monitoring method',
    },
    url: RSST_URL,
    hazards: ['working-alone'],
    confidence: 'C1',
    source: 'LégisQuébec RSST s. 322 (French text, D. 885-2001)',
  },
]);

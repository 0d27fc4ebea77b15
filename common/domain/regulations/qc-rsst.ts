import { legisQuebec, legisQuebecSection, QC_VERIFIED_ON } from './qc';
import {
  CONFINED_ATMOSPHERE_HAZARDS,
  type Confidence,
  defineProvisions,
  FALL_PROTECTION_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
} from './types';

/**
 * Quebec — Regulation respecting occupational health and safety (RSST, CQLR c. S-2.1, r. 13), re-verified
 * 2026-11-25 (issue 12 item 6). Each entry links its first cited section in LégisQuébec's current consolidation
 * (the catalogue used to link a table of contents pinned to 28 April 2022, before the 2023 amendments). The
 * official texts read are LégisQuébec's per-section version pages (`/en/version/cr/…?code=se:N&history=…` or
 * `/en/showversion/cr/…?code=se:N&pointInTime=…`); `source` says which version was read when it is not the
 * 2023–2024 one.
 */

const RSST = legisQuebec('rc', 'S-2.1, r. 13');
/**
 * LégisQuébec's per-section version pages of the RSST, as stored (the site spells the chapter three ways); a
 * source appends `<n>&history=<date>` or `<n>&pointInTime=<date>`, `n` with its dots as underscores.
 */
const READ_LOWER = 'https://www.legisquebec.gouv.qc.ca/en/version/cr/s-2.1,%20r.%2013?code=se:';
const READ_UPPER = 'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2013?code=se:';
const READ_SPACED = 'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2013%20?code=se:';
const READ_OLD = 'http://legisquebec.gouv.qc.ca/en/showversion/cr/S-2.1,%20r.%2013?code=se:';

/**
 * Builds an RSST entry. `cited` is what follows “r. 13, ” in each language; `first` is the section the link
 * lands on, the first one cited.
 */
function rsst(entry: {
  id: string;
  cited: { fr: string; en: string };
  first: string;
  title: { fr: string; en: string };
  hazards: readonly string[];
  confidence?: Confidence;
  source: string;
}): ProvisionDraft {
  return {
    id: entry.id,
    citation: {
      fr: `RSST, RLRQ c. S-2.1, r. 13, ${entry.cited.fr}`,
      en: `ROHS, CQLR c. S-2.1, r. 13, ${entry.cited.en}`,
    },
    title: entry.title,
    instrument: 'qc-rsst',
    url: legisQuebecSection(RSST, entry.first),
    linkScope: 'section',
    hazards: entry.hazards,
    confidence: entry.confidence ?? 'C1',
    source: entry.source,
    verifiedOn: QC_VERIFIED_ON,
  };
}

export const qcRsstProvisions = defineProvisions('QC', [
  rsst({
    id: 'qc-rsst-33.1',
    cited: { fr: 'art. 33.1 à 33.5', en: 'ss. 33.1–33.5' },
    first: '33.1',
    title: {
      fr: 'Protection contre les chutes (plus de 3 m ; garde-corps, système de retenue, harnais, filet)',
      en: 'Protection against falls (over 3 m; guardrail, restraint, harness, net)',
    },
    hazards: ['falls-from-height', 'roof-work', 'wind-turbine-tower-work', ...FALL_PROTECTION_HAZARDS],
    source: `https://www.legisquebec.gouv.qc.ca:443/en/version/cr/s-2.1,%20r.%2013?code=se:33_1&historique=20220106 (s. 33.1, falls of more than 3 m) ; ${READ_SPACED}33_2&history=20240226 (s. 33.2: guardrails, restraint, safety net, harness) ; ${READ_OLD}33_3&pointInTime=20191104 (s. 33.3, guardrails) ; ${READ_SPACED}33_5&history=20240226 (s. 33.5, warning line)`,
  }),
  rsst({
    id: 'qc-rsst-312.106',
    cited: { fr: 'art. 312.106', en: 's. 312.106' },
    first: '312.106',
    title: {
      fr: 'Procédure de sauvetage lors de travaux en hauteur',
      en: 'Rescue procedure for work at height',
    },
    hazards: ['falls-from-height', 'wind-turbine-tower-work', 'aerial-work-platforms'],
    confidence: 'C2',
    source:
      'Official English text of s. 312.106 (O.C. 821-2023: a tested rescue procedure for any worker performing work at a height) read in a stored LégisQuébec copy whose address was not given, so not tagged C1',
  }),
  rsst({
    id: 'qc-rsst-33',
    cited: { fr: 'art. 33', en: 's. 33' },
    first: '33',
    title: { fr: 'Échafaudages dans les établissements', en: 'Scaffolds in establishments' },
    hazards: ['scaffolds'],
    source: `${READ_OLD}33&pointInTime=20180719 (s. 33, operating conditions of scaffolds; version of 2018-07-19) ; ${READ_OLD}32&pointInTime=20180719 (s. 32, when scaffolds are required)`,
  }),
  rsst({
    id: 'qc-rsst-188.1',
    // Corrected: O.C. 1112-2023 (in force 27 July 2023) renumbered ss. 188.1–188.13 without changing them.
    cited: { fr: 'art. 198, 199 et 202', en: 'ss. 198, 199 and 202' },
    first: '198',
    title: {
      fr: 'Cadenassage et autres méthodes de contrôle des énergies : sécurité équivalente d’une autre méthode, procédures écrites, formation (anciens art. 188.1 à 188.13, renumérotés en 2023)',
      en: 'Lockout and other energy control methods: equivalent safety of another method, written procedures, training (formerly ss. 188.1–188.13, renumbered in 2023)',
    },
    hazards: [
      'hazardous-energy',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'sawmill-equipment',
      'caught-in-between',
      ...LOCKOUT_MACHINE_HAZARDS,
    ],
    source: `${READ_SPACED}198&history=20240226 (s. 198, O.C. 1112-2023: an energy control method other than lockout only after an analysis showing equivalent safety) ; ${READ_SPACED}199&history=20240226 and https://legisquebec.gouv.qc.ca/fr/version/rc/S-2.1,%20r.%2013?code=se%3A199&historique=20241030 (s. 199, written energy control procedures for every machine) ; ${READ_SPACED}202&history=20240226 (s. 202, training before applying a method) ; https://apsam.com/actualites/modifications-reglementaires-securite-des-machines (APSAM: from 27 July 2023 the numbers of ss. 188.1–188.13 change, their content does not). The first and last sections of the renumbered subdivision were not found, so only the three sections read are cited.`,
  }),
  rsst({
    id: 'qc-rsst-172',
    cited: { fr: 'art. 172 et suiv.', en: 's. 172 ff.' },
    first: '172',
    title: {
      fr: 'Machines : zone dangereuse, protecteurs et dispositifs de protection (choix des moyens de protection, art. 177)',
      en: 'Machines: danger zone, guards and protective devices (choice of means of protection, s. 177)',
    },
    hazards: [
      'machine-guarding',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'sawmill-equipment',
      'caught-in-between',
      ...GUARDED_MACHINE_HAZARDS,
    ],
    source: `${READ_OLD}172&pointInTime=20200723 (s. 172 opens the Machines division and defines the danger zone; version of 2020, before O.C. 1112-2023) ; ${READ_LOWER}181&history=20240220 (s. 181 as replaced by O.C. 1112-2023, attributes of means of protection) ; official text of s. 177 as replaced by O.C. 1112-2023 (choosing means of protection: fixed or interlocking guard, sensitive protective equipment…) read in a stored LégisQuébec copy whose address was not given`,
  }),
  rsst({
    id: 'qc-rsst-297',
    cited: { fr: 'art. 297 à 312', en: 'ss. 297–312' },
    first: '297',
    title: {
      fr: 'Espaces clos (ventilation, surveillant, procédure de sauvetage)',
      en: 'Confined spaces (ventilation, attendant, rescue procedure)',
    },
    hazards: ['confined-spaces', 'hydrogen-sulfide', 'carbon-monoxide', ...CONFINED_ATMOSPHERE_HAZARDS],
    confidence: 'C2',
    source: `${READ_SPACED}308_1&history=20240226 (s. 308.1, O.C. 43-2023: the attendant prohibits entry into or evacuates a confined space) ; ${READ_OLD}302&pointInTime=20200723 (ventilation), ${READ_OLD}308&pointInTime=20200723 (supervision) and ${READ_OLD}309&pointInTime=20200213 (rescue procedure), all three in their version before O.C. 43-2023 rewrote the division. The current text of ss. 297 and 312, the range’s ends, was not read, so the range is not confirmed.`,
  }),
  rsst({
    id: 'qc-rsst-130',
    cited: { fr: 'art. 130 à 141', en: 'ss. 130–141' },
    first: '130',
    title: {
      fr: 'Bruit (85 dBA Lex,8h, taux d’échange de 3 dB, 140 dBC en crête ; en vigueur le 16 juin 2023)',
      en: 'Noise (85 dBA Lex,8h, 3 dB exchange rate, 140 dBC peak; in force 16 June 2023)',
    },
    hazards: ['noise'],
    source: `${READ_UPPER}130&history=20240220 (s. 130 as replaced by O.C. 781-2021: the division sets noise exposure limits and the means to reduce noise) ; official French text of s. 131 as replaced by O.C. 781-2021 (85 dBA daily exposure LEX,8h per ISO 9612 / CSA Z107.56, 140 dBC peak) read in a stored LégisQuébec copy whose address was not given ; in-force date per https://santeautravail.qc.ca/bruits-et-surdite-lois-et-reglements`,
  }),
  rsst({
    id: 'qc-rsst-166',
    cited: { fr: 'art. 166', en: 's. 166' },
    first: '166',
    title: {
      fr: 'Manutention de charges et de personnes (formation, aides mécaniques)',
      en: 'Handling of loads and persons (training, mechanical aids)',
    },
    hazards: ['manual-handling', 'awkward-postures', 'child-care-postures'],
    source: `${READ_OLD}166&pointInTime=20200723 (s. 166: instruction in safe handling of loads or persons; mechanical devices when manual moving compromises safety)`,
  }),
  rsst({
    id: 'qc-rsst-123',
    cited: { fr: 'art. 123 et 124, annexe V', en: 'ss. 123–124, Schedule V' },
    first: '123',
    title: {
      fr: 'Contrainte thermique (surveillance médicale, eau fraîche, mesures d’ingénierie, régime travail-repos)',
      en: 'Heat stress (medical supervision, cool water, engineering controls, work-rest regimen)',
    },
    hazards: ['heat-stress'],
    source: `${READ_OLD}123&pointInTime=20191104 (s. 123: medical supervision, water at 10–15 °C, showers) ; ${READ_OLD}124&pointInTime=20191104 (s. 124: screens, insulation or ventilation, work-rest regimen of Schedule V, individual equipment)`,
  }),
  rsst({
    id: 'qc-rsst-116',
    cited: { fr: 'art. 116 et 117', en: 'ss. 116–117' },
    first: '116',
    title: {
      fr: 'Température des lieux de travail (température appropriée, local chauffé, minimums de l’annexe IV)',
      en: 'Workplace temperature (appropriate temperature, heated place, Schedule IV minimums)',
    },
    hazards: ['cold-stress'],
    source: `${READ_LOWER}116&history=20240220 (s. 116: appropriate temperature, heated place) ; ${READ_OLD}117&pointInTime=20201120 (s. 117: Schedule IV minimum temperatures at stationary work stations)`,
  }),
  rsst({
    id: 'qc-rsst-256.3',
    cited: { fr: 'art. 256.3', en: 's. 256.3' },
    first: '256.3',
    title: { fr: 'Formation du cariste (chariots élévateurs)', en: 'Fork-lift truck operator training' },
    hazards: ['forklifts'],
    source: `${READ_UPPER}256_3&history=20180920 (s. 256.3, O.C. 1120-2006: theoretical and practical training of the fork-lift truck operator)`,
  }),
  rsst({
    id: 'qc-rsst-272',
    cited: { fr: 'art. 272', en: 's. 272' },
    first: '272',
    title: { fr: 'Véhicules automoteurs', en: 'Self-propelled vehicles' },
    hazards: ['mobile-equipment', 'forklifts'],
    source: `${READ_OLD}272&pointInTime=20200723 (s. 272: use, maintenance and repair of self-propelled vehicles)`,
  }),
  rsst({
    id: 'qc-rsst-235',
    cited: { fr: 'art. 235 et 238', en: 'ss. 235 and 238' },
    first: '235',
    title: { fr: 'Outils électriques portatifs', en: 'Portable electric tools' },
    hazards: ['electrical-contact', 'portable-power-tools'],
    source: `${READ_LOWER}235&history=20240220 (s. 235: grounding of portable electric power tools unless battery-powered or double-insulated) ; ${READ_LOWER}238&history=20240220 (s. 238: electrical wire and hose of power tools)`,
  }),
  rsst({
    id: 'qc-rsst-234',
    cited: { fr: 'art. 234', en: 's. 234' },
    first: '234',
    title: { fr: 'Transport des outils tranchants', en: 'Transport of cutting tools' },
    hazards: ['sharp-tools'],
    source: `${READ_LOWER}234&history=20240220 (s. 234: cutting tools transported so as to prevent contact with the worker)`,
  }),
  rsst({
    id: 'qc-rsst-57',
    cited: { fr: 'art. 57', en: 's. 57' },
    first: '57',
    title: {
      fr: 'Risque d’incendie ou d’explosion dû aux poussières combustibles',
      en: 'Fire or explosion hazard due to combustible dusts',
    },
    hazards: ['combustible-dust'],
    source: `${READ_OLD}57&pointInTime=20201120 (s. 57: machines and equipment presenting a fire or explosion hazard due to combustible dusts)`,
  }),
  rsst({
    id: 'qc-rsst-323.1',
    cited: { fr: 'art. 323.1', en: 's. 323.1' },
    first: '323.1',
    title: {
      fr: 'Barrières en bordure des excavations de plus de 3 m',
      en: 'Barriers at the edge of excavations deeper than 3 m',
    },
    hazards: ['excavation-trenching'],
    source: `${READ_OLD}323_1&pointInTime=20200723 (s. 323.1, O.C. 1411-2018: barriers, barricades or warning line at the edge of any digging deeper than 3 m)`,
  }),
  rsst({
    id: 'qc-rsst-protective-equipment',
    cited: { fr: 'art. 345, 347 et 354.1', en: 'ss. 345, 347 and 354.1' },
    first: '345',
    title: {
      fr: 'Équipements de protection (protecteurs corporels, harnais, ligne d’avertissement)',
      en: 'Protective equipment (body protection, harness, warning line)',
    },
    hazards: ['inadequate-ppe', 'falls-from-height'],
    source: `${READ_OLD}345&pointInTime=20200723 (s. 345, protectors for other parts of the body) ; ${READ_OLD}347&pointInTime=20200723 (s. 347, full body harness, O.C. 1411-2018) ; ${READ_OLD}354_1&pointInTime=20200723 (s. 354.1, characteristics of a warning line)`,
  }),
  rsst({
    id: 'qc-rsst-45',
    cited: { fr: 'art. 45 à 47', en: 'ss. 45–47' },
    first: '45',
    title: {
      fr: 'Protection respiratoire (programme, appareils certifiés NIOSH, CSA Z94.4)',
      en: 'Respiratory protection (program, NIOSH-certified respirators, CSA Z94.4)',
    },
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
    source: `${READ_SPACED}45&history=20240226 (s. 45 as replaced by O.C. 49-2022: when the employer must provide a respirator) ; ${READ_UPPER}45_1&history=20230823 (s. 45.1, O.C. 49-2022: NIOSH-certified respirators, respiratory protection program per CSA Z94.4-11) ; ${READ_OLD}46&pointInTime=20200723 (s. 46) ; ${READ_OLD}47&pointInTime=20180719 (s. 47, use and care of respiratory protective equipment)`,
  }),
  rsst({
    id: 'qc-rsst-322',
    cited: { fr: 'art. 322', en: 's. 322' },
    first: '322',
    title: {
      fr: 'Travail seul dans un lieu isolé : méthode de surveillance efficace',
      en: 'Working alone in an isolated place: effective monitoring method',
    },
    hazards: ['working-alone'],
    source:
      'http://legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2013?code=se:322&history=20180831 (s. 322: efficient means of surveillance, continuous or intermittent, for a worker alone in an isolated place; O.C. 885-2001) and its French text (méthode de surveillance efficace)',
  }),
]);

import { fileURLToPath } from 'node:url';
import { texts } from '../../../../fixtures/analysis/fixtures.texts';
import type { AnalysisInput } from '../engine';

/**
 * Two realistic analyses for the engine tests: a Quebec welding shop in French and an Ontario warehouse in
 * English, each with a document and a photographed sign, and the answers a provider could give for them,
 * salted with the mistakes grounding must catch (an invented citation, a quote that is not in the file).
 */

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../fixtures/analysis/${name}`, import.meta.url));

export const JPEG_SIGN = fixture('sign-espace-clos-fr.jpg');
export const WEBP_SIGN = fixture('sign-forklift-en.webp');

export const weldingShopFr: AnalysisInput = {
  language: 'fr',
  jurisdiction: 'QC',
  workplace: {
    area: 'Atelier de soudure Beaulieu, Saint-Hyacinthe',
    mainSectorId: 'manufacturing',
    subSectorId: 'manufacturing.machinery-equipment',
    activityId: 'manufacturing.machinery-equipment.welding-assembly',
  },
  instructions: 'Portez une attention particulière au travail à chaud près des matières combustibles.',
  documents: [
    {
      fileName: 'soudure-atelier-fr.txt',
      kind: 'text',
      mimeType: 'text/plain',
      pages: [{ page: 1, text: texts.weldingTxt, method: 'text' }],
      imagePath: null,
    },
    {
      fileName: 'sign-espace-clos-fr.jpg',
      kind: 'image',
      mimeType: 'image/jpeg',
      pages: [{ page: 1, text: 'DANGER\nESPACE CLOS\nENTRÉE INTERDITE\nSANS PERMIS', method: 'ocr' }],
      imagePath: JPEG_SIGN,
    },
  ],
};

const noMeasures = { elimination: [], substitution: [], engineering: [], administrative: [], ppe: [] };

export const weldingAnswerFr = {
  risks: [
    {
      hazardId: 'hot-work',
      title: 'Incendie lors du travail à chaud',
      description: 'On soude et on coupe au chalumeau près de cartons et de chiffons huileux, sans permis.',
      severity: 'critique',
      likelihood: 'likely',
      measures: {
        ...noMeasures,
        elimination: ['Retirer les combustibles dans un rayon de 11 m avant tout travail à chaud'],
        administrative: ['Instaurer un permis de travail à chaud', 'Surveillance d’incendie de 60 minutes'],
      },
      recommendation: 'Instaurer un programme de permis de travail à chaud.',
      references: ['qc-lsst-51', 'qc-rsst-999.9'],
      evidence: [
        {
          source: 'file',
          fileName: 'soudure-atelier-fr.txt',
          page: 1,
          quote: "Aucun permis de travail à chaud n'est délivré",
        },
        { source: 'file', fileName: 'soudure-atelier-fr.txt', page: 1, quote: 'Les extincteurs sont vides' },
        {
          source: 'instructions',
          fileName: null,
          page: null,
          quote: 'travail à chaud près des matières combustibles',
        },
      ],
    },
    {
      hazardId: 'welding-fumes',
      title: 'Exposition aux fumées de soudage',
      description: 'Soudage MIG sur acier galvanisé sans captage à la source fonctionnel.',
      severity: 'eleve',
      likelihood: 'almost-certain',
      measures: {
        ...noMeasures,
        engineering: ['Réparer la hotte du poste 3'],
        ppe: ['Appareil de protection respiratoire'],
      },
      recommendation: 'Réparer le captage à la source et évaluer l’exposition.',
      references: ['qc-rsst-45'],
      evidence: [
        {
          source: 'file',
          fileName: 'soudure-atelier-fr.txt',
          page: 1,
          quote: 'la hotte d’aspiration du poste 3 est brisée',
        },
      ],
    },
    {
      hazardId: 'confined-spaces',
      title: 'Entrée en espace clos',
      description: 'Un espace clos est signalé dans l’atelier.',
      severity: 'critique',
      likelihood: 'possible',
      measures: { ...noMeasures, administrative: ['Programme d’entrée en espace clos avec permis'] },
      recommendation: 'Appliquer une procédure d’entrée en espace clos.',
      references: ['qc-rsst-297'],
      evidence: [
        { source: 'file', fileName: 'sign-espace-clos-fr.jpg', page: 1, quote: 'ESPACE CLOS' },
        {
          source: 'file',
          fileName: 'sign-espace-clos-fr.jpg',
          page: 1,
          quote: 'Panneau jaune fixé sur un mur de blocs',
        },
      ],
    },
    {
      hazardId: 'heat-stress',
      title: 'Contrainte thermique',
      description: 'Chaleur près des fours de préchauffage.',
      severity: 'modere',
      likelihood: 'possible',
      measures: noMeasures,
      recommendation: 'Évaluer la contrainte thermique en été.',
      references: [],
      evidence: [
        {
          source: 'file',
          fileName: 'soudure-atelier-fr.txt',
          page: 1,
          quote: 'Il fait 40 °C dans l’atelier',
        },
      ],
    },
    {
      hazardId: 'soudure-generale',
      title: 'Bruit des meuleuses',
      description: 'Le bruit atteint 96 dBA au meulage.',
      severity: 'eleve',
      likelihood: 'likely',
      measures: noMeasures,
      recommendation: 'Programme de conservation de l’ouïe.',
      references: ['qc-rsst-130'],
      evidence: [
        { source: 'file', fileName: 'soudure-atelier-fr.txt', page: 1, quote: '96 dBA au poste de meulage' },
      ],
    },
  ],
};

export const warehouseEn: AnalysisInput = {
  language: 'en',
  jurisdiction: 'ON',
  workplace: {
    area: 'Northbay Distribution warehouse, Sudbury',
    mainSectorId: 'transport-warehousing',
    subSectorId: 'transport-warehousing.warehousing',
    activityId: null,
  },
  instructions: 'Focus on the loading dock and order picking.',
  documents: [
    {
      fileName: 'warehouse-description-en.pdf',
      kind: 'pdf',
      mimeType: 'application/pdf',
      pages: texts.warehousePdf.map((paragraphs, index) => ({
        page: index + 1,
        text: paragraphs.join('\n'),
        method: 'text' as const,
      })),
      imagePath: null,
    },
    {
      fileName: 'sign-forklift-en.webp',
      kind: 'image',
      mimeType: 'image/webp',
      pages: [{ page: 1, text: 'CAUTION\nFORKLIFT TRAFFIC\nPEDESTRIANS\nUSE WALKWAY', method: 'ocr' }],
      imagePath: WEBP_SIGN,
    },
  ],
};

export const warehouseAnswerEn = {
  risks: [
    {
      hazardId: 'pedestrian-vehicle-traffic',
      title: 'Pedestrians struck by forklifts',
      description: 'Forklifts and pickers share the main aisle with no marked walkway.',
      severity: 'critique',
      likelihood: 'likely',
      measures: { ...noMeasures, engineering: ['Mark and barrier a pedestrian walkway'] },
      recommendation: 'Separate pedestrian and forklift traffic.',
      references: ['on-reg-851-51', 'osha-1910.178'],
      evidence: [
        {
          source: 'file',
          fileName: 'warehouse-description-en.pdf',
          page: 2,
          quote: 'Forklifts and pedestrians share the main aisle, which has no marked walkway.',
        },
        { source: 'file', fileName: 'sign-forklift-en.webp', page: 1, quote: 'FORKLIFT TRAFFIC' },
      ],
    },
    {
      hazardId: 'racking-collapse',
      title: 'Racking collapse',
      description: 'Damaged uprights and missing beam locks.',
      severity: 'eleve',
      likelihood: 'possible',
      measures: { ...noMeasures, administrative: ['Inspect racking and unload damaged bays'] },
      recommendation: 'Have the racking inspected by a qualified person.',
      references: ['on-ohsa-25'],
      // The model names the wrong page: grounding credits the page the words are really on.
      evidence: [
        {
          source: 'file',
          fileName: 'warehouse-description-en.pdf',
          page: 2,
          quote: 'Several uprights of the racking show impact damage from forklifts',
        },
      ],
    },
    {
      hazardId: 'manual-handling',
      title: 'Manual handling of heavy boxes',
      description: 'Boxes of 25 kg are lifted from the floor with twisting.',
      severity: 'modere',
      likelihood: 'almost-certain',
      measures: { ...noMeasures, engineering: ['Lift tables'] },
      recommendation: 'Assess the lifting tasks.',
      references: ['on-ohsa-25-2-h'],
      evidence: [
        { source: 'instructions', fileName: null, page: null, quote: 'order picking' },
        { source: 'file', fileName: 'warehouse-description-en.pdf', page: 2, quote: 'Boxes weigh 40 kg' },
      ],
    },
  ],
};

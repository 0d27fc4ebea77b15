import type { WorkplaceAnalysis } from './analysis';

/**
 * A complete French analysis as the server answers it: the reference for the result screens, the
 * reports and anyone reading the API. analysis.example.test.ts checks it against the schema.
 */
export const exampleWorkplaceAnalysis: WorkplaceAnalysis = {
  id: '6f1d2c3b-8a4e-4c1f-9b2a-1d3e5f7a9b0c',
  analysisId: '6f1d2c3b-8a4e-4c1f-9b2a-1d3e5f7a9b0c',
  requestId: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b',
  timestamp: '2026-03-12T14:05:00.000Z',
  area: 'Brasserie artisanale — salle de fermentation',
  jurisdiction: 'QC',
  province: 'QC',
  language: 'français',
  mainSector: 'Fabrication',
  mainSectorId: 'manufacturing',
  subSector: 'Aliments et boissons',
  subSectorId: 'manufacturing.food-beverage',
  specificSector: 'Assainissement et lavage',
  specificActivity: 'Assainissement et lavage',
  specificActivityId: 'manufacturing.food-beverage.sanitation',
  industrySector: 'Assainissement et lavage',
  sourceInterface: 'conseiller-sst',
  question: 'Visite du 12 mars : nettoyage des cuves et ligne d’embouteillage.',
  fileNames: ['description-brasserie.docx', 'affiche-cuve.jpg'],
  files: [
    {
      id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      name: 'description-brasserie.docx',
      path: '/uploads/1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d.docx',
      thumbnailPath: null,
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: 10_240,
      kind: 'docx',
      extraction: { status: 'ok', code: null, message: null, pages: 1, ocrPages: 0, truncated: false },
    },
    {
      id: '2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e',
      name: 'affiche-cuve.jpg',
      path: '/uploads/2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e.jpg',
      thumbnailPath: '/uploads/2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e.thumbnail.jpg',
      mimetype: 'image/jpeg',
      size: 186_000,
      kind: 'image',
      extraction: { status: 'ok', code: null, message: null, pages: 1, ocrPages: 1, truncated: false },
    },
  ],
  workplaceInfo: {
    area: 'Brasserie artisanale — salle de fermentation',
    province: 'QC',
    mainSector: 'Fabrication',
    subSector: 'Aliments et boissons',
    specificActivity: 'Assainissement et lavage',
  },
  savedToStandard: false,
  source: 'standard',
  engine: { name: 'builtin', model: 'risquevision-builtin-1' },
  analysis: {
    risques: [
      {
        risque_id: 'SST_001',
        hazardId: 'confined-spaces',
        title: 'Espace clos',
        gravite: 'Critique',
        likelihood: 'likely',
        priority: 1,
        description:
          'Des travailleurs descendent dans la cuve de fermentation pour la nettoyer : atmosphère pouvant être pauvre en oxygène ou chargée de CO2.',
        mesures_protection: [
          'Nettoyage en place (NEP) sans entrée dans la cuve',
          'Ventilation mécanique et détection continue de l’O2 et du CO2',
          'Permis d’entrée, surveillant à l’extérieur et plan de sauvetage',
          'Harnais et ligne de récupération',
        ],
        measuresByLevel: {
          elimination: ['Nettoyage en place (NEP) sans entrée dans la cuve'],
          substitution: [],
          engineering: ['Ventilation mécanique et détection continue de l’O2 et du CO2'],
          administrative: ['Permis d’entrée, surveillant à l’extérieur et plan de sauvetage'],
          ppe: ['Harnais et ligne de récupération'],
        },
        recommandation:
          'Interdire l’entrée dans les cuves tant qu’une procédure d’entrée en espace clos conforme au RSST n’est pas en place.',
        references_reglementaires: ['RSST, RLRQ c. S-2.1, r. 13, art. 297 à 312'],
        references: [
          {
            id: 'qc-rsst-297',
            citation: 'RSST, RLRQ c. S-2.1, r. 13, art. 297 à 312',
            title: 'Espaces clos (ventilation, surveillant, procédure de sauvetage)',
            url: 'https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2013#se:297',
            generalDuty: false,
          },
        ],
        basis: 'evidence',
        evidence: [
          {
            source: 'file',
            fileName: 'description-brasserie.docx',
            page: 1,
            method: 'text',
            quote: 'les employés descendent dans la cuve de fermentation pour la nettoyer',
          },
          {
            source: 'file',
            fileName: 'affiche-cuve.jpg',
            page: null,
            method: 'ocr',
            quote: 'DANGER ESPACE CLOS',
          },
        ],
      },
      {
        risque_id: 'SST_002',
        hazardId: 'manual-handling',
        title: 'Manutention manuelle',
        gravite: 'Modéré',
        likelihood: 'possible',
        priority: 3,
        description:
          'Typique de ce secteur : déplacement de fûts, de sacs de malt et de produits de nettoyage.',
        mesures_protection: ['Diable à fûts', 'Formation aux méthodes de manutention'],
        measuresByLevel: {
          elimination: [],
          substitution: [],
          engineering: ['Diable à fûts'],
          administrative: ['Formation aux méthodes de manutention'],
          ppe: [],
        },
        recommandation: 'Évaluer les charges manipulées et fournir des aides mécaniques.',
        references_reglementaires: ['RSST, RLRQ c. S-2.1, r. 13, art. 166'],
        references: [
          {
            id: 'qc-rsst-166',
            citation: 'RSST, RLRQ c. S-2.1, r. 13, art. 166',
            title: 'Manutention de charges et de personnes (formation, aides mécaniques)',
            url: 'https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2013#se:166',
            generalDuty: false,
          },
        ],
        basis: 'sector',
        evidence: [
          {
            source: 'sector',
            fileName: null,
            page: null,
            method: 'profile',
            quote: 'Assainissement et lavage',
          },
        ],
      },
    ],
    summary: {
      total: 2,
      bySeverity: { critique: 1, eleve: 0, modere: 1, faible: 0 },
      text: '2 risques : 1 critique, 1 modéré. Priorité : espace clos.',
    },
    method: {
      engine: 'builtin',
      model: 'risquevision-builtin-1',
      text: 'Analyse hors ligne : indices relevés dans les documents, les photos (lecture optique) et les instructions, croisés avec le profil du secteur et le catalogue réglementaire de la juridiction.',
    },
    documentAnalyses: [
      {
        fileName: 'description-brasserie.docx',
        originalName: 'description-brasserie.docx',
        analysis: {
          risksIdentified: [
            {
              riskId: 'SST_001',
              severity: 'Critique',
              description:
                'Des travailleurs descendent dans la cuve de fermentation pour la nettoyer : atmosphère pouvant être pauvre en oxygène ou chargée de CO2.',
              recommendations: ['Nettoyage en place (NEP) sans entrée dans la cuve'],
              regulatoryReferences: ['RSST, RLRQ c. S-2.1, r. 13, art. 297 à 312'],
            },
          ],
        },
      },
    ],
  },
  warnings: [],
};

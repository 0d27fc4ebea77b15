import { randomUUID } from 'node:crypto';
import type { AnalysisFile, Risk, Risque, WorkplaceAnalysis } from '../../../common/contract/analysis';
import { exampleWorkplaceAnalysis } from '../../../common/contract/analysis.example';
import { formatRiskId } from '../../../common/contract/risk-view';

/**
 * Analyses the report tests and the bench render: the contract's example with a third risk (so one can
 * be left out and checked absent), its English twin, and a large one built by repetition.
 */

const chemicalRisque: Risque = {
  risque_id: 'SST_003',
  hazardId: 'cleaning-chemicals',
  title: 'Produits de nettoyage caustiques',
  gravite: 'Élevé',
  likelihood: 'likely',
  priority: 1,
  description:
    'La soude caustique utilisée pour le lavage des cuves peut être projetée dans les yeux : brûlures de l’œil et de la peau à la préparation des solutions.',
  mesures_protection: [
    'Dosage automatique des produits concentrés',
    'Douche oculaire à moins de 10 secondes du poste',
    'Lunettes étanches et gants résistants aux produits caustiques',
  ],
  measuresByLevel: {
    elimination: [],
    substitution: ['Produits prédilués moins concentrés lorsque le procédé le permet'],
    engineering: [
      'Dosage automatique des produits concentrés',
      'Douche oculaire à moins de 10 secondes du poste',
    ],
    administrative: ['Fiches de données de sécurité (SIMDUT) affichées et formation des travailleurs'],
    ppe: ['Lunettes étanches et gants résistants aux produits caustiques'],
  },
  recommandation:
    'Installer une douche oculaire près de la station de lavage et former le personnel au SIMDUT avant la prochaine préparation de solution.',
  references_reglementaires: ['RSST, RLRQ c. S-2.1, r. 13, art. 75 à 77'],
  references: [
    {
      id: 'qc-rsst-75',
      citation: 'RSST, RLRQ c. S-2.1, r. 13, art. 75 à 77',
      title: 'Douches oculaires et douches de secours à proximité des produits dangereux',
      url: 'https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2013',
      generalDuty: false,
    },
  ],
  basis: 'evidence',
  evidence: [
    {
      source: 'instructions',
      fileName: null,
      page: null,
      method: 'text',
      quote: 'nettoyage des cuves à la soude caustique, préparation manuelle des solutions',
    },
  ],
};

/** The contract's French example plus SST_003 (Élevé, P1). */
export function frenchFixture(): WorkplaceAnalysis {
  const example = structuredClone(exampleWorkplaceAnalysis);
  const risques = example.analysis.risques ?? [];
  example.analysis.risques = [...risques, structuredClone(chemicalRisque)];
  example.analysis.summary = {
    total: 3,
    bySeverity: { critique: 1, eleve: 1, modere: 1, faible: 0 },
    text: '3 risques : 1 critique, 1 élevé, 1 modéré.',
  };
  return example;
}

const ENGLISH: Record<string, Pick<Risk, 'title' | 'severity' | 'description' | 'recommendation'>> = {
  SST_001: {
    title: 'Confined space',
    severity: 'Critical',
    description:
      'Workers climb into the fermentation tank to clean it: the atmosphere may be oxygen-deficient or loaded with CO2.',
    recommendation: 'Prohibit tank entry until a confined-space entry procedure is in place.',
  },
  SST_002: {
    title: 'Manual handling',
    severity: 'Moderate',
    description: 'Typical of this sector: moving kegs, malt bags and cleaning products.',
    recommendation: 'Assess the loads handled and provide mechanical aids.',
  },
  SST_003: {
    title: 'Caustic cleaning chemicals',
    severity: 'High',
    description: 'Caustic soda used to wash the tanks can splash into the eyes when solutions are prepared.',
    recommendation: 'Install an eyewash station near the washing area and train staff in WHMIS.',
  },
};

/** The same analysis in English, in Ontario, as an English request would come back. */
export function englishFixture(): WorkplaceAnalysis {
  const french = frenchFixture();
  const risks: Risk[] = (french.analysis.risques ?? []).map((risque) => {
    const english = ENGLISH[risque.risque_id]!;
    const { risque_id, gravite, mesures_protection, recommandation, references_reglementaires, ...shared } =
      risque;
    return {
      ...shared,
      ...english,
      id: risque_id,
      protective_measures: mesures_protection,
      regulatory_references: references_reglementaires,
    };
  });
  const { risques: _french, ...body } = french.analysis;
  return {
    ...french,
    language: 'english',
    jurisdiction: 'ON',
    province: 'ON',
    area: 'Craft brewery — fermentation room',
    mainSector: 'Manufacturing',
    subSector: 'Food and beverage',
    specificActivity: 'Sanitation and washing',
    analysis: {
      ...body,
      risks,
      summary: { ...body.summary, text: '3 risks: 1 critical, 1 high, 1 moderate.' },
      method: { ...body.method, text: 'Offline analysis of the documents, photos and instructions.' },
    },
  };
}

/** What the evidence says is in place for SST_002 in each language (issue 12), its rating and why. */
const CONTROLS = {
  fr: {
    existingMeasures: [
      'Un diable à fûts est disponible à chaque poste de remplissage.',
      'Les employés ont suivi la formation sur les méthodes de manutention en janvier.',
    ],
    ratingRationale:
      'Gravité intrinsèque : élevé ; cote résiduelle : modéré, compte tenu des mesures en place, à maintenir et à vérifier.',
  },
  en: {
    existingMeasures: [
      'A keg trolley is available at every filling station.',
      'Staff took the manual handling training in January.',
    ],
    ratingRationale:
      'Inherent severity: high; residual rating: moderate, given the controls in place, which must be kept and checked.',
  },
} as const;

/** The French or English fixture whose SST_002 the evidence says is controlled: measures in place, residual P4. */
export function controlledFixture(language: 'fr' | 'en'): WorkplaceAnalysis {
  const analysis = language === 'fr' ? frenchFixture() : englishFixture();
  const risks = (analysis.analysis.risques ?? analysis.analysis.risks ?? []) as (Risque | Risk)[];
  const risk = risks.find((item) => item.hazardId === 'manual-handling')!;
  Object.assign(risk, {
    ...CONTROLS[language],
    existingMeasures: [...CONTROLS[language].existingMeasures],
    status: 'controlled',
    inherentSeverity: 'eleve',
    likelihood: 'unlikely',
    priority: 4,
    basis: 'evidence',
    // Read in the same document as SST_001's first clue.
    evidence: [{ ...risks[0]!.evidence[0]!, quote: CONTROLS[language].existingMeasures[0] }],
  });
  return analysis;
}

/** The French fixture as when the evidence raised nothing: only the sector's typical risks. */
export function sectorOnlyFixture(): WorkplaceAnalysis {
  const analysis = frenchFixture();
  for (const risque of analysis.analysis.risques ?? []) {
    risque.basis = 'sector';
    risque.evidence = [
      { source: 'sector', fileName: null, page: null, method: 'profile', quote: 'Brasserie' },
    ];
  }
  return analysis;
}

/**
 * `riskCount` French risks cycling through the three above, with `imageCount` photo files. Each risk's
 * words are made its own (a workstation number), so nothing a renderer caches is shared between sheets.
 */
export function largeFixture(options: { riskCount: number; imageCount: number }): WorkplaceAnalysis {
  const base = frenchFixture();
  const templates = base.analysis.risques ?? [];
  const risques = Array.from({ length: options.riskCount }, (_, index) => {
    const template = structuredClone(templates[index % templates.length]!);
    const own = (text: string) => `${text} (poste ${index + 1})`;
    return {
      ...template,
      risque_id: formatRiskId(index),
      title: own(template.title),
      description: own(template.description),
      recommandation: own(template.recommandation),
      evidence: template.evidence.map((item) => ({ ...item, quote: own(item.quote) })),
    };
  });
  const images: AnalysisFile[] = Array.from({ length: options.imageCount }, (_, index) => ({
    ...base.files[1]!,
    id: randomUUID(),
    name: `photo-atelier-${index + 1}.jpg`,
  }));
  return {
    ...base,
    files: [base.files[0]!, ...images],
    analysis: { ...base.analysis, risques },
  };
}

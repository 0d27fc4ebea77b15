import { describe, expect, it } from 'vitest';
import { JURISDICTION_CODES } from '../jurisdictions';
import { LANGUAGES } from '../localized';
import { getProvision, provisionsFor } from '../regulations';
import { LIKELIHOODS, SEVERITIES } from '../risk';
import { findSectorNode } from '../sectors';
import {
  CONTROL_LEVELS,
  CROSS_REFERENCE_HAZARDS,
  CROSS_REFERENCE_JURISDICTIONS,
  getHazard,
  HAZARD_FAMILIES,
  hazards,
  isOmitted,
} from './index';

describe('hazard catalogue', () => {
  it('holds at least 80 hazards with unique kebab-case ids', () => {
    expect(hazards.length).toBeGreaterThanOrEqual(80);
    const ids = hazards.map((hazard) => hazard.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names, describes and recommends in both languages', () => {
    for (const hazard of hazards) {
      for (const language of LANGUAGES) {
        expect(hazard.name[language].trim(), hazard.id).not.toBe('');
        expect(hazard.description[language].length, hazard.id).toBeGreaterThan(30);
        expect(hazard.recommendation[language].length, hazard.id).toBeGreaterThan(30);
      }
    }
  });

  it('gives every hazard cues in both languages, without duplicates', () => {
    for (const hazard of hazards) {
      for (const language of LANGUAGES) {
        const cues = hazard.cues[language];
        expect(cues.length, `${hazard.id} ${language}`).toBeGreaterThanOrEqual(5);
        const folded = cues.map((cue) => cue.toLowerCase());
        expect(new Set(folded).size, `${hazard.id} ${language}`).toBe(folded.length);
      }
    }
  });

  it('includes the sign wording found on Quebec sites', () => {
    const frenchCues = hazards.flatMap((hazard) => hazard.cues.fr);
    for (const sign of ['DANGER', 'ESPACE CLOS', 'CADENASSAGE OBLIGATOIRE', 'PORT DU HARNAIS OBLIGATOIRE']) {
      expect(
        frenchCues.some((cue) => cue.includes(sign)),
        sign,
      ).toBe(true);
    }
  });

  it('classifies every hazard in a known family with default severity and likelihood', () => {
    for (const hazard of hazards) {
      expect(HAZARD_FAMILIES).toContain(hazard.family);
      expect(SEVERITIES).toContain(hazard.severity);
      expect(LIKELIHOODS).toContain(hazard.likelihood);
    }
  });

  it('ties every hazard to sectors that exist in the taxonomy', () => {
    for (const hazard of hazards) {
      expect(hazard.sectors.length, hazard.id).toBeGreaterThan(0);
      for (const sectorId of hazard.sectors)
        expect(findSectorNode(sectorId), `${hazard.id} → ${sectorId}`).toBeDefined();
    }
  });

  it('covers the five levels of the hierarchy of controls, in order', () => {
    for (const hazard of hazards) {
      expect(Object.keys(hazard.measures), hazard.id).toEqual([...CONTROL_LEVELS]);
      let applied = 0;
      for (const level of CONTROL_LEVELS) {
        const measure = hazard.measures[level];
        if (isOmitted(measure)) {
          for (const language of LANGUAGES)
            expect(measure.omitted[language].length, `${hazard.id} ${level}`).toBeGreaterThan(20);
        } else {
          applied += 1;
          for (const language of LANGUAGES) {
            expect(measure[language].length, `${hazard.id} ${level} ${language}`).toBeGreaterThan(0);
            for (const item of measure[language]) expect(item.trim()).not.toBe('');
          }
        }
      }
      expect(applied, hazard.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('cites provisions for all 14 jurisdictions, each from its own jurisdiction', () => {
    for (const hazard of hazards) {
      expect(Object.keys(hazard.references).sort()).toEqual([...JURISDICTION_CODES].sort());
      for (const code of JURISDICTION_CODES) {
        const ids = hazard.references[code];
        expect(ids.length, `${hazard.id} ${code}`).toBeGreaterThan(0);
        for (const id of ids)
          expect(getProvision(id)?.jurisdiction, `${hazard.id} ${code} → ${id}`).toBe(code);
      }
    }
  });

  it('falls back on the general duty only when no specific provision applies', () => {
    for (const hazard of hazards) {
      for (const code of JURISDICTION_CODES) {
        const kinds = hazard.references[code].map((id) => getProvision(id)?.kind);
        const hasSpecific = provisionsFor(code).some(
          (provision) => provision.kind === 'provision' && provision.hazards.includes(hazard.id),
        );
        expect(kinds, `${hazard.id} ${code}`).toEqual(
          hasSpecific ? kinds.map(() => 'provision') : ['general-duty'],
        );
      }
    }
  });

  it.each(CROSS_REFERENCE_HAZARDS)(
    'cites specific provisions for %s in QC, ON, BC, AB and federal',
    (hazardId) => {
      const hazard = getHazard(hazardId);
      expect(hazard).toBeDefined();
      for (const code of CROSS_REFERENCE_JURISDICTIONS) {
        const kinds = (hazard?.references[code] ?? []).map((id) => getProvision(id)?.kind);
        expect(kinds.length, `${hazardId} ${code}`).toBeGreaterThan(0);
        expect(
          kinds.every((kind) => kind === 'provision'),
          `${hazardId} ${code}`,
        ).toBe(true);
      }
    },
  );

  it('cites the reference’s provisions for the headline hazards', () => {
    expect(getHazard('falls-from-height')?.references.QC).toContain('qc-rsst-33.1');
    expect(getHazard('hazardous-energy')?.references.QC).toContain('qc-rsst-188.1');
    expect(getHazard('confined-spaces')?.references.ON).toContain('on-reg-632-05');
    expect(getHazard('noise')?.references.FEDERAL).toContain('fed-cohsr-part-vii');
    expect(getHazard('heat-stress')?.references.BC).toContain('bc-ohsr-7.26');
    expect(getHazard('scaffolds')?.references.AB).toContain('ab-code-part-23');
  });
});

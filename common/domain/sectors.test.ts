import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './localized';
import {
  findActivity,
  findMainSector,
  findSectorNode,
  findSubSector,
  resolveSectorPath,
  sectors,
} from './sectors';

const allSubSectors = sectors.flatMap((sector) => sector.subSectors);
const allActivities = allSubSectors.flatMap((subSector) => subSector.activities);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('sector taxonomy', () => {
  it('lists the spec’s 8 main sectors first, in order, then the 9 of issue 12', () => {
    expect(sectors.slice(0, 8).map((sector) => sector.name.en)).toEqual([
      'Automotive',
      'Construction',
      'Mining and Metals',
      'Renewable Energy',
      'Forestry and Sawmills',
      'Transport and warehousing',
      'Manufacturing',
      'Professional services',
    ]);
    expect(sectors.slice(8).map((sector) => sector.id)).toEqual([
      'agriculture',
      'health-care',
      'food-services',
      'retail',
      'education',
      'fishing-seafood',
      'utilities',
      'oil-gas',
      'public-administration',
    ]);
    expect(sectors.slice(0, 8).map((sector) => sector.name.fr)).toEqual([
      'Automobile',
      'Construction',
      'Mines et métaux',
      'Énergies renouvelables',
      'Foresterie et scieries',
      'Transport et entreposage',
      'Fabrication',
      'Services professionnels',
    ]);
  });

  it('gives every sector 4 to 7 sub-sectors and every sub-sector 4 to 8 activities', () => {
    for (const sector of sectors) {
      expect(sector.subSectors.length, sector.id).toBeGreaterThanOrEqual(4);
      expect(sector.subSectors.length, sector.id).toBeLessThanOrEqual(7);
      for (const subSector of sector.subSectors) {
        expect(subSector.activities.length, subSector.id).toBeGreaterThanOrEqual(4);
        expect(subSector.activities.length, subSector.id).toBeLessThanOrEqual(8);
      }
    }
  });

  it('uses unique dotted kebab-case ids that extend their parent’s id', () => {
    const ids = [...sectors, ...allSubSectors, ...allActivities].map((node) => node.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) for (const segment of id.split('.')) expect(segment).toMatch(KEBAB);
    for (const sector of sectors) {
      for (const subSector of sector.subSectors) {
        expect(subSector.id.startsWith(`${sector.id}.`)).toBe(true);
        for (const activity of subSector.activities)
          expect(activity.id.startsWith(`${subSector.id}.`)).toBe(true);
      }
    }
  });

  it('names every node in both languages', () => {
    for (const node of [...sectors, ...allSubSectors, ...allActivities]) {
      for (const language of LANGUAGES) expect(node.name[language].trim(), node.id).not.toBe('');
    }
  });

  it('records NAICS Canada codes in a consistent format', () => {
    for (const subSector of allSubSectors) {
      if (subSector.naics !== undefined)
        expect(subSector.naics, subSector.id).toMatch(/^\d{3,6}(, \d{3,6})*$/);
    }
    expect(findSubSector('automotive.repair-maintenance')?.naics).toBe('8111');
  });

  it('gives construction the six sub-sectors named by the spec', () => {
    expect(findMainSector('construction')?.subSectors.map((subSector) => subSector.name.en)).toEqual([
      'Residential building',
      'Commercial and institutional building',
      'Infrastructure and public works',
      'Specialized construction (trades)',
      'Residential companies (renovation and maintenance)',
      'Suppliers and professional services',
    ]);
  });

  it('finds nodes of every level by id', () => {
    expect(findMainSector('construction')?.name.fr).toBe('Construction');
    expect(findSubSector('construction.residential')?.name.en).toBe('Residential building');
    expect(findActivity('construction.residential.roofing')?.name.fr).toBe('Toiture');
    expect(findSectorNode('renewable-energy.wind')).toBeDefined();
    expect(findSubSector('construction')).toBeUndefined();
    expect(findActivity('construction.residential')).toBeUndefined();
    expect(findSectorNode('construction.nowhere')).toBeUndefined();
  });
});

describe('resolveSectorPath', () => {
  it('accepts a complete and consistent chain', () => {
    const result = resolveSectorPath({
      mainSectorId: 'construction',
      subSectorId: 'construction.residential',
      activityId: 'construction.residential.roofing',
    });
    expect(result.ok && result.activity?.name.en).toBe('Roofing');
  });

  it('accepts a main sector alone, or with a sub-sector only', () => {
    expect(resolveSectorPath({ mainSectorId: 'manufacturing' }).ok).toBe(true);
    expect(
      resolveSectorPath({ mainSectorId: 'manufacturing', subSectorId: 'manufacturing.chemicals' }).ok,
    ).toBe(true);
  });

  it.each([
    [{ mainSectorId: 'aerospace' }, 'unknown-main-sector'],
    [{ mainSectorId: 'construction', subSectorId: 'construction.nowhere' }, 'unknown-sub-sector'],
    [
      { mainSectorId: 'construction', subSectorId: 'manufacturing.chemicals' },
      'sub-sector-not-in-main-sector',
    ],
    [
      { mainSectorId: 'construction', activityId: 'construction.residential.roofing' },
      'activity-without-sub-sector',
    ],
    [
      {
        mainSectorId: 'construction',
        subSectorId: 'construction.residential',
        activityId: 'construction.residential.x',
      },
      'unknown-activity',
    ],
    [
      {
        mainSectorId: 'construction',
        subSectorId: 'construction.residential',
        activityId: 'construction.infrastructure.tunnelling',
      },
      'activity-not-in-sub-sector',
    ],
  ])('rejects %j with %s', (input, error) => {
    expect(resolveSectorPath(input)).toEqual({ ok: false, error });
  });
});

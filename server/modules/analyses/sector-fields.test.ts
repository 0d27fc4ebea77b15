import { describe, expect, it } from 'vitest';
import { resolveSectorFields } from './sector-fields';

describe('resolveSectorFields', () => {
  it('accepts ids', () => {
    expect(
      resolveSectorFields({
        mainSector: 'manufacturing',
        subSector: 'manufacturing.food-beverage',
        activity: 'manufacturing.food-beverage.sanitation',
      }),
    ).toEqual({
      mainSectorId: 'manufacturing',
      subSectorId: 'manufacturing.food-beverage',
      activityId: 'manufacturing.food-beverage.sanitation',
    });
  });

  it('accepts labels in either language, whatever the case and accents', () => {
    expect(
      resolveSectorFields({ mainSector: 'fabrication', subSector: 'Food and beverage', activity: '' }),
    ).toEqual({
      mainSectorId: 'manufacturing',
      subSectorId: 'manufacturing.food-beverage',
      activityId: null,
    });
  });

  it('drops a level that does not belong to the one above', () => {
    expect(
      resolveSectorFields({
        mainSector: 'construction',
        subSector: 'manufacturing.food-beverage',
        activity: 'x',
      }),
    ).toEqual({ mainSectorId: 'construction', subSectorId: null, activityId: null });
    expect(resolveSectorFields({ mainSector: '', subSector: '', activity: '' })).toEqual({
      mainSectorId: null,
      subSectorId: null,
      activityId: null,
    });
  });
});

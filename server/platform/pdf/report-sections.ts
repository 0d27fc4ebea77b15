import type { ReportModel } from '../../modules/reports/report-model';

export type SectionKey = 'summary' | 'risks' | 'images' | 'method' | 'legal' | 'signOff';
export type ReportSection = { key: SectionKey; id: string; number: number; title: string };

/** The numbered sections in reading order; the photo section exists only when a photo could be read. */
export function listSections(model: ReportModel, hasImages: boolean): ReportSection[] {
  const keys: SectionKey[] = [
    'summary',
    'risks',
    ...(hasImages ? ['images' as const] : []),
    'method',
    'legal',
    'signOff',
  ];
  return keys.map((key, index) => ({
    key,
    id: `section-${key}`,
    number: index + 1,
    title: model.labels.sections[key],
  }));
}

/** The link target and page-number key of a risk sheet. */
export const riskAnchor = (riskId: string) => `risk-${riskId}`;

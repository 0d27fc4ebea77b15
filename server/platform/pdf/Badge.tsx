import { Text } from '@react-pdf/renderer';
import type { Colors } from '../../modules/reports/report-model';

/**
 * A severity or priority label on its WCAG-checked colour from common/domain/risk.ts, as a run inside
 * a text (its background is the run's; spaces pad it): no box of its own to lay out.
 */
export function Badge({ text, colors }: { text: string; colors: Colors }) {
  return (
    <Text style={{ backgroundColor: colors.background, color: colors.text, fontWeight: 700 }}>
      {`\u00a0${text}\u00a0`}
    </Text>
  );
}

import { Text } from '@react-pdf/renderer';
import { Fragment } from 'react';
import type { ReportRisk } from '../../modules/reports/report-model';
import { ReportText } from './ReportText';
import { COLORS, styles } from './report-theme';

/**
 * The words that raised the risk, each followed by its file, page and how it was read; or the
 * sector note. One quoted block, one text: see RiskSection for why texts are kept few.
 */
export function EvidenceList({ evidence }: { evidence: ReportRisk['evidence'] }) {
  return (
    <ReportText style={styles.evidence}>
      {evidence.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: evidence items have no identity of their own
        <Fragment key={index}>
          {index > 0 ? '\n' : null}
          {item.quote === null ? (
            <Text style={{ color: COLORS.muted }}>{item.source}</Text>
          ) : (
            <>
              <Text style={{ fontStyle: 'italic' }}>{`${item.quote}\n`}</Text>
              <Text style={styles.small}>{item.source}</Text>
            </>
          )}
        </Fragment>
      ))}
    </ReportText>
  );
}

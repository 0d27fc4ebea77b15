import { Page } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { ReportModel } from '../../modules/reports/report-model';
import type { PageNumbers } from './PageAnchor';
import { PageChrome } from './PageChrome';
import { styles } from './report-theme';

/**
 * One react-pdf page run with the running header and footer. Each section and each risk sheet gets
 * its own run: react-pdf lays the rest of a run out again at every page break when page numbers are
 * printed, so one long run costs the square of its length (50 risks took 50 s; short runs take 1).
 */
export function ContentPage(props: {
  model: ReportModel;
  pages: PageNumbers;
  /** Sections and risk sheets that open this run, for the table of contents. */
  anchors?: readonly string[];
  children: ReactNode;
}) {
  const { model } = props;
  return (
    <Page size={model.paper} style={styles.page}>
      <PageChrome model={model} pages={props.pages} anchors={props.anchors ?? []} />
      {props.children}
    </Page>
  );
}

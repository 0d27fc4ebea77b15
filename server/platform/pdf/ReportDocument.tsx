import { Document, View } from '@react-pdf/renderer';
import type { ReportModel } from '../../modules/reports/report-model';
import { ContentPage } from './ContentPage';
import { CoverPage } from './CoverPage';
import { ExecutiveSummary } from './ExecutiveSummary';
import { ImagesSection } from './ImagesSection';
import { LegalNotice } from './LegalNotice';
import { MethodSection } from './MethodSection';
import type { PageNumbers } from './PageAnchor';
import { RiskSection } from './RiskSection';
import type { ReportImage } from './report-images';
import { listSections, type ReportSection, riskAnchor, type SectionKey } from './report-sections';
import { bookmark, SectionHeading } from './SectionHeading';
import { SignOff } from './SignOff';
import { TableOfContents } from './TableOfContents';

/**
 * The whole report: cover, contents, summary, one sheet per risk, photos, method, notice and sign-off.
 * Each section and each risk sheet is its own page run (see ContentPage).
 */
export function ReportDocument(props: { model: ReportModel; images: ReportImage[]; pages: PageNumbers }) {
  const { model, images, pages } = props;
  const sections = listSections(model, images.length > 0);
  const section = (key: SectionKey) => sections.find((candidate) => candidate.key === key);
  // The outline (PDF bookmarks) mirrors the table of contents.
  const heading = (item: ReportSection, anchor?: PageNumbers) => (
    <View {...bookmark(`${item.number}. ${item.title}`)}>
      <SectionHeading id={item.id} number={item.number} title={item.title} pages={anchor} />
    </View>
  );
  const summary = section('summary')!;
  const risks = section('risks')!;
  const imagesSection = section('images');
  const method = section('method')!;
  const legal = section('legal')!;
  const signOff = section('signOff')!;

  return (
    <Document
      title={model.labels.documentTitle}
      subject={model.area}
      author={model.author}
      creator="RisqueVision"
      producer="RisqueVision"
      language={model.language === 'fr' ? 'fr-CA' : 'en-CA'}
      pageMode="useOutlines"
    >
      <CoverPage model={model} />
      <ContentPage model={model} pages={pages}>
        <TableOfContents model={model} sections={sections} pages={pages} />
      </ContentPage>
      <ContentPage model={model} pages={pages} anchors={[summary.id]}>
        {heading(summary)}
        <ExecutiveSummary model={model} />
      </ContentPage>
      {model.risks.map((risk, index) => (
        <ContentPage
          key={risk.id}
          model={model}
          pages={pages}
          anchors={index === 0 ? [risks.id, riskAnchor(risk.id)] : [riskAnchor(risk.id)]}
        >
          {index === 0 ? heading(risks) : null}
          <RiskSection risk={risk} labels={model.labels} />
        </ContentPage>
      ))}
      {imagesSection ? (
        <ContentPage model={model} pages={pages} anchors={[imagesSection.id]}>
          {heading(imagesSection)}
          <ImagesSection images={images} labels={model.labels} />
        </ContentPage>
      ) : null}
      <ContentPage model={model} pages={pages} anchors={[method.id]}>
        {heading(method)}
        <MethodSection model={model} />
      </ContentPage>
      <ContentPage model={model} pages={pages} anchors={[legal.id]}>
        {heading(legal)}
        <LegalNotice labels={model.labels} />
        <View style={{ marginTop: 26 }}>
          {heading(signOff, pages)}
          <SignOff model={model} />
        </View>
      </ContentPage>
    </Document>
  );
}

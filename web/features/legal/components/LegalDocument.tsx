import { useTranslation } from 'react-i18next';
import { PublicFooter } from '../../../app/layouts/PublicFooter';
import { PublicHeader } from '../../../app/layouts/PublicHeader';
import { PageSpinner } from '../../../app/PageSpinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useStripeTiers } from '../../billing/billing.queries';
import { useSiteInfo } from '../../site/site.queries';

interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** Paragraphs and list items, by position, that differ when this server takes no payment online. */
type BillingOverrides = Record<
  string,
  { paragraphs?: Record<string, string>; items?: Record<string, string> }
>;

const replaceAt = (texts: string[], changes: Record<string, string> = {}) =>
  texts.map((text, index) => changes[String(index)] ?? text);

function applyBilling(sections: LegalSection[], overrides: BillingOverrides): LegalSection[] {
  return sections.map((section) => {
    const change = overrides[section.id];
    if (!change) return section;
    return {
      ...section,
      paragraphs: replaceAt(section.paragraphs, change.paragraphs),
      ...(section.items ? { items: replaceAt(section.items, change.items) } : {}),
    };
  });
}

/**
 * The privacy policy and the terms share this layout: a dated title, a table of contents and
 * numbered sections, with the operator's identity filled in from the server's configuration.
 */
export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const site = useSiteInfo();
  const billing = useStripeTiers();
  useDocumentTitle(t(`${document}.title`));
  if (!site.data || (!billing.data && !billing.isError)) return <PageSpinner />;
  const operator = site.data.operator;
  const values = {
    companyName: operator.name,
    address: operator.address,
    contactEmail: operator.contactEmail,
    privacyEmail: operator.privacyEmail,
  };
  const written = t(`${document}.sections`, { returnObjects: true, ...values }) as LegalSection[];
  // Billing is described as it works here: through Stripe, or invoiced by the operator without keys.
  const sections =
    billing.data?.enabled === false
      ? applyBilling(
          written,
          t(`${document}.billingManual`, { returnObjects: true, ...values }) as BillingOverrides,
        )
      : written;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader showHome />
      <main id="main" className="flex-1 py-10 sm:py-14">
        <article className="mx-auto max-w-3xl px-4 sm:px-6">
          <header className="mb-8 flex flex-col gap-3">
            <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t(`${document}.title`)}</h1>
            <p className="text-sm font-medium text-slate-500" data-testid="legal-updated">
              {t(`${document}.updated`)}
            </p>
            <p className="leading-relaxed text-slate-700">{t(`${document}.intro`, values)}</p>
          </header>

          <nav
            aria-labelledby="contents-title"
            className="mb-10 rounded-2xl border border-slate-200 bg-white p-5"
          >
            <h2
              id="contents-title"
              className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase"
            >
              {t('common.contents')}
            </h2>
            <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="flex flex-col gap-8 rounded-2xl border border-slate-200 bg-white p-6 sm:p-10">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold text-slate-900">
                  {section.title}
                </h2>
                <div className="flex flex-col gap-3 leading-relaxed text-slate-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.items && (
                    <ul className="ml-5 flex list-disc flex-col gap-1.5">
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            ))}
            <a href="#main" className="self-end text-sm text-brand-700 underline-offset-4 hover:underline">
              {t('common.backToTop')}
            </a>
          </div>
        </article>
      </main>
      <PublicFooter />
    </div>
  );
}

import {
  AlertOctagon,
  Building2,
  ChevronDown,
  CreditCard,
  Lock,
  Mail,
  MapPin,
  Phone,
  Scale,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFooter } from '../../../app/layouts/PublicFooter';
import { PublicHeader } from '../../../app/layouts/PublicHeader';
import { PageSpinner } from '../../../app/PageSpinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/Button';
import { useSiteInfo } from '../../site/site.queries';
import { ContactDialog } from '../components/ContactDialog';

const SUPPORT_ICONS = [Wrench, CreditCard, Scale, Lock];

interface TextItem {
  title: string;
  text: string;
}
interface FaqItem {
  question: string;
  answer: string;
}

/** `/contact`: contact information, support types, 4 FAQ entries, emergency support, "Contact us". */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const site = useSiteInfo();
  const [dialogOpen, setDialogOpen] = useState(false);
  useDocumentTitle(t('title'));
  if (!site.data) return <PageSpinner />;
  const operator = site.data.operator;
  const support = t('support.items', { returnObjects: true }) as TextItem[];
  const faq = t('faq.items', { returnObjects: true }) as FaqItem[];

  const details = [
    { icon: Building2, label: t('info.company'), value: operator.name },
    { icon: MapPin, label: t('info.address'), value: operator.address },
    {
      icon: Mail,
      label: t('info.email'),
      value: operator.contactEmail,
      href: `mailto:${operator.contactEmail}`,
    },
    {
      icon: Lock,
      label: t('info.privacy'),
      value: operator.privacyEmail,
      href: `mailto:${operator.privacyEmail}`,
    },
    ...(operator.phone
      ? [
          {
            icon: Phone,
            label: t('info.phone'),
            value: operator.phone,
            href: `tel:${operator.phone.replace(/\s/g, '')}`,
          },
        ]
      : []),
  ];

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader showHome />
      <main id="main" className="flex-1 py-10 sm:py-14">
        <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 sm:px-6">
          <header className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('title')}</h1>
            <p className="max-w-2xl text-lg text-slate-700">{t('lead')}</p>
          </header>

          <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
            <section
              aria-labelledby="info-title"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="info-title" className="mb-4 text-xl font-semibold text-slate-900">
                {t('info.title')}
              </h2>
              <ul className="flex flex-col gap-4">
                {details.map(({ icon: Icon, label, value, href }) => (
                  <li key={label} className="flex gap-3">
                    <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                    <div>
                      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
                      <p className="break-words text-slate-900">
                        {href ? (
                          <a href={href} className="text-brand-700 underline-offset-4 hover:underline">
                            {value}
                          </a>
                        ) : (
                          value
                        )}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="mt-5 text-sm text-slate-600">{t('info.note')}</p>
            </section>

            <section
              aria-labelledby="emergency-title"
              className="flex flex-col gap-3 rounded-2xl border-2 border-severity-critical bg-red-50 p-6"
              data-testid="emergency-support"
            >
              <h2 id="emergency-title" className="flex items-center gap-2 text-xl font-semibold text-red-900">
                <AlertOctagon aria-hidden="true" className="h-6 w-6 text-severity-critical" />
                {t('emergency.title')}
              </h2>
              <p className="font-medium text-red-950">{t('emergency.workplace')}</p>
              <p className="text-sm text-red-950">
                {t('emergency.regulator')}{' '}
                <Link to="/canadian-regulatory" className="font-semibold underline underline-offset-4">
                  {t('emergency.regulatorLink')}
                </Link>
              </p>
              <p className="text-sm text-red-950">
                {t('emergency.service', { email: operator.contactEmail })}
              </p>
            </section>
          </div>

          <section aria-labelledby="support-title" className="flex flex-col gap-4">
            <h2 id="support-title" className="text-2xl font-semibold text-brand-900">
              {t('support.title')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {support.map((item, index) => {
                const Icon = SUPPORT_ICONS[index] ?? Wrench;
                return (
                  <li
                    key={item.title}
                    className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5"
                  >
                    <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-600" />
                    <div>
                      <h3 className="font-semibold text-slate-900">{item.title}</h3>
                      <p className="mt-1 text-sm text-slate-600">{item.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="faq-title" className="flex flex-col gap-4">
            <h2 id="faq-title" className="text-2xl font-semibold text-brand-900">
              {t('faq.title')}
            </h2>
            <div className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {faq.map((item) => (
                <details key={item.question} className="group p-5" data-testid="faq-item">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="mt-3 leading-relaxed text-slate-700">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>

          <section
            aria-labelledby="cta-title"
            className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div>
              <h2 id="cta-title" className="text-xl font-semibold">
                {t('cta.title')}
              </h2>
              <p className="mt-1 text-brand-100">{t('cta.text')}</p>
            </div>
            <Button variant="accent" size="lg" onClick={() => setDialogOpen(true)} data-testid="contact-open">
              <Mail aria-hidden="true" className="h-4 w-4" />
              {t('cta.button')}
            </Button>
          </section>
        </div>
      </main>
      <PublicFooter />
      <ContactDialog open={dialogOpen} onOpenChange={setDialogOpen} contactEmail={operator.contactEmail} />
    </div>
  );
}

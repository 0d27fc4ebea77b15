import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The statement of compliance with Canadian provincial rules that the spec asks for. */
export function ComplianceSection() {
  const { t } = useTranslation('landing');
  const points = t('compliance.points', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="compliance-title" className="py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[auto_1fr]">
        <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-900 text-safety-400">
          <ShieldCheck aria-hidden="true" className="h-8 w-8" />
        </span>
        <div className="flex flex-col gap-5">
          <h2 id="compliance-title" className="text-3xl font-bold text-brand-900">
            {t('compliance.title')}
          </h2>
          <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{t('compliance.text')}</p>
          <ul className="flex flex-wrap gap-3">
            {points.map((point) => (
              <li
                key={point}
                className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800"
              >
                {point}
              </li>
            ))}
          </ul>
          <Link
            to="/canadian-regulatory"
            className="inline-flex w-fit items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('compliance.link')}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}

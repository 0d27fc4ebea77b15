import { Camera, FileDown, Gauge, type LucideIcon, Mic, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS: LucideIcon[] = [Camera, Scale, Gauge, FileDown, Mic, Users];

interface Feature {
  title: string;
  text: string;
}

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  const features = t('features.items', { returnObjects: true }) as Feature[];
  const steps = t('steps.items', { returnObjects: true }) as Feature[];
  return (
    <>
      <section aria-labelledby="features-title" className="py-20">
        <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 sm:px-6">
          <div className="max-w-2xl">
            <h2 id="features-title" className="text-3xl font-bold text-brand-900 sm:text-4xl">
              {t('features.title')}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{t('features.lead')}</p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature, index) => {
              const Icon = ICONS[index % ICONS.length] ?? Camera;
              return (
                <li
                  key={feature.title}
                  className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-6"
                >
                  <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <p className="text-sm leading-relaxed text-slate-600">{feature.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section aria-labelledby="steps-title" className="border-t border-slate-200 bg-white py-16">
        <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
          <h2 id="steps-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('steps.title')}
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-900 font-bold text-safety-400"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

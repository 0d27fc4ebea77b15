import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../../common/domain/plans';
import { PublicFooter } from '../../../app/layouts/PublicFooter';
import { LoginButton, PublicHeader } from '../../../app/layouts/PublicHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/Button';
import { ComplianceSection } from '../components/ComplianceSection';
import { FeaturesSection } from '../components/FeaturesSection';
import { HeroSection } from '../components/HeroSection';
import { PlansSection } from '../components/PlansSection';

/** `/`, `/accueil` and every unknown path (spec part 1 §2). */
export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('title'));
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader actions={<LoginButton />} />
      <main id="main" className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <PlansSection />
        <ComplianceSection />
        <section aria-labelledby="cta-title" className="bg-brand-50 py-16">
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 text-center sm:px-6">
            <h2 id="cta-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              {t('ctaBand.title')}
            </h2>
            <p className="text-slate-700">{t('ctaBand.text', { days: TRIAL_DAYS })}</p>
            <Button asChild size="lg">
              <a href="#plans">{t('ctaBand.plans')}</a>
            </Button>
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}

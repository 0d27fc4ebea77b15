import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';
import { changeLanguage } from './i18n';

/** The FR/EN switch of every screen; the choice is remembered and sets <html lang>. */
export function LanguageToggle({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'fr' : 'en';
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(next)}
      aria-label={t('language.switchTo')}
      title={t('language.switchTo')}
      data-testid="language-toggle"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-semibold transition-colors',
        inverted
          ? 'border-white/30 text-white hover:bg-white/10'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        className,
      )}
    >
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span lang={next}>{t('language.otherShort')}</span>
    </button>
  );
}

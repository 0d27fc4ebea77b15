import { MailCheck } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

/** After a valid code: nothing is open yet, the visitor follows the link e-mailed to them. */
export function VisitorLinkSent({ email, onUseAnother }: { email: string; onUseAnother: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-start gap-4" data-testid="visitor-link-sent">
      <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
      <p className="leading-relaxed text-slate-800" role="status">
        <Trans
          ns="auth"
          i18nKey="visitor.sentText"
          values={{ email }}
          components={{ strong: <strong className="font-semibold wrap-anywhere text-slate-900" /> }}
        />
      </p>
      <p className="text-sm leading-relaxed text-slate-600">{t('visitor.sentHint')}</p>
      <Button variant="secondary" onClick={onUseAnother}>
        {t('visitor.useAnother')}
      </Button>
    </div>
  );
}

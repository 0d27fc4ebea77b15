import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast-store';
import { useSignOut } from '../session';

/** Present on every signed-in screen. */
export function SignOutButton({
  variant = 'outline',
  compact = false,
}: {
  variant?: 'outline' | 'onDark' | 'ghost';
  compact?: boolean;
}) {
  const { t } = useTranslation('app');
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      toast({ title: t('signedOutTitle'), description: t('signedOut') });
      navigate('/', { replace: true });
    }
  };
  return (
    <Button
      variant={variant}
      size="sm"
      onClick={run}
      loading={busy}
      data-testid="sign-out"
      aria-label={t('signOut')}
    >
      {!busy && <LogOut aria-hidden="true" className="h-4 w-4" />}
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>
        {busy ? t('signingOut') : t('signOut')}
      </span>
    </Button>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';

const LAPSED = 'billing.subscriptionInactive';

const renewPathOf = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.code !== LAPSED) return null;
  const path = error.body?.renewPath;
  return typeof path === 'string' && path.startsWith('/simple/stripe/') ? path : '/#plans';
};

/**
 * When any call answers that the subscription lapsed (402), says so once at the top of the page,
 * with the server's translated message and a way to pay again; the page's data stays untouched.
 */
export function SubscriptionLapsedBanner() {
  const queryClient = useQueryClient();
  const [lapsed, setLapsed] = useState<{ message: string; renewPath: string } | null>(null);

  useEffect(() => {
    const notice = (error: unknown) => {
      const renewPath = renewPathOf(error);
      if (renewPath) setLapsed({ message: (error as ApiError).message, renewPath });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') notice(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') notice(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);

  if (!lapsed) return null;
  // The billing messages load only once a lapse is seen, not with every page.
  return (
    <Suspense fallback={null}>
      <LapsedNotice {...lapsed} />
    </Suspense>
  );
}

function LapsedNotice({ message, renewPath }: { message: string; renewPath: string }) {
  const { t } = useTranslation('billing');
  return (
    <div
      role="alert"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p>{message}</p>
      <Button asChild size="sm" variant="accent">
        <a href={renewPath} target="_blank" rel="noopener">
          {t('subscription.renew')}
        </a>
      </Button>
    </div>
  );
}

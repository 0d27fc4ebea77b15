import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { currentToast, dismissToast, subscribeToToasts, TOAST_DURATION_MS } from './toast-store';

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
} as const;

/** Renders the one current toast; a new toast (new key) restarts its 5-second timer. */
export function Toaster() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t('toast.region')}>
      {message && (
        <Toast.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          data-testid="toast"
          data-variant={message.variant}
          className={cn(
            'pointer-events-auto relative flex w-full gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            variants[message.variant],
          )}
        >
          <div className="flex flex-col gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm leading-snug opacity-90">
                {message.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('actions.close')}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}

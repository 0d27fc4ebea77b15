import type { ReactNode } from 'react';
import { PublicFooter } from '../../../app/layouts/PublicFooter';
import { PublicHeader } from '../../../app/layouts/PublicHeader';

/** The public frame of the payment, result and test pages: header, a centred column, footer. */
export function PaymentShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader showHome />
      <main id="main" className="flex-1 py-10 sm:py-14">
        <div className={`mx-auto flex flex-col gap-6 px-4 sm:px-6 ${wide ? 'max-w-4xl' : 'max-w-xl'}`}>
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

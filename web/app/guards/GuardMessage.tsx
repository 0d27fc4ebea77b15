import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { Logo } from '../../ui/Logo';

/** The full-page message a guard shows when someone may not see a page. */
export function GuardMessage({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center"
    >
      <Logo />
      <div className="flex max-w-md flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <ShieldAlert aria-hidden="true" className="h-10 w-10 text-severity-high" />
        <h1 className="text-xl font-bold text-brand-900">{title}</h1>
        {text && <p className="text-sm text-slate-600">{text}</p>}
        {action && <div className="mt-2">{action}</div>}
      </div>
    </main>
  );
}

/** Sends the whole browser to the server's sign-in redirect, remembering this page. */
export function goToSignIn(returnPath: string): void {
  window.location.assign(urlOf(routes.loginRedirect, { query: { next: returnPath } }));
}

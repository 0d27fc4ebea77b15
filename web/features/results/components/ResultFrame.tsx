import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceInterface } from '../../../../common/contract/analysis';
import { AppShell } from '../../../app/layouts/AppShell';
import { ConsultantHeader } from '../../../app/layouts/ConsultantHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A result opens in the frame of the screen it came from: the consultant header or the Enterprise menu. */
export function ResultFrame({
  sourceInterface,
  children,
}: {
  sourceInterface: SourceInterface;
  children: ReactNode;
}) {
  const { t } = useTranslation('results');
  useDocumentTitle(t('title'));
  if (sourceInterface === 'enterprise') return <AppShell title={t('title')}>{children}</AppShell>;
  return (
    <div className="min-h-screen bg-slate-50">
      <ConsultantHeader />
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn';

/** The centred card of the payment result pages: an icon, a title, then the page's own content. */
export function ResultCard({
  id,
  icon: Icon,
  tone,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  tone: 'success' | 'neutral';
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col items-center gap-4 rounded-2xl border bg-white p-8 text-center',
        tone === 'success' ? 'border-green-200' : 'border-slate-200',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('h-14 w-14', tone === 'success' ? 'text-green-600' : 'text-slate-500')}
      />
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {children}
    </section>
  );
}

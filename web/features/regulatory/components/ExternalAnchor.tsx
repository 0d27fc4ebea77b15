import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn';

/** An official site, opened in a new tab without giving it a handle on this page. */
export function ExternalAnchor({
  href,
  newTab,
  testId,
  className,
  children,
}: {
  href: string;
  /** Said after the link text to screen-reader users, e.g. "(opens in a new tab)". */
  newTab: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'font-medium break-words text-brand-700 underline underline-offset-4 hover:text-brand-900',
        className,
      )}
      data-testid={testId}
    >
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5 align-[-0.125em]" />
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

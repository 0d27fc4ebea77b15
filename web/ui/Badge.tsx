import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const variants = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-100 text-brand-800 ring-brand-200',
  safety: 'bg-safety-400 text-brand-950 ring-safety-600/30',
  success: 'bg-green-50 text-green-800 ring-green-200',
  // Severity badges use the spec's colours; text colours keep WCAG AA contrast on each.
  critical: 'bg-severity-critical text-white ring-transparent',
  high: 'bg-severity-high text-severity-ink ring-transparent',
  moderate: 'bg-severity-moderate text-severity-ink ring-transparent',
  low: 'bg-severity-low text-white ring-transparent',
  unknown: 'bg-severity-unknown text-white ring-transparent',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  variant = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

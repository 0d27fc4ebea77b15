import { cn } from './cn';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

/** A busy indicator; give `label` when it is the only sign of loading on the screen. */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-current border-t-transparent text-brand-600',
          sizes[size],
          className,
        )}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

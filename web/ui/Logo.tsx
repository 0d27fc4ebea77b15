import { cn } from './cn';

/** The RisqueVision mark: a shield (protection) holding an eye (seeing the risk). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8 shrink-0', className)}>
      <path d="M16 2 28 6v9c0 7.5-5.2 13.2-12 15C9.2 28.2 4 22.5 4 15V6z" fill="#0f2d4a" />
      <path d="M16 2 28 6v9c0 7.5-5.2 13.2-12 15z" fill="#174a77" />
      <path d="M7.5 16c2.6-4.6 14.4-4.6 17 0-2.6 4.6-14.4 4.6-17 0z" fill="#fff" />
      <circle cx="16" cy="16" r="3.4" fill="#f5b700" />
      <circle cx="16" cy="16" r="1.5" fill="#0f2d4a" />
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-brand-900')}>
        Risque<span className={inverted ? 'text-safety-400' : 'text-brand-600'}>Vision</span>
      </span>
    </span>
  );
}

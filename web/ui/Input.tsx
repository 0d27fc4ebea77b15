import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
        'focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none',
        'disabled:cursor-not-allowed disabled:bg-slate-100 read-only:bg-slate-50',
        'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100',
        className,
      )}
      {...props}
    />
  );
}

import { cloneElement, type ReactElement, useId } from 'react';

/**
 * A label, its control and its hint or error, wired together for screen readers: the control gets
 * the id, aria-describedby and aria-invalid it needs.
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ?? 'flex flex-col gap-1.5'}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

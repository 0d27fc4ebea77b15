import type { LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../ui/Button';

/**
 * A button that opens the file chooser; with `capture`, phones open the rear camera directly.
 */
export function FileButton({
  label,
  icon: Icon,
  accept,
  capture,
  multiple = true,
  onFiles,
  disabled,
  variant = 'outline',
  testId,
}: {
  label: string;
  icon: LucideIcon;
  accept: string;
  capture?: boolean;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  variant?: 'outline' | 'primary' | 'secondary';
  testId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size="sm" onClick={() => input.current?.click()} disabled={disabled}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        capture={capture ? 'environment' : undefined}
        data-testid={testId}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}

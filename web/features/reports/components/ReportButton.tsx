import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../../../ui/Button';

/** One of the result screens' report buttons: small, an icon before its label, outlined unless primary. */
export function ReportButton({
  icon: Icon,
  label,
  primary = false,
  ...props
}: { icon: LucideIcon; label: string; primary?: boolean; 'data-testid': string } & Omit<
  ButtonProps,
  'children' | 'size' | 'variant'
>) {
  return (
    <Button size="sm" variant={primary ? undefined : 'outline'} {...props}>
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}

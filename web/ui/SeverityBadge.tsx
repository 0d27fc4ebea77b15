import {
  normalizeSeverity,
  SEVERITY_LABELS,
  type SeverityColor,
  severityColor,
} from '../../common/domain/risk';
import type { Language } from '../../common/i18n/language';
import { Badge, type BadgeVariant } from './Badge';

const VARIANT_OF_COLOR: Record<SeverityColor, BadgeVariant> = {
  red: 'critical',
  orange: 'high',
  yellow: 'moderate',
  green: 'low',
  grey: 'unknown',
};

/** A severity in the spec's colours, whatever spelling it arrives in; unknown values show as written, in grey. */
export function SeverityBadge({
  value,
  language,
  className,
}: {
  value: string;
  language: Language;
  className?: string;
}) {
  const severity = normalizeSeverity(value);
  const label = severity ? SEVERITY_LABELS[severity][language] : value.trim() || '—';
  return (
    <Badge
      variant={VARIANT_OF_COLOR[severityColor(value)]}
      className={className}
      data-severity={severity ?? 'unknown'}
    >
      {label}
    </Badge>
  );
}

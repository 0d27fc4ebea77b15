import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';

const WORK_URL = 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/canada';
const LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The attribution CC BY 4.0 asks for: the work, its author, the licence, and what was changed. */
export function MapCredit() {
  return (
    <p className="text-xs leading-relaxed text-slate-600" data-testid="map-credit">
      <Trans
        ns="regulatory"
        i18nKey="map.credit"
        components={{
          work: <CreditLink href={WORK_URL} />,
          license: <CreditLink href={LICENSE_URL} rel="license noopener noreferrer" />,
        }}
      />
    </p>
  );
}

// Trans fills in the translated words as children.
function CreditLink({
  href,
  rel = 'noopener noreferrer',
  children,
}: {
  href: string;
  rel?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={rel}
      className="text-slate-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </a>
  );
}

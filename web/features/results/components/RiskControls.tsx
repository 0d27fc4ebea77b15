import { useTranslation } from 'react-i18next';
import type { RiskView } from '../../../../common/contract/risk-view';
import { PRIORITY_LABELS, SEVERITY_LABELS } from '../../../../common/domain/risk';
import type { Language } from '../../../../common/i18n/language';
import { Badge } from '../../../ui/Badge';
import { SeverityBadge } from '../../../ui/SeverityBadge';

const headingClass = 'mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase';

/**
 * What the evidence says is already in place, the rating that leaves (issue 12), and why the risk is rated
 * as it is; each part only when the analysis carries it.
 */
export function RiskControls({ risk, language }: { risk: RiskView; language: Language }) {
  const { t } = useTranslation('results');
  const { residual } = risk;
  return (
    <>
      {(risk.existingMeasures.length > 0 || residual) && (
        <div
          className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50/60 px-4 py-3"
          data-testid="risk-controls"
        >
          {risk.existingMeasures.length > 0 && (
            <div>
              <h4 className={headingClass}>{t('risks.existingMeasures')}</h4>
              <ul className="ml-5 list-disc" data-testid="existing-measures">
                {risk.existingMeasures.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          {residual && (
            <div data-testid="residual-rating">
              <h4 className={headingClass}>{t('risks.residual')}</h4>
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge value={residual.severity} language={language} />
                {residual.priority && (
                  <Badge variant="neutral">{PRIORITY_LABELS[residual.priority][language]}</Badge>
                )}
              </div>
              {residual.inherentSeverity && (
                <p className="mt-1 text-xs text-slate-600">
                  {t('risks.inherent', { value: SEVERITY_LABELS[residual.inherentSeverity][language] })}
                </p>
              )}
            </div>
          )}
        </div>
      )}
      {risk.rationale && (
        <div data-testid="rating-rationale">
          <h4 className={headingClass}>{t('risks.rationale')}</h4>
          <p className="leading-relaxed">{risk.rationale}</p>
        </div>
      )}
    </>
  );
}

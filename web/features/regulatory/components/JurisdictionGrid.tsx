import { useTranslation } from 'react-i18next';
import type { Jurisdiction } from '../../../../common/contract/knowledge';
import { labelIn } from '../../knowledge/knowledge.labels';
import { ExternalAnchor } from './ExternalAnchor';

/** Every jurisdiction on one screen: name, agency, main law and official site, coloured as on the map. */
export function JurisdictionGrid({ jurisdictions }: { jurisdictions: readonly Jurisdiction[] }) {
  const { t, i18n } = useTranslation('regulatory');
  const language = i18n.language;
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <h2 id="overview-title" className="text-2xl font-semibold text-brand-900">
        {t('overview.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {jurisdictions.map((jurisdiction) => (
          <li
            key={jurisdiction.code}
            className="flex flex-col gap-3 rounded-2xl border border-t-4 border-slate-200 bg-white p-5"
            style={{ borderTopColor: jurisdiction.color }}
            data-testid="jurisdiction-card"
          >
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-lg font-semibold text-slate-900">{labelIn(jurisdiction.name, language)}</h3>
              <span
                className="rounded-full px-2 py-0.5 text-xs font-bold text-white"
                style={{ backgroundColor: jurisdiction.color }}
              >
                {jurisdiction.code === 'FEDERAL' ? t('map.federalShort') : jurisdiction.code}
              </span>
            </div>
            <dl className="flex flex-col gap-2 text-sm">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t('overview.agency')}
                </dt>
                <dd className="text-slate-900">{labelIn(jurisdiction.agency, language)}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t('overview.law')}
                </dt>
                <dd className="text-slate-900">{labelIn(jurisdiction.law, language)}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t('overview.website')}
                </dt>
                <dd>
                  <ExternalAnchor
                    href={jurisdiction.website}
                    newTab={t('panel.newTab')}
                    className="break-all"
                  >
                    {new URL(jurisdiction.website).hostname.replace(/^www\./, '')}
                  </ExternalAnchor>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('overview.disclaimer')}</p>
    </section>
  );
}

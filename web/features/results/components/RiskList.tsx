import { useTranslation } from 'react-i18next';
import type { RiskView } from '../../../../common/contract/risk-view';
import { Button } from '../../../ui/Button';
import { RiskCard } from './RiskCard';

/** The identified risks with their selection: all selected on load, Select All, Deselect All. */
export function RiskList({
  risks,
  selected,
  onSelectedChange,
  sector,
}: {
  risks: RiskView[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  sector: string | null;
}) {
  const { t } = useTranslation('results');
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <section aria-labelledby="risks-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="risks-title" className="text-lg font-semibold text-slate-900">
            {t('risks.title')}
          </h2>
          <p className="text-sm text-slate-600" data-testid="selected-count" aria-live="polite">
            {t('risks.selected', { selected: selected.size, total: risks.length })}
          </p>
        </div>
        {risks.length > 0 && (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onSelectedChange(new Set(risks.map((risk) => risk.id)))}
            >
              {t('risks.selectAll')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => onSelectedChange(new Set())}>
              {t('risks.deselectAll')}
            </Button>
          </div>
        )}
      </div>
      {risks.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600">
          {t('risks.none')}
        </p>
      ) : (
        risks.map((risk) => (
          <RiskCard
            key={risk.id}
            risk={risk}
            selected={selected.has(risk.id)}
            onSelectedChange={(on) => toggle(risk.id, on)}
            sector={sector}
          />
        ))
      )}
    </section>
  );
}

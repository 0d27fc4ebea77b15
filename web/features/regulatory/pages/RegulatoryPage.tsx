import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JurisdictionCode } from '../../../../common/contract/knowledge';
import { PublicFooter } from '../../../app/layouts/PublicFooter';
import { PublicHeader } from '../../../app/layouts/PublicHeader';
import { PageSpinner } from '../../../app/PageSpinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { useJurisdictions } from '../../knowledge/knowledge.queries';
import { CanadaMap } from '../components/CanadaMap';
import { DueDiligenceNotice } from '../components/DueDiligenceNotice';
import { JurisdictionGrid } from '../components/JurisdictionGrid';
import { JurisdictionPanel } from '../components/JurisdictionPanel';
import { MapCredit } from '../components/MapCredit';

const PANEL_ID = 'jurisdiction-panel';

/**
 * `/canadian-regulatory`: the map of the 14 OHS jurisdictions with a detail panel, the Bill C-45
 * due-diligence notice and an overview grid. The catalogue comes from the API, not the page bundle.
 */
export function RegulatoryPage() {
  const { t } = useTranslation('regulatory');
  const jurisdictions = useJurisdictions();
  const [selected, setSelected] = useState<JurisdictionCode | null>(null);
  const shapes = useRef(new Map<JurisdictionCode, SVGGElement>());
  const panel = useRef<HTMLElement>(null);
  useDocumentTitle(t('title'));

  const shapeRef = useCallback((code: JurisdictionCode, element: SVGGElement | null) => {
    if (element) shapes.current.set(code, element);
    else shapes.current.delete(code);
  }, []);

  const toggle = (code: JurisdictionCode) => {
    const opening = code !== selected;
    setSelected(opening ? code : null);
    // On a phone the panel sits below the map: bring it up when it opens out of sight.
    if (opening) requestAnimationFrame(() => revealBelowFold(panel.current));
  };

  // Escape closes the panel from anywhere on the page; focus goes back to the shape if it was inside.
  useEffect(() => {
    if (!selected) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (panel.current?.contains(document.activeElement)) shapes.current.get(selected)?.focus();
      setSelected(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selected]);

  const close = () => {
    if (selected) shapes.current.get(selected)?.focus();
    setSelected(null);
  };

  const list = jurisdictions.data;
  const current = list?.find((jurisdiction) => jurisdiction.code === selected) ?? null;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader showHome />
      <main id="main" className="flex-1 py-10 sm:py-14">
        <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 sm:px-6">
          <header className="flex flex-col gap-3">
            <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('title')}</h1>
            <p className="max-w-3xl text-lg text-slate-700">{t('lead')}</p>
          </header>

          {jurisdictions.isError ? (
            <Alert variant="error" title={t('loadError')}>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => jurisdictions.refetch()}>
                <RotateCw aria-hidden="true" className="h-4 w-4" />
                {t('retry')}
              </Button>
            </Alert>
          ) : !list ? (
            <PageSpinner />
          ) : (
            <section aria-labelledby="map-title" className="flex flex-col gap-4">
              <div className="flex flex-col gap-1">
                <h2 id="map-title" className="text-2xl font-semibold text-brand-900">
                  {t('map.title')}
                </h2>
                <p className="max-w-3xl text-sm text-slate-600" id="map-hint">
                  {t('map.hint')}
                </p>
              </div>
              <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
                <figure className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-5">
                  <div className="mx-auto w-full max-w-xl">
                    <CanadaMap
                      jurisdictions={list}
                      selected={selected}
                      onToggle={toggle}
                      shapeRef={shapeRef}
                      panelId={PANEL_ID}
                    />
                  </div>
                  <figcaption>
                    <MapCredit />
                  </figcaption>
                </figure>
                <div className="lg:sticky lg:top-20">
                  <JurisdictionPanel id={PANEL_ID} ref={panel} jurisdiction={current} onClose={close} />
                </div>
              </div>
            </section>
          )}
          <DueDiligenceNotice />
          {list && <JurisdictionGrid jurisdictions={list} />}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}

function revealBelowFold(element: HTMLElement | null) {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top < window.innerHeight * 0.6) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
}

import { Download, FolderOpen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedAnalysis } from '../../../../common/contract/analyses-list';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { reportPdfHref } from '../analyses-list.queries';

/** Where an analysis opens: the results screen of the interface it was made in. */
export const resultsPathOf = (analysis: Pick<SavedAnalysis, 'id' | 'sourceInterface'>) =>
  `${analysis.sourceInterface === 'conseiller-sst' ? '/conseiller-sst-analysis-results' : '/analysis-results'}?id=${analysis.id}`;

/**
 * One analysis in a list: what it is, when, how many risks; open it, get its PDF, delete it. An
 * imported PDF report has no results screen: it downloads as it was imported.
 */
export function AnalysisListItem({
  analysis,
  onDelete,
  showSaved,
  selected,
  onSelectedChange,
}: {
  analysis: SavedAnalysis;
  onDelete: (analysis: SavedAnalysis) => void;
  /** Whether to mark saved analyses: only where unsaved ones are listed too. */
  showSaved: boolean;
  /** Given where analyses can be selected (the dashboard). */
  selected?: boolean;
  onSelectedChange?: (analysis: SavedAnalysis, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('analyses');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const title = analysis.title;
  const critical = analysis.bySeverity.critique;
  const imported = analysis.source !== 'standard';
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="analysis-item"
      data-id={analysis.id}
    >
      <div className="flex min-w-0 items-start gap-3">
        {onSelectedChange && (
          <Checkbox
            className="mt-1"
            checked={selected ?? false}
            onCheckedChange={(on) => onSelectedChange(analysis, on)}
            aria-label={t('item.selectLabel', { title })}
          />
        )}
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{title}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={analysis.timestamp}>{formatDate(analysis.timestamp, language)}</time>
            {analysis.province && ` · ${analysis.province}`}
            {analysis.description && ` · ${analysis.description}`}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {imported ? (
              <Badge>{t('item.importedPdf')}</Badge>
            ) : (
              <>
                <Badge variant="brand">{t('item.risks', { count: analysis.risksCount })}</Badge>
                {critical > 0 && <Badge variant="critical">{t('item.critical', { count: critical })}</Badge>}
                <Badge>{t('item.files', { count: analysis.fileNames.length })}</Badge>
              </>
            )}
            {showSaved && analysis.savedToStandard && <Badge variant="success">{t('item.saved')}</Badge>}
          </div>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!imported && (
          <Button asChild size="sm">
            <Link to={resultsPathOf(analysis)} aria-label={t('item.openLabel', { title })}>
              <FolderOpen aria-hidden="true" className="h-4 w-4" />
              {t('item.open')}
            </Link>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <a href={reportPdfHref(analysis)} download aria-label={t('item.pdfLabel', { title })}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('item.pdf')}
          </a>
        </Button>
        {analysis.canDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => onDelete(analysis)}
            aria-label={t('item.deleteLabel', { title })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('item.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

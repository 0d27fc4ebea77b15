import { ChevronDown, Download, Eye, FileText, Printer, RefreshCw, Save, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Citation } from '../../../../common/contract/assistant';
import { getJurisdiction, type JurisdictionCode } from '../../../../common/domain/jurisdictions';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { assistantPdfUrl, assistantTxtUrl } from '../assistant-reports';

export interface AnswerView {
  analysisId: string;
  timestamp: string;
  question: string;
  province: JurisdictionCode;
  fileNames: string[];
  analysis: string;
  citations: Citation[];
}

/** A line of the answer with each [n] turned into a link to the item it cites. */
function CitedLine({ line, citations }: { line: string; citations: readonly Citation[] }) {
  const { t } = useTranslation('assistant');
  const parts = line.split(/(\[\d+\])/g);
  return (
    <>
      {parts.map((part, index) => {
        const ref = /^\[(\d+)\]$/.exec(part);
        const citation = ref ? citations.find((entry) => entry.ref === Number(ref[1])) : undefined;
        // biome-ignore lint/suspicious/noArrayIndexKey: a shown answer never changes; its pieces repeat, so position is their identity
        if (!citation) return <Fragment key={index}>{part}</Fragment>;
        return (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            key={index}
            href={citation.href}
            className="font-semibold text-brand-700 underline"
            aria-label={t('result.openSource', { ref: citation.ref, name: citation.name })}
          >
            {part}
          </a>
        );
      })}
    </>
  );
}

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50';

/**
 * The detailed analysis report card (spec part 2 §2.3): the answer, its sources and its files;
 * Save Report, the PDF Actions menu (Download, Print, Print Preview), the TXT, refresh and Close.
 */
export function AnswerCard({
  answer,
  onClose,
  onSave,
  saving,
  onDownloadPdf,
  onPrint,
  onRefresh,
}: {
  answer: AnswerView;
  onClose: () => void;
  onSave: () => void;
  saving: boolean;
  onDownloadPdf: () => void;
  onPrint: () => void;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <Card data-testid="answer-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{t('result.title')}</CardTitle>
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="sm" onClick={onRefresh} aria-label={t('result.refresh')}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button variant="ghost" size="sm" onClick={onClose} aria-label={t('result.close')}>
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </div>
        <dl className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">
              {t('result.date')}
              {t('result.separator')}
            </dt>
            <dd className="inline">{formatDateTime(answer.timestamp, language)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">
              {t('result.province')}
              {t('result.separator')}
            </dt>
            <dd className="inline">{getJurisdiction(answer.province).name[language]}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">
              {t('result.id')}
              {t('result.separator')}
            </dt>
            <dd className="inline break-all">{answer.analysisId}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">
              {t('result.question')}
              {t('result.separator')}
            </dt>
            <dd className="inline">{answer.question}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">
              {t('result.files')}
              {t('result.separator')}
            </dt>
            <dd className="inline">{answer.fileNames.join(', ')}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 text-sm leading-relaxed text-slate-800" data-testid="answer-text">
          {answer.analysis.split('\n').map((line, index) =>
            line.startsWith('## ') ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a shown answer never changes; blank lines repeat
              <h3 key={index} className="mt-3 font-semibold text-brand-900">
                {line.slice(3)}
              </h3>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <p key={index}>
                <CitedLine line={line} citations={answer.citations} />
              </p>
            ),
          )}
        </div>
        <section>
          <h3 className="font-semibold text-brand-900">{t('result.sources')}</h3>
          <ol className="mt-1 flex flex-col gap-1 text-sm text-slate-700" data-testid="answer-sources">
            {answer.citations.map((citation) => (
              <li key={citation.ref}>
                [{citation.ref}]{' '}
                <a href={citation.href} className="text-brand-700 underline">
                  {citation.name}
                </a>
                {citation.page ? `, p. ${citation.page}` : ''}
                {citation.riskId ? `, ${citation.riskId}` : ''} — {citation.excerpt}
              </li>
            ))}
          </ol>
        </section>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} loading={saving} data-testid="answer-save">
            <Save aria-hidden="true" className="h-4 w-4" />
            {t('result.save')}
          </Button>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="outline" data-testid="pdf-actions">
                <FileText aria-hidden="true" className="h-4 w-4" />
                {t('result.pdfActions')}
                <ChevronDown aria-hidden="true" className="h-4 w-4" />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={4}
                className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
              >
                <DropdownMenu.Item className={menuItem} onSelect={onDownloadPdf}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {t('result.pdf')}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} onSelect={onPrint}>
                  <Printer aria-hidden="true" className="h-4 w-4" />
                  {t('result.print')}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={menuItem} asChild>
                  <a href={assistantPdfUrl(answer.analysisId, false)} target="_blank" rel="noopener">
                    <Eye aria-hidden="true" className="h-4 w-4" />
                    {t('result.preview')}
                  </a>
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <Button asChild variant="outline">
            <a href={assistantTxtUrl(answer.analysisId)} download>
              {t('result.txt')}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import type { AnalysisFile } from '../../../common/contract/analysis';
import type { Language } from '../../../common/i18n/language';
import { translate } from '../../platform/i18n/translate';

type ReadFile = Pick<AnalysisFile, 'kind' | 'extraction'>;

/** How many words the user wrote: runs of letters or digits, so a lone « : » or dash is not one. */
export const countWords = (text: string) =>
  text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/**
 * When the evidence raised no risk (none at all, or only the sector's typical ones), says what was read,
 * with the real counts, and that no hazard was found in it: « Lu : 3 fichiers (2 photos, 1 PDF de 4 pages)
 * et vos instructions (120 mots). Aucun danger n'y a été relevé. » Null when some risk comes from the
 * evidence, which then speaks for itself.
 */
export function evidenceReadNote(options: {
  files: readonly ReadFile[];
  instructions: string;
  bases: readonly (string | null)[];
  language: Language;
}): string | null {
  if (options.bases.includes('evidence')) return null;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate({ language: options.language, namespace: 'api', key: `analysis.read.${key}`, params });
  const read = options.files.filter((file) => file.extraction.status === 'ok');
  const unread = options.files.length - read.length;
  const count = (kinds: readonly AnalysisFile['kind'][]) =>
    read.filter((file) => kinds.includes(file.kind)).length;
  const pdfs = read.filter((file) => file.kind === 'pdf');
  const pdfPages = pdfs.reduce((sum, file) => sum + file.extraction.pages, 0);

  const details = [
    ...(count(['image']) > 0 ? [t('photos', { count: count(['image']) })] : []),
    ...(pdfs.length > 0
      ? [
          pdfPages > 0
            ? t('pdfPages', { pdfs: t('pdfs', { count: pdfs.length }), count: pdfPages })
            : t('pdfs', { count: pdfs.length }),
        ]
      : []),
    ...(count(['docx', 'doc', 'text', 'rtf']) > 0
      ? [t('documents', { count: count(['docx', 'doc', 'text', 'rtf']) })]
      : []),
  ];
  const words = countWords(options.instructions);
  const parts = [
    ...(read.length > 0
      ? [t('filesDetail', { files: t('files', { count: read.length }), details: details.join(', ') })]
      : []),
    ...(words > 0 ? [t('instructions', { count: words })] : []),
  ];
  const what = parts.join(t('and'));
  if (!what) return t(unread > 0 ? 'nothingReadable' : 'nothing', { count: unread });
  return t('sentence', { what: unread > 0 ? t('withUnread', { what, count: unread }) : what });
}

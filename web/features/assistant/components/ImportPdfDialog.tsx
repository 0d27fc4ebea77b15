import { FileText, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';
import { useImportPdfReport } from '../assistant.queries';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The Analysis Reports tab's Import PDF modal (spec part 2 §4): PDF reports only, each other file
 * refused by name and skipped; the server judges the bytes again.
 */
export function ImportPdfDialog() {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const importPdf = useImportPdfReport();
  const [importing, setImporting] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused = chosen.filter((file) => !isPdf(file));
    if (refused.length > 0)
      toast({
        title: t('upload.pdfOnly'),
        description: refused.map((file) => file.name).join(', '),
        variant: 'destructive',
      });
    setFiles(chosen.filter(isPdf));
  };

  const close = () => {
    setOpen(false);
    setFiles([]);
    setDescription('');
  };

  const run = async () => {
    setImporting(true);
    let kept = 0;
    const errors: string[] = [];
    for (const file of files) {
      try {
        await importPdf.mutateAsync({ file, description });
        kept += 1;
      } catch (error) {
        errors.push(`${file.name} — ${error instanceof ApiError ? error.message : t('upload.error')}`);
      }
    }
    setImporting(false);
    toast({
      title: kept > 0 ? t('upload.done', { count: kept }) : t('upload.error'),
      description: errors.join(' ') || undefined,
      variant: errors.length > 0 ? 'destructive' : 'success',
    });
    if (errors.length === 0) close();
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="open-import-pdf">
        <Upload aria-hidden="true" className="h-4 w-4" />
        {t('upload.importPdf')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        dismissible={!importing}
        title={t('importPdf.title')}
        description={t('importPdf.text')}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={importing}>
              {t('importPdf.cancel')}
            </Button>
            <Button
              onClick={run}
              loading={importing}
              disabled={files.length === 0}
              data-testid="import-pdf-run"
            >
              {t('importPdf.run', { count: files.length })}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-400 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 focus-within:ring-2 focus-within:ring-brand-500">
              <FileText aria-hidden="true" className="h-4 w-4" />
              {t('importPdf.file')}
              <input
                type="file"
                multiple
                accept="application/pdf,.pdf"
                className="sr-only"
                onChange={choose}
                disabled={importing}
                data-testid="import-pdf"
              />
            </label>
            <p className="text-xs text-slate-600">{t('importPdf.hint')}</p>
          </div>
          {files.length > 0 && (
            <ul className="text-sm text-slate-700" data-testid="import-pdf-files">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>{file.name}</li>
              ))}
            </ul>
          )}
          <Field label={t('importPdf.description')}>
            <Input
              value={description}
              maxLength={1_000}
              onChange={(event) => setDescription(event.target.value)}
              disabled={importing}
            />
          </Field>
        </div>
      </Dialog>
    </>
  );
}

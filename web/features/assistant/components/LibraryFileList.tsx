import { useTranslation } from 'react-i18next';
import { urlOf } from '../../../../common/contract/route';
import { routes } from '../../../../common/contract/routes';
import { formatDateTime } from '../../../lib/format';
import { useDeleteLibraryFile, useLibrary } from '../assistant.queries';
import { type SelectableItem, SelectableList } from './SelectableList';

const DOWNLOAD = {
  imported: routes.importedFileDownload,
  regulatory: routes.regulatoryFileDownload,
} as const;

/** Sizes in KB to one decimal (spec part 2 §2.3). */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The team's imported files or regulatory references, selectable, each downloadable and deletable. */
export function LibraryFileList({
  kind,
  selected,
  onSelectedChange,
}: {
  kind: 'imported' | 'regulatory';
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
}) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const files = useLibrary(kind);
  const remove = useDeleteLibraryFile(kind);
  const items: SelectableItem[] = files.files.map((file) => ({
    id: file.id,
    name: file.originalName,
    detail: [
      kind === 'regulatory' ? file.category : null,
      t('list.sizeKb', { size: kb(file.size) }),
      formatDateTime(file.uploadedAt, language),
    ]
      .filter(Boolean)
      .join(' · '),
    href: urlOf(DOWNLOAD[kind], { params: { id: file.id } }),
  }));
  return (
    <SelectableList
      testId={kind === 'imported' ? 'list-imported' : 'list-regulatory'}
      items={items}
      status={files.status}
      onRetry={() => files.refetch()}
      selected={selected}
      onSelectedChange={onSelectedChange}
      onDelete={(item) => remove.mutateAsync(item.id)}
      more={{
        hasMore: files.hasNextPage,
        loading: files.isFetchingNextPage,
        load: () => files.fetchNextPage(),
      }}
      deleteTexts={{
        confirm: t(kind === 'imported' ? 'confirmDelete' : 'confirmDeleteReference'),
        error: t(kind === 'imported' ? 'deleteError' : 'deleteReferenceError'),
      }}
    />
  );
}

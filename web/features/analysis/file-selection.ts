import { useCallback, useState } from 'react';
import { type FileKind, MAX_FILES_PER_ANALYSIS } from '../../../common/domain/uploads';

export interface PickedFile {
  id: string;
  file: File;
}

export interface PickNotes {
  tooLarge: string[];
  notAccepted: string[];
  tooMany: boolean;
}

const EXTENSIONS: Record<FileKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif', 'bmp', 'gif', 'tif', 'tiff'],
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['doc'],
  text: ['txt'],
  rtf: ['rtf'],
};

/** A first check by name, so an obviously wrong file is refused at once; the server judges the bytes. */
export function acceptedByName(name: string, kinds: readonly FileKind[]): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return kinds.some((kind) => EXTENSIONS[kind].includes(extension));
}

/**
 * Sorts new files into kept and refused ones: over the size limit (the spec drops them; we say so
 * in a short note), of a type the screen does not accept, or beyond the number allowed.
 */
export function pickFiles(options: {
  current: number;
  incoming: File[];
  maxFileBytes: number;
  kinds: readonly FileKind[];
}): { kept: File[]; notes: PickNotes } {
  const notes: PickNotes = { tooLarge: [], notAccepted: [], tooMany: false };
  const kept: File[] = [];
  for (const file of options.incoming) {
    if (file.size > options.maxFileBytes) notes.tooLarge.push(file.name);
    else if (!acceptedByName(file.name, options.kinds)) notes.notAccepted.push(file.name);
    else if (options.current + kept.length >= MAX_FILES_PER_ANALYSIS) notes.tooMany = true;
    else kept.push(file);
  }
  return { kept, notes };
}

export function formatFileSize(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-CA' : 'fr-CA';
  if (bytes < 1024 * 1024) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024)} ${language === 'en' ? 'KB' : 'Ko'}`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} ${language === 'en' ? 'MB' : 'Mo'}`;
}

let sequence = 0;

/** The files chosen for an analysis, with the notes about those that were not added. */
export function useFileSelection(options: { maxFileBytes: number; kinds: readonly FileKind[] }) {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [notes, setNotes] = useState<PickNotes | null>(null);
  const { maxFileBytes, kinds } = options;
  const add = useCallback(
    (incoming: File[]) => {
      const { kept, notes: next } = pickFiles({ current: files.length, incoming, maxFileBytes, kinds });
      setNotes(next.tooLarge.length || next.notAccepted.length || next.tooMany ? next : null);
      setFiles([...files, ...kept.map((file) => ({ id: `f${++sequence}`, file }))]);
    },
    [files, maxFileBytes, kinds],
  );
  const remove = useCallback(
    (id: string) => setFiles((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const clear = useCallback(() => setFiles([]), []);
  return { files, notes, add, remove, clear };
}

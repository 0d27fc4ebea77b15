import type { SourceInterface } from '../contract/analysis';

/** The kinds of file an analysis reads, judged from the bytes; every other list derives from this one. */
export const FILE_KINDS = ['image', 'pdf', 'docx', 'doc', 'text', 'rtf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MB = 1024 * 1024;

/**
 * What each analysis screen accepts (spec part 1 §3, §5, §9): the consultant screen takes images,
 * PDF and Word files up to 50 MB; the Enterprise screen also takes text and RTF, up to 200 MB.
 * The server checks the same rules, judging the type from the bytes.
 */
export const UPLOAD_RULES: Readonly<
  Record<SourceInterface, { maxFileBytes: number; kinds: readonly FileKind[]; accept: string }>
> = {
  'conseiller-sst': {
    maxFileBytes: 50 * MB,
    kinds: ['image', 'pdf', 'docx', 'doc'],
    accept: 'image/*,.heic,.heif,.pdf,.doc,.docx',
  },
  enterprise: {
    maxFileBytes: 200 * MB,
    kinds: ['image', 'pdf', 'docx', 'doc', 'text', 'rtf'],
    accept: 'image/*,.heic,.heif,.pdf,.doc,.docx,.txt,.rtf',
  },
};

export const MAX_FILES_PER_ANALYSIS = 20;

/** Extensions the screens treat as pictures (spec part 1 §3). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'bmp', 'gif', 'tiff'] as const;

export function isImageName(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension) || extension === 'tif';
}

export const bytesToMegabytes = (bytes: number) => Math.round(bytes / MB);

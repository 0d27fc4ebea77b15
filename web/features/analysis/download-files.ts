/** The spec's delay before an object URL made for a download is released. */
export const OBJECT_URL_RELEASE_MS = 1000;

/** Saves a blob under a name through a temporary link. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_RELEASE_MS);
}

/** yyyy-mm-dd of today, local time: the date in the zip's name. */
export const todayStamp = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Downloads the chosen files: one file as itself, several as a zip made in the browser (JSZip is
 * loaded only then).
 */
export async function downloadSelection(files: File[], zipName: string): Promise<void> {
  if (files.length === 1 && files[0]) return downloadBlob(files[0], files[0].name);
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const used = new Set<string>();
  for (const file of files) {
    let name = file.name;
    for (let copy = 2; used.has(name); copy++) name = file.name.replace(/(\.[^.]*)?$/, ` (${copy})$1`);
    used.add(name);
    zip.file(name, file);
  }
  downloadBlob(await zip.generateAsync({ type: 'blob' }), zipName);
}

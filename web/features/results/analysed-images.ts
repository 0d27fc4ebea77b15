import type { AnalysisFile } from '../../../common/contract/analysis';

/**
 * The pictures the analysis really looked at. An image it refused (damaged, or too large to decode
 * safely) is named in the warnings instead: shown here, the browser would be handed the very file
 * the server would not open.
 */
export function analysedImagesOf(files: readonly AnalysisFile[]): AnalysisFile[] {
  return files.filter((file) => file.kind === 'image' && file.extraction.status !== 'error');
}

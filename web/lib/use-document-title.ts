import { useEffect } from 'react';

/** Sets the tab title to "<page> — RisqueVision". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — RisqueVision` : 'RisqueVision';
  }, [title]);
}

import { useSyncExternalStore } from 'react';

/** Under this width the layout is the mobile one (spec part 1 §9). */
export const MOBILE_BREAKPOINT = 768;

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** A device counts as mobile by its user agent or by a width under 768 px. */
export function isMobileDevice(options: { width: number; userAgent: string }): boolean {
  return options.width < MOBILE_BREAKPOINT || MOBILE_USER_AGENT.test(options.userAgent);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const snapshot = () => isMobileDevice({ width: window.innerWidth, userAgent: navigator.userAgent });

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** The spec's toast rules: one at a time, shown for 5 s unless the caller says otherwise. */
export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let current: ToastMessage | null = null;
let sequence = 0;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen (only one is ever visible). */
export function toast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  sequence += 1;
  current = {
    id: sequence,
    title: message.title,
    description: message.description,
    variant: message.variant ?? 'default',
  };
  emit();
  return sequence;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToast = (): ToastMessage | null => current;

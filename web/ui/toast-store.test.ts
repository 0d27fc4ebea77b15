import { afterEach, describe, expect, it } from 'vitest';
import { currentToast, dismissToast, subscribeToToasts, TOAST_DURATION_MS, toast } from './toast-store';

describe('toasts', () => {
  afterEach(() => dismissToast());

  it('shows one at a time: a new toast replaces the one on screen', () => {
    toast({ title: 'first' });
    const second = toast({ title: 'second', variant: 'destructive' });
    expect(currentToast()).toMatchObject({ id: second, title: 'second', variant: 'destructive' });
  });

  it('stays five seconds, as the spec says', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('ignores the dismissal of a toast that was already replaced', () => {
    const first = toast({ title: 'first' });
    toast({ title: 'second' });
    dismissToast(first);
    expect(currentToast()?.title).toBe('second');
  });

  it('tells subscribers when the toast changes', () => {
    let calls = 0;
    const unsubscribe = subscribeToToasts(() => {
      calls += 1;
    });
    toast({ title: 'x' });
    dismissToast();
    unsubscribe();
    toast({ title: 'y' });
    expect(calls).toBe(2);
  });
});

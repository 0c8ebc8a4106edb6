/**
 * Toasts (SPEC 4, 8): a tiny store shared by every island on the page (one
 * module instance thanks to code splitting), shown by the Toaster island.
 * One at a time: a new toast replaces the ones before it, so a success
 * never sits under the errors it answers (issue #28).
 */
export interface Toast {
  id: number;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

type Listener = (toasts: Toast[]) => void;

export const TOAST_MS = 6000;
let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(toasts);
}

export function toast(t: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void {
  const id = next++;
  toasts = [{ variant: 'default', ...t, id }];
  emit();
  setTimeout(() => dismiss(id), TOAST_MS);
}

export function dismiss(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribe(l: Listener): () => void {
  listeners.add(l);
  l(toasts);
  return () => listeners.delete(l);
}

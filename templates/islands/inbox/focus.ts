/**
 * Where focus goes when the control that had it is gone: a pressed button the next view no longer has
 * (claim, an outcome, sign in, sign out). Left on the page's body, a keyboard starts over at the top and
 * a screen reader says nothing of what changed.
 */
import { useEffect, type RefObject } from 'react';

/**
 * Focus `target` (without scrolling) each time `key` changes, if focus was left on the page's body;
 * never when `when` is false (a page just opened, whose reader has not pressed anything yet).
 */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>, key: unknown, when = true): void {
  useEffect(() => {
    if (!when || (document.activeElement && document.activeElement !== document.body)) return;
    target.current?.focus({ preventScroll: true });
  }, [key]);
}

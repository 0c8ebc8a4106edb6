/**
 * The visitor's answer to "may Meta measure our ads?", kept in this browser
 * only (localStorage, never sent anywhere). No answer means no.
 */
export type AdChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'ad-measurement-consent';

export function storedChoice(): AdChoice | null {
  try {
    const v = localStorage.getItem(CONSENT_KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null; // storage blocked: ask again, load nothing
  }
}

export function storeChoice(choice: AdChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/**
 * Telling the team a new request has arrived, even with the inbox in a background tab: a short tone
 * (the team can turn it off; the choice is kept in this browser), where the browser allows it a
 * system notification, and a line a screen reader says; each names only the kind of request and the
 * time left, never a person.
 */
import { OUTCOMES, type BoardLead, type Outcome } from '../../../contract/inbox.ts';
import { clockTime, duration } from './time.ts';
import { WORDS as W } from './words.ts';

const QUIET = 'inbox-quiet';

export function soundOn(): boolean {
  try {
    return localStorage.getItem(QUIET) !== '1';
  } catch {
    return true;
  }
}

export function setSound(on: boolean): void {
  try {
    if (on) localStorage.removeItem(QUIET);
    else localStorage.setItem(QUIET, '1');
  } catch {
    // Not kept: the choice lasts until the page is reloaded.
  }
}

/** Two short notes, made by the browser itself (no sound file to load). */
function chime(): void {
  const audio = new AudioContext();
  [880, 660].forEach((hz, i) => {
    const tone = audio.createOscillator();
    const level = audio.createGain();
    level.gain.value = 0.15;
    tone.frequency.value = hz;
    tone.connect(level).connect(audio.destination);
    tone.start(audio.currentTime + i * 0.18);
    tone.stop(audio.currentTime + i * 0.18 + 0.15);
  });
}

let pageTitle: string | null = null;

/** The tab's title counts the requests waiting for a call-back, so a tab in the background still says so (the inbox and the board alike). */
export function showWaiting(waiting: number): void {
  pageTitle ??= document.title;
  document.title = waiting ? W.titleWaiting(waiting, pageTitle) : pageTitle;
}

/** The requests of `now` that `before` did not have. */
export function arrivals<T extends BoardLead>(before: readonly BoardLead[], now: readonly T[]): T[] {
  const seen = new Set(before.map((l) => l.id));
  return now.filter((l) => !seen.has(l.id));
}

/** What is said of a new request (a notification, the screen reader's line): its kind and the time left, never a person. */
export function arrivalWords(lead: BoardLead, at: number): string {
  return W.notification(W.forms[lead.form]!, duration(Math.max(0, (Date.parse(lead.deadline) - at) / 1000)));
}

/**
 * What a screen reader is told of the requests changed on another screen since the last poll, the
 * listener's own changes aside (the screen says those where they were made): who took which, by its
 * kind and arrival, which went back to the team, and who recorded a call or closed one. Sighted staff
 * see the list's rows change.
 */
export function changesElsewhere(before: readonly BoardLead[], now: readonly BoardLead[], me: string): string[] {
  const was = new Map(before.map((l) => [l.id, l]));
  const said: string[] = [];
  for (const lead of now) {
    const old = was.get(lead.id);
    if (!old) continue;
    const kind = W.forms[lead.form]!;
    const arrived = clockTime(lead.receivedAt);
    // Only the holder records an outcome: a status other than claimed, newly reached, is theirs.
    if (lead.status !== old.status && isOutcome(lead.status) && lead.holder) {
      if (lead.holder !== me) said.push(W.recordedOutcome(lead.holder, lead.status, kind, arrived));
    } else if (lead.holder !== old.holder && lead.holder !== me && !(lead.holder === null && old.holder === me)) {
      said.push(lead.holder ? W.tookRequest(lead.holder, kind, arrived) : W.gaveBackRequest(kind, arrived));
    }
  }
  return said;
}

const isOutcome = (status: BoardLead['status']): status is Outcome => (OUTCOMES as readonly string[]).includes(status);

/**
 * The list's news between two polls, for a screen reader: each new request (and the tone and the
 * notification for it, announce) and each request changed elsewhere; '' when none.
 */
export function listNews(before: readonly BoardLead[], now: readonly BoardLead[], me: string, at: number): string {
  const arrived = arrivals(before, now);
  announce(arrived, at);
  return [...arrived.map((l) => `${arrivalWords(l, at)}.`), ...changesElsewhere(before, now, me)].join(' ');
}

export function announce(arrived: readonly BoardLead[], at: number): void {
  if (arrived.length === 0) return;
  if (soundOn()) {
    try {
      chime();
    } catch {
      // No audio here (or the browser wants a click first): the title and the notification still say it.
    }
  }
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  for (const lead of arrived) {
    new Notification(arrivalWords(lead, at), { tag: `lead-${lead.id}` });
  }
}

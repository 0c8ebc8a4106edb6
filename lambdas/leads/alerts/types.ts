import type { Lead } from '../lead.ts';

/** A channel that alerts the admissions team. notify() rejects when the alert did not get through. */
export interface Notifier {
  name: string;
  notify(lead: Lead): Promise<void>;
}

/** An error whose code is safe to log and to keep on the lead (it never quotes the lead). */
export class NotifyError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'NotifyError';
  }
}

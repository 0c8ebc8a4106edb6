/** A toast's heading and text (SPEC 5 and 8; the words are in content/messages.yaml `forms`). */
export interface Message { title: string; description: string }

export const RESET_AFTER_MS = 3000;
export const LEAD_EVENT_DELAY_MS = 100;
export const LEAD_VALUE_USD = 30000;

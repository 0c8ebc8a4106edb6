/** Filling a message's {{slots}} when a page is shown (content/messages.yaml). */
import templite from 'templite';

export function fill(message: string, values: Record<string, string | number>): string {
  return templite(message, values);
}

/** The toast store: one toast at a time, so a success never sits under the errors before it (issue #28). */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOAST_MS, subscribe, toast, type Toast } from '../../templates/islands/runtime/toast.ts';

let shown: Toast[] = [];
let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  stop = subscribe((t) => { shown = t; });
});
afterEach(() => {
  vi.runAllTimers();
  stop();
  vi.useRealTimers();
});

it('a new toast replaces the ones before it: a success clears the errors', () => {
  toast({ title: 'Missing Information', description: 'Please provide your name and phone number.', variant: 'destructive' });
  toast({ title: 'Please check your details', description: 'Please enter a phone number with 7 to 20 digits.', variant: 'destructive' });
  expect(shown.map((t) => t.title)).toEqual(['Please check your details']);
  toast({ title: 'Consultation Request Submitted', description: 'A recovery specialist will call you within 5 minutes to discuss your options.' });
  expect(shown.map((t) => [t.title, t.variant])).toEqual([['Consultation Request Submitted', 'default']]);
});

it('each toast still goes by itself after its time, and an earlier one\'s timer does not take a later one away', () => {
  toast({ title: 'First', description: 'one' });
  vi.advanceTimersByTime(TOAST_MS - 1000);
  toast({ title: 'Second', description: 'two' });
  vi.advanceTimersByTime(1000);
  expect(shown.map((t) => t.title)).toEqual(['Second']);
  vi.advanceTimersByTime(TOAST_MS - 1000);
  expect(shown).toEqual([]);
});

/** What the inbox's list tells a screen reader of a poll: new requests, and what changed on another screen, never a person's name. */
import { describe, expect, it } from 'vitest';
import type { BoardLead } from '../../contract/inbox.ts';
import { changesElsewhere, listNews } from '../../templates/islands/inbox/signals.ts';
import { clockTime } from '../../templates/islands/inbox/time.ts';

const RECEIVED = '2026-11-26T10:00:00.000Z';
const lead = (id: string, over: Partial<BoardLead> = {}): BoardLead => ({
  id, form: 'consultation', receivedAt: RECEIVED, deadline: '2026-11-26T10:05:00.000Z', status: 'new', holder: null,
  firstContactAt: null, language: null, ...over,
});
const ARRIVED = clockTime(RECEIVED);
const ANA = 'Ana Reyes';
const BEN = 'Ben Okafor';

describe('the list\'s news for a screen reader', () => {
  it('says who took a request and which went back to the team, by its kind and arrival', () => {
    expect(changesElsewhere([lead('a')], [lead('a', { status: 'claimed', holder: ANA })], BEN)).toEqual([`${ANA} took the consultation request of ${ARRIVED}.`]);
    expect(changesElsewhere([lead('a', { status: 'claimed', holder: ANA })], [lead('a')], BEN)).toEqual([`The consultation request of ${ARRIVED} went back to the team.`]);
  });

  it('says who called a request back, who found no answer and who closed one', () => {
    const held = lead('a', { status: 'claimed', holder: ANA });
    expect(changesElsewhere([held], [{ ...held, status: 'contacted' }], BEN)).toEqual([`${ANA} marked the consultation request of ${ARRIVED} contacted.`]);
    expect(changesElsewhere([held], [{ ...held, status: 'no-answer', form: 'crisis' }], BEN)).toEqual([`${ANA} called the crisis request of ${ARRIVED}: no answer, to try again later.`]);
    expect(changesElsewhere([{ ...held, status: 'contacted' }], [{ ...held, status: 'closed' }], BEN)).toEqual([`${ANA} closed the consultation request of ${ARRIVED}.`]);
  });

  it('says a request taken and called back between two polls once, by what was recorded', () => {
    expect(changesElsewhere([lead('a')], [lead('a', { status: 'contacted', holder: ANA })], BEN)).toEqual([`${ANA} marked the consultation request of ${ARRIVED} contacted.`]);
  });

  it('says nothing of the listener\'s own changes, nor of requests that did not change', () => {
    const mine = lead('a', { status: 'claimed', holder: BEN });
    expect(changesElsewhere([lead('a')], [mine], BEN)).toEqual([]);
    expect(changesElsewhere([mine], [{ ...mine, status: 'contacted' }], BEN)).toEqual([]);
    expect(changesElsewhere([mine], [lead('a')], BEN)).toEqual([]);
    expect(changesElsewhere([lead('a'), lead('b', { holder: ANA, status: 'claimed' })], [lead('a'), lead('b', { holder: ANA, status: 'claimed' })], BEN)).toEqual([]);
  });

  it('puts new requests first, by their kind and the time left, and never names the person who wrote', () => {
    const at = Date.parse('2026-11-26T10:01:00.000Z');
    const before = [lead('a', { status: 'claimed', holder: ANA })];
    const now = [{ ...before[0]!, status: 'closed' as const }, lead('b', { form: 'insurance', receivedAt: '2026-11-26T10:00:30.000Z', deadline: '2026-11-26T10:15:30.000Z' })];
    expect(listNews(before, now, BEN, at)).toBe(`New insurance request: 14 min 30 s left to call back. ${ANA} closed the consultation request of ${ARRIVED}.`);
    expect(listNews(now, now, BEN, at)).toBe('');
  });
});

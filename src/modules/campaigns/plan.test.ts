import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { planSlots, weekStart } from './plan.js';

const athens = 'Europe/Athens';
const iso = (slots: { instant: Date }[]) => slots.map((s) => s.instant.toISOString());

describe('planSlots', () => {
  it('keeps 09:00 local across the change to summer time (07:00 UTC before, 06:00 UTC after)', () => {
    // Greece moves to summer time on Sunday 29 March 2026.
    const slots = planSlots({
      zone: athens,
      localTime: '09:00',
      frequencyDays: 1,
      from: '2026-03-27',
      until: '2026-03-31',
      takenDays: new Set(),
      now: new Date('2026-03-20T00:00:00Z'),
    });
    assert.deepEqual(iso(slots), ['2026-03-27T07:00:00.000Z', '2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z', '2026-03-30T06:00:00.000Z']);
  });

  it('posts every N days, never in the past, never on a day that has a post', () => {
    const now = new Date('2026-11-18T08:30:00Z'); // Wednesday 10:30 in Athens
    const from = weekStart(now, athens);
    assert.equal(from, '2026-11-16');
    const slots = planSlots({ zone: athens, localTime: '09:00', frequencyDays: 2, from, until: '2026-11-30', takenDays: new Set(['2026-11-21']), now });
    // Today's 09:00 has passed: the first slot is Thursday; Saturday already has a post.
    assert.deepEqual(
      slots.map((s) => s.day),
      ['2026-11-19', '2026-11-23', '2026-11-25', '2026-11-27', '2026-11-29'],
    );
    assert.ok(slots.every((s) => s.instant.getTime() > now.getTime()));
  });

  it('continues the rhythm of the posts before the window', () => {
    const slots = planSlots({
      zone: athens,
      localTime: '18:15',
      frequencyDays: 3,
      from: '2026-11-23',
      until: '2026-11-30',
      anchorDay: '2026-11-21',
      takenDays: new Set(),
      now: new Date('2026-11-20T00:00:00Z'),
    });
    assert.deepEqual(
      slots.map((s) => s.day),
      ['2026-11-24', '2026-11-27'],
    );
    assert.equal(slots[0].instant.toISOString(), '2026-11-24T16:15:00.000Z');
  });

  it("starts today when today's time is still ahead, and with a 7-day rhythm gives one post a week", () => {
    const now = new Date('2026-11-18T05:00:00Z'); // 07:00 in Athens
    const slots = planSlots({ zone: athens, localTime: '09:00', frequencyDays: 7, from: '2026-11-16', until: '2026-11-30', takenDays: new Set(), now });
    assert.deepEqual(
      slots.map((s) => s.day),
      ['2026-11-18', '2026-11-25'],
    );
  });
});

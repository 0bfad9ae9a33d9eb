import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from './testing/db.js';
import { giveBack, readUse, takeUse } from './rate-limit.js';

const { db } = await useTestDatabase();
const HOUR = 3600_000;
const at = (iso: string) => new Date(iso);

describe('rate limits in PostgreSQL', () => {
  test('parallel takers: of N + 5 at once exactly N pass, on a pool of several connections', async () => {
    const window = { key: 'parallel:1', limit: 7, start: at('2026-03-10T10:00:00Z'), lengthMs: HOUR };
    const results = await Promise.all(Array.from({ length: 12 }, () => takeUse(db, window)));
    assert.equal(results.filter((r) => r.ok).length, 7);
    assert.deepEqual(
      results
        .filter((r) => r.ok)
        .map((r) => r.used)
        .sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7],
      'each use saw the count the one before it left',
    );
    assert.ok(results.filter((r) => !r.ok).every((r) => r.used === 7 && r.resetAt.toISOString() === '2026-03-10T11:00:00.000Z'));
    assert.equal((await readUse(db, window)).used, 7, 'refused takers counted nothing');
  });

  test('a rolling window begins with its first use and ends an hour later', async () => {
    const key = 'rolling:1';
    const take = (iso: string) => takeUse(db, { key, limit: 2, start: at(iso), lengthMs: HOUR });
    assert.equal((await take('2026-03-10T10:00:00Z')).ok, true);
    assert.equal((await take('2026-03-10T10:40:00Z')).ok, true);
    const refused = await take('2026-03-10T10:59:59Z');
    assert.deepEqual([refused.ok, refused.resetAt.toISOString()], [false, '2026-03-10T11:00:00.000Z']);
    const next = await take('2026-03-10T11:00:00Z');
    assert.deepEqual([next.ok, next.used, next.resetAt.toISOString()], [true, 1, '2026-03-10T12:00:00.000Z'], 'a new window from this use');
  });

  test('a calendar window (a UTC day) ends at the next midnight whenever it was first used', async () => {
    const key = 'day:1';
    const day = (midnight: string) => ({ key, limit: 1, start: at(midnight), lengthMs: 24 * HOUR });
    assert.equal((await takeUse(db, day('2026-03-10T00:00:00Z'))).ok, true);
    const refused = await takeUse(db, day('2026-03-10T00:00:00Z'));
    assert.deepEqual([refused.ok, refused.resetAt.toISOString()], [false, '2026-03-11T00:00:00.000Z']);
    assert.equal((await takeUse(db, day('2026-03-11T00:00:00Z'))).ok, true, 'the next day');
    assert.equal((await readUse(db, day('2026-03-12T00:00:00Z'))).used, 0, 'a day later nothing is used');
  });

  test('keys never share a count, and a use is given back only to the window it came from', async () => {
    const a = { key: 'publish:a', limit: 1, start: at('2026-03-10T10:00:00Z'), lengthMs: HOUR };
    const b = { ...a, key: 'publish:b' };
    const taken = await takeUse(db, a);
    assert.equal((await takeUse(db, a)).ok, false);
    assert.equal((await takeUse(db, b)).ok, true, 'b has its own count');
    await giveBack(db, a.key, taken.windowStart);
    assert.equal((await takeUse(db, a)).ok, true, 'the use given back can be taken again');
    await giveBack(db, a.key, at('2026-03-10T09:00:00Z'));
    assert.equal((await readUse(db, a)).used, 1, 'a give-back for an older window changes nothing');
  });
});

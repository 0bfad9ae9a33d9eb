import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { hashPassword, setPasswordHashCost, verifyPassword } from './crypto.js';
import { loadConfig } from './config.js';

describe('password hashing cost (PASSWORD_HASH_COST)', () => {
  after(() => setPasswordHashCost(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST }).passwordHashCost));

  it('is 15 (N = 32768) unless configured, from 10 to 17', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).passwordHashCost, 15);
    assert.equal(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost, 10);
    for (const bad of ['9', '18', '12.5', 'cheap']) assert.throws(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: bad }), /PASSWORD_HASH_COST/);
    assert.throws(() => setPasswordHashCost(9), /from 10 to 17/);
  });

  it('new hashes record the configured N; a hash made at another cost still verifies, and only its own password', async () => {
    setPasswordHashCost(15);
    const strong = await hashPassword('right-password');
    assert.match(strong, /^scrypt\$32768\$8\$1\$/);
    setPasswordHashCost(10);
    const cheap = await hashPassword('right-password');
    assert.match(cheap, /^scrypt\$1024\$8\$1\$/);
    for (const stored of [strong, cheap]) {
      assert.equal(await verifyPassword('right-password', stored), true);
      assert.equal(await verifyPassword('wrong-password', stored), false);
    }
    assert.equal(await verifyPassword('right-password', undefined), false, 'no user: still a check, never a pass');
  });
});

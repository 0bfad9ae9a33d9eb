import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screenshotWanted } from '../e2e/support.js';

describe('which screenshots an e2e run takes (SCREENSHOTS)', () => {
  it('none by default; all with 1; otherwise those whose name starts with one of the listed prefixes', () => {
    for (const setting of [undefined, '', '0', 'false']) assert.equal(screenshotWanted('platforms-connected-en-light', setting), false, String(setting));
    for (const setting of ['1', 'all', 'true']) assert.equal(screenshotWanted('platforms-connected-en-light', setting), true, setting);
    assert.equal(screenshotWanted('platforms-connected-en-light', 'campaigns, platforms-connected'), true);
    assert.equal(screenshotWanted('campaigns-el-dark-390', 'campaigns-el'), true);
    assert.equal(screenshotWanted('campaigns-en-dark-390', 'campaigns-el'), false);
    assert.equal(screenshotWanted('admin-login-en-light', 'platforms,,'), false);
  });
});

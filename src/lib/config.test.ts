import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConfigError, loadConfig } from './config.js';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

describe('configuration: a real Facebook app', () => {
  it('needs PUBLIC_URL: the OAuth redirect_uri is never built from a request Host header', () => {
    const app = { FACEBOOK_APP_ID: '777000111', FACEBOOK_APP_SECRET: 'an-app-secret' };
    assert.throws(
      () => loadConfig({ ...base, ...app }),
      (error: unknown) => error instanceof ConfigError && /PUBLIC_URL/.test(error.message) && /FACEBOOK_APP_ID/.test(error.message),
    );
    assert.throws(() => loadConfig({ ...base, ...app, PUBLIC_URL: '  ' }), /PUBLIC_URL/);
    assert.equal(loadConfig({ ...base, ...app, PUBLIC_URL: 'https://social.example.com' }).publicUrl, 'https://social.example.com');
  });

  it('the built-in simulator runs without PUBLIC_URL', () => {
    assert.equal(loadConfig(base).publicUrl, undefined);
  });
});

describe('configuration: story renders', () => {
  it('ffmpeg runs at nice 10 unless STORY_RENDER_NICE says otherwise (0 to 19)', () => {
    assert.equal(loadConfig(base).storyRenderNice, 10);
    assert.equal(loadConfig({ ...base, STORY_RENDER_NICE: '0' }).storyRenderNice, 0);
    for (const bad of ['20', '-1', 'low', '2.5']) assert.throws(() => loadConfig({ ...base, STORY_RENDER_NICE: bad }), /STORY_RENDER_NICE/, bad);
  });
  it('a story video lasts 12 s unless STORY_SECONDS says otherwise, within the 3 to 60 s Instagram takes', () => {
    assert.equal(loadConfig(base).storySeconds, 12);
    assert.equal(loadConfig({ ...base, STORY_SECONDS: '4' }).storySeconds, 4);
    for (const bad of ['2', '61', 'long', '7.5']) assert.throws(() => loadConfig({ ...base, STORY_SECONDS: bad }), /STORY_SECONDS/, bad);
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { undrawableCharacters } from '../../web/portal/components/story/undrawable.js';
import { drawableCharacters } from './index.js';

test('the story screen names exactly the characters the font cannot draw (the slide leaves them out), each once', () => {
  const { ranges } = drawableCharacters();
  assert.deepEqual(undrawableCharacters('Νέα θεραπεία ✨💉 σήμερα! Ώρα: 10:00 €50 «προσφορά»', ranges), ['✨', '💉']);
  // ❤ and ⚕ are in the font (drawn plain); the selector and joiner of the emoji forms are not named.
  assert.deepEqual(undrawableCharacters('Glow ❤️ ❤️ 中 👩‍⚕️\n', ranges), ['中', '👩']);
  assert.deepEqual(undrawableCharacters('Plain English and Ελληνικά, ά έ ή ί ό ύ ώ ϊ ΐ', ranges), []);
});

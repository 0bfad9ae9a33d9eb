import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resemblance } from './similar-products.js';

test('a typed name resembles a catalogue name by its words, typos forgiven, never by a short or generic word alone', () => {
  const cases: [string, string, number][] = [
    ['profilo', 'Profhilo', 1],
    ['Profhilo® Structura', 'Profhilo', 1],
    ['Juvéderm Volbella', 'Juvederm Volbella', 1],
    ['Lip filler', 'Hyaluronic Acid Lip Filler', 0.5],
    ['skin booster', 'Hyaluronic Skin Booster', 2 / 3],
    ['laser', 'Fractional CO2 Laser Resurfacing', 0.25],
    ['HIFU', 'HIFU Skin Tightening', 0],
    ['Sculptra', 'Jawline Contouring Filler', 0],
    ['Μεσοθεραπεία', 'Μεσοθεραπεια προσώπου', 0.5],
  ];
  for (const [typed, name, expected] of cases) assert.equal(resemblance(typed, name).toFixed(2), expected.toFixed(2), `${typed} ~ ${name}`);
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import sharp from 'sharp';
import { FONT_DIR, FONTCONFIG_FILE, fontCoverage } from './fonts.js';
import { STORY_HEIGHT, STORY_WIDTH } from './story-limits.js';
import { BODY_MAX_PX, SAFE_BOTTOM, SAFE_TOP, SIDE_MARGIN, cleanStoryText, escapeMarkup, renderTextSlide } from './text-slide.js';
import { meanDifference } from './testing.js';

/** Non-white pixels of a raw 1080x1920 RGB slide inside a rectangle. */
function ink(rgb: Buffer, box: { left: number; top: number; right: number; bottom: number }): number {
  assert.ok(box.right > box.left && box.bottom > box.top);
  let count = 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const i = (y * STORY_WIDTH + x) * 3;
      if (rgb[i] < 250 || rgb[i + 1] < 250 || rgb[i + 2] < 250) count++;
    }
  }
  return count;
}

const logo = await sharp({ create: { width: 400, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
  .composite([{ input: { create: { width: 160, height: 160, channels: 4, background: '#7c3aed' } }, left: 0, top: 0 }])
  .png()
  .toBuffer();

describe('the text slide', () => {
  test('draws Greek with the shipped font: Greek capitals come out pixel for pixel like their Latin twins', async () => {
    // DejaVu draws Α, Β, Ε... with the same outlines as A, B, E...; a missing Greek glyph (a box
    // with a hex code) or another font would make the two slides differ.
    const greek = await renderTextSlide({ text: 'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', language: 'el' });
    const latin = await renderTextSlide({ text: 'ABEZHIKMNOPTYX', language: 'en' });
    assert.ok(ink(greek.rgb, { left: 0, top: 0, right: STORY_WIDTH, bottom: STORY_HEIGHT }) > 5000, 'the Greek text drew nothing');
    assert.equal(meanDifference(greek.rgb, latin.rgb), 0);
    // Lower case and accents are real glyphs too: the accented word differs from the bare one.
    const accented = await renderTextSlide({ text: 'άέήίόύώ' });
    const bare = await renderTextSlide({ text: 'αεηιουω' });
    const all = { left: 0, top: 0, right: STORY_WIDTH, bottom: STORY_HEIGHT };
    assert.ok(ink(accented.rgb, all) > ink(bare.rgb, all), 'the accents drew nothing');
  });

  test('this process sees only the shipped fonts, so every machine draws the same; child processes keep theirs', async () => {
    const conf = fs.readFileSync(FONTCONFIG_FILE, 'utf8');
    assert.deepEqual(
      [...conf.matchAll(/<dir>([^<]*)<\/dir>/g)].map((m) => m[1]),
      [FONT_DIR],
    );
    // Liberation Sans is installed on many machines (this one too): here it must fall back to DejaVu,
    // both for sharp's text and for SVG text.
    const text = (font: string) =>
      sharp({ text: { text: 'Hello Ω', font: `${font} 40` } })
        .raw()
        .toBuffer();
    assert.ok((await text('Liberation Sans')).equals(await text('DejaVu Sans')));
    const svg = (family: string) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><text x="10" y="50" font-size="40" font-family="${family}">Hello Ω</text></svg>`,
        ),
      )
        .raw()
        .toBuffer();
    assert.ok((await svg('Liberation Sans')).equals(await svg('DejaVu Sans')));
    assert.equal(process.env.FONTCONFIG_FILE, undefined);
    const { regular, bold } = fontCoverage();
    for (const ch of 'ΑΩαωάώϊΐ€AZaz') {
      assert.ok(regular.has(ch.codePointAt(0)!) && bold.has(ch.codePointAt(0)!), `${ch} is not in the font`);
    }
  });

  test('characters the font cannot draw are left out instead of drawn as boxes', async () => {
    const withEmoji = await renderTextSlide({ text: 'Νέα θεραπεία ✨💉 中 σήμερα' });
    const without = await renderTextSlide({ text: 'Νέα θεραπεία σήμερα' });
    assert.equal(withEmoji.layout.text, 'Νέα θεραπεία σήμερα');
    assert.equal(meanDifference(withEmoji.rgb, without.rgb), 0);
  });

  test('a short text is drawn large, in the middle, inside the safe area', async () => {
    const slide = await renderTextSlide({ text: 'Glow up this summer.' });
    const { body } = slide.layout;
    assert.equal(body.fontPx, BODY_MAX_PX);
    assert.ok(body.top > SAFE_TOP + 400 && body.top + body.height < SAFE_BOTTOM - 400, JSON.stringify(body));
    assert.ok(Math.abs(body.left + body.width / 2 - STORY_WIDTH / 2) <= 1);
  });

  for (const [name, text] of [
    [
      '1000 characters of Greek and English',
      'Η υαλουρονική ακίδα αποκαθιστά τον όγκο των χειλιών με φυσικό αποτέλεσμα. Hyaluronic lip filler restores volume. '.repeat(10).slice(0, 1000),
    ],
    ['one 1000-character word', 'α'.repeat(1000)],
    ['500 lines', 'Α\n'.repeat(500)],
  ] as const) {
    test(`${name} still fits inside the safe area, at a readable size`, async () => {
      const slide = await renderTextSlide({ text, companyName: 'Κλινική Αισθητικής Lumière', logo });
      const { body } = slide.layout;
      assert.ok(body.top >= SAFE_TOP && body.top + body.height <= SAFE_BOTTOM, JSON.stringify(body));
      assert.ok(body.left >= SIDE_MARGIN && body.left + body.width <= STORY_WIDTH - SIDE_MARGIN, JSON.stringify(body));
      assert.ok(body.fontPx < BODY_MAX_PX);
      if (!text.includes('\n')) assert.ok(body.fontPx >= 30, `font ${body.fontPx}px is too small to read`);
      // Nothing spills: the margins of the slide stay white.
      assert.equal(ink(slide.rgb, { left: 0, top: 0, right: STORY_WIDTH, bottom: SAFE_TOP }), 0);
      assert.equal(ink(slide.rgb, { left: 0, top: SAFE_BOTTOM, right: STORY_WIDTH, bottom: STORY_HEIGHT }), 0);
      assert.equal(ink(slide.rgb, { left: 0, top: 0, right: SIDE_MARGIN, bottom: STORY_HEIGHT }), 0);
      assert.equal(ink(slide.rgb, { left: STORY_WIDTH - SIDE_MARGIN, top: 0, right: STORY_WIDTH, bottom: STORY_HEIGHT }), 0);
      assert.ok(ink(slide.rgb, { left: body.left, top: body.top, right: body.left + body.width, bottom: body.top + body.height }) > 20_000);
    });
  }

  test('the logo and the company name sit above the text; an unreadable logo is left out', async () => {
    const slide = await renderTextSlide({ text: 'Καλοκαίρι με λάμψη', companyName: 'Lumière Clinic', logo });
    const { logo: placed, companyName, body } = slide.layout;
    assert.ok(placed && companyName);
    assert.ok(placed.top >= SAFE_TOP && placed.top + placed.height < companyName.top && companyName.top + companyName.height < body.top);
    // The purple square of the logo is there, scaled into its box, and its transparent part is white.
    const i = ((placed.top + 10) * STORY_WIDTH + placed.left + 10) * 3;
    assert.deepEqual([...slide.rgb.subarray(i, i + 3)], [0x7c, 0x3a, 0xed]);
    const j = ((placed.top + 10) * STORY_WIDTH + placed.left + placed.width - 10) * 3;
    assert.deepEqual([...slide.rgb.subarray(j, j + 3)], [255, 255, 255]);
    assert.ok(
      ink(slide.rgb, {
        left: companyName.left,
        top: companyName.top,
        right: companyName.left + companyName.width,
        bottom: companyName.top + companyName.height,
      }) > 1000,
    );

    const broken = await renderTextSlide({ text: 'Καλοκαίρι με λάμψη', companyName: 'Lumière Clinic', logo: Buffer.from('not a logo') });
    assert.equal(broken.layout.logo, null);
    assert.ok(broken.layout.companyName);
  });

  test('markup characters are drawn as text, not read as Pango markup', async () => {
    const tagged = await renderTextSlide({ text: '<b>Botox</b> & "fillers" <span' });
    assert.equal(tagged.layout.text, '<b>Botox</b> & "fillers" <span');
    const plain = await renderTextSlide({ text: 'Botox & "fillers"' });
    assert.ok(tagged.layout.body.width > plain.layout.body.width);
    assert.equal(escapeMarkup(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  test('text is cleaned of what XML forbids: NUL, control characters, lone surrogates', async () => {
    const { regular } = fontCoverage();
    assert.equal(cleanStoryText('a\u0000b\u0007c\u0085d\uffff\ud800e\udfff', regular), 'abcde');
    assert.equal(cleanStoryText('  Γεια\r\nσου\r\r\r\rκόσμε\t!  ', regular), 'Γεια\nσου\n\nκόσμε !');
    assert.equal(cleanStoryText('α\u0301', regular), 'ά');
    const slide = await renderTextSlide({ text: 'Νέα\u0000 προσφορά\ud83d' });
    assert.equal(slide.layout.text, 'Νέα προσφορά');
  });

  test('a text with nothing drawable is refused with a clear message', async () => {
    await assert.rejects(renderTextSlide({ text: '💉✨' }), { code: 'invalid', field: 'text', messageKey: 'stories.fontCannotDraw' });
    await assert.rejects(renderTextSlide({ text: ' \n ' }), { code: 'invalid', field: 'text', messageKey: 'stories.textRequired' });
  });
});

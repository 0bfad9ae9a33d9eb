import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The story text is drawn with DejaVu Sans from the `dejavu-fonts-ttf` npm package (Greek and
 * Latin), never with whatever fonts the machine happens to have: this process's fontconfig reads
 * a generated fonts.conf that lists only that package's folder, and every render also names the
 * font file itself. Characters the font cannot draw are dropped before rendering instead of
 * becoming boxes, so two machines produce the same slide.
 */
const require = createRequire(import.meta.url);

function fontDirectory(): string {
  try {
    return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    throw new Error('The story font is missing: reinstall the npm package dejavu-fonts-ttf (npm ci).');
  }
}

export const FONT_DIR = fontDirectory();
export const FONT_REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
export const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
export const FONT_FAMILY = 'DejaVu Sans';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes (once per machine and font folder) a fonts.conf that names only our font folder. */
function writeFontConfig(): string {
  const key = crypto.createHash('sha256').update(FONT_DIR).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `aesthetics-fonts-${key}`);
  const file = path.join(dir, 'fonts.conf');
  const body = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeXml(FONT_DIR)}</dir>
  <cachedir>${escapeXml(path.join(dir, 'cache'))}</cachedir>
  <config><rescan><int>0</int></rescan></config>
</fontconfig>
`;
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  let current: string | undefined;
  try {
    current = fs.readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current !== body) {
    // Write then rename, so a process starting at the same moment never reads half a file.
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, body);
    fs.renameSync(temp, file);
  }
  return file;
}

export const FONTCONFIG_FILE = writeFontConfig();

/**
 * fontconfig reads FONTCONFIG_FILE once, when the process first draws text, and every later text
 * (sharp's, librsvg's) shares that configuration. So the first text is drawn here, when the module
 * loads (the shells import every module before any image work), with the variable pointing at our
 * fonts.conf; then the variable is put back, so child processes (ffmpeg, a browser in the tests)
 * keep the machine's own fonts.
 */
async function loadFontConfig(): Promise<void> {
  const previous = process.env.FONTCONFIG_FILE;
  process.env.FONTCONFIG_FILE = FONTCONFIG_FILE;
  try {
    await sharp({ text: { text: 'Ω', font: FONT_FAMILY, fontfile: FONT_REGULAR } })
      .raw()
      .toBuffer();
  } finally {
    if (previous === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = previous;
  }
}
await loadFontConfig();

/** Code points a TrueType font has glyphs for, read from its `cmap` table (formats 4 and 12). */
function readFontCoverage(file: string): Set<number> {
  const buf = fs.readFileSync(file);
  const numTables = buf.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const entry = 12 + i * 16;
    if (buf.toString('latin1', entry, entry + 4) === 'cmap') cmap = buf.readUInt32BE(entry + 8);
  }
  if (cmap < 0) throw new Error(`${file} has no cmap table`);
  const covered = new Set<number>();
  const subtables = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = buf.readUInt16BE(record);
    const encoding = buf.readUInt16BE(record + 2);
    // Only Unicode subtables (Windows BMP / full repertoire, or the Unicode platform).
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const sub = cmap + buf.readUInt32BE(record + 4);
    const format = buf.readUInt16BE(sub);
    if (format === 4) {
      const segX2 = buf.readUInt16BE(sub + 6);
      const ends = sub + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const rangeOffsets = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const end = buf.readUInt16BE(ends + s * 2);
        const start = buf.readUInt16BE(starts + s * 2);
        const delta = buf.readUInt16BE(deltas + s * 2);
        const rangeOffset = buf.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
            glyph = buf.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) covered.add(c);
        }
      }
    } else if (format === 12) {
      const groups = buf.readUInt32BE(sub + 12);
      for (let g = 0; g < groups; g++) {
        const at = sub + 16 + g * 12;
        const start = buf.readUInt32BE(at);
        const end = buf.readUInt32BE(at + 4);
        const glyph = buf.readUInt32BE(at + 8);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) covered.add(c);
      }
    }
  }
  return covered;
}

let coverage: { regular: Set<number>; bold: Set<number> } | undefined;

/** What the regular and bold faces can draw (read once per process). */
export function fontCoverage(): { regular: Set<number>; bold: Set<number> } {
  coverage ??= { regular: readFontCoverage(FONT_REGULAR), bold: readFontCoverage(FONT_BOLD) };
  return coverage;
}

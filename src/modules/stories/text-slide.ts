import sharp, { type OverlayOptions } from 'sharp';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { FONT_BOLD, FONT_FAMILY, FONT_REGULAR, fontCoverage } from './fonts.js';
import { STORY_HEIGHT, STORY_WIDTH } from './story-limits.js';

/**
 * Instagram draws the account bar over the top of a story and the reply box over the bottom;
 * Meta's guidance is to keep about 250 px at each end free of text.
 */
export const SAFE_TOP = 250;
export const SAFE_BOTTOM = STORY_HEIGHT - 250;
export const SIDE_MARGIN = 96;

const TEXT_COLOR = '#111827';
const NAME_COLOR = '#374151';
const RULE_COLOR = '#d1d5db';
/** Largest body size (px): a one-line text is big, not gigantic; longer texts shrink to fit. */
export const BODY_MAX_PX = 80;
const NAME_MAX_PX = 54;
const LOGO_BOX = { width: 480, height: 220 };
/** Line breaks past this many become spaces: 500 one-letter lines would be an unreadable ribbon. */
const MAX_LINES = 24;

// Characters that XML (and so Pango markup) forbids: C0 controls other than tab and line feed,
// DEL and the C1 controls, the non-characters U+FFFE/U+FFFF. Lone surrogates are handled below.
// eslint-disable-next-line no-control-regex -- removes the characters XML (Pango markup) forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/gu;

/**
 * The text as it will be drawn: NFC (so Greek accents are the precomposed letters the font has),
 * line breaks kept (at most one empty line in a row), tabs as spaces, runs of spaces collapsed,
 * and every character that XML forbids or that `covered` (the font) cannot draw left out, so a
 * story never shows boxes (emoji, for instance).
 */
export function cleanStoryText(text: string, covered: Set<number>): string {
  const normalized = text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(FORBIDDEN, '');
  let out = '';
  for (const ch of normalized) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) continue; // a lone surrogate: not a character at all
    if (ch === '\n' || ch === ' ' || covered.has(cp)) out += ch;
  }
  return out
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Pango markup is XML: these five must be entities inside a span. */
export const escapeMarkup = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

interface TextBlock {
  png: Buffer;
  width: number;
  height: number;
  /** The font size (px) the text was drawn at after fitting. */
  fontPx: number;
}

/**
 * Draws `text` wrapped at `width`, at `maxPx` when it fits in `height`, else at the largest size
 * that fits (libvips searches the resolution). Pango measures with the real font, so Greek and
 * Latin wrap alike.
 */
async function drawText(options: {
  text: string;
  bold: boolean;
  color: string;
  width: number;
  height: number;
  maxPx: number;
  language: string;
}): Promise<TextBlock> {
  const markup = `<span foreground="${options.color}" lang="${options.language}">${escapeMarkup(options.text)}</span>`;
  const base = {
    text: markup,
    font: `${FONT_FAMILY}${options.bold ? ' Bold' : ''} ${options.maxPx}`,
    fontfile: options.bold ? FONT_BOLD : FONT_REGULAR,
    width: options.width,
    align: 'centre' as const,
    rgba: true,
    wrap: 'word-char' as const,
  };
  // At 72 dpi a Pango point is a pixel, so "DejaVu Sans 80" is 80 px.
  let { data, info } = await sharp({ text: { ...base, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  let fontPx = options.maxPx;
  if (info.height > options.height || info.width > options.width) {
    ({ data, info } = await sharp({ text: { ...base, height: options.height } })
      .png()
      .toBuffer({ resolveWithObject: true }));
    fontPx = (options.maxPx * (info.textAutofitDpi ?? 72)) / 72;
  }
  if (info.height > options.height || info.width > options.width) {
    // The resolution search works in whole dpi steps; a last proportional shrink makes the fit exact.
    ({ data, info } = await sharp(data).resize({ width: options.width, height: options.height, fit: 'inside' }).png().toBuffer({ resolveWithObject: true }));
    fontPx = fontPx * Math.min(options.width / info.width, options.height / info.height, 1);
  }
  return { png: data, width: info.width, height: info.height, fontPx };
}

async function prepareLogo(logo: Buffer): Promise<{ png: Buffer; width: number; height: number } | undefined> {
  try {
    const meta = await sharp(logo, { limitInputPixels: 50_000_000 }).metadata();
    const w = meta.autoOrient?.width ?? meta.width;
    const h = meta.autoOrient?.height ?? meta.height;
    if (!w || !h) return undefined;
    // Small logos may grow up to 3x (blurry beats invisible); large ones shrink into the box.
    const scale = Math.min(LOGO_BOX.width / w, LOGO_BOX.height / h, 3);
    const width = Math.max(1, Math.round(w * scale));
    const height = Math.max(1, Math.round(h * scale));
    const png = await sharp(logo, { limitInputPixels: 50_000_000 }).rotate().resize(width, height, { fit: 'fill' }).png().toBuffer();
    return { png, width, height };
  } catch {
    return undefined;
  }
}

export interface TextSlide {
  /** Raw RGB, 1080x1920x3 bytes. */
  rgb: Buffer;
  /** What was drawn where, for the poster and for tests. */
  layout: {
    logo: { top: number; left: number; width: number; height: number } | null;
    companyName: { top: number; left: number; width: number; height: number; fontPx: number } | null;
    body: { top: number; left: number; width: number; height: number; fontPx: number };
    /** The text as drawn (after cleaning). */
    text: string;
  };
}

/**
 * The first slide: white, the logo (when given and readable), the company name, a thin rule, then
 * the text centred in the space left, all inside Instagram's safe area.
 */
export async function renderTextSlide(options: {
  text: string;
  companyName?: string | null;
  logo?: Buffer | null;
  language?: 'en' | 'el';
}): Promise<TextSlide> {
  const { regular, bold } = fontCoverage();
  const language = options.language ?? 'el';
  const lines = cleanStoryText(options.text, regular).split('\n');
  const text = [...lines.slice(0, MAX_LINES - 1), lines.slice(MAX_LINES - 1).join(' ')].join('\n').trim();
  if (!text) throw invalid(options.text.trim() ? 'stories.fontCannotDraw' : 'stories.textRequired', undefined, { field: 'text' });
  const name = cleanStoryText(options.companyName ?? '', bold).replace(/\n+/g, ' ');
  const contentWidth = STORY_WIDTH - 2 * SIDE_MARGIN;

  const layers: OverlayOptions[] = [];
  const layout: TextSlide['layout'] = { logo: null, companyName: null, body: { top: 0, left: 0, width: 0, height: 0, fontPx: 0 }, text };
  let y = SAFE_TOP + 20;

  const logo = options.logo ? await prepareLogo(options.logo) : undefined;
  if (logo) {
    const left = Math.round((STORY_WIDTH - logo.width) / 2);
    layers.push({ input: logo.png, top: y, left });
    layout.logo = { top: y, left, width: logo.width, height: logo.height };
    y += logo.height + 36;
  }
  if (name) {
    const block = await drawText({ text: name, bold: true, color: NAME_COLOR, width: contentWidth, height: 150, maxPx: NAME_MAX_PX, language });
    const left = Math.round((STORY_WIDTH - block.width) / 2);
    layers.push({ input: block.png, top: y, left });
    layout.companyName = { top: y, left, width: block.width, height: block.height, fontPx: block.fontPx };
    y += block.height + 28;
  }
  if (logo || name) {
    const rule = { width: 120, height: 6 };
    layers.push({
      input: { create: { width: rule.width, height: rule.height, channels: 4, background: RULE_COLOR } },
      top: y,
      left: (STORY_WIDTH - rule.width) / 2,
    });
    y += rule.height + 56;
  }

  const boxBottom = SAFE_BOTTOM - 20;
  const body = await drawText({ text, bold: false, color: TEXT_COLOR, width: contentWidth, height: boxBottom - y, maxPx: BODY_MAX_PX, language });
  // Centred in the space left, a little above the middle where the eye expects it.
  const top = y + Math.round((boxBottom - y - body.height) * 0.45);
  const left = Math.round((STORY_WIDTH - body.width) / 2);
  layers.push({ input: body.png, top, left });
  layout.body = { top, left, width: body.width, height: body.height, fontPx: body.fontPx };

  const composed = await sharp({ create: { width: STORY_WIDTH, height: STORY_HEIGHT, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Compositing adds an alpha band (opaque everywhere here); the encoder wants plain RGB.
  const { data, info } =
    composed.info.channels === 3
      ? composed
      : await sharp(composed.data, { raw: { width: composed.info.width, height: composed.info.height, channels: composed.info.channels } })
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3 || info.width !== STORY_WIDTH || info.height !== STORY_HEIGHT)
    throw new Error(`text slide came out ${info.width}x${info.height}x${info.channels}`);
  return { rgb: data, layout };
}

import * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { invalid, notFound, unavailable } from '../../../lib/errors.js';
import { msg } from '../../../lib/messages.js';
import { parse } from '../../../lib/validate.js';
import '../messages.js';
import { renderDemoImage } from '../demo-catalog.js';
import { DEMO_PRODUCTS } from '../demo-data.js';

/**
 * Demo images for the offline image search: product cards drawn locally for the name typed, so a
 * preview has pictures even when the library holds nothing similar. They are rendered on request
 * (GET /api/demo-images/card.jpg?name=...&v=..., signed-in users only) and cached, never written
 * to storage.
 */
export const DEMO_IMAGE_PATH = '/api/demo-images/card.jpg';
export const DEMO_VARIANTS = 3;

/**
 * A name as a card can show it and a URL can carry it: characters XML 1.0 refuses (C0 controls
 * but tab and line breaks, U+FFFE/U+FFFF) are dropped, a lone surrogate (which encodeURIComponent
 * throws on) becomes U+FFFD.
 */
function cleanDemoName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- strips control characters from a demo card's name
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .trim()
  );
}

export function demoImageUrl(name: string, variant: number): string {
  return `${DEMO_IMAGE_PATH}?name=${encodeURIComponent(cleanDemoName(name))}&v=${variant}`;
}

export function parseDemoImageUrl(url: string): { name: string; variant: number } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local');
  } catch {
    return undefined;
  }
  if (parsed.pathname !== DEMO_IMAGE_PATH) return undefined;
  const name = cleanDemoName(parsed.searchParams.get('name') ?? '');
  const variant = Number(parsed.searchParams.get('v') ?? '0');
  if (!name || name.length > 200 || !Number.isInteger(variant) || variant < 0 || variant >= DEMO_VARIANTS) return undefined;
  return { name, variant };
}

const cache = new Map<string, Buffer>();
const pending = new Map<string, Promise<Buffer>>();
const CACHE_SIZE = 60;

// Drawing shares libuv's thread pool with password hashing: one card at a time, so a burst of
// cards (or someone asking for many names) never slows sign-in down. More than MAX_IN_LINE
// (the one being drawn included) are refused rather than queued without end.
const MAX_IN_LINE = 64;
let inLine = 0;
let drawing: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (inLine >= MAX_IN_LINE) throw unavailable('catalog.demoImagesBusy');
  inLine++;
  const run = drawing.then(work, work);
  drawing = run.catch(() => undefined).finally(() => inLine--);
  return run;
}

/** The JPEG card for a name and variant (deterministic; the palette follows the name). */
export async function renderDemoCard(rawName: string, variant: number): Promise<Buffer> {
  const name = cleanDemoName(rawName);
  if (!name || name.length > 200 || variant < 0 || variant >= DEMO_VARIANTS) throw invalid('catalog.unknownDemoImage');
  const key = `${variant}:${name}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  // The same card asked for again while it is being drawn waits for that drawing.
  let drawn = pending.get(key);
  if (!drawn) {
    let hash = 0;
    for (const c of name) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
    const palette = DEMO_PRODUCTS[hash % DEMO_PRODUCTS.length].palette;
    drawn = oneAtATime(() => renderDemoImage({ name: name.trim(), category: variant === 0 ? 'Demo image' : `Demo image ${variant + 1}`, palette }, variant));
    pending.set(key, drawn);
    drawn
      .then(
        (image) => {
          cache.set(key, image);
          if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
        },
        () => undefined,
      )
      .finally(() => pending.delete(key));
  }
  return drawn;
}

/** The card's address as the browser asked for it (GET /api/demo-images/card.jpg?name=…&v=…). */
const DemoCardInput = v.object({ url: v.string(msg('catalog.demoImageNotFound')) });

/** The demo card an address names (a JPEG); an address that names none is not found. */
export async function drawDemoCard(_deps: Deps, input: v.InferInput<typeof DemoCardInput>): Promise<Buffer> {
  const { url } = parse(DemoCardInput, input);
  const demo = parseDemoImageUrl(url);
  if (!demo) throw notFound('catalog.demoImageNotFound');
  return renderDemoCard(demo.name, demo.variant);
}

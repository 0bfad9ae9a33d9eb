import net from 'node:net';
import OpenAI from 'openai';
import sharp from 'sharp';
import { upstream } from '../../../lib/errors.js';
import '../messages.js';
import { COMPLIANCE_CATEGORIES, complianceInstructions } from '../compliance/index.js';
import type { Language } from '../schema.js';
import type { AiProvider, ComplianceReviewRequest, ModelFinding, PostRequest, ProviderResult, RankRequest, RankedIndex } from './types.js';

/**
 * The provider for OpenAI and any OpenAI-compatible server (vLLM, Ollama, LM Studio), through the
 * official SDK. Structured answers use `response_format: json_schema`. The SDK retries 408/409,
 * 429, 5xx and timeouts twice with exponential backoff (honouring Retry-After); what still fails
 * becomes an Upstream error with a message an admin can act on.
 */
export interface OpenAiProviderOptions {
  apiKey?: string;
  baseUrl?: string;
  organization?: string | null;
  model: string;
  temperature: number;
  timeoutMs: number;
  maxRetries?: number;
  /** How long a TCP connection to the service may take before it counts as unreachable (default 3 s). */
  connectTimeoutMs?: number;
}

/**
 * Whether the service's host answers a TCP connection, per host: known good for a minute, known
 * unreachable for 15 s. A service that cannot be reached fails in seconds (the connection check)
 * instead of after the request timeout and two retries, and while it stays down every call fails at
 * once. A cache of this process only: another process checks for itself.
 */
const reachability = new Map<string, { ok: boolean; until: number }>();
const REACHABLE_FOR_MS = 60_000;
const UNREACHABLE_FOR_MS = 15_000;

function connects(hostname: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function isReachable(baseUrl: URL, timeoutMs: number): Promise<boolean> {
  const key = `${baseUrl.protocol}//${baseUrl.host}`;
  const known = reachability.get(key);
  if (known && known.until > Date.now()) return known.ok;
  const ok = await connects(baseUrl.hostname, Number(baseUrl.port) || (baseUrl.protocol === 'http:' ? 80 : 443), timeoutMs);
  reachability.set(key, { ok, until: Date.now() + (ok ? REACHABLE_FOR_MS : UNREACHABLE_FOR_MS) });
  return ok;
}

function markUnreachable(baseUrl: URL): void {
  reachability.set(`${baseUrl.protocol}//${baseUrl.host}`, { ok: false, until: Date.now() + UNREACHABLE_FOR_MS });
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', el: 'Greek' };

const STYLE_HINTS: Record<string, string> = {
  balanced: 'a balanced mix of information and warmth',
  'image-focused': 'short lines that accompany a strong image',
  educational: 'teach something useful, with a few practical tips',
  story: 'a short story-like narrative',
  concise: 'short and to the point',
  question: 'open with a question to the reader',
  statistic: 'open with a well-known, verifiable fact (no invented numbers)',
  tips: 'a few numbered practical tips',
  storytelling: 'tell a short story',
  promotional: 'promote an offer or availability without exaggeration',
  testimonial: 'in the spirit of a client experience, without invented quotes or promises',
  professional: 'formal and professional',
  'industry-insights': 'share an insight about the aesthetics field',
  'case-study': 'describe an anonymised, realistic approach to a case without promising outcomes',
};

export const POST_SCHEMA = {
  type: 'object',
  properties: {
    text: { type: 'string', description: 'The post body without hashtags.' },
    hashtags: { type: 'array', items: { type: 'string' }, description: 'Hashtags, each starting with #.' },
  },
  required: ['text', 'hashtags'],
  additionalProperties: false,
} as const;

const DESCRIPTION_SCHEMA = {
  type: 'object',
  properties: {
    description: { type: 'string', description: 'A factual product description of 2 to 4 sentences.' },
    category: { type: 'string', description: 'A short product category, e.g. "Dermal Fillers" or "Skincare".' },
  },
  required: ['description', 'category'],
  additionalProperties: false,
} as const;

export const RANKING_SCHEMA = {
  type: 'object',
  properties: {
    rankings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          index: { type: 'integer', description: 'The image number as given.' },
          score: { type: 'integer', description: 'Suitability from 0 to 100.' },
          reason: { type: 'string', description: 'One short sentence explaining the score.' },
        },
        required: ['index', 'score', 'reason'],
        additionalProperties: false,
      },
    },
  },
  required: ['rankings'],
  additionalProperties: false,
} as const;

const COMPLIANCE_SCHEMA = {
  type: 'object',
  properties: {
    findings: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          category: { type: 'string', enum: [...COMPLIANCE_CATEGORIES], description: 'The rule the words break.' },
          quote: { type: 'string', description: 'The exact words from the text, copied character for character.' },
          explanation: { type: 'string', description: 'One sentence: why these words break the rule.' },
          suggestion: { type: 'string', description: 'A compliant wording to use instead of the quoted words.' },
        },
        required: ['category', 'quote', 'explanation', 'suggestion'],
        additionalProperties: false,
      },
    },
  },
  required: ['findings'],
  additionalProperties: false,
} as const;

/** A text field of a model's answer: the schema asks for a string; a number or boolean reads as text, anything else as empty. */
const modelText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/**
 * The strict rubric of the compliance second opinion (the same categories as the rules), written
 * from the codes the real set is labelled by (CAP Code 12.12, 12.25, 3.1/3.7/12.1, 1.3, 3.42, 4.2;
 * Directive 2001/83/EC art. 88 and 90; the Greek JMD DYG3a/GP 32221/2013 and Law 3418/2005 art. 17),
 * so the model judges what a regulator would, not only the words the rules know. Exported so the
 * measurement script (npm run measure:compliance-model) can key its cache by the rubric it measured.
 */
export function complianceReviewMessages(request: Pick<ComplianceReviewRequest, 'text' | 'language'>): OpenAI.Chat.ChatCompletionMessageParam[] {
  const system = [
    'You review advertising texts of medical-aesthetics clinics as the UK ASA, the Irish ASAI and the Greek EOF would (CAP Code, Directive 2001/83/EC art. 88 and 90, Greek law on medical advertising). Judge each claim as if a clinic had posted it. Be strict, but flag only words that really break a rule.',
    'Categories:',
    '- prescription_medicine: names a prescription-only medicine or a treatment that can only mean one, by brand, substance or nickname, even in a warning or a denial: botulinum toxin (Botox, Dysport, Xeomin, Bocouture, Azzalure, "tox", "baby botox", disguised spellings such as B0tox or μπότοξ, "wrinkle-relaxing" or "muscle-freezing" injections, "anti-wrinkle injections" or "cosmetic injections" sold by areas, zones or units, "lip flip"), weight-loss medicines (Ozempic, Wegovy, Mounjaro, semaglutide, tirzepatide, "skinny jabs"), triamcinolone or Kenalog (the "hay fever injection"), hyaluronidase ("dissolving" fillers), fat-dissolving injections (deoxycholic acid, Aqualyx), sclerotherapy agents, isotretinoin, tretinoin. Fillers, skin boosters and devices are not medicines; "anti-wrinkle treatment" alone is not one.',
    '- guaranteed_outcome: a guaranteed, certain, absolute or instant result ("guaranteed", "you will look younger", "erase wrinkles", "eliminates", "in all cases", "results after one session", "turn back the clock").',
    '- safety_claim: safety or comfort stated as absence or ease: safe, harmless, no risk, no side effects, painless, "you won\'t feel a thing", "no reaction is to be expected", "no downtime", "a simple, easy procedure", also softened ("almost painless") when nothing that may happen is said.',
    '- permanence: permanent, lifelong or "for good" results.',
    '- unproven_efficacy: efficacy or health claims without substantiation: "clinically proven", "studies show", cures, heals, treats a condition, percentages or numbers about results ("10 years younger", kilos lost, "95% of clients"), endorsement by doctors, health benefits.',
    '- inducement: offers, discounts, prices side by side, vouchers, free extras, competitions, giveaways, referral rewards, and urgency without those words: time limits ("ends Sunday", "this month only"), limited places ("only the first 20 bookings", "grab a slot before they\'re gone"), "before the price increase", "these prices won\'t last". Not a free consultation, not a price stated plainly.',
    '- before_after: before/after photos shown or promised as proof, transformations.',
    '- superlative: superlatives about the treatment, the results or the provider ("the best", "the safest", "most effective", "number one", "leading", "unbeatable", "ideal", "miracle", "revolutionary").',
    '- celebrity: ties a treatment to a celebrity or influencer (a package or look named after a famous person, also as a hashtag, "as seen on", "the stars\' favourite", "Hollywood").',
    '- young_people: aims a treatment at under-18s, teenagers or students, or at parents about their children, or presents procedures as normal for teenagers ("prom", "back to school", "teens welcome", "bring your daughter").',
    '- denigration: fear, or running down other practitioners to win the client ("botched", "cowboy injectors", "cheap clinics", "unlike salons", "don\'t trust your face to a beautician", horror stories).',
    'Compliant: descriptions of a treatment and how it works, aftercare and safety procedures (patch tests, consultations, who is not suitable), disclaimers ("results are not guaranteed", "results may vary"), hedged statements that say what can happen ("generally safe, but bruising can occur"), a duration stated as a fact with its conditions ("lasts 4-6 months depending on..."), a price stated without an inducement, and a sentence that denies or warns against a claim ("we never promise permanent results", "no treatment is risk-free").',
    'Greek texts follow the same rules, e.g. "ανώδυνη", "χωρίς παρενέργειες", "απόλυτα ασφαλής", "απλή και εύκολη διαδικασία" (safety_claim); "εγγυημένο αποτέλεσμα", "εξαφανίζει", "σε μία μόνο συνεδρία" (guaranteed_outcome); "μόνιμο", "για πάντα" (permanence); "κλινικά αποδεδειγμένο", "θεραπεύει" (unproven_efficacy); "η καλύτερη", "κορυφαία", "πρωτοποριακή" (superlative); "προσφορά", "έκπτωση", "μόνο αυτόν τον μήνα", "περιορισμένες θέσεις" (inducement); "για εφήβους", "πριν ξεκινήσει το σχολείο" (young_people); "αλλαντική τοξίνη", "βοτουλινική τοξίνη", "μπότοξ" (prescription_medicine).',
    `Quote the offending words exactly as they appear in the text. Write explanation and suggestion in ${LANGUAGE_NAMES[request.language]} (language code ${request.language}).`,
    'Answer with JSON that matches the given schema; an empty "findings" list when the text is compliant.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Text to review:\n---\n${request.text}\n---` },
  ];
}

/** Builds the chat messages for a post; exported so the prompt can be read and tested in one place. */
function postMessages(request: PostRequest): OpenAI.Chat.ChatCompletionMessageParam[] {
  const { brief, settings, style, avoid } = request;
  const language = LANGUAGE_NAMES[brief.language];
  const system = [
    'You write social media posts for a medical-aesthetics business.',
    `Write in ${language} (language code ${brief.language}).`,
    `Tone: ${settings.contentTone}.`,
    `Platform: ${brief.platform}; post style: ${style.postStyle} (${STYLE_HINTS[style.postStyle] ?? style.postStyle}).`,
    `Target length: about ${settings.targetPostLength} words in "text", not counting hashtags.`,
    style.maxHashtags > 0
      ? `Hashtags: at most ${style.maxHashtags}, returned in "hashtags" and not inside "text".${settings.defaultHashtags ? ` Prefer these default hashtags: ${settings.defaultHashtags}.` : ''}`
      : 'Hashtags: none; return an empty "hashtags" list.',
    settings.includeCta ? 'End with a clear call to action (for example, booking a consultation).' : 'Do not add a call to action.',
    settings.avoidMedicalClaims ? `Avoid medical claims. ${complianceInstructions(brief.language)}` : '',
    settings.contentGuidelines ? `Instructions from the platform administrator: ${settings.contentGuidelines}` : '',
    'Answer with JSON that matches the given schema.',
  ].filter(Boolean);
  const product = brief.product;
  const user = [
    `Product: ${product.name}`,
    product.category ? `Category: ${product.category}` : '',
    product.description ? `Description: ${product.description}` : '',
    brief.company?.name
      ? `Company: ${brief.company.name}${brief.company.location ? `, ${brief.company.location}` : ''}`
      : brief.company?.location
        ? `Location: ${brief.company.location}`
        : '',
    brief.examplePosts.length
      ? `Example posts, as style references only (do not copy them):\n${brief.examplePosts.map((p, i) => `${i + 1}. ${p}`).join('\n')}`
      : '',
    brief.variant > 0 ? `This is version ${brief.variant + 1}: write a fresh post that differs from earlier versions.` : '',
    avoid?.length
      ? `The previous draft used phrases that break advertising rules for medical aesthetics: ${avoid.map((a) => `"${a.text}" (${a.rule})`).join(', ')}. Rewrite the post without them.`
      : '',
  ].filter(Boolean);
  return [
    { role: 'system', content: system.join('\n') },
    { role: 'user', content: user.join('\n\n') },
  ];
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseUrl,
    organization: options.organization || null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  const baseUrl = (() => {
    try {
      return new URL(options.baseUrl ?? 'https://api.openai.com/v1');
    } catch {
      return undefined;
    }
  })();
  const host = baseUrl?.host ?? 'the AI service';

  async function complete<T>(
    schemaName: string,
    schema: object,
    messages: OpenAI.Chat.ChatCompletionMessageParam[],
    temperature: number | undefined,
  ): Promise<ProviderResult<T>> {
    let response: OpenAI.Chat.ChatCompletion;
    if (baseUrl && !(await isReachable(baseUrl, options.connectTimeoutMs ?? 3000))) throw upstream('ai.serviceUnreachable', { host });
    try {
      response = await client.chat.completions.create({
        model: options.model,
        ...(temperature === undefined ? {} : { temperature }),
        messages,
        response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema: schema as Record<string, unknown> } },
      });
    } catch (error) {
      if (baseUrl && error instanceof OpenAI.APIConnectionError && !(error instanceof OpenAI.APIConnectionTimeoutError)) markUnreachable(baseUrl);
      throw describeError(error, host, options.timeoutMs);
    }
    const message = response.choices?.[0]?.message;
    if (message?.refusal) throw upstream('ai.serviceRefusedRequest', { reason: message.refusal });
    const content = message?.content;
    if (!content) throw upstream('ai.serviceNoContent', { host });
    let value: T;
    try {
      value = JSON.parse(content) as T;
    } catch (error) {
      throw upstream('ai.serviceNotJson', { host }, { cause: error });
    }
    return {
      value,
      usage: { model: response.model || options.model, tokensIn: response.usage?.prompt_tokens ?? 0, tokensOut: response.usage?.completion_tokens ?? 0 },
    };
  }

  return {
    kind: 'openai',
    async describeProduct({ name, language, settings, avoid }) {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        {
          role: 'system',
          content: [
            'You write product descriptions for a catalogue of medical-aesthetics products and treatments.',
            `Write in ${LANGUAGE_NAMES[language]} (language code ${language}).`,
            'Write 2 to 4 factual sentences: what it is, how it is used or applied, who it suits. No medical claims, no promises of results, no superlatives, no brand names of prescription-only medicines.',
            settings.contentGuidelines ? `Instructions from the platform administrator: ${settings.contentGuidelines}` : '',
          ]
            .filter(Boolean)
            .join('\n'),
        },
        {
          role: 'user',
          content: `Product name: ${name}${avoid?.length ? `\n\nThe previous description used words that break advertising rules for medical aesthetics: ${avoid.map((a) => `"${a.text}" (${a.rule})`).join(', ')}. Write it again without them.` : ''}`,
        },
      ];
      const result = await complete<{ description?: unknown }>('product_description', DESCRIPTION_SCHEMA, messages, Math.min(settings.temperature, 0.7));
      const description = typeof result.value.description === 'string' ? result.value.description.trim() : '';
      if (!description) throw upstream('ai.serviceNoDescription');
      return { value: { description }, usage: result.usage };
    },

    async writePost(request) {
      const result = await complete<{ text?: unknown; hashtags?: unknown }>('social_post', POST_SCHEMA, postMessages(request), options.temperature);
      const body = typeof result.value.text === 'string' ? result.value.text.trim() : '';
      if (!body) throw upstream('ai.serviceNoPostText');
      const hashtags = Array.isArray(result.value.hashtags) ? result.value.hashtags.filter((h): h is string => typeof h === 'string') : [];
      return { value: { body, hashtags }, usage: result.usage };
    },

    async testConnection() {
      let response: OpenAI.Chat.ChatCompletion;
      try {
        // The smallest real request: a plain chat completion (no JSON schema, which some
        // compatible servers lack), so a failure means the key, model or address is wrong.
        response = await client.chat.completions.create({ model: options.model, messages: [{ role: 'user', content: 'Reply with the single word OK.' }] });
      } catch (error) {
        throw describeError(error, host, options.timeoutMs);
      }
      // The admin's test answers for the service: clinics' calls stop failing at once.
      if (baseUrl) reachability.delete(`${baseUrl.protocol}//${baseUrl.host}`);
      const reply = response.choices?.[0]?.message?.content ?? '';
      return {
        value: { reply },
        usage: { model: response.model || options.model, tokensIn: response.usage?.prompt_tokens ?? 0, tokensOut: response.usage?.completion_tokens ?? 0 },
      };
    },

    async reviewCompliance(request) {
      const result = await complete<{ findings?: unknown }>('compliance_review', COMPLIANCE_SCHEMA, complianceReviewMessages(request), 0);
      const raw = Array.isArray(result.value.findings) ? (result.value.findings as Array<Record<string, unknown>>) : [];
      const findings: ModelFinding[] = raw
        .filter((f) => f && typeof f.quote === 'string' && typeof f.category === 'string')
        .map((f) => ({
          category: String(f.category),
          quote: String(f.quote),
          explanation: modelText(f.explanation).slice(0, 500),
          suggestion: modelText(f.suggestion).slice(0, 300),
        }));
      return { value: findings, usage: result.usage };
    },

    async rankImages(request) {
      const messages = await rankingMessages(request);
      const result = await complete<{ rankings?: unknown }>('image_ranking', RANKING_SCHEMA, messages, 0);
      const rankings = Array.isArray(result.value.rankings) ? result.value.rankings : [];
      const valid = new Set(request.images.map((i) => i.index));
      const out: RankedIndex[] = [];
      for (const r of rankings as Array<Record<string, unknown>>) {
        const index = Number(r?.index);
        if (!valid.has(index) || out.some((o) => o.index === index)) continue;
        out.push({ index, score: Math.max(0, Math.min(100, Math.round(Number(r.score) || 0))), reason: modelText(r.reason).slice(0, 300) });
      }
      return { value: out, usage: result.usage };
    },
  };
}

async function rankingMessages(request: RankRequest): Promise<OpenAI.Chat.ChatCompletionMessageParam[]> {
  const system = [
    'You choose the best images for a social media post about a medical-aesthetics product.',
    'Score each image from 0 to 100 for how well it shows the product and suits Instagram (4:5 to 1.91:1, sharp, uncluttered, professional).',
    `Write each reason as one short sentence in ${LANGUAGE_NAMES[request.language]}.`,
    'Answer with JSON that matches the given schema, one entry per image.',
  ].join('\n');
  const intro = `Product: ${request.productName}${request.description ? `\nDescription: ${request.description}` : ''}`;
  const lines = request.images.map(
    (i) =>
      `Image ${i.index}: ${i.facts.width}x${i.facts.height} ${i.facts.format}, ${Math.round(i.facts.bytes / 1024)} KB${i.description ? `, "${i.description}"` : ''}, ${i.url.slice(0, 200)}`,
  );
  if (!request.settings.visionRanking) {
    return [
      { role: 'system', content: system },
      { role: 'user', content: `${intro}\n\nThe images (rank them on these properties):\n${lines.join('\n')}` },
    ];
  }
  // Vision: each image as a small JPEG data URL, so local and private images work too.
  const parts: OpenAI.Chat.ChatCompletionContentPart[] = [{ type: 'text', text: `${intro}\n\nThe images follow, each after its label.` }];
  for (const [n, image] of request.images.entries()) {
    const jpeg = await sharp(image.data).rotate().resize(512, 512, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer();
    parts.push({ type: 'text', text: lines[n] });
    parts.push({ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}`, detail: 'low' } });
  }
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts },
  ];
}

function describeError(error: unknown, host: string, timeoutMs: number) {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return upstream('ai.serviceTimeout', { host, seconds: Math.round(timeoutMs / 100) / 10 }, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return upstream('ai.serviceUnreachable', { host }, { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const detail = error.error && typeof error.error === 'object' && 'message' in error.error ? String((error.error as { message: unknown }).message) : '';
    const status = error.status;
    // The service's own words end the message (": ..."), else a full stop: {{detail}} in every language.
    const params = { detail: detail ? `: ${detail.slice(0, 300)}` : '.' };
    const options = { cause: error };
    if (status === 401) return upstream('ai.serviceKeyRefused', params, options);
    if (status === 403) return upstream('ai.serviceDenied', params, options);
    if (status === 404) return upstream('ai.serviceModelUnknown', params, options);
    if (status === 429) return upstream('ai.serviceRateLimited', params, options);
    if (status && status >= 500) return upstream('ai.serviceFailed', { status, ...params }, options);
    return upstream('ai.serviceRejected', { status: status ?? 'error', ...params }, options);
  }
  return upstream('ai.serviceCallFailed', { reason: (error as Error)?.message ?? String(error) }, { cause: error });
}

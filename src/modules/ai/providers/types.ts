import type { ImageFacts, ImageLook } from '../offline/rank.js';
import type { AiSettings, Language, PlatformStyle, PostBrief } from '../schema.js';

/** What a provider reports about one call, for the usage ledger. */
interface ProviderUsage {
  model: string;
  tokensIn: number;
  tokensOut: number;
}

export interface ProviderResult<T> {
  value: T;
  usage: ProviderUsage;
}

export interface PostRequest {
  brief: PostBrief;
  settings: AiSettings;
  style: PlatformStyle;
  /** Phrases the previous draft used that break the advertising rules (the compliance retry). */
  avoid?: { text: string; rule: string }[];
}

/** What the model reports as a compliance problem: the exact words quoted from the text. */
export interface ModelFinding {
  category: string;
  quote: string;
  explanation: string;
  suggestion: string;
}

export interface ComplianceReviewRequest {
  text: string;
  language: Language;
  settings: AiSettings;
}

export interface RankRequest {
  productName: string;
  description: string;
  language: Language;
  settings: AiSettings;
  images: { index: number; url: string; description: string; facts: ImageFacts; data: Buffer; match: number; look?: ImageLook }[];
}

export interface RankedIndex {
  index: number;
  score: number;
  reason: string;
}

/** A text and ranking provider: the built-in offline one or any OpenAI-compatible server. */
export interface AiProvider {
  readonly kind: 'offline' | 'openai';
  describeProduct(request: {
    name: string;
    language: Language;
    settings: AiSettings;
    avoid?: { text: string; rule: string }[];
  }): Promise<ProviderResult<{ description: string }>>;
  writePost(request: PostRequest): Promise<ProviderResult<{ body: string; hashtags: string[] }>>;
  rankImages(request: RankRequest): Promise<ProviderResult<RankedIndex[]>>;
  /** The model's second opinion on a text's compliance, with the same categories as the rules. */
  reviewCompliance(request: ComplianceReviewRequest): Promise<ProviderResult<ModelFinding[]>>;
  /** One small real call that proves the service answers with this key and model (the offline provider makes none). */
  testConnection(): Promise<ProviderResult<{ reply: string }>>;
}

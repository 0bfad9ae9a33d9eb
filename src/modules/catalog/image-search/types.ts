/** One image of an image search (admin-area.md §3 "Image search response"). */
export interface ImageSearchImage {
  id: string;
  url: string;
  description: string;
  quality: 'professional' | 'amateur';
  relevance: 'high' | 'medium' | 'low';
  /** Where it comes from: a web site's domain, "Product library" or "Demo images". */
  source: string;
  /** The page (web) or original address (library) the image belongs to. */
  originalUrl: string;
  width?: number;
  height?: number;
}

export interface ImageSearchResult {
  images: ImageSearchImage[];
  totalFound: number;
  totalRanked: number;
  searchNote: string;
  /** 'google' for the Custom Search API, 'library' for the offline search. */
  source: 'google' | 'library';
  /** Today's Google queries (only with Google configured). */
  quota?: { used: number; limit: number };
}

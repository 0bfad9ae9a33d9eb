import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';

/**
 * The server speaks English (the spec's messages); the screen speaks the user's language. Known
 * messages are shown through i18next, with the field they belong to; any other is shown as sent.
 */
const KNOWN: [RegExp, string, 'text' | 'image' | null][] = [
  [/^Text is required/, 'errors.textRequired', 'text'],
  [/^Text must be \d+ characters or less/, 'errors.textTooLong', 'text'],
  [/^The text contains characters that cannot be shown/, 'errors.badCharacters', 'text'],
  [/^Image is required/, 'errors.imageRequired', 'image'],
  [/^The file is not an image/, 'errors.notImage', 'image'],
  [/^No Instagram account is selected/, 'errors.noInstagram', null],
  [/^This story has no video to post/, 'errors.noVideo', null],
  [/^Story not found/, 'errors.notFound', null],
];

export interface StoryFailure {
  text: string;
  /** The form field the message belongs to, when it is a validation message. */
  field: 'text' | 'image' | null;
}

/** business-portal.md §8 story errors: not signed in, network, the server's message, else 'Server error: {status}'. */
export function describeStoryError(error: unknown, t: TFunction): StoryFailure {
  if (!(error instanceof ApiError)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { text: t('errors.network', { detail }), field: null };
  }
  if (error.status === 401) return { text: t('errors.loginRequired'), field: null };
  if (error.status === 413) return { text: t('errors.tooLarge'), field: 'image' };
  const message = error.serverMessage;
  if (!message) return { text: t('errors.server', { status: error.status }), field: null };
  const known = KNOWN.find(([pattern]) => pattern.test(message));
  return known ? { text: t(known[1]), field: known[2] } : { text: message, field: null };
}

/** A story's text counts in characters as the server counts them (code points, after trimming). */
export const storyLength = (text: string) => [...text.trim()].length;

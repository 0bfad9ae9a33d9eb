import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';
import { translateMessage } from '../../../shared/messages';
import type { StoryView } from './types';

/** The form field each of the server's story messages belongs to (by its key, see shared/messages.ts). */
const FIELDS: Record<string, 'text' | 'image'> = {
  'stories.textRequired': 'text',
  'stories.textTooLong': 'text',
  'stories.badCharacters': 'text',
  'stories.imageRequired': 'image',
  'stories.svgRefused': 'image',
  'stories.imageTooBig': 'image',
  'http.notAnImage': 'image',
  'http.imageUnreadable': 'image',
};

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
  // A file the browser took for an image and the server could not read as one: the same sentence
  // as the screen's own check, so a renamed file and a wrong file read alike.
  if (error.messageKey === 'http.notAnImage' || error.messageKey === 'http.imageUnreadable') return { text: t('errors.notImage'), field: 'image' };
  // The server's message, in the UI language when its key is known.
  const message = error.serverMessage;
  if (!message) return { text: t('errors.server', { status: error.status }), field: null };
  return { text: message, field: (error.messageKey && FIELDS[error.messageKey]) || null };
}

/** A story's failure reason in the UI language (its key from the server), else as it was sent. */
export function storyError(story: StoryView): string | null {
  return story.error ? translateMessage(story.error, story.errorKey, story.errorParams) : null;
}

/** A story's text counts in characters as the server counts them (code points, after trimming). */
export const storyLength = (text: string) => [...text.trim()].length;

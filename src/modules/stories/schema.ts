import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import '../../lib/core-messages.js';
import { AccountIdSchema, ID_MAX } from '../accounts/schema.js';
import { STORY_TEXT_MAX } from './story-limits.js';
import './messages.js';
import { StoryImageFile } from './upload-schema.js';

/**
 * Input schemas of the stories module's use cases (business-portal.md §5 story rules): each use
 * case parses its whole input (`...Input`) at its door.
 */

const StoryIdSchema = v.pipe(
  v.number(msg('stories.notFound')),
  v.integer(msg('stories.notFound')),
  v.minValue(1, msg('stories.notFound')),
  v.maxValue(ID_MAX, msg('stories.notFound')),
);

const TEXT_REQUIRED = msg('stories.textRequired');
/** Control characters a story's text may not hold (tab, line feed and carriage return are fine). */
// eslint-disable-next-line no-control-regex -- refuses control characters in a story's text
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** POST /api/instagram-story: the spec's story validation (the server says the same as the screen); the image's bytes, checked further by the use case. */
export const QueueStoryInput = v.object({
  accountId: AccountIdSchema,
  text: v.pipe(
    v.optional(v.string(TEXT_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(TEXT_REQUIRED),
    // Characters as the screen counts them (code points), not UTF-16 units.
    v.check((text) => [...text].length <= STORY_TEXT_MAX, msg('stories.textTooLong')),
    v.check((text) => !CONTROL_CHARACTERS.test(text), msg('stories.badCharacters')),
  ),
  // A file on disk only as the HTTP shell made it (an instance, which no JSON or form field can be).
  image: v.custom<Buffer | StoryImageFile>(
    (image) => (Buffer.isBuffer(image) && image.length > 0) || (image instanceof StoryImageFile && image.size > 0),
    msg('stories.imageRequired'),
  ),
});

/** One of the account's stories. */
export const StoryInput = v.object({ accountId: AccountIdSchema, storyId: StoryIdSchema });

/** The account's latest stories (10 unless said). */
export const ListStoriesInput = v.object({
  accountId: AccountIdSchema,
  limit: v.optional(
    v.pipe(
      v.number(msg('http.valueInvalid')),
      v.integer(msg('http.valueInvalid')),
      v.minValue(1, msg('http.valueInvalid')),
      v.maxValue(100, msg('http.valueInvalid')),
    ),
    10,
  ),
});

/** The calendar's stories: the account's stories made between two instants (the calendar's window, given by campaigns). */
const instant = v.pipe(
  v.date(msg('http.valueInvalid')),
  v.check((d) => !Number.isNaN(d.getTime()), msg('http.valueInvalid')),
);
export const CalendarStoriesInput = v.object({ accountId: AccountIdSchema, start: instant, end: instant });

/** The render_story and post_story jobs: which story (the render job's other fields are in make-story.ts: its stand-in renderer is a server type). */
export const StoryJobInput = v.object({ storyId: StoryIdSchema });

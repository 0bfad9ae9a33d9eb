/**
 * A story image the HTTP shell holds on disk (the multipart request's temporary file, removed after
 * the request), which queueStory stores by streaming instead of reading it whole. A class, so that
 * only the shell makes one: no JSON or form field is an instance of it (QueueStoryInput checks).
 */
export class StoryImageFile {
  constructor(
    readonly path: string,
    readonly size: number,
  ) {}
}

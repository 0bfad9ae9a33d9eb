import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isLink, readPostLink } from './post-link.js';

describe("a post's link, read as the platform and id the Graph API deletes by (issue 24)", () => {
  it('reads the Facebook forms that carry the ids', () => {
    assert.deepEqual(readPostLink('https://www.facebook.com/123456/posts/987654'), { platform: 'facebook', postId: '123456_987654' });
    assert.deepEqual(readPostLink('https://m.facebook.com/permalink.php?story_fbid=987654&id=123456'), { platform: 'facebook', postId: '123456_987654' });
    assert.deepEqual(readPostLink('https://www.facebook.com/story.php?story_fbid=55&id=66&ref=share'), { platform: 'facebook', postId: '66_55' });
    assert.deepEqual(readPostLink('https://www.facebook.com/photo.php?fbid=4444&set=a.1'), { platform: 'facebook', postId: '4444' });
    assert.deepEqual(readPostLink('https://www.facebook.com/photo/?fbid=4444'), { platform: 'facebook', postId: '4444' });
    assert.deepEqual(readPostLink('https://www.facebook.com/democlinic/photos/a.111/2222/'), { platform: 'facebook', postId: '2222' });
    assert.deepEqual(readPostLink('https://fb.com/democlinic/videos/3333'), { platform: 'facebook', postId: '3333' });
  });

  it('names the platform but no id where the link does not carry one', () => {
    assert.deepEqual(readPostLink('https://www.facebook.com/democlinic/posts/pfbid02abcDEF'), { platform: 'facebook', postId: null });
    assert.deepEqual(readPostLink('https://www.instagram.com/p/C9xYz12AbCd/'), { platform: 'instagram', postId: null });
    assert.deepEqual(readPostLink('https://evil.example/facebook.com/1/posts/2'), { platform: null, postId: null });
    assert.deepEqual(readPostLink('not a link'), { platform: null, postId: null });
  });

  it("reads the built-in simulator's permalinks", () => {
    assert.deepEqual(readPostLink('http://localhost:3000/simulator#100000000000001_2000000000000007'), {
      platform: null,
      postId: '100000000000001_2000000000000007',
    });
    assert.deepEqual(readPostLink('http://localhost:3000/simulator#bad id'), { platform: null, postId: null });
  });

  it('tells a link from an id', () => {
    assert.equal(isLink(' https://www.facebook.com/1/posts/2'), true);
    assert.equal(isLink('123_456'), false);
  });
});

import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the publishing module a user can see, in English, by key (see
 * accounts/messages.ts for how keys travel). The Delete post messages are the spec's Greek texts
 * (business-portal.md §5); their English is in the web app's locale. Imports nothing.
 */
export const PUBLISHING_MESSAGES = defineMessages({
  'publishing.postIdRequired': 'Παρακαλώ εισάγετε το ID της ανάρτησης.',
  'publishing.platformRequired': 'Παρακαλώ επιλέξτε την πλατφόρμα.',
  'publishing.postIdTooLong': 'The post id is too long',
  'publishing.postIdFormat': "Enter the post's ID (digits, letters and underscores) or its link",
  'publishing.linkNotUnderstood':
    "This link does not say which post it is: enter the post's ID instead (on Facebook pageid_postid, on Instagram the media ID).",
  'publishing.linkOtherPlatform': 'This link is to a post on {{platform}}: choose {{platform}} as the platform.',
  'publishing.notConnected': 'Facebook is not connected: connect it on the Platforms page first.',
  'publishing.reconnectFirst': 'Reconnect Facebook on the Platforms page first.',
  'publishing.noAnswer': 'Facebook did not answer. Please try again.',
  'publishing.instagramManualDelete': 'Instagram refused to delete this post through the API: delete it manually in the Instagram app.',
  'publishing.deleteRefused': 'Facebook refused to delete the post: {{detail}}',
  'publishing.postNotFound': 'No post with this ID was found on your Facebook Pages.',
  'publishing.instagramPostNotFound': 'No post with this ID was found on your Instagram accounts.',
  'publishing.instagramDeleteNotAllowed':
    'Instagram did not let this app delete posts (the permission to manage your Instagram content was not given): delete the post in the Instagram app, or connect Facebook again and allow it.',
  'publishing.reconnect.permission_removed': 'Reconnect Facebook: A permission this app needs was removed from the Facebook connection.',
  'publishing.reconnect.app_removed': 'Reconnect Facebook: The app was removed from your Facebook account.',
  'publishing.reconnect.login_required': 'Reconnect Facebook: Facebook asks you to sign in on facebook.com first.',
  'publishing.reconnect.password_changed': 'Reconnect Facebook: Your Facebook password changed.',
  'publishing.reconnect.token_expired': 'Reconnect Facebook: The Facebook session expired.',
  'publishing.reconnect.role_lost': 'Reconnect Facebook: You no longer have a role on the Facebook Page.',
  'publishing.reconnect.token_invalid': 'Reconnect Facebook: Facebook no longer accepts the stored access token.',
  'publishing.reconnect.token_unreadable': 'Reconnect Facebook: The stored Facebook access could not be read (the server secret changed).',
  'publishing.tokenRefused': 'Facebook refused this access token: {{detail}}',
  'publishing.invalidToken': 'Invalid access token',
  'publishing.tokenTooLong': 'The access token is too long',
  'publishing.pageNotConnected': 'The page {{pageId}} is not part of your Facebook connection',
  'publishing.instagramNotLinked': 'The Instagram account {{instagramId}} is not linked to a page of your Facebook connection',
  'publishing.tooManyPages': 'Too many pages',
  'publishing.imageUnreadable': 'The post image could not be loaded.',
  'publishing.imageNotReadable': 'The post image could not be read',
  'publishing.imageTooLarge': 'The post image is too large even after compression',
  'publishing.invalidPageId': 'Invalid page id',
  'publishing.invalidInstagramId': 'Invalid Instagram account id',
  'publishing.platformInvalid': 'Platform must be facebook or instagram',
  'publishing.pagesNotList': 'pages must be a list',
  'publishing.isActiveInvalid': 'isActive must be true or false',
  // The built-in simulator's switches (admins, demo mode only).
  'publishing.simulatorOff': 'The Facebook simulator is off: a Facebook app is configured.',
  'publishing.faultKind': 'Unknown fault kind',
  'publishing.faultOperation': 'Unknown operation',
  'publishing.faultTimes': 'times must be a whole number from 1 to 1000',
  // Analytics (issue 21).
  'publishing.analyticsDays': 'The period must be 7, 28 or 90 days',
  'publishing.analyticsPlatform': 'Platform must be all, facebook or instagram',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof PUBLISHING_MESSAGES> {}
}

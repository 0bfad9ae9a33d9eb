import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the campaigns module a user can see, in English, by key (see
 * accounts/messages.ts for how keys travel). Imports nothing.
 */
export const CAMPAIGNS_MESSAGES = defineMessages({
  'campaigns.postContentEmpty': 'Post content cannot be empty.',
  'campaigns.postTooLong': "A post can be at most {{max}} characters (Instagram's limit).",
  'campaigns.postBadCharacters': 'The post text contains characters that cannot be published.',
  'campaigns.mustBeFuture': 'Scheduled date and time must be in the future',
  'campaigns.noPages': 'No pages selected for posting.',
  'campaigns.removeFromPlatformsInvalid': 'removeFromPlatforms must be true or false',
  'campaigns.chooseDateTime': 'Please choose a date and time.',
  'campaigns.invalidDate': 'Invalid date',
  'campaigns.chooseProduct': 'Please choose a product',
  'campaigns.productNameLong': 'The product name is too long',
  'campaigns.descriptionLong': 'The description is too long',
  'campaigns.onePerDay': 'There is already a post on that day. Only one post per day is allowed: pick another day.',
  'campaigns.onePerDayOn': 'There is already a post on {{day}}. Only one post per day is allowed: pick another day.',
  'campaigns.setupFirst': 'Please complete the Setup step first.',
  'campaigns.setupFirstDetails': 'Please complete the Setup step (company details and posting time) first.',
  'campaigns.noFreeDay': 'Every day of the next four months already has a post.',
  // One key per state: the state is a word the Greek text must say in Greek.
  'campaigns.notEditable.publishing': 'This post is publishing: only draft and scheduled posts can be changed.',
  'campaigns.notEditable.published': 'This post is published: only draft and scheduled posts can be changed.',
  'campaigns.notEditable.partiallyPublished': 'This post is partially published: only draft and scheduled posts can be changed.',
  'campaigns.notEditable.failed': 'This post is failed: only draft and scheduled posts can be changed.',
  'campaigns.notEditable.missed': 'This post is missed: only draft and scheduled posts can be changed.',
  'campaigns.cannotReschedule.publishing': 'This post is publishing and cannot be scheduled again.',
  'campaigns.cannotReschedule.published': 'This post is published and cannot be scheduled again.',
  'campaigns.cannotReschedule.partiallyPublished': 'This post is partially published and cannot be scheduled again.',
  'campaigns.onlyFuture': 'Only future posts can have their time changed.',
  'campaigns.beingPublished': 'This post is being published right now; try again in a minute.',
  'campaigns.postNotFound': 'Post not found',
  'campaigns.originalProductNotFound': 'Original product not found',
  'campaigns.noProducts': 'No products found for post creation.',
  'campaigns.alreadyRunning': 'Posts are already being generated for this period. Wait for it to finish.',
  'campaigns.periodNotFound': 'Scheduling period not found',
  'campaigns.alreadyPublished': 'This post has already been published.',
  'campaigns.cannotPublishNow': 'This post cannot be published right now.',
  'campaigns.failedAllPages': 'Failed to publish to all pages.',
  'campaigns.linkInvalid': 'This scheduling link is not valid any more (it was used, or it is older than 7 days). Open your campaigns to schedule the posts.',
  'campaigns.linkNotValid': 'The link is not valid.',
  'campaigns.mailUnavailable': 'E-mail is not available.',
  'campaigns.noEmailUser': 'This account has no user with an e-mail address.',
  'campaigns.testEmailLimit': 'You have sent {{limit}} test e-mails within an hour, the most allowed. You can send another at {{time}} ({{zone}}).',
  'campaigns.nothingToChange': 'Nothing to change: send content, isScheduled, scheduledDate or targets.',
  'campaigns.isScheduledInvalid': 'isScheduled must be true or false',
  'campaigns.postStatusInvalid': 'postStatus must be draft or scheduled',
  'campaigns.platformInvalid': 'Platform must be instagram or facebook',
  'campaigns.productNameInvalid': 'Invalid product name',
  'campaigns.descriptionInvalid': 'Invalid description',
  'campaigns.periodActiveInvalid': 'isActive must be true or false',
  'campaigns.whenInvalid': 'when must be future or past',
  'campaigns.pageInvalid': 'Invalid page',
  'campaigns.pageSizeInvalid': 'Invalid page size',
  'campaigns.dryRunInvalid': 'dryRun must be true or false',
  'campaigns.rhythmInvalid': 'rhythm must be true or false',
  // Apply suggestion (issue 24): the finding must still be where the screen saw it.
  'campaigns.findingChanged': "The post's text changed since this finding was shown: look at its findings again.",
  // The Content Calendar (issue 20): its range, and moving a post to a day (and time) of the account's zone.
  'campaigns.calendarFromInvalid': 'from must be a date (yyyy-MM-dd)',
  'campaigns.calendarToInvalid': 'to must be a date (yyyy-MM-dd)',
  'campaigns.calendarRange': 'The calendar shows at most {{max}} days at once, from a day to the same or a later one.',
  'campaigns.statusFilterInvalid': 'Unknown post status',
  'campaigns.perDayInvalid': 'perDay must be a whole number from 1 to 50',
  'campaigns.dayInvalid': 'The day must be a date (yyyy-MM-dd)',
  'campaigns.localTimeInvalid': 'The time must be HH:MM (24-hour)',
  // Targets per post (issue 20): which of the selected Pages and Instagram accounts a post goes to.
  'campaigns.targetsInvalid': 'Targets must be a list of selected Pages and Instagram accounts, or null for all of them.',
  'campaigns.targetsEmpty': 'Choose at least one Page or Instagram account for this post, or all of them.',
  'campaigns.targetNotSelected': 'This Page or Instagram account is not selected for posting: select it on the Platforms page first.',
  'campaigns.targetsAfterPublishing': 'This post has been published (or is being published): where it goes can no longer be changed.',
  'campaigns.targetsUnselected':
    "None of this post's Pages and Instagram accounts is selected for posting any more: choose where it goes again, or select them on the Platforms page.",
  // The operators' reschedule and list-posts (the CLI prints them).
  'campaigns.shiftOrTo': 'Give --shift (e.g. +2h), or --to (HH:MM) and/or --every (days)',
  'campaigns.everyFormat': '--every must be a number of days from 1 to 30',
  'campaigns.shiftFormat': '--shift must look like +2h, -30m or +1d',
  'campaigns.toFormat': '--to must be HH:MM (24-hour)',
  'campaigns.fromFormat': '--from must be a date (yyyy-MM-dd)',
  'campaigns.noAccount': 'No account {{accountId}}',
  'campaigns.movesIntoPast': 'Some posts would move into the past; nothing was changed.',
  'campaigns.twoPostsOn': 'Two posts would fall on {{day}}; nothing was changed.',
  // Team roles and medical sign-off (issue 23).
  'campaigns.role.edit': 'Your role cannot change posts.',
  'campaigns.role.schedule':
    'Your role (editor) cannot schedule or publish posts: submit the post for approval, and a reviewer or a business admin schedules it.',
  'campaigns.role.approve': 'Only a reviewer or a business admin can approve a post or send it back.',
  'campaigns.role.approveByClinic': "Approving a post is the clinic's decision: a platform admin cannot approve posts or send them back.",
  'campaigns.approvalRequired': 'This post is not approved: posts need approval before they are scheduled or published. Submit it for approval first.',
  'campaigns.findingsNeedAcknowledgement':
    'This post has compliance findings ({{count}}): confirm that you read each one (acknowledgedFindings) to schedule or publish it.',
  'campaigns.acknowledgeEachFinding': 'This post has compliance findings ({{count}}): tick that you read each one before approving it.',
  'campaigns.acknowledgedFindingsInvalid': 'acknowledgedFindings must be true or false',
  'campaigns.findingsFingerprintInvalid': "findingsFingerprint must be the post's findingsFingerprint: 16 hexadecimal digits.",
  'campaigns.findingsChanged':
    "This post's compliance findings changed since you read them ({{count}} now): read them again and confirm to schedule or publish it.",
  'campaigns.acknowledgedPostsInvalid':
    "acknowledgedPosts must list this account's posts, each at most once, as { id, findingsFingerprint } from Schedule all's first answer.",
  'campaigns.acknowledgedPostsRequired':
    'Name the posts whose findings you confirmed: acknowledgedFindings: true together with acknowledgedPosts, the posts of the first answer.',
  'campaigns.submitOnlyDraft': 'Only a draft can be submitted for approval.',
  'campaigns.approveOnlyUnscheduled': 'Only a post that is not scheduled or published can be approved.',
  'campaigns.sendBackOnlyAwaiting': 'Only a post awaiting approval, approved or scheduled can be sent back.',
  'campaigns.commentRequired': 'Please write a comment saying what to change.',
  'campaigns.commentInvalid': 'The comment must be text.',
  'campaigns.commentTooLong': 'The comment can be at most {{max}} characters.',
  'campaigns.exportRange': 'Choose a date range: from and to as yyyy-MM-dd, from not after to.',
  'campaigns.notApprovedAtInstant':
    'Not published: the post was not approved at its time (its approval was withdrawn, or the post or its Pages changed after it). Submit it for approval again.',
  'campaigns.publishNowLimit':
    'You have used Publish now {{limit}} times within an hour, the most allowed. You can publish now again at {{time}} ({{zone}}); scheduled posts still go out on time.',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof CAMPAIGNS_MESSAGES> {}
}

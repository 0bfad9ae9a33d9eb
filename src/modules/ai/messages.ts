import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the ai module a user can see (the AI configuration form, generation limits), in
 * English, by key (see accounts/messages.ts for how keys travel). Imports nothing.
 */
export const AI_MESSAGES = defineMessages({
  'ai.language': 'Language must be en or el',
  'ai.activeBoolean': 'Active must be true or false',
  'ai.postStyle': 'Post style for {{platform}} must be one of: {{styles}}',
  'ai.hashtagsNumber': 'Maximum hashtags must be a number',
  'ai.hashtagsWhole': 'Maximum hashtags must be a whole number',
  'ai.hashtagsRange': 'Maximum hashtags for {{platform}} must be between 0 and {{max}}',
  'ai.modelRequired': 'Model is required',
  'ai.modelName': 'Model must be a model name such as gpt-4o',
  'ai.creativityNumber': 'Creativity must be a number',
  'ai.creativityRange': 'Creativity must be between 0 and 1',
  'ai.creativityStep': 'Creativity moves in steps of 0.1',
  'ai.lengthNumber': 'Target post length must be a number',
  'ai.lengthWhole': 'Target post length must be a whole number of words',
  'ai.lengthRange': 'Target post length must be between 50 and 300 words',
  'ai.lengthStep': 'Target post length moves in steps of 10 words',
  'ai.tone': 'Content tone must be professional, friendly, educational or promotional',
  'ai.hashtagsLong': 'Default hashtags must be at most 500 characters',
  'ai.guidelinesLong': 'Custom content instructions must be at most 4000 characters',
  'ai.apiKeyLong': 'API key is too long',
  'ai.apiKeySpaces': 'API key must not contain spaces',
  'ai.apiKeyAscii': 'API key must be printable ASCII',
  'ai.organizationLong': 'Organization ID is too long',
  'ai.organizationAscii': 'Organization ID must be printable ASCII without spaces',
  'ai.timeoutNumber': 'Request timeout must be a number',
  'ai.timeoutWhole': 'Request timeout must be a whole number of seconds',
  'ai.timeoutRange': 'Request timeout must be between 5 and 300 seconds',
  'ai.dailyNumber': 'Daily generation limit must be a number',
  'ai.dailyWhole': 'Daily generation limit must be a whole number',
  'ai.dailyRange': 'Daily generation limit must be between 0 and 100000',
  'ai.allowanceNumber': 'Daily AI allowance per clinic must be a number',
  'ai.allowanceWhole': 'Daily AI allowance per clinic must be a whole number',
  'ai.allowanceRange': 'Daily AI allowance per clinic must be between 1 and 100000',
  'ai.budgetNumber': 'Monthly budget must be a number',
  'ai.budgetMin': 'Monthly budget must be 0 or more',
  'ai.budgetMax': 'Monthly budget must be at most 1,000,000',
  'ai.budgetStep': 'Monthly budget moves in steps of 0.01',
  'ai.productNameRequired': 'Product name is required',
  'ai.platform': 'Platform must be instagram, twitter, facebook or linkedin',
  'ai.platformOff': 'Posts for {{platform}} are turned off in the AI configuration.',
  'ai.dailyLimitReached':
    "AI generation is paused: today's limit of {{limit}} generated posts has been reached. It resumes tomorrow (UTC), or raise the daily generation limit in the AI configuration.",
  'ai.allowanceUsed': "You have used today's {{limit}} AI generations. They reset at {{time}} ({{zone}}).",
  'ai.budgetReached':
    "AI generation is paused: this month's AI budget of ${{budget}} has been reached. Raise the monthly budget or turn off auto-pause in the AI configuration.",
  'ai.keyNeedsSecret': 'An API key can only be saved when AI_CONFIG_KEY or SESSION_SECRET is set.',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof AI_MESSAGES> {}
}

import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the catalog module a user can see, in English, by key (see accounts/messages.ts
 * for how keys travel). The image search's product name message is the spec's Greek text
 * (admin-area.md §5); its English is in the web app's locale. Imports nothing.
 */
export const CATALOG_MESSAGES = defineMessages({
  'catalog.productNameShort': 'Product name must be at least 2 characters.',
  'catalog.productNameLong': 'Product name must be at most 200 characters.',
  'catalog.productNameLongPlain': 'Product name must be at most 200 characters',
  'catalog.descriptionShort': 'Description must be at least 10 characters.',
  'catalog.descriptionLong': 'Description must be at most 5000 characters.',
  'catalog.descriptionLongPlain': 'Description must be at most 5000 characters',
  'catalog.descriptionLong2000': 'Description must be at most 2000 characters',
  'catalog.descriptionText': 'Description must be text',
  'catalog.nameElShort': 'The Greek name must be at least 2 characters.',
  'catalog.nameElLong': 'The Greek name must be at most 200 characters.',
  'catalog.descriptionElShort': 'The Greek description must be at least 10 characters.',
  'catalog.descriptionElLong': 'The Greek description must be at most 5000 characters.',
  'catalog.examplePostEmpty': 'Example post cannot be empty',
  'catalog.examplePostLong': 'Example post must be at most 5000 characters',
  'catalog.examplePostsArray': 'Example posts must be a JSON array',
  'catalog.examplePostsMany': 'At most 50 example posts',
  'catalog.examplePostShape': 'Each example post must be text or an object with content',
  'catalog.statusInvalid': 'Status must be active, draft or archived',
  'catalog.originInvalid': 'Origin must be clinic or platform',
  'catalog.categoryInvalid': 'Category must be a category id',
  'catalog.categoryNotFound': 'Category not found',
  'catalog.searchLong': 'Search must be at most 200 characters',
  'catalog.productNotFound': 'Product not found',
  'catalog.imageNotFound': 'Image not found',
  'catalog.chooseProduct': 'Choose at least one product',
  'catalog.tooManyProducts': 'At most 50 products can be added at once',
  'catalog.nothingToSave': 'Nothing to save: send customName or customDescription',
  'catalog.nameLong': 'Name must be at most 200 characters',
  'catalog.enterProductName': 'Please enter a product name',
  'catalog.imageSearchProductName': 'Παρακαλώ εισάγετε όνομα προϊόντος',
  'catalog.selectImage': 'Please select at least one image',
  'catalog.tooManyImages': 'Select at most 10 images',
  'catalog.imageNeedsUrl': 'Each selected image needs a url',
  'catalog.imageUrlLong': 'An image url is too long',
  'catalog.imageUrlRequired': 'Image url is required',
  'catalog.imageAddressRefused': 'Only http(s) image addresses, uploads and demo images can be used',
  'catalog.notAnImageUrl': 'The URL does not point to an image',
  'catalog.imageMissing': 'The image was not found',
  'catalog.imageNotUsable': 'One of the selected images cannot be used: choose images from the catalogue, your own uploads or the web',
  'catalog.noOtherImages': 'No other images are available to replace this one',
  'catalog.changedWhileSaving': 'This product was changed while it was being saved. Please try again.',
  'catalog.noImageDownloaded': 'Failed to save product: none of the selected images could be downloaded ({{reason}})',
  'catalog.noImageDownloadedPlain': 'Failed to save product: none of the selected images could be downloaded',
  'catalog.demoImagesBusy': 'Too many demo images are being drawn. Please try again in a moment.',
  'catalog.googleUnreachable': 'Google image search could not be reached. Try again later.',
  'catalog.googleQuota': 'Google image search refused the query: the daily quota of the API key is used up ({{status}}). Try again tomorrow.',
  'catalog.googleFailed': 'Google image search failed ({{status}}).',
  'catalog.googleFailedWith': 'Google image search failed ({{status}}): {{detail}}',
  'catalog.complianceConfirmation':
    'This product names a prescription-only medicine, which may not be advertised to the public. Review the findings and confirm to save it anyway.',
  'catalog.imageNotStored': 'The image must be a file uploaded to this server (/uploads/...)',
  'catalog.unknownDemoImage': 'Unknown demo image',
  'catalog.demoImageNotFound': 'Demo image not found',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof CATALOG_MESSAGES> {}
}

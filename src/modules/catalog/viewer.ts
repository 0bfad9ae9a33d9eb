/**
 * Who is reading the catalogue: a business sees only active products, a platform admin all of
 * them. Any accounts `Actor` fits; declared here because catalog may not import accounts.
 */
export interface CatalogViewer {
  kind: 'admin' | 'business';
}

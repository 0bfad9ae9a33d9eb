/** Why a chosen file is refused before it is uploaded (the server checks the bytes again). */
export type ImageFileRefusal = 'svg' | 'notImage' | 'fileTooLarge';

/**
 * The browser's checks of an image a clinic picks, before anything is uploaded: an image type (the
 * browser's type is a hint only, but it spares an upload), not SVG, and no larger than the
 * server's UPLOAD_MAX_MB (GET /api/account answers it as `uploadMaxMb`).
 */
export function refuseImageFile(file: File, uploadMaxMb: number): ImageFileRefusal | null {
  if (file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name)) return 'svg';
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > uploadMaxMb * 1024 * 1024) return 'fileTooLarge';
  return null;
}

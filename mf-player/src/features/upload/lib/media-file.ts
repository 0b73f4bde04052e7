/**
 * The /upload page's quick checks of a chosen file, from the contracts'
 * types, limits and messages. The server checks the bytes again; this only spares a useless upload.
 */
import { ACCEPTED_MEDIA, HIGHLIGHT_MAX_BYTES, HIGHLIGHT_MESSAGES, LIMITS, type HighlightContentType } from '@fiji/contracts';

/** The file input's `accept`: video and image types plus extensions (some phones report no type). */
export const MEDIA_ACCEPT = [
  ...ACCEPTED_MEDIA.video.mimeTypes,
  ...ACCEPTED_MEDIA.video.extensions,
  ...ACCEPTED_MEDIA.image.mimeTypes,
  ...ACCEPTED_MEDIA.image.extensions,
].join(',');

const EXTENSION_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The type to declare on the PUT: the browser's, else the one its extension names. */
export function declaredType(file: { name: string; type: string }): string {
  return file.type || EXTENSION_TYPES[extensionOf(file.name)] || 'application/octet-stream';
}

/** Video or image by the declared type (the server decides by content). */
export function mediaKind(file: { name: string; type: string }): HighlightContentType | null {
  const type = declaredType(file);
  if ((ACCEPTED_MEDIA.video.mimeTypes as readonly string[]).includes(type)) return 'video';
  if ((ACCEPTED_MEDIA.image.mimeTypes as readonly string[]).includes(type)) return 'image';
  return null;
}

export type FileProblem = { title: string; description: string };

/** "Invalid File Type" / "File Too Large" with the spec's texts, or null when the file may be sent. */
export function mediaFileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  const kind = mediaKind(file);
  if (!kind) return { title: HIGHLIGHT_MESSAGES.invalidTypeTitle, description: HIGHLIGHT_MESSAGES.invalidVideo };
  if (file.size > HIGHLIGHT_MAX_BYTES[kind])
    return { title: HIGHLIGHT_MESSAGES.tooLargeTitle, description: HIGHLIGHT_MESSAGES.tooLarge(HIGHLIGHT_MAX_BYTES[kind]) };
  return null;
}

/** Above 100 MB the page asks to keep the tab open. */
export const isLargeUpload = (bytes: number): boolean => bytes > LIMITS.largeUploadWarnBytes;

/** Sizes as people read them on the page: "12.4 MB" (one decimal, two below 1 MB). */
export function formatMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb < 1 ? mb.toFixed(2) : mb.toFixed(1)} MB`;
}

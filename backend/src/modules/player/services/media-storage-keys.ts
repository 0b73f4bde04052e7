/**
 * Where the media pipeline keeps its files, in one place (docs/storage.md):
 * partial/<uploadId>  an upload still receiving bytes (LocalStorageService: this host's disk);
 * and in the FileStore (local disk or the S3 bucket):
 * uploads/<uploadId>  a complete upload = the original (/objects/uploads/<uploadId>), kept as sent;
 * media/<highlightId>/ the processed versions (poster.jpg + playable.mp4, or poster.webp + playable.webp).
 */
export const PARTIAL_FOLDER = 'partial';
export const UPLOADS_FOLDER = 'uploads';
export const MEDIA_FOLDER = 'media';

export const partialFileKey = (uploadId: string): string => `${PARTIAL_FOLDER}/${uploadId}`;
export const uploadFileKey = (uploadId: string): string => `${UPLOADS_FOLDER}/${uploadId}`;
export const mediaFolderKey = (highlightId: string): string => `${MEDIA_FOLDER}/${highlightId}`;

/** media/<highlightId>/hls/: master.m3u8 and one folder per rendition (index.m3u8, init.mp4, seg_NNN.m4s). */
export const hlsFolderKey = (highlightId: string): string => `${mediaFolderKey(highlightId)}/hls`;

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
};

/** The Content-Type a processed file is stored and served with, by its extension. */
export const mediaContentType = (key: string): string => CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

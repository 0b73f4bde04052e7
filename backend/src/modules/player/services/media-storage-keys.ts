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

export { LocalStorageService } from './local-storage.service';
export { FileStore, type StoredFileInfo } from './file-store';
export { S3FileStore } from './s3-file-store';
export { StorageModule } from './storage.module';
export { sniffMediaType, declaredTypeMatches, SNIFF_BYTES, type MediaKind, type SniffedType } from './magic-bytes';
export { parseRange, parseContentRange, formatContentRange, receivedRange, type ByteRange, type ContentRange } from './http-range';
export { sendStoredFile, etagOf, type SendFileOptions } from './send-stored-file';

export { LocalStorageService, type StoredFileInfo } from './local-storage.service';
export { StorageModule } from './storage.module';
export { sniffMediaType, declaredTypeMatches, SNIFF_BYTES, type MediaKind, type SniffedType } from './magic-bytes';
export { parseRange, parseContentRange, formatContentRange, receivedRange, type ByteRange, type ContentRange } from './http-range';
export { sendStoredFile, etagOf, type SendFileOptions } from './send-stored-file';

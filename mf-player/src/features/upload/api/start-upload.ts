/** POST /api/objects/upload: a signed, expiring, single-use URL to PUT one file to. */
import { apiJson } from '@fiji/platform';
import type { UploadUrlResponse } from '@fiji/contracts';

export const requestUploadUrl = (): Promise<UploadUrlResponse> => apiJson<UploadUrlResponse>('POST', '/api/objects/upload');

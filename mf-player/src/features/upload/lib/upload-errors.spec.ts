import { HIGHLIGHT_MESSAGES, HIGHLIGHT_TOASTS } from '@fiji/contracts';
import { ApiError, isUnauthorizedError, parseApiError } from '@fiji/platform';
import { UploadHttpError } from '../api/resumable-upload';
import { createFailure, sendFailure, startFailure } from './upload-errors';

const refusal = (status: number, body: object) => new ApiError(status, '', JSON.stringify(body));

describe('upload refusals are told apart by their code, not their text', () => {
  it('the plan limit: any wording, shown as Upload Limit Reached', () => {
    const error = refusal(403, { statusCode: 403, code: 'MEDIA_LIMIT_REACHED', message: 'Your plan is full.' });
    expect(startFailure(error)).toEqual({ title: HIGHLIGHT_MESSAGES.limitTitle, description: 'Your plan is full.' });
    expect(createFailure(error)).toEqual({ title: HIGHLIGHT_MESSAGES.limitTitle, description: 'Your plan is full.' });
  });

  it('no profile yet: Profile Required', () => {
    const error = refusal(403, { statusCode: 403, code: 'PROFILE_REQUIRED', message: HIGHLIGHT_MESSAGES.profileRequired });
    expect(startFailure(error)?.title).toBe(HIGHLIGHT_MESSAGES.profileRequiredTitle);
  });

  it('a minor without consent: Guardian Consent Required', () => {
    const error = refusal(400, { statusCode: 400, code: 'GUARDIAN_CONSENT_REQUIRED', message: 'Consent needed' });
    expect(createFailure(error)).toEqual({ title: HIGHLIGHT_MESSAGES.guardianConsentTitle, description: HIGHLIGHT_MESSAGES.guardianConsent });
  });

  it('too many uploads open at once: the server\'s message, not the generic one', () => {
    const error = refusal(409, { statusCode: 409, code: 'LIMIT_REACHED', message: HIGHLIGHT_MESSAGES.openUploadsLimit });
    expect(startFailure(error)).toEqual({ title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_MESSAGES.openUploadsLimit });
  });

  it('the same text with another code is an ordinary failure', () => {
    const error = refusal(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Your Free plan allows up to 3 highlights and photos.' });
    expect(startFailure(error)).toEqual({ title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_TOASTS.failedToStart });
  });
});

describe('a refused PUT of the file (UploadHttpError) is read like any API error: status, code and body, no text re-parsing', () => {
  const put = (status: number, body: object | string) => new UploadHttpError(status, typeof body === 'string' ? body : JSON.stringify(body));

  it('is an ApiError carrying its status and body, with the spec\'s "<status>: <body>" message', () => {
    const error = put(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large', requestId: 'r-1' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('413: {"statusCode":413,"code":"PAYLOAD_TOO_LARGE","message":"File too large","requestId":"r-1"}');
    expect(parseApiError(error)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large', fieldErrors: {} });
    expect(put(500, '').message).toBe('500: Upload failed');
  });

  it('too large, wrong type and other refusals get their toasts from the status', () => {
    expect(sendFailure(put(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Max 2 GB' }))).toEqual({ title: HIGHLIGHT_MESSAGES.tooLargeTitle, description: 'Max 2 GB' });
    expect(sendFailure(put(415, { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'MP4 only' }))).toEqual({ title: HIGHLIGHT_MESSAGES.invalidTypeTitle, description: 'MP4 only' });
    expect(sendFailure(put(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Upload not found' }))).toEqual({ title: HIGHLIGHT_TOASTS.uploadFailed, description: 'Upload not found' });
    expect(sendFailure(put(503, ''))).toEqual({ title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_TOASTS.networkWhileUploading });
  });

  it('an expired login during the PUT is the 401 rule (by status), not a toast', () => {
    const expired = put(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    expect(isUnauthorizedError(expired)).toBe(true);
    expect(sendFailure(expired)).toBeNull();
  });
});

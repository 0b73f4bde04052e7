import { HIGHLIGHT_MESSAGES, HIGHLIGHT_TOASTS } from '@fiji/contracts';
import { ApiError } from '@fiji/platform';
import { createFailure, startFailure } from './upload-errors';

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

  it('the same text with another code is an ordinary failure', () => {
    const error = refusal(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Your Free plan allows up to 3 highlights and photos.' });
    expect(startFailure(error)).toEqual({ title: HIGHLIGHT_TOASTS.uploadFailed, description: HIGHLIGHT_TOASTS.failedToStart });
  });
});

import { ApiError } from './api-client';
import { isUpgradeRequired, serverMessage } from './api-errors';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

describe('serverMessage', () => {
  it("shows the server's message for a refusal", () => {
    expect(serverMessage(apiError(409, { statusCode: 409, message: 'Already in this watchlist' }), 'Failed.')).toBe('Already in this watchlist');
    expect(serverMessage(apiError(400, { statusCode: 400, message: ['name must not be empty'] }), 'Failed.')).toBe('name must not be empty');
  });

  it('falls back for a server fault, a network failure or an empty message', () => {
    expect(serverMessage(apiError(500, { statusCode: 500, message: 'Internal server error' }), 'Failed to delete watchlist.')).toBe('Failed to delete watchlist.');
    expect(serverMessage(new TypeError('Failed to fetch'), 'Failed.')).toBe('Failed.');
    expect(serverMessage(apiError(400, { statusCode: 400, message: '  ' }), 'Failed.')).toBe('Failed.');
  });
});

describe('isUpgradeRequired', () => {
  it('is a refusal whose code is UPGRADE_REQUIRED', () => {
    expect(isUpgradeRequired(apiError(403, { statusCode: 403, code: 'UPGRADE_REQUIRED', message: 'Upgrade', upgradeRequired: true }))).toBe(true);
    // Only an HTTP answer has a code: text in the "<status>: <body>" form is never re-parsed.
    expect(isUpgradeRequired(new Error('403: {"code":"UPGRADE_REQUIRED"}'))).toBe(false);
  });

  it('branches on the code, never on the flag or the text', () => {
    expect(isUpgradeRequired(apiError(403, { statusCode: 403, message: 'Upgrade your plan', upgradeRequired: true }))).toBe(false);
  });

  it('is not any other refusal', () => {
    expect(isUpgradeRequired(apiError(403, { statusCode: 403, message: 'Forbidden' }))).toBe(false);
    expect(isUpgradeRequired(apiError(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Upgrade' }))).toBe(false);
    expect(isUpgradeRequired(apiError(403, 'not json'))).toBe(false);
  });
});

import { ApiError } from './api-client';
import { isUpgradeRequired, serverMessage } from './api-errors';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));

describe('serverMessage (player-side §8)', () => {
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
  it('is a 403 whose body says upgradeRequired', () => {
    expect(isUpgradeRequired(apiError(403, { statusCode: 403, message: 'Upgrade', upgradeRequired: true }))).toBe(true);
    expect(isUpgradeRequired(new Error('403: {"upgradeRequired":true}'))).toBe(true);
  });

  it('is not any other refusal', () => {
    expect(isUpgradeRequired(apiError(403, { statusCode: 403, message: 'Forbidden' }))).toBe(false);
    expect(isUpgradeRequired(apiError(402, { upgradeRequired: true }))).toBe(false);
    expect(isUpgradeRequired(apiError(403, 'not json'))).toBe(false);
    expect(isUpgradeRequired('403: {"upgradeRequired":true}')).toBe(false);
  });
});

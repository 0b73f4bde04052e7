import { checkUploadToken, signUploadToken } from './upload-tokens';

const SECRET = 'a-test-secret-of-enough-length';
const UPLOAD = '0b3c2f1e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const USER = '11111111-2222-4333-8444-555555555555';
const now = new Date('2026-11-22T10:00:00Z');
const inAnHour = new Date(now.getTime() + 3600_000);

describe('upload URL tokens', () => {
  const token = signUploadToken(SECRET, UPLOAD, USER, inAnHour);

  it('accepts its own token before the expiry', () => {
    expect(checkUploadToken(SECRET, token, UPLOAD, USER, now)).toEqual({ ok: true, expired: false });
  });

  it('reports expiry once the time has passed', () => {
    expect(checkUploadToken(SECRET, token, UPLOAD, USER, new Date(inAnHour.getTime() + 1000))).toEqual({ ok: true, expired: true });
  });

  it('refuses a token for another upload, another user or another key', () => {
    expect(checkUploadToken(SECRET, token, '0b3c2f1e-4a5b-4c6d-8e9f-000000000000', USER, now)).toEqual({ ok: false });
    expect(checkUploadToken(SECRET, token, UPLOAD, '99999999-2222-4333-8444-555555555555', now)).toEqual({ ok: false });
    expect(checkUploadToken('another-secret-of-enough-length', token, UPLOAD, USER, now)).toEqual({ ok: false });
  });

  it('refuses an extended expiry, a tampered signature and malformed values', () => {
    const [exp, sig] = token.split('.');
    expect(checkUploadToken(SECRET, `${Number(exp) + 86_400}.${sig}`, UPLOAD, USER, now)).toEqual({ ok: false });
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    expect(checkUploadToken(SECRET, `${exp}.${flipped}`, UPLOAD, USER, now)).toEqual({ ok: false });
    for (const bad of [undefined, '', 'abc', `${exp}`, `${exp}.`, `x.${sig}`, ['a']]) {
      expect(checkUploadToken(SECRET, bad, UPLOAD, USER, now)).toEqual({ ok: false });
    }
  });
});

import { inspectBody, invalidUtf8Fields } from './body-parsers';

describe('invalidUtf8Fields (query strings and form bodies)', () => {
  it('names the fields whose percent-encoded bytes are not UTF-8', () => {
    expect(invalidUtf8Fields('q=%FFabc&ok=1')).toEqual(['q']);
    expect(invalidUtf8Fields('email=a%ED%A0%80%40example.test')).toEqual(['email']); // an encoded surrogate
    expect(invalidUtf8Fields('%FF=1')).toEqual(['%FF']);
    expect(invalidUtf8Fields('name=Va%CC%84su&b=%C4%81&c=%F0%9F%8F%89')).toEqual([]);
  });

  it('leaves alone what qs reads as literal text: a lone %, plus signs, empty pairs', () => {
    expect(invalidUtf8Fields('q=100%&r=50%25&s=a+b&&t')).toEqual([]);
  });

  it('checks raw bytes too (a form body read as latin1)', () => {
    expect(invalidUtf8Fields(Buffer.from([0x71, 0x3d, 0xc4, 0x81]).toString('latin1'))).toEqual([]);
    expect(invalidUtf8Fields(Buffer.from([0x71, 0x3d, 0xff]).toString('latin1'))).toEqual(['q']);
  });
});

describe('inspectBody: lone surrogates', () => {
  it('names strings and keys holding one, by path; pairs (emoji) are fine', () => {
    const r = inspectBody({ a: 'ok 🏉', b: ['x', 'y\ud800'], c: { 'k\udc00': 'v' } });
    expect(r.invalidUnicodeFields.sort()).toEqual(['b.1', 'c.k\ufffd']);
  });
});

/**
 * Invalid Unicode (a lone UTF-16 surrogate such as "\ud800", or percent-encoded bytes that are not
 * UTF-8) anywhere in a JSON body, query string or multipart field is a 400 naming the field with a
 * stable code, never a 500. Checked once in the body-parsing/validation layer, so every endpoint
 * gets it; these are the endpoints where it was found. (Multipart fields, which a route's own
 * interceptor parses, are checked by the global validation pipe: src/core/errors/validation.pipe.spec.ts.)
 */
import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { dobForAge, signedUp, uniqueEmail } from './helpers';

/** JSON text whose `email` value holds a lone high surrogate (JSON.stringify would escape it the same way). */
const LONE = '\\ud800';

describe('invalid Unicode in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectInvalid = (res: request.Response, field: string) => {
    expect({ status: res.status, code: res.body.code, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
      status: 400,
      code: 'INVALID_UNICODE',
      fields: [field],
    });
    expect(typeof res.body.errors[field]).toBe('string');
    expect(res.body.statusCode).toBe(400);
  };

  const json = (o: Record<string, unknown>, field: string) => JSON.stringify(o).replace(`"${field}":"`, `"${field}":"a${LONE}`);

  it('sign-up: a lone surrogate in the email is a 400 naming email', async () => {
    const body = { firstName: 'Sera', lastName: 'V', email: uniqueEmail('lone'), password: 'Sup3r-secret!', role: 'player', dob: dobForAge(25) };
    const res = await request(t.server).post('/api/auth/signup').set('Content-Type', 'application/json').send(json(body, 'email'));
    expectInvalid(res, 'email');
  });

  it('account edit, profile create and edit: 400 naming the field', async () => {
    const { agent } = await signedUp(t.server, { role: 'player' });
    const acc = await agent
      .patch('/api/account')
      .set('Content-Type', 'application/json')
      .send(json({ firstName: 'Test', lastName: 'User', email: uniqueEmail('acc') }, 'email'));
    expectInvalid(acc, 'email');

    const profile = { dob: dobForAge(20), positions: ['Hooker'], province: 'Tailevu', contactEmail: uniqueEmail('c'), visibility: 'public' };
    const created = await agent.post('/api/players').set('Content-Type', 'application/json').send(json(profile, 'contactEmail'));
    expectInvalid(created, 'contactEmail');
    const edited = await agent.put('/api/players/me').set('Content-Type', 'application/json').send(json(profile, 'contactEmail'));
    expectInvalid(edited, 'contactEmail');
  });

  it('contact and beta feedback (no session): 400 naming the field', async () => {
    const contact = { firstName: 'Mere', lastName: 'Ratu', email: uniqueEmail('c'), subject: 'Technical Issue', message: 'Hello' };
    expectInvalid(await request(t.server).post('/api/contact').set('Content-Type', 'application/json').send(json(contact, 'email')), 'email');
    const beta = { userType: 'parent', contactEmail: uniqueEmail('b'), suggestions: 'More videos' };
    expectInvalid(
      await request(t.server).post('/api/beta-feedback').set('Content-Type', 'application/json').send(json(beta, 'contactEmail')),
      'contactEmail',
    );
  });

  it('a nested field and an object key are named by their path', async () => {
    const nested = await request(t.server)
      .post('/api/beta-feedback')
      .set('Content-Type', 'application/json')
      .send(`{"userType":"player","extra":{"notes":["ok","b${LONE}"]}}`);
    expectInvalid(nested, 'extra.notes.1');
  });

  it('form bodies and query strings: bytes that are not UTF-8 are a 400 naming the field', async () => {
    const form = await request(t.server)
      .post('/api/contact')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('firstName=Mere&lastName=Ratu&email=a%ED%A0%80%40example.test&subject=Technical%20Issue&message=Hi');
    expectInvalid(form, 'email');
    const query = await request(t.server).get('/api/auth/demo-accounts?q=%FFabc');
    expectInvalid(query, 'q');
    const rawJson = Buffer.concat([Buffer.from('{"firstName":"Mere","lastName":"Ratu","email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('@example.test","subject":"Technical Issue","message":"Hi"}')]);
    expectInvalid(await request(t.server).post('/api/contact').set('Content-Type', 'application/json').serialize(((b: Buffer) => b) as never).send(rawJson as never), 'email');
  });

  it('valid non-ASCII text (Fijian names, emoji, surrogate pairs) still passes', async () => {
    const res = await request(t.server)
      .post('/api/contact')
      .send({ firstName: 'Ratu Seru Cakobau 🏉', lastName: 'Vāsu', email: uniqueEmail('ok'), subject: 'Technical Issue', message: 'Bula vinaka! 😀' });
    expect(res.status).toBe(201);
    await request(t.server).get('/api/auth/demo-accounts?q=%C4%81').expect(200);
  });
});

import request from 'supertest';
import { OPENAPI } from './support/contract';
import { startTestApp, TestApp } from './support/test-app';

describe('the OpenAPI document the app serves (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('e2e_openapi_served');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is the committed openapi.json, which the typed client and the contract checks are built from', async () => {
    const res = await request(t.app.getHttpServer()).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(OPENAPI);
  });
});

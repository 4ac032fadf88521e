import request from 'supertest';
import { startTestApp, TestApp } from './support/test-app';

describe('app skeleton (issue 2 point 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('e2e_skeleton');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health/live answers 200', async () => {
    const res = await request(t.app.getHttpServer()).get('/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /health/ready answers 200 with the database up', async () => {
    const res = await request(t.app.getHttpServer()).get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.info.database.status).toBe('up');
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await request(t.app.getHttpServer()).get('/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toContain('/health/ready');
    const ui = await request(t.app.getHttpServer()).get('/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await request(t.app.getHttpServer()).get('/health/live').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const hostile = await request(t.app.getHttpServer()).get('/health/live').set('X-Request-Id', 'x'.repeat(300));
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with 404 problem+json', async () => {
    const res = await request(t.app.getHttpServer()).get('/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND', title: 'Not Found' });
  });

  it('answers malformed JSON with 400 problem+json', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/v1/clubs')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.status).toBe(400);
  });

  it('refuses an oversized body early with 413 problem+json', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/v1/clubs')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

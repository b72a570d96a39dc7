import { describe, expect, it } from 'vitest';
import { API_ROUTES, endpoint, fillPath, type ApiRoute, type PathParamNames, type RouteTarget } from './routes.ts';

describe('fillPath', () => {
  it('fills each :param with its value', () => {
    expect(fillPath(API_ROUTES.getForm.path, { id: 'a1' })).toBe('/forms/a1');
    expect(fillPath(API_ROUTES.pdfJobStatus.path, { id: 'job-7' })).toBe('/pdf-jobs/job-7/status');
    expect(fillPath(API_ROUTES.previewFile.path, { jobId: 'j', page: '3' })).toBe('/files/previews/j/3');
  });

  it('encodes each value, so an id stays one segment and adds no query', () => {
    expect(fillPath(API_ROUTES.saveApplication.path, { id: 'a/b?c=d#e f' })).toBe('/applications/a%2Fb%3Fc%3Dd%23e%20f');
    expect(fillPath(API_ROUTES.applicationOfType.path, { type: 'i-485 specific' })).toBe('/applications/type/i-485%20specific');
    expect(fillPath(API_ROUTES.getForm.path, { id: 'ü' })).toBe('/forms/%C3%BC');
  });

  it('leaves a path without params as it is', () => {
    expect(fillPath(API_ROUTES.me.path)).toBe('/auth/me');
  });

  it('refuses a missing param at run time too (the types refuse it at compile time)', () => {
    // @ts-expect-error: the id is missing, which must not compile.
    expect(() => fillPath(API_ROUTES.getForm.path, {})).toThrow(/needs a value for :id/);
    // @ts-expect-error: the params are missing, which must not compile.
    expect(() => fillPath(API_ROUTES.getForm.path)).toThrow(/needs a value for :id/);
  });

  it('takes no params where the path has none, and no stray ones where it has some', () => {
    // @ts-expect-error: /auth/me has no params.
    expect(fillPath(API_ROUTES.me.path, { id: 'x' })).toBe('/auth/me');
    // @ts-expect-error: the param is :id, not :formId.
    expect(() => fillPath(API_ROUTES.getForm.path, { formId: 'x' })).toThrow(/:id/);
  });
});

describe('endpoint', () => {
  it('gives the route its method and its filled path', () => {
    expect(endpoint(API_ROUTES.deleteApplication, { id: 'a 1' })).toEqual({ method: 'DELETE', path: '/applications/a%201' });
    expect(endpoint(API_ROUTES.validateForms)).toEqual({ method: 'POST', path: '/forms/validate' });
  });

  it('is what a client sends for a route with params: the route itself does not compile there', () => {
    const plain: RouteTarget = API_ROUTES.me;
    const filled: RouteTarget = endpoint(API_ROUTES.getForm, { id: 'a1' });
    // @ts-expect-error: /forms/:id still has its :id, which must not be sent as is.
    const unfilled: RouteTarget = API_ROUTES.getForm;
    expect([plain.path, filled.path, unfilled.path]).toEqual(['/auth/me', '/forms/a1', '/forms/:id']);
  });
});

describe('the table', () => {
  const routes: [string, ApiRoute][] = Object.entries(API_ROUTES);

  it('names each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes each path as Fastify does: from the root under /api, without the prefix or a trailing slash', () => {
    for (const [name, { path }] of routes) {
      expect(path, name).toMatch(/^\/[a-z]/);
      expect(path, name).not.toMatch(/^\/api\/|\/$|\?/);
    }
  });

  it('reads the param names the way fillPath fills them', () => {
    const names: PathParamNames<'/files/previews/:jobId/:page'>[] = ['jobId', 'page'];
    expect(fillPath(API_ROUTES.previewFile.path, { jobId: names[0] ?? '', page: names[1] ?? '' })).toBe('/files/previews/jobId/page');
  });
});

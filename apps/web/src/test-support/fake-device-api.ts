import { vi } from 'vitest';

/** What a route answers: a body (JSON-encoded) or a full Response. */
type Answer = unknown | Response;
type Handler = (request: { method: string; data: unknown }) => Answer;

/**
 * Stubs `fetch` with a tiny device: `routes` maps "METHOD /path" (query included) to an answer or
 * a handler. Every write's `data` field is decoded and recorded, so tests can assert what was sent.
 */
export function fakeDeviceApi(routes: Record<string, Answer | Handler>) {
  const posts: { path: string; data: unknown }[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    let data: unknown;
    if (init.body instanceof FormData) {
      const raw = init.body.get('data');
      data = typeof raw === 'string' ? JSON.parse(raw) : undefined;
      posts.push({ path, data });
    }
    const route = routes[`${method} ${path}`];
    if (route === undefined) return new Response('', { status: 404, statusText: 'Not Found' });
    const answer = typeof route === 'function' ? (route as Handler)({ method, data }) : route;
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posts, fetchMock };
}

import type { FastifyInstance } from 'fastify';

/** A body that is no JSON: the sender's mistake. */
class NoJson extends Error {
  readonly statusCode = 400;
}

/**
 * Makes `scope` read JSON bodies (and only those: another type gets 415) of at most `bodyLimit`
 * bytes (413 above); a body that is no JSON gets 400. The gateway's app reads no body elsewhere.
 */
export function jsonBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new NoJson('the body is no JSON'), undefined);
    }
  });
}

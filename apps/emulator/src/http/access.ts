import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Device } from '../device/device.ts';

/** The firmware's three access classes (docs/firmware/onbattery-2024.05.03/live.md §2.2). */
export type Access = 'admin' | 'readonly' | 'public';

export const ADMIN_USER = 'admin';

/** True when the request carries Basic credentials for `admin` with the current password. */
export function hasAdminCredentials(authorization: string | undefined, password: string): boolean {
  if (!authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return decoded.slice(0, colon) === ADMIN_USER && decoded.slice(colon + 1) === password;
}

/** Whether a request of the given class may pass with these headers. */
export function isAllowed(access: Access, device: Device, authorization: string | undefined): boolean {
  if (access === 'public') return true;
  if (access === 'readonly' && device.config.security.allow_readonly) return true;
  return hasAdminCredentials(authorization, device.config.security.password);
}

/** 401 with an empty body; the browser challenge only when X-Requested-With is absent. */
export function sendUnauthorized(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (request.headers['x-requested-with'] === undefined) {
    reply.header('WWW-Authenticate', 'Basic realm="Login Required"');
  }
  return reply.code(401).send('');
}

/** A Fastify `onRequest` hook enforcing one access class. */
export function requireAccess(access: Access, device: Device) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAllowed(access, device, request.headers.authorization)) {
      return sendUnauthorized(request, reply);
    }
  };
}

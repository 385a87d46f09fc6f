/** GET `/api/security/config` (admin); also the POST `data` body. */
export interface SecurityConfig {
  /** Admin (and access-point) password in clear text, 8–64 bytes. */
  password: string;
  /** When true, read-only endpoints and the live sockets skip authentication. */
  allow_readonly: boolean;
}

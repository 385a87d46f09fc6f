/** Alert variant of a write answer. */
export type ResponseType = 'success' | 'warning' | 'danger';

/** The envelope of every write call (HTTP 200 for validation failures too). */
export interface ApiResponse {
  type: ResponseType;
  message: string;
  /** Catalogue code; absent on some answers (network length errors, power meter). */
  code?: number;
  param?: { max?: number; min?: number };
}

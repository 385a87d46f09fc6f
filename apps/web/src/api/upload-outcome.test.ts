import { describe, expect, it } from 'vitest';
import { uploadOutcome } from './upload-outcome.ts';

const httpError = (statusText: string) => `[HTTP ERROR] ${statusText}`;

describe('uploadOutcome', () => {
  it('reads 200 as success, 500 as its text and anything else as an HTTP error', () => {
    expect(uploadOutcome({ status: 200, statusText: 'OK', text: 'OK' }, httpError)).toEqual({ ok: true });
    expect(
      uploadOutcome({ status: 500, statusText: 'Internal Server Error', text: 'FAIL' }, httpError),
    ).toEqual({
      ok: false,
      message: 'FAIL',
    });
    expect(
      uploadOutcome({ status: 400, statusText: 'Bad Request', text: 'Could not end OTA' }, httpError),
    ).toEqual({
      ok: false,
      message: '[HTTP ERROR] Bad Request',
    });
  });
});

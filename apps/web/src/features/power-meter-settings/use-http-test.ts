import type {
  ApiResponse,
  MeterHttpJsonTest2026,
  MeterHttpSmlTest2026,
  PowerMeterHttpPhase,
  PowerMeterTestRequest,
} from '@dtu/contract';
import { useCallback, useState } from 'react';
import { apiPost } from '../../net/client.ts';

/** `sending` while the device performs the request; then the device's own answer. */
export type HttpTestState = { kind: 'sending' } | { kind: 'answer'; response: ApiResponse } | undefined;

/**
 * Without individual requests the device fetches one document for all phases, so a test of
 * phase 2 or 3 is phase 1's request with only that phase's index and JSON path.
 */
export function testRequestFor(
  phases: readonly PowerMeterHttpPhase[],
  index: number,
  individual: boolean,
): PowerMeterTestRequest {
  const phase = phases[index];
  if (individual || index === 0) return phase;
  return { ...phases[0], index: phase.index, json_path: phase.json_path };
}

/** What each generation's test path takes (2024.05.03: one phase; 2026.03.31: the provider section). */
type TestRequest = PowerMeterTestRequest | MeterHttpJsonTest2026 | MeterHttpSmlTest2026;

/** Runs an HTTP test (one phase, or one provider on 2026.03.31) and keeps its outcome for its card. */
export function useHttpTest() {
  const [state, setState] = useState<HttpTestState>();
  const run = useCallback(async (request: TestRequest, path = '/api/powermeter/testhttprequest') => {
    setState({ kind: 'sending' });
    try {
      const response = await apiPost<ApiResponse>(path, request);
      setState({ kind: 'answer', response });
    } catch {
      // Login or error page already shown by the client.
      setState(undefined);
    }
  }, []);
  return { state, run, clear: useCallback(() => setState(undefined), []) };
}

import { afterAll } from 'vitest';
import { type AlertReceivers, alertReceivers } from './alert-sinks.ts';
import { startTestCompanion, type TestCompanion, type TestCompanionOptions } from './companion-fixture.ts';
import { type GatewayProcess, startGateway } from './gateway-process.ts';

export interface WatchedGateway {
  gateway: GatewayProcess;
  receivers: AlertReceivers;
  companion: TestCompanion;
}

/**
 * Call once per file: starts an emulated gateway (`garage`, its CLI with `args`) behind a
 * companion that sends the alerts of `options.rules` to a recording broker and webhook; all of it
 * closed after the file's tests.
 */
export function watchedGateways(): (
  args: string[],
  options: Pick<TestCompanionOptions, 'rules' | 'timeouts'>,
) => Promise<WatchedGateway> {
  const opened: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of opened.reverse()) await close();
  });
  return async (args, options) => {
    const [gateway, receivers] = await Promise.all([startGateway(args), alertReceivers()]);
    opened.push(receivers.close, gateway.close);
    const companion = await startTestCompanion(
      { garage: gateway.origin },
      { ...options, alerts: receivers.targets },
    );
    opened.push(companion.close);
    return { gateway, receivers, companion };
  };
}

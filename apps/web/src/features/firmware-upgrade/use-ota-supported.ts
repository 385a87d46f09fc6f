import { type FirmwareStatus2026, factsOf } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../../net/client.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { useGeneration } from '../../net/generation.ts';

/**
 * Whether the board has a second app slot to update into (`/api/firmware/status`, 2026
 * generations; a newer firmware is asked too). Undefined while unknown, and on 2024.05.03, which
 * has no such route and no check: the upload is offered then, and the device's answer tells.
 */
export function useOtaSupported(): boolean | undefined {
  const generation = useGeneration();
  // Asked where the generation's row has the check, and on an unknown (newer) one; a flash build
  // whose generation has none never asks (net/flash-firmware.ts).
  const asks = BUILT.otaCheck && generation !== undefined && factsOf(generation)?.features.otaCheck !== false;
  const [supported, setSupported] = useState<boolean>();
  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    apiGet<Partial<FirmwareStatus2026>>('/api/firmware/status', { signal: controller.signal, quiet: true })
      .then((status) => {
        if (typeof status?.ota_supported === 'boolean') setSupported(status.ota_supported);
      })
      .catch(() => {
        // Not known: the upload stays offered.
      });
    return () => controller.abort();
  }, [asks]);
  return supported;
}

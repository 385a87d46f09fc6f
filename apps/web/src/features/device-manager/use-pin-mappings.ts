import { type PinMappingProfile, routesOf } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { apiGet, isApiError } from '../../net/client.ts';
import { useGeneration } from '../../net/generation.ts';
import { profileList } from './pin-table.ts';

export interface PinMappings {
  profiles: PinMappingProfile[];
  /** Why the file could not be used; a missing file (404) is not an error, just no profiles. */
  error?: string;
}

/**
 * Loads `pin_mapping.json` from the device as the profile choice (Default first), at the route
 * the generation's row names (it moved to the file API on the 2026 generations); undefined while
 * the generation is probed.
 */
export function usePinMappings(): PinMappings | undefined {
  const [result, setResult] = useState<PinMappings>();
  const generation = useGeneration();
  const route = generation && routesOf(generation).pinMapping;
  useEffect(() => {
    if (!route) return;
    const controller = new AbortController();
    apiGet<unknown>(route, {
      suppressErrorPage: true,
      signal: controller.signal,
    })
      .then((body) => {
        if (!Array.isArray(body)) throw new SyntaxError('pin_mapping.json is not a JSON list');
        setResult({ profiles: profileList(body as PinMappingProfile[]) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) setResult({ profiles: profileList([]) });
        else
          setResult({
            profiles: profileList([]),
            error: isApiError(error) || error instanceof Error ? error.message : String(error),
          });
      });
    return () => controller.abort();
  }, [route]);
  return result;
}

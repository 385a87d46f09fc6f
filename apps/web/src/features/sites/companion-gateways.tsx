import { COMPANION_GATEWAYS_PATH, type CompanionGateway, isCompanionGateways } from '@dtu/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { addRemoteDevice } from '../../live/remote-devices.ts';
import { apiGet } from '../../net/client.ts';

/**
 * The gateways of the companion that served this page, or none: a device answers the path with
 * its `index.html`, which is no such list. Quiet: a failure never leaves the page.
 */
export async function companionGateways(): Promise<CompanionGateway[]> {
  const answer = await apiGet<unknown>(COMPANION_GATEWAYS_PATH, { quiet: true }).catch(() => undefined);
  return isCompanionGateways(answer) ? answer.gateways : [];
}

/**
 * Served by a companion, `/sites` offers its other gateways: each is another port of the host
 * this page came from, added with one click like a device typed in by hand.
 */
export function CompanionGateways({ listed }: { listed: readonly string[] }) {
  const { t } = useI18n();
  const [gateways, setGateways] = useState<CompanionGateway[]>([]);
  useEffect(() => {
    let mounted = true;
    void companionGateways().then((list) => mounted && setGateways(list));
    return () => {
      mounted = false;
    };
  }, []);
  const ownPort = location.port || '80';
  const offered = gateways
    .filter((gateway) => String(gateway.port) !== ownPort)
    .map((gateway) => ({ ...gateway, host: `${location.hostname}:${gateway.port}` }))
    .filter((gateway) => !listed.includes(gateway.host));
  if (!offered.length) return null;
  return (
    <section className="card card-body mb-3" aria-labelledby="sites-companion">
      <h2 id="sites-companion" className="h6">
        {t('sites.companion')}
      </h2>
      <ul className="list-unstyled mb-0">
        {offered.map(({ name, host }) => (
          <li key={name} className="mb-1">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => addRemoteDevice({ host })}
            >
              {t('sites.addGateway', { name, host })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

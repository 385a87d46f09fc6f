import { type FormEvent, useState } from 'react';
import { setDeviceAlerts } from '../../alerts/alert-store.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import {
  addRemoteDevice,
  combineTotals,
  parseHost,
  removeRemoteDevice,
  type SiteStatus,
} from '../../live/remote-devices.ts';
import { useNow } from '../../live/ticker.ts';
import { useLivedataConnection } from '../../live/use-livedata.ts';
import { useSites } from '../../live/use-sites.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { formatEnergy, formatPower } from '../../ui/format-energy.ts';
import { OfflineIcon } from '../../ui/icons/offline-icon.tsx';
import { OnlineIcon } from '../../ui/icons/online-icon.tsx';
import { InstallationTable, InverterRows } from '../../ui/installation-table.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { CompanionGateways } from './companion-gateways.tsx';

/**
 * Several devices in one view (route `/sites`, issue 15): this device first, then every device
 * added here, read over their `/livedata` sockets (their REST API is closed to other origins).
 */
export function SitesPage() {
  const { t, format } = useI18n();
  const connection = useLivedataConnection();
  // Stale marks appear with the clock; the page is small, one render a second is fine.
  const now = useNow();
  const sites = useSites(connection, now);
  const [host, setHost] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<'invalid' | 'duplicate'>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHost(host, hosts);
    setProblem('problem' in parsed ? parsed.problem : undefined);
    if ('problem' in parsed) return;
    addRemoteDevice(password ? { host: parsed.host, password, remember } : parsed);
    setHost('');
    setPassword('');
    setRemember(false);
  };

  const statusText = (status: SiteStatus) => t(status === 'stale' ? 'sites.stale' : `common.${status}`);
  const hosts = sites.map((site) => site.host);
  const sum = combineTotals(sites.map(({ status, live }) => ({ status, total: live.total })));
  return (
    <PageFrame title={t('nav.sites')} online={connection === 'online'}>
      <section className="card mb-3" aria-labelledby="sites-all">
        <div className="card-body">
          <h2 id="sites-all" className="h5">
            {t('sites.all')}
          </h2>
          <p className="mb-2">
            {t('sites.onlineCount', { online: sum.online, count: sites.length })}
            {sum.partial && <strong>{` · ${t('sites.partial')}`}</strong>}
          </p>
          <dl className="row mb-0">
            <dt className="col-6">{t('liveView.Power')}</dt>
            <dd className="col-6">{formatPower(format, sum.Power)}</dd>
            <dt className="col-6">{t('liveView.yieldToday')}</dt>
            <dd className="col-6">{formatEnergy(format, sum.YieldDay)}</dd>
            <dt className="col-6">{t('liveView.totalYield')}</dt>
            <dd className="col-6 mb-0">{formatEnergy(format, sum.YieldTotal * 1000)}</dd>
          </dl>
        </div>
      </section>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 mb-3">
        {/* The device that served this page opens at `/` and cannot be removed. */}
        {sites.map(({ host, local, live, status, problem }) => (
          <div key={host} className="col">
            <section className="card h-100" aria-labelledby={`site-${host}`}>
              <div className="card-body">
                <h2 id={`site-${host}`} className="h6 text-break">
                  <a href={local ? '/' : `http://${host}/`}>{host}</a>
                  {local && ` (${t('sites.thisDevice')})`}
                </h2>
                {/* An icon and a word, never the colour alone. */}
                <p
                  className={`mb-1 ${status === 'online' ? 'text-success-emphasis' : status === 'stale' ? 'text-warning-emphasis' : 'text-danger-emphasis'}`}
                >
                  {status === 'online' ? <OnlineIcon /> : <OfflineIcon />} {statusText(status)}
                  {status !== 'online' && problem && ` · ${t(`sites.${problem}`)}`}
                </p>
                {/* A device without current data shows its last power as such, with its age. */}
                {live.total &&
                  (status === 'online' ? (
                    <p className="h5">{formatPower(format, live.total.Power.v)}</p>
                  ) : (
                    <p className="text-body-secondary">
                      {formatPower(format, live.total.Power.v)} ·{' '}
                      {t('liveView.stale', {
                        seconds: format.decimalNoDigits(
                          Math.floor((now - (live.arrivedAtMs.total ?? now)) / 1000),
                        ),
                      })}
                    </p>
                  ))}
                {!local && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary text-body"
                    onClick={() => {
                      removeRemoteDevice(host);
                      // Its alerts go with it.
                      setDeviceAlerts(host, []);
                    }}
                  >
                    {t('sites.remove')}
                  </button>
                )}
              </div>
            </section>
          </div>
        ))}
      </div>
      <CompanionGateways listed={hosts} />
      {/* Host (checked on submit) and, for a device without read-only access, its password. */}
      <form className="card card-body mb-3" onSubmit={submit} noValidate>
        <TextField
          label={t('networkSettings.hostname')}
          value={host}
          onChange={setHost}
          aria-invalid={!!problem}
          hint={problem ? <span className="text-danger">{t(`sites.${problem}`)}</span> : t('sites.hostHint')}
          autoComplete="off"
          required
        />
        <TextField
          label={t('securitySettings.passwordCard')}
          type="password"
          value={password}
          onChange={setPassword}
          hint={t('sites.passwordHint')}
          autoComplete="new-password"
        />
        {/* Off by default: the password then lasts until the browser closes. */}
        <CheckField
          label={t('sites.remember')}
          value={remember}
          onChange={setRemember}
          hint={t('sites.rememberHint')}
        />
        <div>
          <button type="submit" className="btn btn-primary">
            {t('inverterSettings.add')}
          </button>
        </div>
      </form>
      <TableScroll label={t('overview.tableCaption')}>
        <InstallationTable device>
          {sites.flatMap(({ host, live, status }) =>
            live.serials.map((serial) => {
              const entry = live.inverters[serial];
              return (
                entry && (
                  <InverterRows
                    key={`${host}/${serial}`}
                    inverter={entry.inverter}
                    device={host}
                    notCurrent={status === 'online' ? undefined : statusText(status)}
                  />
                )
              );
            }),
          )}
        </InstallationTable>
      </TableScroll>
    </PageFrame>
  );
}

import {
  AP_TIMEOUT_MAX,
  AP_TIMEOUT_MIN,
  HOSTNAME_MAX_UI,
  IP_FIELD_MAX_UI,
  type NetworkConfig,
  type NetworkConfig2026,
  type NetworkStatus,
  SSID_MAX,
  WIFI_PASSWORD_MAX,
} from '@dtu/contract';
import { useResource } from '../../api/use-resource.ts';
import { useSettingsForm } from '../../api/use-settings-form.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { BUILT } from '../../net/flash-firmware.ts';
import { Card } from '../../ui/card.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { IPV4_PATTERN } from '../../ui/fields/ipv4-pattern.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SettingsPage } from '../../ui/settings-page.tsx';
import { chipIdFromApSsid, expandHostname } from './hostname.ts';
import { SyslogCard } from './syslog-card.tsx';

/** The static addresses and the code whose text the device refuses each with (8001–8005). */
const IP_CODES = {
  ipaddress: 'apiresponse.8001',
  netmask: 'apiresponse.8002',
  gateway: 'apiresponse.8003',
  dns1: 'apiresponse.8004',
  dns2: 'apiresponse.8005',
} as const;
const IP_KEYS = Object.keys(IP_CODES) as (keyof typeof IP_CODES)[];

/**
 * `/settings/network`: WiFi, hostname, DHCP or static addresses, mDNS, syslog (where the answer
 * has it: the 2026 generations), access point timeout.
 */
export function NetworkSettingsPage() {
  const { t } = useI18n();
  const form = useSettingsForm<NetworkConfig | NetworkConfig2026>('/api/network/config');
  // The chip id only shows in the access point SSID; without it the preview is simply left out.
  const status = useResource<NetworkStatus>('/api/network/status', { suppressErrorPage: true });
  const chipId = chipIdFromApSsid(status.data?.ap_ssid);

  return (
    <SettingsPage title={t('networkSettings.title')} form={form}>
      {(values, bind) => {
        const expanded = expandHostname(values.hostname, chipId);
        return (
          <>
            <Card title={t('networkSettings.wifiCard')}>
              <TextField
                label={t('networkSettings.ssid')}
                {...bind('ssid')}
                maxLength={SSID_MAX}
                hint={t('networkSettings.ssidHint')}
              />
              <TextField
                label={t('networkSettings.password')}
                type="password"
                autoComplete="off"
                {...bind('password')}
                maxLength={WIFI_PASSWORD_MAX}
              />
            </Card>
            <Card title={t('networkSettings.networkCard')}>
              <TextField
                label={t('networkSettings.hostname')}
                {...bind('hostname')}
                required
                maxLength={HOSTNAME_MAX_UI}
                hint={
                  <>
                    {t('networkSettings.hostnameHint')}
                    {expanded && <> {t('networkSettings.hostnamePreview', { name: expanded })}</>}
                  </>
                }
              />
              <CheckField switch label={t('networkSettings.dhcp')} {...bind('dhcp')} />
            </Card>
            {!values.dhcp && (
              <Card title={t('networkSettings.staticIpCard')}>
                {IP_KEYS.map((key) => (
                  <TextField
                    key={key}
                    label={t(`networkSettings.${key}`)}
                    {...bind(key)}
                    required
                    maxLength={IP_FIELD_MAX_UI}
                    pattern={IPV4_PATTERN}
                    patternReason={t(IP_CODES[key])}
                    hint={t('networkSettings.ipInvalid')}
                  />
                ))}
              </Card>
            )}
            <Card title={t('networkSettings.mdnsCard')}>
              <CheckField switch label={t('networkSettings.mdns')} {...bind('mdnsenabled')} />
            </Card>
            {BUILT.syslog && 'syslogenabled' in values && (
              <SyslogCard
                value={values}
                onChange={(syslog) => form.setValues((prev) => prev && { ...prev, ...syslog })}
              />
            )}
            <Card title={t('networkSettings.apCard')}>
              <NumberField
                label={t('networkSettings.apTimeout')}
                {...bind('aptimeout')}
                required
                min={AP_TIMEOUT_MIN}
                max={AP_TIMEOUT_MAX}
                unit={t('networkSettings.minutes')}
                hint={t('networkSettings.apTimeoutHint')}
              />
            </Card>
          </>
        );
      }}
    </SettingsPage>
  );
}

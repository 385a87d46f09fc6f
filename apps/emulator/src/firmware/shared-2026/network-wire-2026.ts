import { CODE_2026, SYSLOG_HOSTNAME_MAX } from '@dtu/contract';
import { byteLength, truncateBytes } from '../../device/utf8-bytes.ts';
import { asBool, asString, asUint32 } from '../../http/coerce.ts';
import { respond } from '../../http/envelope.ts';
import type { NetworkWire } from '../../routes/settings/network-routes.ts';
import { config2026 } from './config-2026.ts';
import { isBool, isString, isUint } from './strict-types.ts';

const STRINGS = ['ssid', 'password', 'hostname', 'ipaddress', 'netmask', 'gateway', 'dns1', 'dns2'];
const PORT_MAX = 65535;

/**
 * `/api/network/config` of both 2026 generations (`src/WebApi_network.cpp` @ v26.3.30): strict
 * types for the WiFi keys (`mdnsenabled` and the syslog keys are read, not checked) and the
 * syslog target, checked only when enabled.
 */
export const NETWORK_WIRE_2026: NetworkWire = {
  accepts: (data) =>
    STRINGS.every((key) => isString(data[key])) && isBool(data.dhcp) && isUint(data.aptimeout, 0xffffffff),
  extra: {
    answer: (device) => {
      const { syslog } = config2026(device.config);
      return { syslogenabled: syslog.enabled, sysloghostname: syslog.hostname, syslogport: syslog.port };
    },
    check: (data) => {
      if (!asBool(data.syslogenabled)) return undefined;
      const host = byteLength(asString(data.sysloghostname));
      if (host < 1 || host > SYSLOG_HOSTNAME_MAX)
        return respond(CODE_2026.NetworkSyslogHostnameLength, { max: SYSLOG_HOSTNAME_MAX });
      const port = asUint32(data.syslogport);
      if (port === 0 || port > PORT_MAX) return respond(CODE_2026.NetworkSyslogPort);
      return undefined;
    },
    store: (draft, data) => {
      const { syslog } = config2026(draft);
      syslog.enabled = asBool(data.syslogenabled);
      syslog.hostname = truncateBytes(asString(data.sysloghostname), SYSLOG_HOSTNAME_MAX);
      syslog.port = asUint32(data.syslogport) & 0xffff;
    },
  },
};

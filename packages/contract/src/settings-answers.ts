import type { ConfigFile } from './config-file.ts';
import { round2, truncate2 } from './float32.ts';
import { serialToDecimal } from './serial.ts';
import type {
  BatteryConfig,
  HuaweiConfig,
  MqttConfig,
  NetworkConfig,
  NtpConfig,
  PowerLimiterConfig,
  PowerMeterConfig,
  SecurityConfig,
  VedirectConfig,
} from './settings/index.ts';

/*
 * What the firmware answers on each settings GET, as a function of its `config.json`: the one
 * mapping between the stored names and the wire names (docs/firmware/onbattery-2024.05.03/settings.md §2). The emulator answers
 * with these; the test fixtures derive a factory device's answers from them.
 */

export const networkAnswer = ({ wifi, mdns }: ConfigFile): NetworkConfig => ({
  hostname: wifi.hostname,
  dhcp: wifi.dhcp,
  ipaddress: wifi.ip,
  netmask: wifi.netmask,
  gateway: wifi.gateway,
  dns1: wifi.dns1,
  dns2: wifi.dns2,
  ssid: wifi.ssid,
  password: wifi.password,
  aptimeout: wifi.aptimeout,
  mdnsenabled: mdns.enabled,
});

export const ntpAnswer = ({ ntp }: ConfigFile): NtpConfig => ({
  ntp_server: ntp.server,
  ntp_timezone: ntp.timezone,
  ntp_timezone_descr: ntp.timezone_descr,
  longitude: ntp.longitude,
  latitude: ntp.latitude,
  sunsettype: ntp.sunsettype,
});

export const mqttAnswer = ({ mqtt }: ConfigFile): MqttConfig => ({
  mqtt_enabled: mqtt.enabled,
  mqtt_verbose_logging: mqtt.verbose_logging,
  mqtt_hostname: mqtt.hostname,
  mqtt_port: mqtt.port,
  mqtt_username: mqtt.username,
  mqtt_password: mqtt.password,
  mqtt_topic: mqtt.topic,
  mqtt_retain: mqtt.retain,
  mqtt_tls: mqtt.tls.enabled,
  mqtt_root_ca_cert: mqtt.tls.root_ca_cert,
  mqtt_tls_cert_login: mqtt.tls.certlogin,
  mqtt_client_cert: mqtt.tls.client_cert,
  mqtt_client_key: mqtt.tls.client_key,
  mqtt_lwt_topic: mqtt.lwt.topic,
  mqtt_lwt_online: mqtt.lwt.value_online,
  mqtt_lwt_offline: mqtt.lwt.value_offline,
  mqtt_lwt_qos: mqtt.lwt.qos,
  mqtt_publish_interval: mqtt.publish_interval,
  mqtt_clean_session: mqtt.clean_session,
  mqtt_hass_enabled: mqtt.hass.enabled,
  mqtt_hass_expire: mqtt.hass.expire,
  mqtt_hass_retain: mqtt.hass.retain,
  mqtt_hass_topic: mqtt.hass.topic,
  mqtt_hass_individualpanels: mqtt.hass.individual_panels,
});

export const securityAnswer = ({ security }: ConfigFile): SecurityConfig => ({
  password: security.password,
  allow_readonly: security.allow_readonly,
});

export const batteryAnswer = ({ battery }: ConfigFile): BatteryConfig => ({
  enabled: battery.enabled,
  verbose_logging: battery.verbose_logging,
  provider: battery.provider,
  jkbms_interface: battery.jkbms_interface,
  jkbms_polling_interval: battery.jkbms_polling_interval,
  mqtt_soc_topic: battery.mqtt_topic,
  mqtt_voltage_topic: battery.mqtt_voltage_topic,
});

export const huaweiAnswer = ({ huawei }: ConfigFile): HuaweiConfig => ({
  ...huawei,
  voltage_limit: truncate2(huawei.voltage_limit),
  enable_voltage_limit: truncate2(huawei.enable_voltage_limit),
});

export const vedirectAnswer = ({ vedirect }: ConfigFile): VedirectConfig => ({
  vedirect_enabled: vedirect.enabled,
  verbose_logging: vedirect.verbose_logging,
  vedirect_updatesonly: vedirect.updates_only,
});

export const powerMeterAnswer = ({ powermeter }: ConfigFile): PowerMeterConfig => ({
  enabled: powermeter.enabled,
  verbose_logging: powermeter.verbose_logging,
  source: powermeter.source,
  interval: powermeter.interval,
  mqtt_topic_powermeter_1: powermeter.mqtt_topic_powermeter_1,
  mqtt_topic_powermeter_2: powermeter.mqtt_topic_powermeter_2,
  mqtt_topic_powermeter_3: powermeter.mqtt_topic_powermeter_3,
  sdmbaudrate: powermeter.sdmbaudrate,
  sdmaddress: powermeter.sdmaddress,
  http_individual_requests: powermeter.http_individual_requests,
  http_phases: powermeter.http_phases.map((phase, i) => ({ index: i + 1, ...phase })),
});

export const powerLimiterAnswer = ({ powerlimiter: pl }: ConfigFile): PowerLimiterConfig => ({
  enabled: pl.enabled,
  verbose_logging: pl.verbose_logging,
  solar_passthrough_enabled: pl.solar_passtrough_enabled,
  solar_passthrough_losses: pl.solar_passtrough_losses,
  battery_always_use_at_night: pl.battery_always_use_at_night,
  is_inverter_behind_powermeter: pl.is_inverter_behind_powermeter,
  is_inverter_solar_powered: pl.is_inverter_solar_powered,
  inverter_serial: serialToDecimal(BigInt(pl.inverter_id)),
  inverter_channel_id: pl.inverter_channel_id,
  target_power_consumption: pl.target_power_consumption,
  target_power_consumption_hysteresis: pl.target_power_consumption_hysteresis,
  lower_power_limit: pl.lower_power_limit,
  base_load_limit: pl.base_load_limit,
  upper_power_limit: pl.upper_power_limit,
  ignore_soc: pl.ignore_soc,
  battery_soc_start_threshold: pl.battery_soc_start_threshold,
  battery_soc_stop_threshold: pl.battery_soc_stop_threshold,
  voltage_start_threshold: round2(pl.voltage_start_threshold),
  voltage_stop_threshold: round2(pl.voltage_stop_threshold),
  voltage_load_correction_factor: pl.voltage_load_correction_factor,
  inverter_restart_hour: pl.inverter_restart_hour,
  full_solar_passthrough_soc: pl.full_solar_passthrough_soc,
  full_solar_passthrough_start_voltage: round2(pl.full_solar_passthrough_start_voltage),
  full_solar_passthrough_stop_voltage: round2(pl.full_solar_passthrough_stop_voltage),
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as s from './index.ts';

// Response bodies as docs/firmware/onbattery-2024.05.03/settings.md §2 and docs/firmware/onbattery-2024.05.03/live.md §3.12 describe them, as JSON text.
const EXAMPLES: [string, z.ZodType, string][] = [
  [
    'network config',
    s.networkConfigSchema,
    '{"hostname":"OpenDTU-%06X","dhcp":true,"ipaddress":"0.0.0.0","netmask":"0.0.0.0","gateway":"0.0.0.0","dns1":"0.0.0.0","dns2":"0.0.0.0","ssid":"HomeNet","password":"secret123","aptimeout":3,"mdnsenabled":false}',
  ],
  [
    'ntp config',
    s.ntpConfigSchema,
    '{"ntp_server":"opendtu.pool.ntp.org","ntp_timezone":"CET-1CEST,M3.5.0,M10.5.0/3","ntp_timezone_descr":"Europe/Berlin","longitude":10.451499939,"latitude":51.165699005,"sunsettype":1}',
  ],
  [
    'ntp time',
    s.ntpTimeSchema,
    '{"ntp_status":true,"year":2024,"month":5,"day":3,"hour":14,"minute":5,"second":9}',
  ],
  [
    'mqtt status',
    s.mqttStatusSchema,
    '{"mqtt_enabled":true,"mqtt_verbose_logging":false,"mqtt_hostname":"192.168.178.10","mqtt_port":1883,"mqtt_username":"dtu","mqtt_topic":"solar/","mqtt_connected":true,"mqtt_retain":true,"mqtt_tls":false,"mqtt_root_ca_cert_info":"cert. version     : 3\\n","mqtt_tls_cert_login":false,"mqtt_client_cert_info":"","mqtt_lwt_topic":"solar/dtu/status","mqtt_publish_interval":5,"mqtt_clean_session":true,"mqtt_hass_enabled":true,"mqtt_hass_expire":true,"mqtt_hass_retain":true,"mqtt_hass_topic":"homeassistant/","mqtt_hass_individualpanels":false}',
  ],
  ['security', s.securityConfigSchema, '{"password":"openDTU42","allow_readonly":true}'],
  [
    'battery',
    s.batteryConfigSchema,
    '{"enabled":false,"verbose_logging":true,"provider":0,"jkbms_interface":0,"jkbms_polling_interval":5,"mqtt_soc_topic":"","mqtt_voltage_topic":""}',
  ],
  [
    'huawei',
    s.huaweiConfigSchema,
    '{"enabled":false,"verbose_logging":true,"can_controller_frequency":8000000,"auto_power_enabled":false,"auto_power_batterysoc_limits_enabled":false,"emergency_charge_enabled":false,"voltage_limit":42,"enable_voltage_limit":42,"lower_power_limit":150,"upper_power_limit":2000,"stop_batterysoc_threshold":95,"target_power_consumption":0}',
  ],
  [
    'vedirect',
    s.vedirectConfigSchema,
    '{"vedirect_enabled":false,"verbose_logging":false,"vedirect_updatesonly":true}',
  ],
  [
    'power limiter',
    s.powerLimiterConfigSchema,
    '{"enabled":false,"verbose_logging":true,"solar_passthrough_enabled":true,"solar_passthrough_losses":3,"battery_always_use_at_night":false,"is_inverter_behind_powermeter":true,"is_inverter_solar_powered":false,"inverter_serial":"18973055014520","inverter_channel_id":0,"target_power_consumption":0,"target_power_consumption_hysteresis":0,"lower_power_limit":10,"base_load_limit":100,"upper_power_limit":800,"ignore_soc":false,"battery_soc_start_threshold":80,"battery_soc_stop_threshold":20,"voltage_start_threshold":50,"voltage_stop_threshold":49,"voltage_load_correction_factor":0.001,"inverter_restart_hour":-1,"full_solar_passthrough_soc":100,"full_solar_passthrough_start_voltage":100,"full_solar_passthrough_stop_voltage":100}',
  ],
  [
    'device',
    s.deviceConfigSchema,
    '{"curPin":{"name":"","nrf24":{"clk":18,"cs":5,"en":4,"irq":16,"miso":19,"mosi":23},"cmt":{"clk":-1,"cs":-1,"fcs":-1,"sdio":-1,"gpio2":-1,"gpio3":-1},"eth":{"enabled":false,"phy_addr":0,"power":-1,"mdc":23,"mdio":18,"type":0,"clk_mode":0},"display":{"type":0,"data":255,"clk":255,"cs":255,"reset":255},"led":{"led0":-1,"led1":-1},"victron":{"rx":-1,"tx":-1,"rx2":-1,"tx2":-1},"battery":{"rx":-1,"rxen":-1,"tx":-1,"txen":-1},"huawei":{"miso":-1,"mosi":-1,"clk":-1,"irq":-1,"cs":-1,"power":-1}},"display":{"rotation":2,"power_safe":true,"screensaver":true,"contrast":60,"language":0,"diagramduration":36000,"diagrammode":1},"led":[{"brightness":100},{"brightness":100}]}',
  ],
  [
    'pin mapping file',
    s.pinMappingFileSchema,
    '[{"name":"Generic NodeMCU 38 pin","links":[{"name":"Information","url":"https://example.org/board"}],"nrf24":{"miso":19,"mosi":23,"clk":18,"irq":16,"en":4,"cs":5},"victron":{"rx":22,"tx":21},"battery":{"rx":27,"tx":14},"huawei":{"miso":12,"mosi":13,"clk":26,"irq":25,"power":33,"cs":15},"eth":{"enabled":false,"phy_addr":-1,"power":-1,"mdc":-1,"mdio":-1,"type":-1,"clk_mode":-1}},{"name":"Generic NodeMCU 38 pin with SSD1306","nrf24":{"miso":19,"mosi":23,"clk":18,"irq":16,"en":4,"cs":5},"display":{"type":2,"data":21,"clk":22}}]',
  ],
  ['config list', s.configFileListSchema, '{"configs":[{"name":"config.json"},{"name":"pin_mapping.json"}]}'],
  [
    'system status',
    s.systemStatusSchema,
    '{"hostname":"OpenDTU-1A2B3C","sdkversion":"v4.4.7-dirty","cpufreq":240,"heap_total":298216,"heap_used":141520,"heap_max_block":94196,"heap_min_free":102312,"psram_total":0,"psram_used":0,"sketch_total":1966080,"sketch_used":1735456,"littlefs_total":196608,"littlefs_used":20480,"chiprevision":3,"chipmodel":"ESP32-D0WD-V3","chipcores":2,"resetreason_0":"Software reset CPU","resetreason_1":"Software reset CPU","cfgsavecount":17,"config_version":"0.1.28","git_hash":"2024.05.03","git_branch":"master","pioenv":"generic_esp32","uptime":86412,"nrf_configured":true,"nrf_connected":true,"nrf_pvariant":true,"cmt_configured":false,"cmt_connected":false}',
  ],
];

describe('documented examples', () => {
  it.each(EXAMPLES)('%s parses unchanged', (_name, schema, json) => {
    const value: unknown = JSON.parse(json);
    expect(schema.parse(value)).toEqual(value);
  });

  it.each(EXAMPLES.filter(([, , json]) => json.startsWith('{')))(
    '%s rejects an unknown key',
    (_n, schema, json) => {
      expect(schema.safeParse({ ...JSON.parse(json), unexpected: 1 }).success).toBe(false);
    },
  );

  it('rejects a device answer with three LEDs or a signed display pin', () => {
    const device = JSON.parse(EXAMPLES.find(([n]) => n === 'device')![2]);
    expect(
      s.deviceConfigSchema.safeParse({ ...device, led: [...device.led, { brightness: 1 }] }).success,
    ).toBe(false);
    device.curPin.display.data = -1;
    expect(s.deviceConfigSchema.safeParse(device).success).toBe(false);
  });
});

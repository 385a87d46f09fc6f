import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VERSION, dtuSerialFromChipId, EMULATED_CHIP_ID, factoryConfigFile } from './config-file.ts';
import { ISRG_ROOT_X1_PEM } from './isrg-root-x1.ts';

describe('factoryConfigFile', () => {
  // docs/firmware/onbattery-2024.05.03/settings.md §3.5
  it('derives the DTU serial from the chip id as the firmware does', () => {
    expect(dtuSerialFromChipId(1193046)).toBe(28147069825094);
    expect(dtuSerialFromChipId(1193046).toString(16)).toBe('199980193046');
    expect(factoryConfigFile().dtu.serial).toBe(dtuSerialFromChipId(EMULATED_CHIP_ID));
  });

  it('has the full layout: 10 slots × 6 channels, 3 HTTP phases, 2 LEDs, the sic keys', () => {
    const config = factoryConfigFile();
    expect(config.cfg.version).toBe(CONFIG_VERSION);
    expect(config.inverters).toHaveLength(10);
    expect(config.inverters.every((slot) => slot.serial === 0 && slot.channel.length === 6)).toBe(true);
    expect(config.powermeter.http_phases.map((phase) => phase.enabled)).toEqual([true, false, false]);
    expect(config.device.led).toEqual([{ brightness: 100 }, { brightness: 100 }]);
    expect(Object.keys(config.powerlimiter)).toContain('solar_passtrough_losses');
    expect(Object.keys(config)).toEqual([
      'cfg',
      'wifi',
      'mdns',
      'ntp',
      'mqtt',
      'dtu',
      'security',
      'device',
      'inverters',
      'vedirect',
      'powermeter',
      'powerlimiter',
      'battery',
      'huawei',
    ]);
  });

  it('returns independent copies', () => {
    const a = factoryConfigFile();
    a.inverters[0]?.channel.splice(0);
    expect(factoryConfigFile().inverters[0]?.channel).toHaveLength(6);
  });

  it('ships the ISRG Root X1 PEM (1939 characters) as the MQTT root CA', () => {
    expect(ISRG_ROOT_X1_PEM).toHaveLength(1939);
    expect(factoryConfigFile().mqtt.tls.root_ca_cert).toBe(ISRG_ROOT_X1_PEM);
    const system = '/etc/ssl/certs/ISRG_Root_X1.pem';
    let installed: string | undefined;
    try {
      installed = readFileSync(system, 'utf8');
    } catch {
      installed = undefined;
    }
    if (installed !== undefined) expect(ISRG_ROOT_X1_PEM).toBe(installed);
    // The published SHA-256 fingerprint of ISRG Root X1, checked whether or not the system has it.
    expect(new X509Certificate(ISRG_ROOT_X1_PEM).fingerprint256).toBe(
      '96:BC:EC:06:26:49:76:F3:74:60:77:9A:CF:28:C5:A7:CF:E8:A3:C0:AA:E1:1A:8F:FC:EE:05:C0:BD:DF:08:C6',
    );
  });
});

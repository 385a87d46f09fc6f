import { describe, expect, it } from 'vitest';
import { preflight, type Requirement, testRequirements } from './test-requirements.ts';

const byProgram = (env: Record<string, string>, ...programs: string[]) =>
  testRequirements(env).filter((r) => programs.includes(r.program));

describe('test requirements', () => {
  it("lists the build tools of better-sqlite3, Debian's Chromium, mosquitto, openssl, systemd and Prometheus with their packages", () => {
    expect(testRequirements({}).map((r) => [r.program, r.package])).toEqual([
      ['python3', 'python3'],
      ['make', 'make'],
      ['g++', 'g++'],
      ['/usr/bin/chromium', 'chromium'],
      ['/usr/sbin/mosquitto', 'mosquitto'],
      ['openssl', 'openssl'],
      ['systemd-analyze', 'systemd'],
      ['/usr/bin/prometheus', 'prometheus'],
    ]);
  });

  it('takes CHROMIUM_PATH, which no package provides', () => {
    const chromium = testRequirements({ CHROMIUM_PATH: '/opt/chrome/chrome' }).find((r) =>
      r.label.startsWith('Chromium'),
    );
    expect(chromium).toMatchObject({ program: '/opt/chrome/chrome' });
    expect(chromium?.package).toBeUndefined();
    expect(byProgram({ CHROMIUM_PATH: '' }, '/usr/bin/chromium')[0]?.package).toBe('chromium');
  });
});

describe('preflight', () => {
  it('does nothing when everything is there', () => {
    expect(preflight([], false)).toEqual({ action: 'none' });
  });

  it('as root installs exactly the missing packages', () => {
    const missing = byProgram({}, '/usr/bin/chromium', 'openssl');
    expect(preflight(missing, true)).toEqual({ action: 'install', packages: ['chromium', 'openssl'] });
    const compiler = byProgram({}, 'python3', 'make', 'g++');
    expect(preflight(compiler, true)).toEqual({ action: 'install', packages: ['python3', 'make', 'g++'] });
  });

  it('otherwise names what is missing and the one command that installs it', () => {
    const decision = preflight(byProgram({}, '/usr/sbin/mosquitto', '/usr/bin/chromium'), false);
    expect(decision.action).toBe('fail');
    const message = decision.action === 'fail' ? decision.message : '';
    expect(message).toContain('Chromium, for the browser journeys: /usr/bin/chromium');
    expect(message).toContain('mosquitto, for the MQTT tests: /usr/sbin/mosquitto');
    expect(message.split('\n')).toContain('  sudo apt-get install chromium mosquitto');
    expect(message).not.toContain('openssl');
    expect(message).not.toContain('CHROMIUM_PATH');
  });

  it('a CHROMIUM_PATH to nowhere stops even root, and says so', () => {
    const missing: Requirement[] = byProgram({ CHROMIUM_PATH: '/nowhere/chrome' }, '/nowhere/chrome');
    const decision = preflight(missing, true);
    expect(decision.action).toBe('fail');
    const message = decision.action === 'fail' ? decision.message : '';
    expect(message).toContain('/nowhere/chrome');
    expect(message).toContain('CHROMIUM_PATH names a file that does not exist');
    expect(message).not.toContain('apt-get');
  });
});

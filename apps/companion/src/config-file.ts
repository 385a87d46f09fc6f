import { readFile, stat } from 'node:fs/promises';
import { parseRules, type Rules } from '@dtu/alerts';
import type { AlertTargets } from './alert-sinks.ts';
import { type Gateway, parseDeviceFlag } from './gateway.ts';

/** Why the companion refuses to start with this config file. */
export class ConfigFileError extends Error {}

export interface CompanionConfig {
  gateways: Gateway[];
  /** `"alerts": { "mqtt": "mqtt://…", "topic": "…", "webhook": "https://…", "rules": { … } }` */
  alerts?: AlertTargets;
  /** The rules in the browser's format (`/alerts` settings); a missing rule keeps its default. */
  rules?: Rules;
}

/** The `alerts` part of the file: its targets (text each) and rules. */
function readAlerts(path: string, value: unknown): Pick<CompanionConfig, 'alerts' | 'rules'> {
  if (value === undefined) return {};
  const { rules, ...targets } = (value ?? {}) as Record<string, unknown>;
  for (const key of ['mqtt', 'topic', 'webhook'] as const)
    if (targets[key] !== undefined && typeof targets[key] !== 'string')
      throw new ConfigFileError(`${path}: alerts.${key} must be text`);
  const parsed = rules === undefined ? undefined : parseRules(rules);
  if (rules !== undefined && !parsed)
    throw new ConfigFileError(`${path}: alerts.rules are not the app's rules`);
  return { alerts: targets as AlertTargets, rules: parsed };
}

/**
 * Reads `companion.json`: `{ "gateways": [{ "name": "garage", "url": "http://192.168.1.50",
 * "password": "…" }], "alerts": { … } }`. It may hold the gateways' admin passwords, so it must be readable by
 * its owner only (mode 0600): a file that others can read or write is refused before it is read.
 */
export async function readConfigFile(path: string): Promise<CompanionConfig> {
  const info = await stat(path).catch((error: Error) => {
    throw new ConfigFileError(`cannot read the config file ${path}: ${error.message}`);
  });
  if (!info.isFile()) throw new ConfigFileError(`the config file ${path} is not a file`);
  if (info.mode & 0o077) {
    const mode = (info.mode & 0o777).toString(8).padStart(4, '0');
    throw new ConfigFileError(
      `the config file ${path} is open to other users (mode ${mode}); it holds gateway passwords, ` +
        `so it must be readable by its owner only: chmod 600 ${path}`,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ConfigFileError(`the config file ${path} is no JSON: ${(error as Error).message}`);
  }
  const list = (body as { gateways?: unknown } | null)?.gateways;
  if (!Array.isArray(list)) throw new ConfigFileError(`${path}: expected { "gateways": [ … ] }`);
  const gateways = list.map((entry: { name?: unknown; url?: unknown; password?: unknown } | null, index) => {
    const where = `${path}: gateways[${index}]`;
    if (typeof entry?.name !== 'string' || typeof entry.url !== 'string')
      throw new ConfigFileError(`${where} needs "name" and "url" (text)`);
    if (entry.password !== undefined && typeof entry.password !== 'string')
      throw new ConfigFileError(`${where}: "password" must be text`);
    const gateway = parseDeviceFlag(`${entry.name}=${entry.url}`);
    if ('problem' in gateway) throw new ConfigFileError(`${where}: ${gateway.problem}`);
    return entry.password === undefined ? gateway : { ...gateway, password: entry.password };
  });
  return { gateways, ...readAlerts(path, (body as { alerts?: unknown }).alerts) };
}

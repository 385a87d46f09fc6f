import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRules, type Rules } from '@dtu/alerts';

/** The file of a gateway's alert rules in its data dir, once they were changed from the app's `/alerts`. */
export const RULES_FILE = 'alert-rules.json';

export interface AlertRulesFile {
  get(): Rules;
  /** Writes the rules (beside, then renamed: a kill leaves the old file or the new one) and applies them. */
  set(rules: Rules): Promise<void>;
}

/**
 * One gateway's alert rules: those saved from the app's `/alerts` (`<dataDir>/alert-rules.json`)
 * when there are any, else `initial` (the config file's, or the browser's defaults). A file that
 * cannot be read as rules is left as it is and reported; the initial rules apply then.
 */
export async function openAlertRules(
  dataDir: string,
  initial: Rules,
  report: (line: string) => void,
): Promise<AlertRulesFile> {
  const path = join(dataDir, RULES_FILE);
  let rules = initial;
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text !== undefined) {
    let parsed: Rules | undefined;
    try {
      parsed = parseRules(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (parsed) rules = parsed;
    else report(`alerts: ${path} holds no rules; the configured ones apply`);
  }
  let writing = Promise.resolve();
  return {
    get: () => rules,
    set(next) {
      const temp = `${path}.${process.pid}.tmp`;
      // In memory only once on disk: a rule the page was told is saved survives a restart.
      writing = writing
        .catch(() => undefined)
        .then(() => writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 }))
        .then(() => rename(temp, path))
        .then(() => {
          rules = next;
        });
      return writing;
    },
  };
}

// First step of `npm test`: drops the last run's test counts (`print-test-counts.ts` must not
// count a report of an earlier run), then checks the system programs the tests run (`test-requirements.ts`);
// as root it installs the missing ones with apt-get, otherwise it names them and the command.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { preflight, testRequirements } from './test-requirements.ts';

rmSync('.test-counts', { recursive: true, force: true });

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const found = (program: string) =>
  program.includes('/')
    ? runnable(program)
    : (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && runnable(join(dir, program)));

const missing = () => testRequirements(process.env).filter((r) => !found(r.program));

let decision = preflight(missing(), process.getuid?.() === 0);
if (decision.action === 'install') {
  console.log(`Installing system packages for the tests: ${decision.packages.join(' ')}`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...decision.packages], { stdio: 'inherit', env });
  } catch (error) {
    console.error(`apt-get failed: ${(error as Error).message}`);
  }
  decision = preflight(missing(), false);
}
if (decision.action === 'fail') {
  console.error(decision.message);
  process.exit(1);
}

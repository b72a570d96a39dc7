import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * What `npm test` needs beyond the npm packages (issue 24 item 20): Chromium for the end-to-end
 * tests (playwright-core drives Debian's /usr/bin/chromium, or CHROMIUM_PATH; it never downloads a
 * browser) and poppler's pdftoppm, which the benchmarks and the PDF tests compare against. Run
 * first by `npm test` (and by .ci/run through it): as root on a Debian-like system it installs what
 * is missing from the distribution's packages; anywhere else it says in one line what to run.
 */

const onPath = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const missing: string[] = [];
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
if (!onPath('pdftoppm')) missing.push('poppler-utils');

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log(`Installing ${missing.join(' and ')} from the distribution's packages (the tests need them)`);
    const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
    if (!run(['update', '-qq']) || !run(['install', '-y', '-qq', ...missing])) {
      console.error(`apt-get could not install ${missing.join(' and ')}; install them, then run npm test again.`);
      process.exit(1);
    }
  } else {
    console.error(`The tests need ${missing.join(' and ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` (or your system's packages of them; CHROMIUM_PATH names another Chromium), then npm test again.`);
    process.exit(1);
  }
}

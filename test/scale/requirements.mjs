// Before `npm run test:scale`: the real parts it runs must be on this machine, or one line says what to install.
import { spawnSync } from 'node:child_process';

const needed = [
  ['haproxy', ['-v']],
  ['prometheus', ['--version']],
  ['promtool', ['--version']],
];
const missing = needed.filter(([command, args]) => spawnSync(command, args, { stdio: 'ignore' }).status !== 0).map(([command]) => command);
if (missing.length > 0) {
  process.stderr.write(
    `test:scale needs ${missing.join(', ')} on PATH: install Debian's packages with \`apt-get install -y haproxy prometheus\` (prometheus brings promtool)\n`,
  );
  process.exit(1);
}

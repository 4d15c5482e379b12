// The real parts `npm run test:scale` runs. Run as a script (before the tests), it checks they are on
// this machine, or says in one line what to install. Debian puts haproxy in /usr/sbin, which a
// non-login shell's PATH may lack: that folder is looked in too.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The executable `name` on PATH or in /usr/sbin, or undefined. */
export function findCommand(name) {
  const folders = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders) {
    try {
      accessSync(join(folder, name), constants.X_OK);
      return join(folder, name);
    } catch {}
  }
  return undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = ['haproxy', 'prometheus', 'promtool'].filter((name) => findCommand(name) === undefined);
  if (missing.length > 0) {
    process.stderr.write(
      `test:scale needs ${missing.join(', ')}: install Debian's packages with \`apt-get install -y haproxy prometheus\` (prometheus brings promtool)\n`,
    );
    process.exit(1);
  }
}

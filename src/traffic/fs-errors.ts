// File system errors as the short phrases a user reads.
const PHRASES: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'is a directory',
  ELOOP: 'too many symbolic links',
  EMFILE: 'too many open files',
};

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const phrase = code === undefined ? undefined : PHRASES[code];
  if (phrase !== undefined) return `cannot be read: ${phrase} (${code})`;
  return `cannot be read: ${code ?? (error instanceof Error ? error.message : String(error))}`;
}

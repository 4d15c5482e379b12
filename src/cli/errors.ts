/** A failure the user can fix: the CLI prints its message on one line and exits with `exitCode`. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

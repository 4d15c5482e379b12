// How standard input is asked for and named, by every command that reads a file or '-'.

/** The name that reads standard input. */
export const STDIN = '-';
/** How standard input is named in reports and messages. */
export const STDIN_NAME = '<stdin>';

/** How an input is named in a report. */
export const inputName = (file: string): string => (file === STDIN ? STDIN_NAME : file);

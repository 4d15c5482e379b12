// The mock's control token, from --control-token or NOTIFICATION_API_MOCK_CONTROL_TOKEN (which ps does
// not show): checked without ever being quoted back, and where it came from kept, so that the start-up
// line showing a control request names what the user's shell has.
import { UsageError } from './errors.js';

export const CONTROL_TOKEN_VARIABLE = 'NOTIFICATION_API_MOCK_CONTROL_TOKEN';

export interface ControlTokenOption {
  controlToken: string | undefined;
  /** Where the token came from: the printed line reads it from the variable only when it was set there. */
  controlTokenFrom: 'flag' | 'env' | undefined;
  /** --control-token was given while the variable holds another value: the flag wins, and the lines say so. */
  envTokenIgnored: boolean;
}

export function parseControlToken(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): ControlTokenOption {
  const fromEnv = env[CONTROL_TOKEN_VARIABLE] || undefined;
  const controlToken = flag ?? fromEnv;
  const controlTokenFrom = flag !== undefined ? 'flag' : fromEnv !== undefined ? 'env' : undefined;
  if (controlToken !== undefined && !/^[\x21-\x7e]{8,512}$/.test(controlToken))
    throw new UsageError(
      `${controlTokenFrom === 'env' ? CONTROL_TOKEN_VARIABLE : '--control-token'} must be 8 to 512 visible ASCII characters (no spaces); the value given is not shown`,
    );
  return { controlToken, controlTokenFrom, envTokenIgnored: controlTokenFrom === 'flag' && fromEnv !== undefined && fromEnv !== controlToken };
}

/** The curl option of a printed control request: the variable's value when the token came from it, a placeholder for the flag's. */
export function controlAuthOption(from: ControlTokenOption['controlTokenFrom']): string {
  if (from === undefined) return '';
  return from === 'env' ? ` -H "Authorization: Bearer $${CONTROL_TOKEN_VARIABLE}"` : ` -H 'Authorization: Bearer <control token>'`;
}

/** The start-up notes about the token. */
export function controlTokenNotes(option: ControlTokenOption): string[] {
  if (option.controlToken === undefined) return [];
  return ['control token required', ...(option.envTokenIgnored ? [`the control token is --control-token, not ${CONTROL_TOKEN_VARIABLE}`] : [])];
}

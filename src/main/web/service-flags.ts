// Browser mode's --service-url / --service-key check, apart from serve.ts (which starts on import)
// so test/unit/service-flags.test.ts can table-test it. No zod here: serve.ts checks its flags before
// the address is printed, and the contract's schemas load only after (bench: startup).
import { serviceUrlProblem } from '../../shared/service-url';

/**
 * Pure: checks --service-url / --service-key. The address follows a profile's rule (https, or plain
 * http only on this machine) so the key never travels in the clear; a key given on the command line
 * works but is warned about (other users see the process list). Throws in words.
 */
export function checkServiceFlags(serviceUrl: string | undefined, flagKey: string | undefined, envKey: string | undefined): { serviceKey: string | undefined; warning: string | null } {
  if (serviceUrl !== undefined) {
    const problem = serviceUrlProblem(serviceUrl);
    if (problem) throw new Error(`--service-url: ${problem}`);
  }
  const serviceKey = flagKey ?? envKey;
  if (serviceUrl && !serviceKey) throw new Error('--service-url needs --service-key (or QUIRE_API_KEY).');
  const warning = flagKey !== undefined ? '--service-key is visible to other users in the process list; set QUIRE_API_KEY instead.' : null;
  return { serviceKey, warning };
}

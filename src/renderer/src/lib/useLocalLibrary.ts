// Whether the active profile is the local library (the embedded service: no web, no account).
import { useOp } from './context';
import { PROFILE_TABLES } from './tables';

export function useIsLocalLibrary(): boolean {
  const info = useOp('app.info', {}, PROFILE_TABLES);
  return info.data?.embedded ?? false;
}

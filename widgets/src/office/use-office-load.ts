/**
 * A screen's one read: `data` once it arrived, `failed` when it did not (the screen shows its retry), `reload` for
 * the retry and after a change, `setData` for a change whose answer is the new data. `deps` name what the read
 * depends on (the client or the screen's calls): a new one reads again.
 */
import type { CallResult } from '@betframe/sdk/request';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useOfficeLoad<T>(load: () => Promise<CallResult<T>>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(async () => {
    setFailed(false);
    const result = await latest.current();
    if (result.ok) setData(result.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void reload();
  }, deps);
  return { data, setData, failed, reload };
}

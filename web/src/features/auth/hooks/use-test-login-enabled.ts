import { useEffect, useState } from 'react';
import { fetchClientConfig } from '../../../lib/client-config.ts';

/** Whether to offer the quick test login: only when the server says so (development with ENABLE_TEST_LOGIN). */
export function useTestLoginEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let active = true;
    fetchClientConfig()
      .then((config) => active && setEnabled(config.testLoginEnabled))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return enabled;
}

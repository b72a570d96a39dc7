import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';

/** GET /config: what the server allows this client (no secrets). */
interface ClientConfig {
  testLoginEnabled: boolean;
  paymentProvider: 'development' | 'stripe';
}

export const getClientConfig = (): Promise<ClientConfig> => api<ClientConfig>('GET', '/config');

/** Whether to offer the quick test login: only when the server says so (development with ENABLE_TEST_LOGIN). */
export function useTestLoginEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let active = true;
    getClientConfig()
      .then((config) => active && setEnabled(config.testLoginEnabled))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return enabled;
}

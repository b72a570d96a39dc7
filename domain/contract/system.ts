/** What the API's system routes answer (the `data` of each body): nothing secret, nothing personal. */

export type PaymentProvider = 'development' | 'stripe';

/** GET /config: what the server allows this client, and the day it files for. */
export interface ClientConfig {
  /** Development with ENABLE_TEST_LOGIN only. */
  readonly testLoginEnabled: boolean;
  readonly paymentProvider: PaymentProvider;
  /** The filing date ('YYYY-MM-DD') the server reads dated facts for: editions, fees, tax years. */
  readonly filingDate: string;
}

/** GET /system-status: the maintenance banner. */
export interface SystemStatus {
  readonly isWarningMode: boolean;
  readonly message: string | null;
  readonly maintenanceStart: string | null;
  readonly maintenanceEnd: string | null;
}

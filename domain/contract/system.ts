import type { SupportContacts } from './support.ts';

/** What the API's system routes answer (the `data` of each body): nothing secret, nothing personal. */

export type PaymentProvider = 'development' | 'stripe';

/** GET /config: what the server allows this client, and the day it files for. */
export interface ClientConfig {
  /** Development with ENABLE_TEST_LOGIN only. */
  readonly testLoginEnabled: boolean;
  readonly paymentProvider: PaymentProvider;
  /** The filing date ('YYYY-MM-DD') the server reads dated facts for: editions, fees, tax years. */
  readonly filingDate: string;
  /**
   * Every form a package can hold, on the filing date, from the same plan the payment follows
   * (domain/uscis/filing.ts): what the public pages say can be bought and filed today and what waits.
   */
  readonly formsToday: readonly FormToday[];
  /** How couples reach support: the server's configuration, the pages' one source. */
  readonly support: SupportContacts;
}

export interface FormToday {
  /** As printed: 'I-485'. */
  readonly name: string;
  readonly fileable: boolean;
  /** Why it cannot be filed today, in the plain sentence a couple reads; null when it can. */
  readonly message: string | null;
}

/** GET /system-status: the maintenance banner. */
export interface SystemStatus {
  readonly isWarningMode: boolean;
  readonly message: string | null;
  readonly maintenanceStart: string | null;
  readonly maintenanceEnd: string | null;
}

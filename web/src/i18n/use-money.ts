import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Dollars as the page's language writes them ("$299", "$1,234.50"): whole amounts without cents. */
export function useMoney(): (dollars: number) => string {
  const intl = useIntl();
  return useCallback(
    (dollars: number) =>
      intl.formatNumber(dollars, { style: 'currency', currency: 'USD', maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2, minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2 }),
    [intl],
  );
}

import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { said } from '../../i18n/said.ts';
import { authState, setUser } from '../../stores/auth.ts';
import { fetchCurrentUser, trackPurchase } from './api.ts';

const CONFIRM_TRIES = 10;
const CONFIRM_EVERY_MS = 1_000;
const CELEBRATED_KEY = 'greencard-checkout-celebrated';

/**
 * Whether the person has paid. Back from Stripe (?session_id=…) the payment is confirmed by
 * Stripe's webhook, a moment later: the profile is fetched again every second for a few seconds.
 * The success toast and the purchase event come once per checkout session, not on every reload.
 */
export function usePaidUser(): 'paid' | 'confirming' | 'unpaid' | 'unconfirmed' {
  const { user } = useSnapshot(authState);
  const [checkoutSession] = useState(() => new URLSearchParams(window.location.search).get('session_id'));
  const [gaveUp, setGaveUp] = useState(false);
  const paid = user?.hasPaid === true;

  useEffect(() => {
    if (paid || !checkoutSession) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (tries: number) => {
      const current = await fetchCurrentUser().catch(() => null);
      if (cancelled) return;
      if (current?.hasPaid) {
        setUser(current);
        return;
      }
      if (tries + 1 >= CONFIRM_TRIES) setGaveUp(true);
      else timer = setTimeout(() => void check(tries + 1), CONFIRM_EVERY_MS);
    };
    void check(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [paid, checkoutSession]);

  useEffect(() => {
    if (!paid || !checkoutSession || sessionStorage.getItem(CELEBRATED_KEY) === checkoutSession) return;
    sessionStorage.setItem(CELEBRATED_KEY, checkoutSession);
    toast.success(said('screens.payment.success'));
    trackPurchase();
  }, [paid, checkoutSession]);

  if (paid) return 'paid';
  if (!checkoutSession) return 'unpaid';
  return gaveUp ? 'unconfirmed' : 'confirming';
}

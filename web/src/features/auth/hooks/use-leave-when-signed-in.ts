import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { authState } from '../../../stores/auth.ts';

/**
 * Moves a signed-in person on from a sign-in or sign-up screen, once: right after they sign in,
 * or at once when they open the screen with a session. `destination` is asked only then.
 */
export function useLeaveWhenSignedIn(destination: () => string): void {
  const { isAuthenticated } = useSnapshot(authState);
  const [, navigate] = useLocation();
  const left = useRef(false);
  const destinationRef = useRef(destination);
  destinationRef.current = destination;

  useEffect(() => {
    if (!isAuthenticated || left.current) return;
    left.current = true;
    navigate(destinationRef.current(), { replace: true });
  }, [isAuthenticated, navigate]);
}

import { useEffect, useState } from 'react';
import { said } from '../../../i18n/said.ts';
import { messageOf } from '../../../lib/api-client.ts';
import type { Application } from '@domain/contract/applications.ts';
import { getOnboardingApplication } from '../api/onboarding-application.ts';

export type LoadedOnboarding =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; application: Application | null };

/** The ONBOARDING application of the signed-in person, or null before the first answer created it. */
export function useOnboardingRecord(): LoadedOnboarding {
  const [loaded, setLoaded] = useState<LoadedOnboarding>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getOnboardingApplication()
      .then((application) => active && setLoaded({ status: 'ready', application }))
      .catch((error: unknown) => active && setLoaded({ status: 'failed', message: messageOf(error, said('pages.client.answersNotLoaded')) }));
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}

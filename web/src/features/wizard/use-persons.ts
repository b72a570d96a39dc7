import { personFacts, type PersonFacts } from '@domain/catalogue/filled-by.ts';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { listApplications } from '../../lib/applications-api.ts';
import { formsState, setForms } from '../../stores/forms.ts';

/**
 * Who fills in the wizards and the couple's first names, from the onboarding answers
 * (domain/catalogue/filled-by.ts), so each question speaks to the person or names their spouse.
 * A wizard opened straight from its address loads the list of applications to find them.
 */
export function usePersons(): PersonFacts | undefined {
  const { forms } = useSnapshot(formsState);
  const onboarding = forms.find((application) => application.formType === 'ONBOARDING');
  useEffect(() => {
    if (onboarding) return;
    let cancelled = false;
    listApplications()
      .then((list) => {
        if (!cancelled && list.some((application) => application.formType === 'ONBOARDING')) setForms(list);
      })
      .catch(() => {
        // Without them every question speaks to "you", as before; nothing to tell the person.
      });
    return () => {
      cancelled = true;
    };
  }, [onboarding]);
  const data = onboarding?.data;
  return useMemo(() => personFacts(data), [data]);
}

import type { Answers } from '@domain/answers.ts';
import type { FormType } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormDraft } from './form-draft.ts';
import { FormSaver, type SaveStatus, type SaverEvents } from './form-saver.ts';

interface FormSaverSetup {
  formType: FormType;
  /** Null for a form that does not exist yet. */
  application: Application | null;
  initialAnswers: () => Answers;
  initialStep: number;
  events: SaverEvents;
}

/**
 * The draft and its saver for one wizard, created once, with the page's ways of going away wired
 * in: leaving the wizard inside the app saves what is pending, hiding the tab saves, closing or
 * reloading the page sends a keepalive save, and the browser asks before leaving only when the
 * last save failed.
 */
export function useFormSaver({ formType, application, initialAnswers, initialStep, events }: FormSaverSetup): {
  draft: FormDraft;
  saver: FormSaver;
  answers: Answers;
  status: SaveStatus;
} {
  const [draft] = useState(() => new FormDraft(initialAnswers()));
  const [saver] = useState(() => new FormSaver(formType, application, draft, initialStep, events));

  useEffect(() => {
    saver.events = events;
  }, [saver, events]);

  useEffect(() => {
    const onPageHide = () => saver.saveWhileLeaving();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.getStatus() === 'error' && saver.hasUnsavedChanges()) event.preventDefault();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden' && saver.hasUnsavedChanges()) void saver.flush();
    };
    const onOnline = () => {
      if (saver.hasUnsavedChanges()) void saver.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', onOnline);
      // Leaving the wizard inside the app: the pending answers still go out, once; no retry loop
      // keeps running behind the next page.
      if (saver.hasUnsavedChanges()) {
        void saver.flush().then((saved) => {
          if (!saved) saver.dispose();
        });
      }
    };
  }, [saver]);

  const answers = useSyncExternalStore(draft.subscribe, draft.get);
  const status = useSyncExternalStore(saver.subscribeStatus, saver.getStatus);
  return { draft, saver, answers, status };
}

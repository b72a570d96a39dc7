import type { Answers } from '@domain/answers.ts';
import { overLongAnswers } from '@domain/catalogue/answer-lengths.ts';
import type { FormType } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import { API_ROUTES, endpoint } from '@domain/contract/routes.ts';
import { AUTOSAVE_PAUSE_MS } from '../../config/constants.ts';
import { translate } from '@domain/i18n/messages.ts';
import { ApiError, messageOf } from '../api-client.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { applyPatch, diffAnswers, rebase } from './answers-patch.ts';
import { createForm, sendWhileLeaving, updateFormOnServer, type FormChange } from './forms-api.ts';
import type { FormDraft } from './form-draft.ts';

/**
 * The answers of a change the server will take: one longer than its question allows stays on
 * screen with its message and is sent once it is shortened (the server would refuse the change).
 */
function withoutOverLong<V>(formType: FormType, answers: Readonly<Record<string, V>>): Record<string, V> {
  const keys = new Set(overLongAnswers(formType, answers).map((answer) => answer.key));
  return Object.fromEntries(Object.entries(answers).filter(([key]) => !keys.has(key)));
}

/** What the 'Saving...' indicator shows. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** How long a failed save waits before it tries again by itself. */
const RETRY_MS = 5_000;

export interface SaverEvents {
  /** The server holds the answers; `created` when this save created the application. */
  onSaved(application: Application, created: boolean): void;
  onError(message: string): void;
}

/**
 * The autosave protocol of one wizard:
 * - `confirmed` is what the server last answered, `sent` that plus what is on its way; a save sends
 *   only diff(sent, answers on screen), so two tabs editing different answers never overwrite
 *   each other, and nothing typed while a save travels is lost;
 * - saves run one after another; a save asked for while one travels runs after it with what is
 *   then new;
 * - after each answer the server's answers replace the ones on screen except where the person
 *   changed something since it was sent (see rebase);
 * - a failure puts the unsent keys back into the next diff and retries on its own.
 */
export class FormSaver {
  private id: string | null;
  private confirmed: Answers | null;
  private sent: Answers;
  private confirmedProgress: number;
  private applicationStatus: string;
  private step: number;
  private personEdited = false;
  private queue: Promise<boolean> = Promise.resolve(true);
  private pauseTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private status: SaveStatus = 'idle';
  private readonly listeners = new Set<() => void>();
  events: SaverEvents;

  private readonly formType: FormType;
  private readonly draft: FormDraft;

  constructor(formType: FormType, application: Application | null, draft: FormDraft, step: number, events: SaverEvents) {
    this.formType = formType;
    this.draft = draft;
    this.id = application?.id ?? null;
    this.confirmed = application ? application.data : null;
    this.sent = application ? application.data : {};
    this.confirmedProgress = application?.progress ?? 0;
    this.applicationStatus = application?.status ?? 'draft';
    this.step = step;
    this.events = events;
  }

  readonly getStatus = (): SaveStatus => this.status;

  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get applicationId(): string | null {
    return this.id;
  }

  /** Whether something on screen is not yet confirmed by the server. */
  hasUnsavedChanges(): boolean {
    if (this.id === null) return this.personEdited;
    return Object.keys(diffAnswers(this.confirmed ?? {}, this.draft.get())).length > 0 || this.step !== this.confirmedProgress;
  }

  /** The person changed an answer: save after a pause in typing. */
  answerChanged(): void {
    this.personEdited = true;
    this.setStatus('saving');
    clearTimeout(this.pauseTimer);
    this.pauseTimer = setTimeout(() => void this.flush(), AUTOSAVE_PAUSE_MS);
  }

  /** The person moved to another step: the step is saved as the progress, at once. */
  stepChanged(step: number): Promise<boolean> {
    this.step = step;
    return this.flush();
  }

  /**
   * Saves everything now, after any save already travelling; true when the server holds it all.
   * `explicit` is a save the person asked for (Save and Quit, Finish): it creates a blank new form too.
   */
  flush(explicit?: { status?: FormChange['status'] }): Promise<boolean> {
    clearTimeout(this.pauseTimer);
    clearTimeout(this.retryTimer);
    if (explicit) this.personEdited = true;
    this.queue = this.queue.then(() => this.saveOnce(explicit?.status));
    return this.queue;
  }

  /**
   * The page is going away (closed, reloaded, another site): send what the server has not confirmed
   * with a request that outlives the page. Sending again what a travelling save carries is harmless:
   * the server ignores answers equal to the stored ones.
   */
  saveWhileLeaving(): void {
    clearTimeout(this.pauseTimer);
    const answers = this.draft.get();
    if (this.id === null) {
      if (this.personEdited) sendWhileLeaving({ ...API_ROUTES.createForm, body: { formType: this.formType, data: answers } });
      return;
    }
    const patch = diffAnswers(this.confirmed ?? {}, answers);
    const body: FormChange = { ...(Object.keys(patch).length > 0 ? { data: patch } : {}), ...(this.step !== this.confirmedProgress ? { progress: this.step } : {}) };
    if (Object.keys(body).length > 0) sendWhileLeaving({ ...endpoint(API_ROUTES.saveForm, { id: this.id }), body });
  }

  dispose(): void {
    clearTimeout(this.pauseTimer);
    clearTimeout(this.retryTimer);
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  private failed(error: unknown): false {
    this.setStatus('error');
    this.events.onError(messageOf(error, translate(requestLanguage(), 'pages.client.saveFailed')));
    // A refusal (4xx) would be refused again; a lost connection or a server failure may pass later.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (!refused) this.retryTimer = setTimeout(() => void this.flush(), RETRY_MS);
    return false;
  }

  private async saveOnce(status: FormChange['status']): Promise<boolean> {
    if (this.id === null) return this.create();
    if (!this.confirmed) {
      // Only a saver built without the loaded application gets here; retrying cannot help it.
      this.setStatus('error');
      this.events.onError(translate(requestLanguage(), 'pages.client.saverLost'));
      return false;
    }
    const patch = withoutOverLong(this.formType, diffAnswers(this.sent, this.draft.get()));
    // Only the person's own statuses move; a submitted or archived application keeps its status.
    const statusChange =
      status && ['draft', 'completed'].includes(this.applicationStatus) && status.toLowerCase() !== this.applicationStatus ? status : undefined;
    const change: FormChange = {
      ...(Object.keys(patch).length > 0 ? { data: patch } : {}),
      ...(this.step !== this.confirmedProgress ? { progress: this.step } : {}),
      ...(statusChange ? { status: statusChange } : {}),
    };
    if (Object.keys(change).length === 0) {
      if (this.status === 'saving') this.setStatus('saved');
      return true;
    }
    this.setStatus('saving');
    this.sent = applyPatch(this.sent, patch);
    try {
      const application = await updateFormOnServer(this.id, change);
      this.accept(application);
      this.events.onSaved(application, false);
      return true;
    } catch (error) {
      this.sent = this.confirmed;
      return this.failed(error);
    }
  }

  private async create(): Promise<boolean> {
    // Opening a blank form is not yet a reason to create one; the first answer or step is.
    if (!this.personEdited && this.step === 0) return true;
    this.setStatus('saving');
    const answers = withoutOverLong(this.formType, this.draft.get());
    this.sent = answers;
    try {
      const application = await createForm(this.formType, answers);
      this.id = application.id;
      this.accept(application);
      this.events.onSaved(application, true);
      // The step is not part of a creation; it follows in an update.
      if (this.step !== this.confirmedProgress) return this.saveOnce(undefined);
      return true;
    } catch (error) {
      this.sent = {};
      return this.failed(error);
    }
  }

  private accept(application: Application): void {
    this.confirmed = application.data;
    this.confirmedProgress = application.progress;
    this.applicationStatus = application.status;
    const sent = this.sent;
    this.sent = application.data;
    this.draft.update((current) => {
      const rebased = rebase(current, sent, application.data);
      return Object.keys(diffAnswers(current, rebased)).length > 0 ? rebased : current;
    });
    this.setStatus(this.hasUnsavedChanges() ? 'saving' : 'saved');
  }
}

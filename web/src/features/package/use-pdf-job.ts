import type { FilingStage } from '@domain/rules/filing-path.ts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { PDF_POLL_MS } from '../../config/constants.ts';
import { said } from '../../i18n/said.ts';
import { ApiError } from '../../lib/api-client.ts';
import { setPdfJobId } from '../../stores/forms.ts';
import { fetchPdfJob, previewPages, startPdfJob, zoomPages } from './api.ts';

/** The preview page's states (spec section 4); IDLE is the client's state before the job starts. */
export type PreviewState =
  | { status: 'IDLE' }
  /** `zoomPages`: the same pages drawn sharp enough to zoom on a phone, page for page. */
  | { status: 'PROCESSING'; jobId: string; progress: number; pages: string[]; zoomPages: string[] }
  /** `current`: false when an answer changed after the check this package was built from. */
  | { status: 'COMPLETED'; jobId: string; pages: string[]; zoomPages: string[]; current: boolean }
  | { status: 'FAILED'; message: string; detail: string | null; checkFailed: boolean };

/** A status call may fail once or twice on a shaky connection before the job counts as lost. */
const POLL_FAILURES_ALLOWED = 2;

/**
 * Starts a PDF job of `stage` once `ready` (the stage is known; undefined: the current one, as the
 * server decides) and on retry, and polls its status every 2 s while it is PROCESSING. The start
 * request is kept per attempt and stage, so React's development double mount starts one job only.
 */
export function usePdfJob(ready: boolean, stage: FilingStage | undefined): { state: PreviewState; retry(): void } {
  const [state, setState] = useState<PreviewState>({ status: 'IDLE' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef<{ key: string; job: Promise<{ jobId: string }> } | null>(null);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const key = `${attempt}:${stage ?? ''}`;
    if (started.current?.key !== key) {
      started.current = { key, job: startPdfJob(stage ? { stage } : {}) };
      setState({ status: 'IDLE' });
    }
    const { job } = started.current;

    // Each status answer signs its image links anew; pages already shown keep their first link (valid
    // for an hour) so they are not downloaded again every 2 s.
    let shown: string[] = [];
    const keepShown = (latest: string[]) => (shown = [...shown, ...latest.slice(shown.length)]);
    let zoomShown: string[] = [];
    const keepZoomShown = (latest: string[]) => (zoomShown = [...zoomShown, ...latest.slice(zoomShown.length)]);

    const poll = async (jobId: string, failures: number): Promise<void> => {
      let report;
      try {
        report = await fetchPdfJob(jobId);
      } catch (error) {
        if (cancelled) return;
        if (failures < POLL_FAILURES_ALLOWED && !(error instanceof ApiError && error.status >= 400 && error.status < 500)) {
          timer = setTimeout(() => void poll(jobId, failures + 1), PDF_POLL_MS);
          return;
        }
        setState({ status: 'FAILED', message: said('screens.preview.connectionLost'), detail: null, checkFailed: false });
        return;
      }
      if (cancelled) return;
      const pages = keepShown(previewPages(report));
      const zoomed = keepZoomShown(zoomPages(report));
      if (report.status === 'PROCESSING') {
        setState({ status: 'PROCESSING', jobId, progress: Math.min(Math.max(Math.round(report.progress), 0), 100), pages, zoomPages: zoomed });
        timer = setTimeout(() => void poll(jobId, 0), PDF_POLL_MS);
      } else if (report.status === 'COMPLETED') {
        setPdfJobId(report.stage, jobId);
        setState({ status: 'COMPLETED', jobId, pages, zoomPages: zoomed, current: report.current });
      } else {
        setState({ status: 'FAILED', message: report.error || said('screens.preview.unknownError'), detail: null, checkFailed: false });
      }
    };

    job.then(
      ({ jobId }) => {
        if (cancelled) return;
        // The job id is stored once the job completed: a failed job must not replace a good one.
        setState({ status: 'PROCESSING', jobId, progress: 0, pages: [], zoomPages: [] });
        void poll(jobId, 0);
      },
      (error: unknown) => {
        if (cancelled) return;
        toast.error(said('screens.preview.startFailed'));
        // A 4xx says what to change; a 503 that the official forms are not installed: both in plain words.
        const refused = error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503);
        setState({
          status: 'FAILED',
          message: said('screens.preview.couldNotStart'),
          detail: refused && error.message !== said('screens.preview.startFailed') ? error.message : null,
          checkFailed: error instanceof ApiError && error.status === 422,
        });
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [attempt, ready, stage]);

  const retry = () => {
    setState({ status: 'IDLE' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../deps.ts';
import { formsStatus } from '../filing/forms-status.ts';
import { PDF_QUEUE } from '../jobs/boss.ts';

/** How a run of a PDF job ended, as the worker saw it. */
export type PdfJobOutcome = 'completed' | 'failed' | 'retried' | 'skipped';

/** The process's Prometheus metrics (GET /metrics), one registry per process. */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'greencard_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly pdfJobDuration = new Histogram({
    name: 'greencard_pdf_job_duration_seconds',
    help: 'Time one run of a PDF job took in this worker, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300],
    registers: [this.registry],
  });

  readonly pdfJobs = new Counter({
    name: 'greencard_pdf_jobs_total',
    help: 'Runs of PDF jobs in this worker, by outcome (completed, failed, retried, skipped).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly eventsAppended = new Counter({
    name: 'greencard_events_appended_total',
    help: 'Events appended to the event store by this process, by event type.',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  readonly securityEvents = new Counter({
    name: 'greencard_security_events_total',
    help: 'Sign-in attempts and refused authorizations seen by this process, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(deps: AppDeps) {
    collectDefaultMetrics({ register: this.registry });
    deps.store.onAppended((events) => {
      for (const event of events) this.eventsAppended.inc({ type: event.type });
    });
    // Only a process that runs the queue has it in its database for certain.
    if (deps.boss) this.#gaugeQueue(deps);
    this.#gaugeFiling(deps);
  }

  /** Whether each form of the package is fileable on today's filing date, and how many couples wait for one. */
  #gaugeFiling(deps: AppDeps): void {
    new Gauge({
      name: 'greencard_form_fileable',
      help: "1 when the form can be filed on today's filing date (a mapped edition USCIS accepts, its template installed); 0 when packages with it are held.",
      labelNames: ['form'] as const,
      registers: [this.registry],
      async collect() {
        for (const status of await formsStatus(deps.config.uscisFormsDir, deps.filingDate())) {
          if (status.inPackage) this.set({ form: status.form }, status.filing.status === 'fileable' ? 1 : 0);
        }
      },
    });
    new Gauge({
      name: 'greencard_held_packages',
      help: 'Couples told their package is held, waiting for a form USCIS accepts (the held_packages read model).',
      registers: [this.registry],
      async collect() {
        try {
          const row = await deps.db.selectFrom('held_packages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
          this.set(Number(row?.n ?? 0));
        } catch (error) {
          this.reset();
          process.emitWarning(`The held packages could not be counted: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    });
  }

  recordPdfJob(outcome: PdfJobOutcome, seconds: number): void {
    this.pdfJobDuration.observe({ outcome }, seconds);
    this.pdfJobs.inc({ outcome });
  }

  #gaugeQueue(deps: AppDeps): void {
    new Gauge({
      name: 'greencard_pdf_queue_jobs',
      help: 'PDF jobs in the queue at scrape time: queued (waiting, including retries) and active (being worked).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        try {
          // Counted from the queue's table, not pg-boss's queue statistics: those are a cache its
          // monitor refreshes once a minute, and a depth gauge must say what waits now.
          const { rows } = await sql<{ state: string; jobs: string }>`
            SELECT state::text AS state, count(*) AS jobs FROM pgboss.job
            WHERE name = ${PDF_QUEUE} AND state IN ('created', 'retry', 'active')
            GROUP BY state
          `.execute(deps.db);
          const count = (states: string[]) => rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + Number(row.jobs), 0);
          this.set({ state: 'queued' }, count(['created', 'retry']));
          this.set({ state: 'active' }, count(['active']));
        } catch (error) {
          // No figure rather than a wrong one, and the rest of the scrape still answers.
          this.reset();
          process.emitWarning(`The PDF queue depth could not be read: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    });
  }
}

const byDeps = new WeakMap<AppDeps, Metrics>();

/**
 * The metrics of the process these dependencies serve. The API and a worker in one process share
 * them, so its /metrics shows both the requests and the jobs.
 */
export function metricsOf(deps: AppDeps): Metrics {
  let metrics = byDeps.get(deps);
  if (!metrics) {
    metrics = new Metrics(deps);
    byDeps.set(deps, metrics);
  }
  return metrics;
}

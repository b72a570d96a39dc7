/**
 * The PDF package: per fixture, the time to fill, flatten and assemble it; then the job as the
 * worker runs it (package built on its thread, the first previews rendered with it) with the time
 * to the first preview page and to ready; then our previews of every page of the finished package
 * against poppler's pdftoppm on the same PDF at the same resolution. Then an API route's p99 while
 * packages are prepared in the same process, against its p99 idle. The goals are issue 25's, as
 * ratios measured in the same run (median fixture; worst).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRenderer } from '../api/pdf/generate.ts';
import { buildPackage } from '../api/pdf/package.ts';
import { DEFAULT_PREVIEW_DPI, renderPreviews } from '../api/pdf/previews.ts';
import { RenderThreads } from '../api/pdf/render-threads.ts';
import { BUNDLED_FORMS, syncTemplates } from '../api/pdf/sync.ts';
import { fixtureFiles, loadFixture, type Fixture } from '../fixtures/load.ts';
import { goal, loadAverage } from './goals.ts';
import { startBenchServer } from './server.ts';

const run = promisify(execFile);
const seconds = (from: number, to = performance.now()): number => (to - from) / 1000;
/** People polling the API while packages are prepared, and for how long each load runs. */
const POLLERS = 10;
const LOAD_SECONDS = 8;

interface Row {
  fixture: string;
  pages: number;
  build: number;
  firstPreview: number;
  /** Time to ready: the package and its first previews. */
  job: number;
  /** CPU seconds of every thread of the process during the job. */
  jobCpu: number;
  ours: number;
  poppler: number | null;
}

type Renderer = ReturnType<typeof packageRenderer>;

const cpuSeconds = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

async function pdftoppm(pdf: string, dpi: number, out: string): Promise<number | null> {
  const started = performance.now();
  try {
    await run('pdftoppm', ['-r', String(dpi), '-png', pdf, path.join(out, 'page')]);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  return seconds(started);
}

/** One job as the worker runs it. */
function job(renderer: Renderer, fixture: Fixture, onFirstPreview: () => void = () => undefined) {
  return renderer.render({
    answers: fixture.answers,
    today: fixture.today,
    // The whole package, every form the couple files, as before the packages had stages.
    stage: 'whole',
    stamp: true,
    onProgress: () => undefined,
    onPage: async (page) => {
      if (page === 1) onFirstPreview();
    },
  });
}

async function measure(fixture: Fixture, formsDir: string, scratch: string, renderer: Renderer, threads: RenderThreads): Promise<Row> {
  let started = performance.now();
  const built = await buildPackage({ answers: fixture.answers, today: fixture.today, formsDir });
  const build = seconds(started);

  started = performance.now();
  const cpu = process.cpuUsage();
  let firstPreview = 0;
  await job(renderer, fixture, () => (firstPreview = seconds(started)));
  const jobSeconds = seconds(started);
  const jobCpu = cpuSeconds(cpu);

  const file = path.join(scratch, `${fixture.name}.pdf`);
  await writeFile(file, built.pdf);
  started = performance.now();
  for await (const page of renderPreviews(built.pdf, { dpi: DEFAULT_PREVIEW_DPI, threads })) void page;
  const ours = seconds(started);
  const popplerOut = await mkdtemp(path.join(scratch, 'poppler-'));
  const poppler = await pdftoppm(file, DEFAULT_PREVIEW_DPI, popplerOut);
  return { fixture: fixture.name, pages: built.pageCount, build, firstPreview, job: jobSeconds, jobCpu, ours, poppler };
}

function table(rows: readonly Row[]): string {
  const header = ['fixture', 'pages', 'fill+flatten+assemble s', 'first preview s', 'job (all previews) s', 'job CPU s', 'previews s', 'pdftoppm s', 'ours/poppler'];
  const lines = rows.map((row) => [
    row.fixture,
    String(row.pages),
    row.build.toFixed(2),
    row.firstPreview.toFixed(2),
    row.job.toFixed(2),
    row.jobCpu.toFixed(2),
    row.ours.toFixed(2),
    row.poppler === null ? 'n/a' : row.poppler.toFixed(2),
    row.poppler === null ? 'n/a' : (row.ours / row.poppler).toFixed(2),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: readonly string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

/** The ratio on the median fixture, and the worst one (the largest: every goal here is an upper bound). */
function medianAndWorst(ratios: readonly number[]): { median: number; worst: number } {
  const sorted = [...ratios].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN, worst: sorted.at(-1) ?? Number.NaN };
}

function ratioGoals(rows: readonly Row[]): string[] {
  const timed = rows.filter((row): row is Row & { poppler: number } => row.poppler !== null);
  if (timed.length === 0) return ['pdftoppm (poppler-utils) is not installed: the ratios against it cannot be measured.'];
  const figures: [string, (row: Row & { poppler: number }) => number, number][] = [
    ["package ready, with its first previews / pdftoppm's time on the same package", (row) => row.job / row.poppler, 0.25],
    ['our previews / pdftoppm', (row) => row.ours / row.poppler, 0.4],
    ["first preview / pdftoppm's time for the whole package", (row) => row.firstPreview / row.poppler, 0.04],
  ];
  return figures.map(([figure, ratio, target]) => {
    const { median, worst } = medianAndWorst(timed.map(ratio));
    return `${goal(`${figure} (median fixture)`, median, '<=', target)}; worst ${worst.toFixed(2)}`;
  });
}

/**
 * An API route (GET /api/applications, as each of ten people polling) idle, then while this
 * process prepares package after package: rendering must never hold up the event loop.
 */
async function apiWhileRendering(fixtures: readonly Fixture[], renderer: Renderer): Promise<string[]> {
  const server = await startBenchServer();
  try {
    const sessions = (await server.register(POLLERS, 'poller')).map((authorization) => ({ id: '', authorization }));
    const plan = { connections: POLLERS, seconds: LOAD_SECONDS, route: 'read' as const, sessions };
    const idle = await server.load(plan);
    let rendering = true;
    let jobs = 0;
    const renders = (async () => {
      for (let index = 0; rendering; index++) {
        const fixture = fixtures[index % fixtures.length];
        if (!fixture) break;
        await job(renderer, fixture);
        jobs++;
      }
    })();
    const busy = await server.load(plan).finally(() => (rendering = false));
    await renders;
    return [
      `GET /api/applications, ${POLLERS} clients, ${LOAD_SECONDS} s each: idle ${Math.round(idle.requestsPerSecond)} req/s, p99 ${idle.p99} ms; while ${jobs} packages were prepared ${Math.round(busy.requestsPerSecond)} req/s, p99 ${busy.p99} ms (failed: ${idle.non2xx + idle.errors + busy.non2xx + busy.errors})`,
      goal("the API's p99 while packages render / its p99 idle", busy.p99 / Math.max(idle.p99, 1), '<=', 2),
    ];
  } finally {
    await server.close();
  }
}

export async function benchPdf(): Promise<void> {
  // PDF_BENCH_FIXTURES=name,name measures those couples only (a quicker run); all of them by default.
  const chosen = process.env.PDF_BENCH_FIXTURES?.split(',').filter(Boolean);
  const fixtures = fixtureFiles(path.resolve(import.meta.dirname, '../fixtures/couples'))
    .map((file) => loadFixture(file))
    .filter((fixture) => !chosen || chosen.includes(fixture.name));
  const scratch = await mkdtemp(path.join(tmpdir(), 'greencard-bench-pdf-'));
  // As in the server: the builder and renderer threads outlive a job.
  const threads = new RenderThreads();
  const formsDir = path.join(scratch, 'forms');
  const renderer = packageRenderer(formsDir);
  try {
    // The published forms beside the repository, synced for the run, so the figures never depend on a local install.
    await syncTemplates({ from: BUNDLED_FORMS, formsDir });
    const first = fixtures[0];
    // A server process is warm: modules compiled, fonts parsed, threads started. One unmeasured job gets it there.
    if (first) {
      await job(renderer, first);
      for await (const page of renderPreviews(await (await buildPackage({ answers: first.answers, today: first.today, formsDir })).pdf, { threads })) void page;
    }
    const rows: Row[] = [];
    for (const fixture of fixtures) rows.push(await measure(fixture, formsDir, scratch, renderer, threads));
    console.log(`PDF package and previews at ${DEFAULT_PREVIEW_DPI} dpi, ${availableParallelism()} cores, load average ${loadAverage()}`);
    console.log(table(rows));
    console.log('job: the package built on its thread with the previews a couple sees first (the time to ready); previews: every page of the finished package on our renderer threads, against one pdftoppm process on the same file.');
    for (const line of ratioGoals(rows)) console.log(line);
    for (const line of await apiWhileRendering(fixtures, renderer)) console.log(line);
    console.log(`load average ${loadAverage()}`);
  } finally {
    await renderer.close();
    await threads.close();
    await rm(scratch, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchPdf();

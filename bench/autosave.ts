/**
 * Autosave throughput: concurrent PUT /api/applications/{id} saves over HTTP with a realistic answer
 * set, next to a baseline route that does one plain INSERT, in the same run on the same database.
 * Goals (issue 25): autosave at least 0.8× the baseline's throughput, its p99 at most 1.5× the
 * baseline's p99, at 50 clients.
 */
import { sql } from 'kysely';
import { fixtureAnswers } from './fixture-answers.ts';
import type { LoadFigures, LoadPlan } from './autosave-load.ts';
import { goal } from './goals.ts';
import { startBenchServer } from './server.ts';

const CONNECTIONS = 50;
const SECONDS = 10;

export async function benchAutosave(): Promise<void> {
  const server = await startBenchServer((app, db) => {
    app.post('/bench/insert', async (request) => {
      await sql`INSERT INTO bench_inserts (body) VALUES (${JSON.stringify(request.body)})`.execute(db);
      return { data: { ok: true } };
    });
  });
  await sql`CREATE TABLE bench_inserts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body jsonb NOT NULL)`.execute(server.db);
  try {
    // Fifty people, each autosaving their own application: the load of fifty open wizards.
    const realisticBeneficiaryAnswers = fixtureAnswers('BENEFICIARY_INFO');
    const sessions: LoadPlan['sessions'] = [];
    for (const authorization of await server.register(CONNECTIONS, 'bench')) {
      const created = await fetch(`${server.base}/api/applications`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify({ formType: 'BENEFICIARY_INFO', data: realisticBeneficiaryAnswers }) });
      const { data: { id } } = (await created.json()) as { data: { id: string } };
      sessions.push({ id, authorization });
    }

    const plan = (route: LoadPlan['route']) => ({ connections: CONNECTIONS, seconds: SECONDS, route, sessions });
    const autosave = await server.load(plan('autosave'));
    const baseline = await server.load(plan('baseline'));
    const row = (name: string, r: LoadFigures) =>
      `${name.padEnd(26)} ${String(Math.round(r.requestsPerSecond)).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.non2xx + r.errors).padStart(7)}`;
    console.log(`\nAutosave throughput (${CONNECTIONS} concurrent clients, ${SECONDS} s each, answer set of ${Object.keys(realisticBeneficiaryAnswers).length} answers, load from a second process)`);
    console.log(`${'route'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'failed'.padStart(7)}`);
    console.log(row('PUT /api/applications/:id', autosave));
    console.log(row('baseline: one INSERT', baseline));
    console.log(goal('autosave throughput / a plain INSERT, 50 clients', autosave.requestsPerSecond / baseline.requestsPerSecond, '>=', 0.8));
    console.log(goal("autosave p99 / the plain INSERT's p99", autosave.p99 / baseline.p99, '<=', 1.5));
  } finally {
    await server.close();
  }
}

if (import.meta.main) await benchAutosave();

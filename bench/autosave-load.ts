/**
 * The load side of the API benchmarks, run in its own process so the server's event loop
 * measures the server alone. Reads a LoadPlan (JSON) from the file named on the command line and
 * prints autocannon's figures as JSON.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadPlan {
  url: string;
  connections: number;
  seconds: number;
  /** autosave: PUT each person's application; baseline: the plain INSERT; read: GET /api/applications, each person their own. */
  route: 'autosave' | 'baseline' | 'read';
  /** One per connection: each connection is one person's wizard (for read, `id` is unused). */
  sessions: { id: string; authorization: string }[];
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const plan = JSON.parse(readFileSync(String(process.argv[2]), 'utf8')) as LoadPlan;
let saves = 0;

/**
 * The saves of one open wizard: one after another on its connection, as the client's FormSaver
 * sends them, each a changed answer and the step.
 */
function wizard(session: LoadPlan['sessions'][number]): autocannon.Request {
  return {
    method: 'PUT',
    path: `/api/applications/${session.id}`,
    headers: { authorization: session.authorization, 'content-type': 'application/json' },
    setupRequest: (request) => {
      saves++;
      return { ...request, body: JSON.stringify({ data: { bNameMiddle: `Middle ${saves}` }, progress: saves % 13 }) };
    },
  };
}

let opened = 0;
const options: autocannon.Options =
  plan.route === 'autosave'
    ? {
        url: plan.url,
        requests: [wizard(plan.sessions[0]!)],
        // Each connection takes the next person's application (autocannon's request context resets after every request).
        setupClient: (client) => client.setRequests([wizard(plan.sessions[opened++ % plan.sessions.length]!)]),
      }
    : plan.route === 'read'
    ? {
        url: plan.url,
        requests: [{ method: 'GET', path: '/api/applications', headers: { authorization: plan.sessions[0]?.authorization ?? '' } }],
        setupClient: (client) => client.setRequests([{ method: 'GET', path: '/api/applications', headers: { authorization: plan.sessions[opened++ % plan.sessions.length]?.authorization ?? '' } }]),
      }
    : {
        url: `${plan.url}/bench/insert`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ data: { bNameMiddle: `Middle ${saves++}` } }) }) }],
      };

const result = await autocannon({ connections: plan.connections, duration: plan.seconds, ...options });
const figures: LoadFigures = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
console.log(JSON.stringify(figures));

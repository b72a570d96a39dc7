import { buildWebClient, webClientIsStale } from '../../api/web/build.ts';

/** The end-to-end tests drive the built client the server serves: build it once, if stale. */
export default async function setup(): Promise<void> {
  if (webClientIsStale()) await buildWebClient();
}

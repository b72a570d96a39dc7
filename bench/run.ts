/**
 * `npm run bench`: every benchmark of the project, one after another. Each module exports one
 * function that prints its own results.
 */
import { benchAutosave } from './autosave.ts';
import { benchPdf } from './pdf.ts';
import { benchReplay } from './replay.ts';

const BENCHMARKS: readonly { name: string; run: () => Promise<void> }[] = [
  { name: 'PDF package and previews', run: benchPdf },
  { name: 'Autosave throughput', run: benchAutosave },
  { name: 'Rebuilding the read models', run: benchReplay },
];

for (const benchmark of BENCHMARKS) {
  console.log(`\n== ${benchmark.name}`);
  await benchmark.run();
}

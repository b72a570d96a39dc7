#!/usr/bin/env node
// The package's `greencard` command. The project runs its TypeScript directly on Node 22.18+
// (npm scripts use the Node 24 the project pins); older Node cannot, so say so plainly.
import { REQUIRED_NODE, runsGreencard } from './node-version.js';

if (!runsGreencard(process.version)) {
  console.error(`greencard needs Node.js ${REQUIRED_NODE.join('.')} or later (this is ${process.version}). Use: npm run greencard -- <command>`);
  process.exit(1);
}
await import('./main.ts');

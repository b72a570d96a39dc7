#!/usr/bin/env node
// The package's `greencard` command. The project runs its TypeScript directly on Node 22.18+
// (npm scripts use the Node 24 the project pins); older Node cannot, so say so plainly.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`greencard needs Node.js 22.18 or later (this is ${process.version}). Use: npm run greencard -- <command>`);
  process.exit(1);
}
await import('./main.ts');

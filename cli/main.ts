import { Command } from 'commander';
import { migrateToLatest } from '../api/db/database.ts';
import { connectDatabase } from '../api/runtime.ts';
import { serve, work } from '../api/server.ts';
import { analyticsCommand } from './analytics.ts';
import { fixtureCommands } from './fixtures.ts';
import { formsCommands } from './forms.ts';
import { jobCommands } from './jobs.ts';
import { keyCommands } from './keys.ts';
import { pdfCommands } from './pdf.ts';
import { userCommands } from './users.ts';
import { paymentCommands } from './payments.ts';
import { auditCommand } from './audit.ts';
import { bulletinCommands } from './bulletin.ts';
import { eventCommands } from './events.ts';
import { maintenanceCommands } from './maintenance.ts';
import { print } from './output.ts';
import { cliConfig } from './runtime.ts';
import { securityCommands } from './security.ts';

const program = new Command('greencard').description('Greencard: serve the product and operate it').showHelpAfterError();

const config = () => cliConfig();

program
  .command('serve')
  .description('start the API and the web client on PORT, with the embedded database unless DATABASE_URL is set')
  .option('--no-web', 'serve the API only (the web client is served elsewhere)')
  .option('--no-worker', 'do not work PDF jobs in this process (run `greencard worker` elsewhere)')
  .action(async (options: { web: boolean; worker: boolean }) => {
    await serve(config(), { webClient: options.web, worker: options.worker });
  });

program
  .command('worker')
  .description('work PDF jobs only, without the API; run as many as needed against one PostgreSQL')
  .action(async () => {
    await work(config());
  });

program
  .command('dev')
  .description('development: the API on PORT and the web client with hot reload on http://localhost:5173')
  .action(async () => {
    await serve(config(), { webClient: false });
    const { createServer } = await import('vite');
    const vite = await createServer({ configFile: 'web/vite.config.ts' });
    await vite.listen();
    vite.printUrls();
  });

program
  .command('db')
  .description('the database')
  .command('migrate')
  .description('apply every pending migration (run before rolling out a new version)')
  .option('--json', 'machine-readable output')
  .action(async (options: { json?: boolean }) => {
    const { db, postgres } = await connectDatabase(config());
    try {
      const applied = await migrateToLatest(db);
      print(Boolean(options.json), { applied }, () => (applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.'));
    } finally {
      await db.destroy();
      await postgres?.stop();
    }
  });

maintenanceCommands(program);
bulletinCommands(program);
eventCommands(program);
auditCommand(program);
analyticsCommand(program);
securityCommands(program);
fixtureCommands(program);
formsCommands(program);
jobCommands(program);
keyCommands(program);
pdfCommands(program);
userCommands(program);
paymentCommands(program);

await program.parseAsync(process.argv);

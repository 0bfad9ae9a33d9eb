import type { Command } from 'commander';
import { seedDemo } from '../../runtime/seed-demo.js';
import { withRuntime } from '../runtime.js';

export function seedDemoCommand(program: Command): void {
  program
    .command('seed-demo')
    .description('seed the demo admin, business account and catalogue (only into an empty database)')
    .action(() =>
      withRuntime(async ({ deps, secrets, config }) => {
        if (config.isProduction || !secrets) {
          console.error('error: demo data is never seeded in production');
          process.exitCode = 1;
          return;
        }
        const result = await seedDemo(deps, { adminPassword: secrets.demoAdminPassword, businessPassword: secrets.demoBusinessPassword });
        if (!result.users && !result.products)
          console.log('The database already has its own users or products: nothing seeded (demo data goes only into an empty database).');
        else
          console.log(
            `${result.users ? 'Seeded demo users' : 'Demo users already exist'}; ${result.products ? `seeded ${result.products} demo products` : 'demo products already exist'}.`,
          );
      }),
    );
}

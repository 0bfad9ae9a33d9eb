/** `npm run cli -- <command>`: operator commands over the same modules as the web app. */
import { runCli } from './program.js';

process.exitCode = await runCli(process.argv);

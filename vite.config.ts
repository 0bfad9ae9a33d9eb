import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { radixIconPerModule, radixThemeTooltipProvider, radixThemesCss } from './scripts/vite-plugins.js';

const projectRoot = import.meta.dirname;
const root = path.resolve(projectRoot, 'src/web');

/**
 * Writes `.build-inputs.json` into the build: the project files in the module graph (src/web and
 * the server's schema files it imports), index.html, this config with the files it imports, and
 * package-lock.json (which stands for node_modules), with the time the build started. `npm start`
 * rebuilds when one of them is newer (webBuildStale in src/runtime/boot.ts, which names the same
 * file). Koa does not serve dotfiles, so the list stays private.
 */
function recordBuildInputs(): Plugin {
  let startedAt = 0;
  let configFiles: string[] = [];
  return {
    name: 'record-build-inputs',
    apply: 'build',
    configResolved(config) {
      // This file and what it imports (the plugins in scripts/).
      configFiles = [config.configFile, ...config.configFileDependencies].filter((f): f is string => !!f);
    },
    buildStart() {
      startedAt = Date.now();
    },
    writeBundle(options) {
      const files = new Set(['vite.config.ts', 'package-lock.json', 'src/web/index.html']);
      for (const id of [...configFiles, ...this.getModuleIds()]) {
        const file = id.split('?')[0];
        if (!path.isAbsolute(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
        const relative = path.relative(projectRoot, file);
        if (!relative.startsWith('..')) files.add(relative.split(path.sep).join('/'));
      }
      const outDir = options.dir ?? path.resolve(projectRoot, 'dist/web');
      fs.writeFileSync(path.join(outDir, '.build-inputs.json'), JSON.stringify({ startedAt, files: [...files].sort() }, null, 1));
    },
  };
}

// The web app: src/web → dist/web, served by the Koa app (src/http/app.ts). `npm run dev:web`
// proxies /api and /uploads to a running `npm start`.
export default defineConfig({
  root,
  plugins: [radixIconPerModule(projectRoot), radixThemeTooltipProvider(), react(), radixThemesCss(projectRoot, root), recordBuildInputs()],
  build: {
    outDir: path.resolve(projectRoot, 'dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Rolldown's note that plugins took much of the build's time: on a busy machine the CSS
    // plugins cross its threshold and every start or test run would print it.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});

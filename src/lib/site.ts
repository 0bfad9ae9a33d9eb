/**
 * Where this product is reached. `publicUrl` is what browsers and outside services (Meta downloading
 * media) use: PUBLIC_URL, else this machine's own address. `internalUrl` is how a process reaches the
 * web process on this machine (the built-in Graph simulator is served by it). Both are known only
 * once the server listens (PORT=0 picks a port), so the web shell sets them then.
 */
export interface Site {
  publicUrl: string;
  internalUrl: string;
}

export function createSite(options: { publicUrl?: string; port: number }): Site {
  const port = options.port || 3000;
  return { publicUrl: (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''), internalUrl: `http://127.0.0.1:${port}` };
}

/** Called once the server listens: fills in the port when none was configured. */
export function siteListening(site: Site, options: { publicUrl?: string; port: number }): void {
  Object.assign(site, createSite(options));
}

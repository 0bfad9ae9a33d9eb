import type { GraphClient } from './client.js';

/** A Page with its own token and linked Instagram business account, as the Graph API lists it. */
export interface GraphPageEntry {
  id: string;
  name: string;
  category: string | null;
  accessToken: string | null;
  tasks: string[];
  instagram: { id: string; username: string | null; name: string | null } | null;
}

interface RawPage {
  id: string;
  name?: string;
  category?: string;
  access_token?: string;
  tasks?: string[];
  instagram_business_account?: { id: string; username?: string; name?: string };
}

const IG_FIELDS = 'id,username,name,profile_picture_url';

/**
 * Every Page the user token can manage (`/me/accounts`, following `paging.next` to the end), each
 * with its Page token and Instagram business account. Servers that do not expand the nested
 * Instagram fields get a second call per Page (`/{page-id}?fields=instagram_business_account{...}`).
 */
export async function fetchManagedPages(client: GraphClient, userToken: string): Promise<GraphPageEntry[]> {
  const raw = await client.all<RawPage>('me/accounts', {
    token: userToken,
    params: { fields: `id,name,category,access_token,tasks,instagram_business_account{${IG_FIELDS}}`, limit: 100 },
  });
  const pages: GraphPageEntry[] = [];
  for (const page of raw) {
    let ig = page.instagram_business_account;
    if (ig?.id && !ig.username) {
      const detail = await client.get<{ instagram_business_account?: { id: string; username?: string; name?: string } }>(page.id, {
        token: page.access_token ?? userToken,
        params: { fields: `instagram_business_account{${IG_FIELDS}}` },
      });
      ig = detail.instagram_business_account ?? ig;
    }
    pages.push({
      id: String(page.id),
      name: page.name ?? String(page.id),
      category: page.category ?? null,
      accessToken: page.access_token ?? null,
      tasks: page.tasks ?? [],
      instagram: ig?.id ? { id: String(ig.id), username: ig.username ?? null, name: ig.name ?? null } : null,
    });
  }
  return pages;
}

/** Granted and declined permissions of a user token (`/me/permissions`). */
export async function fetchPermissions(client: GraphClient, userToken: string): Promise<{ granted: string[]; declined: string[] }> {
  const rows = await client.all<{ permission: string; status: string }>('me/permissions', { token: userToken });
  return {
    granted: rows.filter((r) => r.status === 'granted').map((r) => r.permission),
    declined: rows.filter((r) => r.status !== 'granted').map((r) => r.permission),
  };
}

/**
 * `npm run lint`, second half: a module owns its tables (shared/STYLE.md), so only the owner's
 * files may name them in a query. dependency-cruiser sees imports, not SQL: a shell or another
 * module that queries `accounts` itself imports nothing forbidden, so this check reads the code.
 *
 * It walks every product file under src/ (tests, testing helpers and the web app are left out:
 * tests seed whatever they need) with the TypeScript parser and reports a table name used
 *  - as the first argument of a call, the knex way: db('accounts'), .join('users as u', ...),
 *    .from('selectedPages'), trx('company_info') (snake_case or the camelCase knex converts), or
 *  - in SQL text: `... from users ...`, `exists (select 1 from bulk_generated_posts ...)`,
 * by a file outside the table's owner. Every table a migration creates must have an owner here,
 * so a new table cannot slip past the rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Who owns each table: a module name, or 'lib' for infrastructure (src/lib). */
export const TABLE_OWNERS: Record<string, string> = {
  accounts: 'accounts',
  users: 'accounts',
  admin_users: 'accounts',
  sessions: 'accounts',
  login_throttles: 'accounts',
  login_known_addresses: 'accounts',
  company_info: 'accounts',
  audit_log: 'accounts',
  team_invitations: 'accounts',
  password_resets: 'accounts',
  ai_configurations: 'ai',
  platforms: 'ai',
  platform_styles: 'ai',
  ai_usage: 'ai',
  generated_posts: 'ai',
  products: 'catalog',
  product_categories: 'catalog',
  product_images: 'catalog',
  hidden_product_images: 'catalog',
  example_posts: 'catalog',
  account_products: 'catalog',
  removed_product_customisations: 'catalog',
  image_search_quota: 'catalog',
  facebook_connections: 'publishing',
  facebook_oauth_states: 'publishing',
  facebook_pages: 'publishing',
  selected_pages: 'publishing',
  social_accounts: 'publishing',
  published_posts: 'publishing',
  post_insight_snapshots: 'publishing',
  insight_metric_refusals: 'publishing',
  simulator_faults: 'publishing',
  simulator_grants: 'publishing',
  simulator_objects: 'publishing',
  simulator_tokens: 'publishing',
  bulk_generated_posts: 'campaigns',
  scheduled_periods: 'campaigns',
  period_generations: 'campaigns',
  email_scheduling_tokens: 'campaigns',
  post_approvals: 'campaigns',
  stories: 'stories',
  media_uploads: 'media',
  mail_messages: 'lib',
  worker_heartbeats: 'lib',
  worker_processes: 'lib',
  rate_limits: 'lib',
};

/**
 * Reads that cross an owner on purpose, each with its reason. Keep it short: every entry is a
 * place where two modules share knowledge of one table.
 */
export const ALLOWED_USES: { file: string; table: string; why: string }[] = [
  {
    file: 'src/modules/catalog/products-repo.ts',
    table: 'bulk_generated_posts',
    why: 'a stored image file is deleted only when no row uses it, and bulk posts keep the image they were made with; campaigns depends on catalog, so catalog cannot ask campaigns and reads that one column in its existence check',
  },
];

export interface TableUse {
  file: string;
  line: number;
  table: string;
  owner: string;
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const byName = new Map<string, string>();
for (const table of Object.keys(TABLE_OWNERS)) {
  byName.set(table, table);
  byName.set(camel(table), table);
}
const SQL_VERB = /\b(select|insert|update|delete|with)\b/i;
const SQL_TABLE = /\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi;

/** Which owner a file belongs to ('accounts', ..., 'lib'), or undefined for a shell. */
export function ownerOf(file: string): string | undefined {
  const m = /^src\/modules\/([^/]+)\//.exec(file);
  if (m) return m[1];
  if (file.startsWith('src/lib/')) return 'lib';
  return undefined;
}

function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /\/testing(\.ts$|\/)/.test(file) || file.startsWith('src/web/');
}

/** The tables a source text names outside their owner. */
export function findForeignTableUses(file: string, text: string): TableUse[] {
  const owner = ownerOf(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const uses: TableUse[] = [];
  const report = (node: ts.Node, name: string) => {
    const table = byName.get(name);
    if (!table || TABLE_OWNERS[table] === owner) return;
    if (ALLOWED_USES.some((a) => a.file === file && a.table === table)) return;
    uses.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, table, owner: TABLE_OWNERS[table] });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = ts.isTemplateExpression(node) ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? ') : node.text;
      const parent = node.parent;
      if (!ts.isTemplateExpression(node) && ts.isCallExpression(parent) && parent.arguments[0] === node) {
        // db('accounts'), .join('users as u', ...), .from('selectedPages')
        const m = /^([A-Za-z_]+)(\s+as\s+\w+)?$/.exec(node.text);
        if (m) report(node, m[1]);
      }
      if (SQL_VERB.test(text)) for (const m of text.matchAll(SQL_TABLE)) report(node, m[1]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** Tables that migrations create but that have no owner above. */
export function tablesWithoutOwner(root: string): string[] {
  const created = new Set<string>();
  for (const name of fs.readdirSync(path.join(root, 'migrations'))) {
    const text = fs.readFileSync(path.join(root, 'migrations', name), 'utf8');
    for (const m of text.matchAll(/createTable\(\s*['"]([a-z_]+)['"]/g)) created.add(m[1]);
  }
  return [...created].filter((t) => !(t in TABLE_OWNERS)).sort();
}

function productFiles(root: string, dir = 'src'): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...productFiles(root, rel));
    else if (/\.tsx?$/.test(entry.name) && !isTestCode(rel)) out.push(rel);
  }
  return out.sort();
}

function main(): number {
  const root = path.resolve(new URL('..', import.meta.url).pathname);
  let problems = 0;
  for (const table of tablesWithoutOwner(root)) {
    console.error(`  error table-owner: ${table} is created by a migration but has no owner in scripts/lint-tables.ts`);
    problems++;
  }
  for (const file of productFiles(root)) {
    for (const use of findForeignTableUses(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
      const who = use.owner === 'lib' ? 'src/lib' : `the ${use.owner} module`;
      console.error(`  error table-owner: ${use.file}:${use.line} queries ${use.table}, which ${who} owns: call a function its index.ts exports instead`);
      problems++;
    }
  }
  if (problems) console.error(`\nx ${problems} table ownership violation${problems === 1 ? '' : 's'}.`);
  else console.log('✔ no table is queried outside its owner.');
  return problems ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();

/**
 * How each post status looks, in one table: its Radix colour and whether its badge is solid. The
 * label is `campaigns:status.<status>`. A new status (approval states, say) is one line here (its colour among the palettes main.tsx imports) and one
 * label in each language; a status this table does not know yet shows grey with its own name.
 */
type StatusColor = 'gray' | 'blue' | 'amber' | 'green' | 'orange' | 'red' | 'crimson' | 'iris' | 'pink';

const STATUS_STYLE: Record<string, { color: StatusColor; solid: boolean }> = {
  draft: { color: 'gray', solid: false },
  awaiting_approval: { color: 'amber', solid: false },
  approved: { color: 'green', solid: false },
  scheduled: { color: 'blue', solid: true },
  publishing: { color: 'amber', solid: false },
  published: { color: 'green', solid: true },
  partially_published: { color: 'orange', solid: false },
  failed: { color: 'red', solid: false },
  missed: { color: 'crimson', solid: false },
};

export const statusStyle = (status: string) => STATUS_STYLE[status] ?? { color: 'gray' as const, solid: false };

/** The statuses in the order filters list them (those of the table, then any other the data holds). */
export const KNOWN_STATUSES = Object.keys(STATUS_STYLE);

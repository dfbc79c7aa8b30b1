/**
 * The sourcing departments the shell routes to (accounts §2, trade-features §2). Each has its route
 * slug and its department id; the menu shows the seven listed routes, and the shell also accepts
 * manpower and the bare ids.
 */
import { paths, prefixOf } from './paths.ts';

export interface SourcingDepartment {
  id: string;
  slug: string;
  name: string;
  icon: string;
  inMenu: boolean;
  /** Other last path segments that name it. */
  aliases: readonly string[];
}

export const SOURCING_DEPARTMENTS: readonly SourcingDepartment[] = [
  { id: 'fabrics', slug: 'fabrics', name: 'Fabrics', icon: 'layers', inMenu: true, aliases: [] },
  {
    id: 'trims',
    slug: 'trims-accessories',
    name: 'Trims & Accessories',
    icon: 'scissors',
    inMenu: true,
    aliases: ['trims'],
  },
  {
    id: 'packaging',
    slug: 'packaging-material',
    name: 'Packaging Material',
    icon: 'package',
    inMenu: true,
    aliases: ['packaging'],
  },
  {
    id: 'finishing',
    slug: 'finishing-chemicals',
    name: 'Finishing & Washing Chemicals',
    icon: 'flask-conical',
    inMenu: true,
    aliases: ['finishing'],
  },
  {
    id: 'printing',
    slug: 'printing-embellishments',
    name: 'Printing & Embellishments',
    icon: 'palette',
    inMenu: true,
    aliases: ['printing'],
  },
  {
    id: 'testing',
    slug: 'testing-compliance',
    name: 'Testing & Compliance',
    icon: 'shield-check',
    inMenu: true,
    aliases: ['testing', 'compliance'],
  },
  {
    id: 'machinery',
    slug: 'machinery-equipment',
    name: 'Machinery & Equipment',
    icon: 'cog',
    inMenu: true,
    aliases: ['machinery'],
  },
  { id: 'manpower', slug: 'manpower', name: 'Manpower', icon: 'users', inMenu: false, aliases: [] },
];

export function sourcingPath(department: SourcingDepartment): string {
  return paths.sourcing.href(department.slug);
}

/** True for /sourcing/… paths, known department or not. */
export function isSourcingPath(pathname: string): boolean {
  return pathname.startsWith(prefixOf(paths.sourcing));
}

/** The department a /sourcing/… path names, matched by its last segment; null for an unknown one (→ home). */
export function departmentForPath(pathname: string): SourcingDepartment | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase() ?? '';
  return SOURCING_DEPARTMENTS.find((d) => d.slug === segment || d.aliases.includes(segment)) ?? null;
}

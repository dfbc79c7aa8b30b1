import {
  BookUser,
  Building2,
  ChartLine,
  ClipboardList,
  Cog,
  FileText,
  FlaskConical,
  Gavel,
  House,
  Layers,
  Newspaper,
  Package,
  Palette,
  Scissors,
  Send,
  Shield,
  ShieldCheck,
  SlidersHorizontal,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

// Named imports, not lucide's dynamic icon loader: only these icons ship.
const ICONS: Record<string, LucideIcon> = {
  'book-user': BookUser,
  'building-2': Building2,
  'chart-line': ChartLine,
  'clipboard-list': ClipboardList,
  cog: Cog,
  'file-text': FileText,
  'flask-conical': FlaskConical,
  gavel: Gavel,
  home: House,
  layers: Layers,
  newspaper: Newspaper,
  package: Package,
  palette: Palette,
  scissors: Scissors,
  send: Send,
  shield: Shield,
  'shield-check': ShieldCheck,
  'sliders-horizontal': SlidersHorizontal,
  user: User,
  users: Users,
};

/** The lucide icon a menu entry or department names (@domain/nav.ts, sourcing-departments.ts); decorative. */
export function NavIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? Layers;
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}

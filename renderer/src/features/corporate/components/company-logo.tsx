import { Building2 } from 'lucide-react';

/** The company's logo, or a building icon when it has none. */
export function CompanyLogo({ name, url, size = 56 }: { name: string; url: string | null; size?: number }) {
  return url ? (
    <img className="company-logo" src={url} alt={`${name} logo`} width={size} height={size} loading="lazy" />
  ) : (
    <span className="company-logo company-logo--empty" style={{ width: size, height: size }} aria-hidden="true">
      <Building2 size={size / 2} />
    </span>
  );
}

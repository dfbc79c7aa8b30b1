// The company's contact details come from the build's configuration (VITE_CONTACT_PHONE, VITE_CONTACT_EMAIL);
// a missing or malformed value falls back to the published ones. Plain checks: the footer is in the first download.
const configured = (key: string, valid: (value: string) => boolean, fallback: string): string => {
  const value: unknown = import.meta.env[key];
  return typeof value === 'string' && valid(value.trim()) ? value.trim() : fallback;
};

/** Where the company is and how to reach it (the footer, the contact and legal pages). */
export const COMPANY_CONTACT = {
  addressLines: ['Ring Road, Textile Market', 'Surat, Gujarat 395002', 'India'],
  phone: configured('VITE_CONTACT_PHONE', (v) => v.length > 0, '+91 261 400 2026'),
  email: configured('VITE_CONTACT_EMAIL', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'support@loomconnect.in'),
  /** The office on the map (Ring Road, Surat). */
  location: { lat: 21.1959, lon: 72.8302 },
} as const;

import { z } from 'zod';

// Contact details come from the build's configuration (VITE_CONTACT_PHONE, VITE_CONTACT_EMAIL), with defaults.
const contactEnv = z.object({
  VITE_CONTACT_PHONE: z.string().trim().min(1).catch('+91 261 400 2026'),
  VITE_CONTACT_EMAIL: z.email().catch('support@loomconnect.in'),
});

const env = contactEnv.parse(import.meta.env);

export const CONTACT = {
  addressLines: ['Ring Road, Textile Market', 'Surat, Gujarat 395002', 'India'],
  phone: env.VITE_CONTACT_PHONE,
  email: env.VITE_CONTACT_EMAIL,
} as const;

export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/loomconnect' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/loomconnect' },
  { name: 'Instagram', href: 'https://www.instagram.com/loomconnect' },
  { name: 'YouTube', href: 'https://www.youtube.com/@loomconnect' },
] as const;

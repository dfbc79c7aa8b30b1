import { z } from 'zod';

// The company's contact details come from the build's configuration (VITE_CONTACT_PHONE, VITE_CONTACT_EMAIL).
const contactEnv = z.object({
  VITE_CONTACT_PHONE: z.string().trim().min(1).catch('+91 261 400 2026'),
  VITE_CONTACT_EMAIL: z.email().catch('support@loomconnect.in'),
});

const env = contactEnv.parse(import.meta.env);

/** Where the company is and how to reach it (the footer, the contact and legal pages). */
export const COMPANY_CONTACT = {
  addressLines: ['Ring Road, Textile Market', 'Surat, Gujarat 395002', 'India'],
  phone: env.VITE_CONTACT_PHONE,
  email: env.VITE_CONTACT_EMAIL,
  /** The office on the map (Ring Road, Surat). */
  location: { lat: 21.1959, lon: 72.8302 },
} as const;

import { z } from 'zod';

/** The button's id comes from the build's configuration (its script: @domain/content-policy.ts). */
const paymentEnv = z.object({ VITE_RAZORPAY_BUTTON_ID: z.string().trim().min(1).optional().catch(undefined) });

export const RAZORPAY_BUTTON_ID: string | null = paymentEnv.parse(import.meta.env).VITE_RAZORPAY_BUTTON_ID ?? null;

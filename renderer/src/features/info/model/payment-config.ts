import { z } from 'zod';

/** Razorpay's hosted payment-button script; the button's id comes from the build's configuration. */
export const RAZORPAY_BUTTON_SCRIPT = 'https://checkout.razorpay.com/v1/payment-button.js';

const paymentEnv = z.object({ VITE_RAZORPAY_BUTTON_ID: z.string().trim().min(1).optional().catch(undefined) });

export const RAZORPAY_BUTTON_ID: string | null = paymentEnv.parse(import.meta.env).VITE_RAZORPAY_BUTTON_ID ?? null;

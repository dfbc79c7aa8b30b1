/** The in-app payment page (a later issue) where Paid Membership is bought. */
export const PAYMENT_PATH = '/payment/razorpay';

export const profilePath = (userId: string) => `/profile/${userId}`;
export const profileEditPath = (userId: string) => `/profile/edit/${userId}`;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

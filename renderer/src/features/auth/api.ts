import { api, fromGateway } from '@/data/api.ts';
import type { MobilePhone } from '@/data/ports/auth.ts';

interface Credentials {
  email: string;
  password: string;
}

interface EmailCode {
  email: string;
  otp: string;
}

/** The account pages' calls: each mutation's queryFn calls the gateway's auth area. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation({
      queryFn: fromGateway((gateway, { email, password }: Credentials) => gateway.auth.signUp(email, password)),
    }),
    verifySignupOtp: build.mutation({
      queryFn: fromGateway((gateway, { email, otp }: EmailCode) => gateway.auth.verifySignupOtp(email, otp)),
    }),
    resendSignupOtp: build.mutation({
      queryFn: fromGateway((gateway, email: string) => gateway.auth.resendSignupOtp(email)),
    }),
    sendEmailLoginOtp: build.mutation({
      queryFn: fromGateway((gateway, { email, redirectTo }: { email: string; redirectTo: string }) =>
        gateway.auth.sendEmailLoginOtp(email, redirectTo),
      ),
    }),
    verifyEmailLoginOtp: build.mutation({
      queryFn: fromGateway((gateway, { email, otp }: EmailCode) => gateway.auth.verifyEmailLoginOtp(email, otp)),
    }),
    sendMobileLoginOtp: build.mutation({
      queryFn: fromGateway((gateway, phone: MobilePhone) => gateway.auth.sendMobileLoginOtp(phone)),
    }),
    verifyMobileLoginOtp: build.mutation({
      queryFn: fromGateway(
        (gateway, { phone, otp, redirectTo }: { phone: MobilePhone; otp: string; redirectTo: string }) =>
          gateway.auth.verifyMobileLoginOtp(phone, otp, redirectTo),
      ),
    }),
    /** Post-login processing reads the new user's role facts (trial, member name) once, fresh. */
    roleFactsAfterLogin: build.mutation({
      queryFn: fromGateway((gateway, _arg: void) => gateway.session.getRoleFacts()),
    }),
    sendPasswordReset: build.mutation({
      queryFn: fromGateway((gateway, { email, redirectTo }: { email: string; redirectTo: string }) =>
        gateway.auth.sendPasswordReset(email, redirectTo),
      ),
    }),
    hasSession: build.query({
      queryFn: fromGateway((gateway, _arg: void) => gateway.auth.hasSession()),
    }),
    updatePassword: build.mutation({
      queryFn: fromGateway((gateway, password: string) => gateway.auth.updatePassword(password)),
    }),
  }),
});

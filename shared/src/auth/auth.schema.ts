import * as z from "zod";
import { EmailSchema, IdSchema } from "../common.schema.js";
import { TWO_FACTOR_CODE_PATTERN } from "../constants.js";
import { SignedInUserSchema } from "../users/user.schema.js";

/** First sign-in step: email and password. */
export const PasswordLoginInputSchema = z
  .object({ email: EmailSchema, password: z.string().min(1).max(128) })
  .strict();
/** Second step when two-factor is on: the challenge from the first answer and a TOTP code. */
export const TwoFactorLoginInputSchema = z
  .object({ challengeToken: z.string().min(16).max(256), code: z.string().regex(TWO_FACTOR_CODE_PATTERN) })
  .strict();
export const LoginInputSchema = z.union([PasswordLoginInputSchema, TwoFactorLoginInputSchema]);
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResponseSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema }).strict();
export const ResetPasswordInputSchema = z
  .object({ token: z.string().min(16).max(256), password: z.string().max(128) })
  .strict();

export const StartVerifyInputSchema = z.object({ id: IdSchema }).strict();
/** POST /emailverification/startverify: whether a mail went out (not when already verified), and the user. */
export const StartVerifyResponseSchema = z.object({ started: z.boolean(), user: SignedInUserSchema });
export type StartVerifyResponse = z.infer<typeof StartVerifyResponseSchema>;
export const VerifyEmailParamSchema = z.object({ token: z.string().min(16).max(256) }).strict();

export const TwoFactorCodeInputSchema = z
  .object({ code: z.string().regex(TWO_FACTOR_CODE_PATTERN) })
  .strict();
export const TwoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG data URL of the otpauth URL, ready for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

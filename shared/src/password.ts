import { PASSWORD_MIN_LENGTH } from "./constants.js";

/**
 * The spec's password rule (section 5): at least 7 characters with at least one uppercase letter, one lowercase
 * letter and one digit. Letters include Swedish å, ä and ö. A maximum of 128 keeps hashing bounded.
 */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= 128 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}

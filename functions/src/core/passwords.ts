import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Password hashing with node:crypto scrypt (ASVS: N=2^17, r=8, p=1 in production). The stored string carries its
 * own parameters, so the cost can be raised later without breaking old hashes.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | undefined): Promise<boolean>;
}

export function createPasswordHasher(logN: number): PasswordHasher {
  const options = (n: number, r: number, p: number): ScryptOptions => ({
    N: n,
    r,
    p,
    maxmem: 256 * n * r + 1024 * 1024,
  });
  // A hash of a random password, verified when the user is unknown, so both cases take the same time.
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(16);
      const n = 2 ** logN;
      const key = await scrypt(password, salt, options(n, 8, 1));
      return `scrypt$${logN}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
    },
    async verify(password, stored) {
      if (!stored) {
        dummy ??= hasher.hash(randomBytes(16).toString("hex"));
        await hasher.verify(password, await dummy);
        return false;
      }
      const [scheme, logNText, rText, pText, saltText, keyText] = stored.split("$");
      if (scheme !== "scrypt" || !saltText || !keyText) return false;
      const key = await scrypt(
        password,
        Buffer.from(saltText, "base64"),
        options(2 ** Number(logNText), Number(rText), Number(pText)),
      );
      const expected = Buffer.from(keyText, "base64");
      return expected.length === key.length && timingSafeEqual(expected, key);
    },
  };
  return hasher;
}

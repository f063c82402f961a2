import { ROLES, type Role } from "#shared/constants";

/**
 * Where the session lives in the browser:
 * - the access token in sessionStorage: kept for this tab only (spec section 4, Session);
 * - the chosen role and school in localStorage (spec section 3: "The chosen role is kept in local storage").
 */
const TOKEN_KEY = "elevhalsa.token";
const ROLE_KEY = "elevhalsa.role";
const SCHOOL_KEY = "elevhalsa.school";

type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts for the page only.
  }
}

let memoryToken: string | null = null;

export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  token(): string | null {
    return memoryToken ?? read(sessionStorage, TOKEN_KEY);
  },

  setToken(token: string): void {
    memoryToken = token;
    write(sessionStorage, TOKEN_KEY, token);
    emit();
  },

  /** Forgets the token (sign-out). The chosen role and school stay for the next sign-in. */
  clearToken(): void {
    memoryToken = null;
    write(sessionStorage, TOKEN_KEY, null);
    emit();
  },

  storedRole(): Role | null {
    const role = read(localStorage, ROLE_KEY);
    return (ROLES as readonly string[]).includes(role ?? "") ? (role as Role) : null;
  },

  setRole(role: Role): void {
    write(localStorage, ROLE_KEY, role);
  },

  storedSchoolId(): string | null {
    return read(localStorage, SCHOOL_KEY);
  },

  setSchoolId(schoolId: string): void {
    write(localStorage, SCHOOL_KEY, schoolId);
  },
};

/** Milliseconds since the epoch at which a JWT expires, read from its payload (not verified: the server does that). */
export function tokenExpiryMs(token: string | null): number | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp * 1000 : null;
  } catch {
    return null;
  }
}

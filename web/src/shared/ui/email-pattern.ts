/**
 * A light email check for the sign-in forms, which must stay small (the first page's JS budget): the server's zod
 * schema has the final word, and a mismatch there answers with the same "wrong email or password".
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

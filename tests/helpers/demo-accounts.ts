/** The seeded demo accounts that tests sign in as (the demo plan of functions/src/local/demo-data.ts). */
export const TEACHER = "teacher@demo.test";
export const COUNSELOR = "counselor@demo.test";
export const HEAD = "head@demo.test";
export const ADMIN = "admin@demo.test";
export const OWNER = "owner@demo.test";
export const MAINADMIN = "mainadmin@demo.test";
export const SUPERADMIN = "superadmin@demo.test";

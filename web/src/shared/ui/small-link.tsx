import { Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** A small link to another page of the app (back to a list, all of them, a new one), in the brand colour. */
export function SmallLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

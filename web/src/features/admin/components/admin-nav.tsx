import { HStack, Link } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { mayOpen, type GuardedRoute } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";

const PAGES: { route: GuardedRoute; href: string; label: ParseKeys }[] = [
  { route: "adminSchool", href: "/admin/school", label: "admin.nav.school" },
  { route: "adminAdmin", href: "/admin/admin", label: "admin.nav.users" },
  { route: "adminSchools", href: "/admin/schools", label: "admin.nav.schools" },
  { route: "adminOrganizations", href: "/admin/organizations", label: "admin.nav.organizations" },
];

/** Links between the admin pages the active role may open; the current one is underlined. */
export function AdminNav({ search = "" }: { search?: string }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const pages = PAGES.filter((page) => mayOpen(page.route, role));
  if (pages.length < 2) return null;
  return (
    <HStack as="nav" aria-label={t("admin.nav.label")} gap="4" mb="4" flexWrap="wrap">
      {pages.map((page) => (
        <Link key={page.href} asChild color="brand.fg" fontWeight="medium">
          <NavLink
            to={`${page.href}${page.route === "adminSchool" || page.route === "adminAdmin" ? search : ""}`}
            style={({ isActive }) => ({ textDecoration: isActive ? "underline" : "none" })}
          >
            {t(page.label)}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}

import { HStack, Link } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { mayOpen, type GuardedRoute } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { adminSchoolPath, adminUsersPath, ROUTES } from "../../../shared/routes";

/** The admin pages, each with its link; the pages about one school keep the school chosen (`?id=`). */
const PAGES: { route: GuardedRoute; href: (schoolId: string | null) => string; label: ParseKeys }[] = [
  { route: "adminSchool", href: adminSchoolPath, label: "admin.nav.school" },
  { route: "adminAdmin", href: adminUsersPath, label: "admin.nav.users" },
  { route: "adminSchools", href: () => ROUTES.adminSchools, label: "admin.nav.schools" },
  { route: "adminOrganizations", href: () => ROUTES.adminOrganizations, label: "admin.nav.organizations" },
];

/** Links between the admin pages the active role may open; the current one is underlined. */
export function AdminNav({ schoolId = null }: { schoolId?: string | null }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const pages = PAGES.filter((page) => mayOpen(page.route, role));
  if (pages.length < 2) return null;
  return (
    <HStack as="nav" aria-label={t("admin.nav.label")} gap="4" mb="4" flexWrap="wrap">
      {pages.map((page) => (
        <Link key={page.route} asChild color="brand.fg" fontWeight="medium">
          <NavLink
            to={page.href(schoolId)}
            style={({ isActive }) => ({ textDecoration: isActive ? "underline" : "none" })}
          >
            {t(page.label)}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}

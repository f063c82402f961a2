import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ShareLink } from "#shared/actionprograms/share-link.schema";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { KIND_KEYS } from "./sharing-keys";
import type { useProgramSharing } from "./sharing.api";

/**
 * A program's share links: who, kind, whether the recipient may appeal, valid until, opened, and whether the link
 * is active, expired or revoked; with `onRevoke` (staff who may edit) a revoke button on each link not yet revoked.
 */
export function ShareLinksTable({
  sharing,
  onRevoke,
}: {
  sharing: ReturnType<typeof useProgramSharing>;
  onRevoke?: ((link: ShareLink) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => formatDay(value, i18n.language);
  const now = new Date().toISOString();
  const stateOf = (link: ShareLink) =>
    link.revokedAt
      ? t("actionProgramSharing.staff.revokedOn", { date: day(link.revokedAt) })
      : link.expiresAt <= now
        ? t("actionProgramSharing.staff.expired")
        : t("actionProgramSharing.staff.active");
  const columns: DataColumn<ShareLink>[] = [
    { id: "email", header: t("actionProgramSharing.staff.email"), cell: (link) => link.email, primary: true },
    {
      id: "kind",
      header: t("actionProgramSharing.staff.kind"),
      cell: (link) => t(KIND_KEYS[link.kind]),
    },
    {
      id: "mayAppeal",
      header: t("actionProgramSharing.staff.mayAppeal"),
      cell: (link) =>
        t(
          link.mayAppeal
            ? "actionProgramSharing.staff.mayAppealYes"
            : "actionProgramSharing.staff.mayAppealNo",
        ),
    },
    { id: "expires", header: t("actionProgramSharing.staff.expires"), cell: (link) => day(link.expiresAt) },
    {
      id: "opened",
      header: t("actionProgramSharing.staff.opened"),
      cell: (link) =>
        link.firstOpenedAt
          ? t("actionProgramSharing.staff.openedTimes", {
              date: day(link.firstOpenedAt),
              count: link.openedCount,
            })
          : t("actionProgramSharing.staff.notOpened"),
    },
    { id: "state", header: t("actionProgramSharing.staff.state"), cell: stateOf },
    ...(onRevoke
      ? [
          {
            id: "revoke",
            header: t("actionProgramSharing.staff.revoke"),
            cell: (link: ShareLink) =>
              link.revokedAt ? null : (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t("actionProgramSharing.staff.revokeLabel", { email: link.email })}
                  onClick={() => onRevoke(link)}
                >
                  {t("actionProgramSharing.staff.revoke")}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={t("actionProgramSharing.staff.linksCaption")}
      columns={columns}
      {...queryRows(sharing, sharing.data?.links)}
      getRowId={(link) => link.id}
      emptyText={t("actionProgramSharing.staff.noLinks")}
      framed={false}
    />
  );
}

import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import type { ShareLink } from "#shared/actionprograms/share-link.schema";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { SectionCard } from "../../../shared/ui/section-card";
import { AppealClock, AppealDialog } from "./appeal-clock";
import { ShareDialog } from "./share-dialog";
import { ShareLinksTable } from "./share-links-table";
import { useProgramSharing, useRevokeShareLink } from "./sharing.api";

/**
 * On a decided program's page: share it with guardians or the pupil (one mailed link each), its links (who, kind,
 * whether the recipient may appeal, valid until, opened, revoked) with revoking, and the appeal clock: the receipt
 * (the first opening by a recipient who may appeal: a guardian, or a pupil of 16 or more), "Överklagas senast"
 * (receipt + 3 weeks), and a registered appeal with the date to forward it to Överklagandenämnden.
 */
export function ProgramSharingSection({ program }: { program: ActionProgram }) {
  const { t } = useTranslation();
  const decided = program.status !== "draft";
  const sharing = useProgramSharing(program.id, decided);
  const [dialog, setDialog] = useState<"share" | "appeal" | null>(null);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const revoke = useRevokeShareLink(program.id);
  if (!decided) return null;

  const writes = program.myAccess !== "read";
  return (
    <SectionCard
      title={t("actionProgramSharing.staff.title")}
      testId="program-sharing"
      actions={
        writes && program.status === "published" ? (
          <Button size="sm" variant="outline" onClick={() => setDialog("share")} data-testid="share-program">
            {t("actionProgramSharing.staff.share")}
          </Button>
        ) : null
      }
    >
      <Stack gap="4">
        <AppealClock clock={sharing.data?.clock} writes={writes} onRegister={() => setDialog("appeal")} />
        <ShareLinksTable sharing={sharing} onRevoke={writes ? setRevoking : undefined} />
      </Stack>
      {dialog === "share" ? <ShareDialog programId={program.id} onClose={() => setDialog(null)} /> : null}
      {dialog === "appeal" ? (
        <AppealDialog
          programId={program.id}
          decidedAt={program.decidedAt ?? ""}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t("actionProgramSharing.staff.revokeTitle")}
        body={t("actionProgramSharing.staff.revokeBody")}
        confirmLabel={t("actionProgramSharing.staff.revoke")}
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        onClose={() => setRevoking(null)}
      />
    </SectionCard>
  );
}

import { IconButton } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { loadMoreTexts } from "../../../shared/i18n/i18n";
import { schoolQueryOptions } from "../../../shared/session/session.api";
import { MegaphoneIcon } from "../../../shared/ui/icons";

const CreateViolationDialog = lazy(async () => {
  const [module] = await Promise.all([import("./create-violation-dialog"), loadMoreTexts()]);
  return { default: module.CreateViolationDialog };
});

/**
 * The teachers' megaphone in the sidebar (spec section 2): opens the violation-report modal. Not shown when the
 * school hides violations (hiddenParts VIOLATIONS).
 */
export function ViolationMegaphone({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: school } = useQuery(schoolQueryOptions(schoolId));
  if (school?.hiddenParts.includes("VIOLATIONS")) return null;
  return (
    <>
      <IconButton
        variant="ghost"
        aria-label={t("layout.sidebar.reportViolation")}
        title={t("layout.sidebar.reportViolation")}
        onClick={() => setOpen(true)}
        data-testid="open-violation-report"
      >
        <MegaphoneIcon />
      </IconButton>
      {open ? <DialogLoader schoolId={schoolId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DialogLoader({ schoolId, onClose }: { schoolId: string; onClose: () => void }) {
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  if (!school) return null;
  return (
    <Suspense fallback={null}>
      <CreateViolationDialog school={school} students={students.data ?? []} onClose={onClose} />
    </Suspense>
  );
}

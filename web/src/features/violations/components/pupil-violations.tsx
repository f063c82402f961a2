import type { PupilSectionProps } from "../../../shared/features/feature";
import { useSession } from "../../../shared/session/session.api";
import { StudentViolations } from "../../../shared/violations/student-violations";

/** The pupil page's section of violation reports naming the pupil (not where the school hides violations). */
export function PupilViolations({ student, school }: PupilSectionProps) {
  const { role } = useSession();
  return (
    <StudentViolations
      schoolId={school.id}
      studentId={student.id}
      role={role}
      hidden={school.hiddenParts.includes("VIOLATIONS")}
    />
  );
}

import type { TFunction } from "i18next";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import type { HiddenPart, Role } from "#shared/constants";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import type { Investigation } from "#shared/investigations/investigation.schema";
import type { MappingSummary } from "#shared/mappings/mapping.schema";
import { useInvestigationList } from "../data/investigations.api";
import { useAdaptationList, useFWarningList } from "../data/pupil-actions.api";
import { useMappingPreview } from "../mappings/mappings-data";
import { formatDay } from "../pupil-actions/dates";
import { mayOpen } from "../session/route-roles";

/**
 * The support chain of Skollagen 3 kap. for one pupil: F-warnings, extra adaptations (with their feedback),
 * mappings and pedagogical investigations. The pupil page tells it in time order; the investigation editor picks
 * from it what an investigation rests on.
 */

/** Which parts of the chain a role works with at a school (a part the school hides is never read). */
export interface ChainParts {
  warnings: boolean;
  adaptations: boolean;
  mappings: boolean;
  investigations: boolean;
}

export function chainParts(role: Role, hiddenParts: readonly HiddenPart[]): ChainParts {
  return {
    warnings: mayOpen("fAndFWarnings", role) && !hiddenParts.includes("FANDFWARNINGS"),
    adaptations: mayOpen("adaptations", role) && !hiddenParts.includes("ADAPTATIONS"),
    mappings: mayOpen("mapping", role) && !hiddenParts.includes("MAPPINGS"),
    investigations: mayOpen("investigation", role) && !hiddenParts.includes("INVESTIGATIONS"),
  };
}

export const anyPart = (parts: ChainParts) => Object.values(parts).some(Boolean);

export interface SupportChain {
  warnings: FWarning[];
  adaptations: Adaptation[];
  mappings: MappingSummary[];
  investigations: Investigation[];
  loading: boolean;
  failed: boolean;
}

/** The pupil's chain as the caller may see it: one list call per part shown, none for a hidden part. */
export function useSupportChain(
  schoolId: string,
  studentId: string | null,
  parts: ChainParts,
  role: Role,
): SupportChain {
  const pupil = studentId ?? undefined;
  const warnings = useFWarningList(parts.warnings && pupil ? schoolId : null, pupil, 100);
  const adaptations = useAdaptationList(parts.adaptations && pupil ? schoolId : null, pupil, 100);
  const mappings = useMappingPreview(schoolId, studentId ?? "", parts.mappings && pupil !== undefined);
  const investigations = useInvestigationList(
    parts.investigations && pupil ? schoolId : null,
    role,
    { studentId: pupil },
    100,
  );
  const shown = [
    [parts.warnings, warnings],
    [parts.adaptations, adaptations],
    [parts.mappings, mappings],
    [parts.investigations, investigations],
  ] as const;
  return {
    warnings: warnings.data?.pages.flatMap((page) => page.items) ?? [],
    adaptations: adaptations.data?.pages.flatMap((page) => page.items) ?? [],
    mappings: mappings.data?.items ?? [],
    investigations: investigations.data?.pages.flatMap((page) => page.items) ?? [],
    loading: pupil !== undefined && shown.some(([on, query]) => on && query.isLoading),
    failed: shown.some(([on, query]) => on && query.isError),
  };
}

/** A warning's, an adaptation's and a mapping's name in the chain (no pupil text beyond course and subjects). */
export const warningTitle = (t: TFunction, warning: FWarning) =>
  t("adaptations.student.warningEntry", {
    kind: t(warning.isWarning ? "adaptations.fWarning.kind.warning" : "adaptations.fWarning.kind.f"),
    course: warning.course,
  });
export const adaptationTitle = (t: TFunction, adaptation: Adaptation) =>
  t("adaptations.student.adaptationEntry", { subjects: adaptation.subjects.join(", ") });
export const mappingTitle = (t: TFunction, mapping: MappingSummary, language: string) =>
  t("adaptations.student.mappingEntry", { date: formatDay(mapping.deadline, language) });

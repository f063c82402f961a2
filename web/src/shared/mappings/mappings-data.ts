import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  answeredOfAsked,
  MAPPING_CATEGORY_EN,
  MAPPING_QUESTION_BY_KEY,
  MAPPING_SCALES,
  type MappingCategory,
  type MappingStatus,
  type MappingSummary,
} from "#shared/mappings/mapping.schema";
import { mappingsApi, pageQuery, read, sending } from "../api/client";

/** Mapping lists: the mappings feature pages them, the pupil page reads a preview. */
export const mappingKeys = {
  all: ["mappings"] as const,
  lists: () => [...mappingKeys.all, "list"] as const,
  list: (schoolId: string, filters: Record<string, string | undefined>) =>
    [...mappingKeys.lists(), schoolId, filters] as const,
  detail: (mappingId: string) => [...mappingKeys.all, "detail", mappingId] as const,
};

export interface MappingFilters {
  status?: MappingStatus | undefined;
  studentId?: string | undefined;
}

/**
 * GET /mappings/{schoolId}: one page of a list, with the filters that are set, the page size and the cursor. The
 * mappings feature pages it; the pupil page reads the first page.
 */
export function readMappingPage(
  schoolId: string,
  filters: MappingFilters,
  cursor: string | null,
  limit: number,
  signal?: AbortSignal,
) {
  return read(
    mappingsApi.mappings[":schoolId"].$get(
      { param: { schoolId }, query: pageQuery(filters, cursor, limit) },
      sending({ signal }),
    ),
  );
}

/** The first page of a pupil's mappings (the pupil page). */
export const mappingPreviewOptions = (schoolId: string, studentId: string, enabled = true) =>
  queryOptions({
    queryKey: mappingKeys.list(schoolId, { studentId, limit: "preview" }),
    queryFn: ({ signal }) => readMappingPage(schoolId, { studentId }, null, 20, signal),
    enabled,
  });

/** The first page of a pupil's mappings. */
export function useMappingPreview(schoolId: string, studentId: string, enabled = true) {
  return useQuery(mappingPreviewOptions(schoolId, studentId, enabled));
}

const english = (language: string) => language.startsWith("en");

/** A question's title in the page's language. */
export function questionTitle(key: string, language: string): string {
  const question = MAPPING_QUESTION_BY_KEY.get(key);
  if (!question) return key;
  return english(language) ? question.en : question.sv;
}

/** A label's text in the page's language. */
export function labelText(key: string, labelId: string | undefined, language: string): string {
  const question = MAPPING_QUESTION_BY_KEY.get(key);
  const label = question?.scale
    ? MAPPING_SCALES[question.scale].find((candidate) => candidate.id === labelId)
    : undefined;
  if (!label) return labelId ?? "";
  return english(language) ? label.en : label.sv;
}

/** A category's name in the page's language (the spec gives the Swedish names). */
export const categoryName = (category: MappingCategory, language: string) =>
  english(language) ? MAPPING_CATEGORY_EN[category] : category;

/** Answered so far, as "1 / 2", counting as the detail does (those who answered and left the school too). */
export const answeredCount = (mapping: MappingSummary) => {
  const { answered, asked } = answeredOfAsked(mapping);
  return `${answered} / ${asked}`;
};

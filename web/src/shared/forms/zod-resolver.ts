import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod";
import { problemMessage, type FieldProblem } from "./field-error";

type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

/** Which of the kit's problems a zod issue is: an empty text is "required", a long one names the schema's limit. */
export function zodProblem(issue: Issue): FieldProblem {
  const input: unknown = issue.input;
  const blank = input === undefined || input === null || (typeof input === "string" && input.trim() === "");
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) > 1 && !blank)
        return { kind: "tooShort", min: Number(issue.minimum) };
      return { kind: "required" };
    case "too_big":
      return issue.origin === "string"
        ? { kind: "tooLong", max: Number(issue.maximum) }
        : { kind: "invalid" };
    case "invalid_format":
      if (blank) return { kind: "required" };
      return issue.format === "email" ? { kind: "email" } : { kind: "invalid" };
    case "invalid_union": {
      // The branch that came closest (fewest issues, the first on a tie), as the form resolver picks it.
      const branches = "errors" in issue ? issue.errors : [];
      const closest = branches.reduce<Issue[] | undefined>(
        (best, branch) => (best === undefined || branch.length < best.length ? branch : best),
        undefined,
      );
      return closest?.[0] ? zodProblem(closest[0]) : blank ? { kind: "required" } : { kind: "invalid" };
    }
    default:
      return blank ? { kind: "required" } : { kind: "invalid" };
  }
}

/**
 * The kit's react-hook-form resolver: zod's checks (the shared schemas' limits), with each issue kept as a kit
 * problem so `fieldErrorText` shows "Högst 40 tecken" for a long name instead of "required".
 */
export function formResolver<T extends z.ZodType<unknown, FieldValues>>(
  schema: T,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return zodResolver(schema, { error: (issue) => problemMessage(zodProblem(issue)) });
}

/** The problem with one value against a schema (forms kept in plain state), or undefined when it passes. */
export function schemaProblem(schema: z.ZodType, value: unknown): FieldProblem | undefined {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? undefined : zodProblem(result.error.issues[0]!);
}

import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { serverFieldErrors } from "./server-issues";

describe("serverFieldErrors", () => {
  it("maps each issue to its field, the first per field, and leaves out issues about the whole body", () => {
    const error = new ApiError({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Fyll i all nödvändig information",
      issues: [
        {
          path: ["evaluationDate"],
          message: "Fyll i detta innan åtgärdsprogrammet beslutas",
          code: "custom",
        },
        { path: ["actions", 0, "action"], message: "Tomt fält", code: "custom" },
        { path: ["actions"], message: "Andra", code: "custom" },
        { path: [], message: "Hela", code: "custom" },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({
      evaluationDate: "Fyll i detta innan åtgärdsprogrammet beslutas",
      actions: "Tomt fält",
    });
  });

  it("answers nothing for an error that is not the API's", () => {
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });
});
